// applyLegal() (the unchecked path of random playouts, core/game.h) must do
// exactly what apply() does for every legal action: the same state after,
// the same events. Random games of every game, both paths side by side.
// legalActionsInto() (the playouts' buffer) must list exactly what
// legalActions() lists, in the same order, within kMaxLegalActions.
#include <QtTest>

#include <algorithm>
#include <vector>

#include "pandapanda/state.h"
#include "trashdash/state.h"
#include "trashpandas/state.h"
#include "varied_td_setup.h"

using namespace critter;

namespace {

template <class S, class MakeSetup>
void compareThePaths(int games, MakeSetup makeSetup)
{
    Rng rng(41);
    std::vector<Action> legal;
    std::vector<Action> buffer(S::kMaxLegalActions);
    long long actions = 0;
    int longest = 0;
    for (int g = 0; g < games; ++g) {
        S unchecked(makeSetup(g, rng));
        while (!unchecked.isOver()) {
            legal.clear();
            unchecked.legalActions(legal);
            QVERIFY(!legal.empty());
            const int count = unchecked.legalActionsInto(buffer.data());
            QCOMPARE(static_cast<std::size_t>(count), legal.size());
            QVERIFY(std::equal(legal.begin(), legal.end(), buffer.begin()));
            longest = std::max(longest, count);
            const Action chosen = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            S checked = unchecked;
            std::vector<Event> checkedEvents, uncheckedEvents;
            QVERIFY(checked.apply(chosen, &checkedEvents));
            unchecked.applyLegal(chosen, &uncheckedEvents);
            QVERIFY2(checked == unchecked, ("game " + std::to_string(g) + ", " + toDebugString(chosen)).c_str());
            QVERIFY(checkedEvents == uncheckedEvents);
            ++actions;
        }
    }
    QVERIFY(actions > games);
    QVERIFY(longest <= S::kMaxLegalActions);
}

} // namespace

class TestApplyLegal : public QObject {
    Q_OBJECT
private slots:
    void test_trash_pandas()
    {
        compareThePaths<tp::State>(200, [](int g, Rng& rng) {
            tp::State::Setup setup;
            setup.players = 2 + g % 3;
            setup.seed = rng.next();
            return setup;
        });
    }

    void test_panda_panda()
    {
        compareThePaths<pp::State>(200, [](int g, Rng& rng) {
            pp::Setup setup;
            setup.players = 2 + g % 3;
            setup.seed = rng.next();
            return setup;
        });
    }

    void test_trash_dash()
    {
        compareThePaths<td::State>(200, testing::variedTrashDashSetup);
    }
};

QTEST_APPLESS_MAIN(TestApplyLegal)
#include "test_apply_legal.moc"
