#pragma once
// Our own portable PRNG: xoshiro256** seeded through splitmix64.
// std:: distributions differ between standard libraries, so every draw the
// rules make goes through here and yields the same sequence on every platform.
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace critter {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);

    // A generator in an exact raw state (tests pin the reference algorithm).
    static Rng fromState(const std::array<std::uint64_t, 4>& state)
    {
        Rng rng;
        rng.s_ = state;
        return rng;
    }

    // Next raw 64-bit output of xoshiro256**. (Defined here, with below(), so
    // the rules' hot loops inline them.)
    std::uint64_t next()
    {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform integer in [0, bound) without modulo bias (bound > 0).
    std::uint32_t below(std::uint32_t bound)
    {
        // Lemire's multiply-and-reject: exact uniformity, one multiply usually.
        std::uint64_t x = next() >> 32;
        std::uint64_t m = x * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            const std::uint32_t threshold = (0u - bound) % bound;
            while (low < threshold) {
                x = next() >> 32;
                m = x * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    // Uniform integer in [lo, hi] inclusive.
    int between(int lo, int hi) { return lo + static_cast<int>(below(static_cast<std::uint32_t>(hi - lo + 1))); }

    // Uniform double in [0, 1) from the top 53 bits.
    double unit();

    // Fisher-Yates, drawing through below() so shuffles are portable too.
    // The range form shuffles part of a fixed array without a vector.
    template <class It>
    void shuffle(It first, It last)
    {
        for (auto i = static_cast<std::uint32_t>(last - first); i > 1; --i) {
            const auto j = below(i);
            using std::swap;
            swap(first[i - 1], first[j]);
        }
    }
    template <class T>
    void shuffle(std::vector<T>& items)
    {
        shuffle(items.begin(), items.end());
    }

    // A new generator whose stream does not overlap this one in practice;
    // used to give each simulated game or bot its own stream.
    Rng split();

    friend bool operator==(const Rng&, const Rng&) = default;

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::array<std::uint64_t, 4> s_{};
};

} // namespace critter
