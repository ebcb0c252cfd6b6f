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

    // Next raw 64-bit output of xoshiro256**.
    std::uint64_t next();

    // Uniform integer in [0, bound) without modulo bias (bound > 0).
    std::uint32_t below(std::uint32_t bound);

    // Uniform integer in [lo, hi] inclusive.
    int between(int lo, int hi);

    // Uniform double in [0, 1) from the top 53 bits.
    double unit();

    // Fisher-Yates, drawing through below() so shuffles are portable too.
    template <class T>
    void shuffle(std::vector<T>& items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            const auto j = below(static_cast<std::uint32_t>(i));
            using std::swap;
            swap(items[i - 1], items[j]);
        }
    }

    // A new generator whose stream does not overlap this one in practice;
    // used to give each simulated game or bot its own stream.
    Rng split();

    friend bool operator==(const Rng&, const Rng&) = default;

private:
    std::array<std::uint64_t, 4> s_{};
};

} // namespace critter
