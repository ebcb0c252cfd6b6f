#pragma once
// Counts kept one byte per kind (a hand: how many cards of each kind), read
// eight kinds at a time: the rules sum a hand and list the kinds it holds at
// nearly every step of a playout, and a hand holds few of many kinds.
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

namespace critter {

namespace byte_counts_detail {
inline constexpr std::uint64_t kLow7 = 0x7f7f7f7f7f7f7f7fULL;
inline constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
inline constexpr std::uint64_t kEvenBytes = 0x00ff00ff00ff00ffULL;
inline constexpr bool kWordWise = std::endian::native == std::endian::little;

// Calls f(word, first index) for each full run of eight counts (a shorter
// tail is left to plain loops: assembling it costs more than it saves).
template <std::size_t N, class F>
void forEachWord(const std::array<std::uint8_t, N>& counts, F&& f)
{
    for (std::size_t k = 0; k + 8 <= N; k += 8) {
        std::uint64_t w;
        std::memcpy(&w, counts.data() + k, 8);
        f(w, k);
    }
}
inline constexpr std::size_t tailStart(std::size_t n) { return kWordWise ? n / 8 * 8 : 0; }
} // namespace byte_counts_detail

// The sum of all counts.
template <std::size_t N>
int byteTotal(const std::array<std::uint8_t, N>& counts)
{
    using namespace byte_counts_detail;
    int total = 0;
    if constexpr (kWordWise) {
        forEachWord(counts, [&total](std::uint64_t w, std::size_t) {
            const std::uint64_t pairs = (w & kEvenBytes) + ((w >> 8) & kEvenBytes);   // four 16-bit sums
            total += static_cast<int>((pairs * 0x0001000100010001ULL) >> 48);
        });
    }
    for (std::size_t k = tailStart(N); k < N; ++k)
        total += counts[k];
    return total;
}

// Writes the index of every non-zero count into out, in index order, and
// returns how many (out needs room for N).
template <std::size_t N, class Out>
int nonzeroKinds(const std::array<std::uint8_t, N>& counts, Out& out)
{
    using namespace byte_counts_detail;
    int n = 0;
    if constexpr (kWordWise) {
        forEachWord(counts, [&out, &n](std::uint64_t w, std::size_t first) {
            std::uint64_t nonzero = (((w & kLow7) + kLow7) | w) & kHigh;   // the top bit of each non-zero byte
            while (nonzero) {
                const auto byte = static_cast<std::size_t>(std::countr_zero(nonzero) >> 3);
                out[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(first + byte);
                nonzero &= nonzero - 1;
            }
        });
    }
    for (std::size_t k = tailStart(N); k < N; ++k)
        if (counts[k] > 0)
            out[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(k);
    return n;
}

} // namespace critter
