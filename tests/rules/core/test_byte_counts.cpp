// core/byte_counts.h reads counts eight at a time; it must agree with the
// plain loops it replaces for every size the games use (7, 8, 16, 24).
#include <QtTest>

#include <array>
#include <vector>

#include "core/byte_counts.h"
#include "core/rng.h"

using namespace critter;

namespace {

template <std::size_t N>
void checkAgainstPlainLoops(Rng& rng, int maxCount)
{
    for (int round = 0; round < 2000; ++round) {
        std::array<std::uint8_t, N> counts{};
        for (auto& c : counts)   // mostly zeros, as in a hand
            c = rng.below(3) == 0 ? static_cast<std::uint8_t>(rng.below(static_cast<std::uint32_t>(maxCount) + 1)) : 0;
        int total = 0;
        std::vector<int> kinds;
        for (std::size_t k = 0; k < N; ++k) {
            total += counts[k];
            if (counts[k] > 0)
                kinds.push_back(static_cast<int>(k));
        }
        QCOMPARE(byteTotal(counts), total);
        std::array<std::uint8_t, N> out{};
        const int n = nonzeroKinds(counts, out);
        QCOMPARE(n, static_cast<int>(kinds.size()));
        for (int i = 0; i < n; ++i)
            QCOMPARE(static_cast<int>(out[static_cast<std::size_t>(i)]), kinds[static_cast<std::size_t>(i)]);
    }
}

} // namespace

class TestByteCounts : public QObject {
    Q_OBJECT
private slots:
    void test_agrees_with_plain_loops()
    {
        Rng rng(3);
        checkAgainstPlainLoops<7>(rng, 10);
        checkAgainstPlainLoops<8>(rng, 12);
        checkAgainstPlainLoops<16>(rng, 5);
        checkAgainstPlainLoops<24>(rng, 8);
    }

    void test_full_bytes_do_not_carry()
    {
        std::array<std::uint8_t, 24> full{};
        full.fill(255);
        QCOMPARE(byteTotal(full), 24 * 255);
        std::array<std::uint8_t, 24> out{};
        QCOMPARE(nonzeroKinds(full, out), 24);
        QCOMPARE(static_cast<int>(out[23]), 23);
    }
};

QTEST_APPLESS_MAIN(TestByteCounts)
#include "test_byte_counts.moc"
