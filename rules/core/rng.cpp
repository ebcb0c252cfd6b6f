#include "core/rng.h"

namespace critter {
namespace {

std::uint64_t splitmix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

} // namespace

void Rng::reseed(std::uint64_t seed)
{
    std::uint64_t sm = seed;
    for (auto& word : s_)
        word = splitmix64(sm);
}

double Rng::unit()
{
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

Rng Rng::split()
{
    return Rng(next() ^ 0x5851f42d4c957f2dULL);
}

} // namespace critter
