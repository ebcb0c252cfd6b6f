// Trash Dash's screen between one action and the next (issue 29 item 10:
// the header, the hand, the Trash slot and the pawns lagged behind the log
// during CPU turns): the observation before an action, moved on by each
// event as its viewer saw it, must end where the rules' observation after
// the action is, for every viewer, over random races with CPU racers.
#include <QtTest>

#include "core/rng.h"
#include "tdseenview.h"
#include "trashdash/state.h"

using namespace critter;
using namespace critter::td;

namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }

// What the table shows from an observation (the rest is asked of the rules at settle).
QString shownDifference(const Observation& a, const Observation& b)
{
    if (a.pub.turn != b.pub.turn)
        return QStringLiteral("whose turn: %1 vs %2").arg(a.pub.turn).arg(b.pub.turn);
    if (a.hand != b.hand)
        return QStringLiteral("the viewer's hand");
    if (a.trash != b.trash)
        return QStringLiteral("the viewer's Trash card: %1 vs %2").arg(a.trash).arg(b.trash);
    if (a.handCounts != b.handCounts)
        return QStringLiteral("hand counts");
    if (a.holdsTrash != b.holdsTrash)
        return QStringLiteral("who holds a Trash card");
    if (a.actionDeckCount != b.actionDeckCount || a.trashDeckCount != b.trashDeckCount)
        return QStringLiteral("deck counts: %1/%2 vs %3/%4").arg(a.actionDeckCount).arg(a.trashDeckCount)
            .arg(b.actionDeckCount).arg(b.trashDeckCount);
    if (a.pub.actionDiscard != b.pub.actionDiscard || a.pub.trashDiscard != b.pub.trashDiscard)
        return QStringLiteral("discard piles");
    if (a.pub.tokenSupply != b.pub.tokenSupply)
        return QStringLiteral("token supply");
    for (int s = 0; s < a.pub.players; ++s) {
        const RacerView& x = a.pub.racers[at(s)];
        const RacerView& y = b.pub.racers[at(s)];
        if (x.progress != y.progress || x.tokens != y.tokens || x.invincible != y.invincible)
            return QStringLiteral("racer %1: progress %2/%3 tokens %4/%5 invincible %6/%7")
                .arg(s).arg(x.progress).arg(y.progress).arg(x.tokens).arg(y.tokens).arg(x.invincible).arg(y.invincible);
    }
    return {};
}
} // namespace

class TestTdSeenView : public QObject
{
    Q_OBJECT
private slots:
    void test_the_screen_follows_the_log_event_by_event()
    {
        Rng rng(20261206);
        int actions = 0;
        for (int game = 0; game < 60; ++game) {
            const int players = 2 + game % 5;
            std::vector<int> characters{0, 1, 2, 3, 4, 5};
            rng.shuffle(characters);
            std::vector<RacerSetup> racers;
            for (int i = 0; i < players; ++i)
                racers.push_back({characters[at(i)], static_cast<int>(rng.below(2)), i > 0 && rng.below(2) == 0});
            const auto& tracks = content().tracks;
            State state(standardSetup(tracks[at(game % int(tracks.size()))].id, racers, rng.next()));
            std::vector<Action> legal;
            while (!state.isOver() && actions < 200000) {
                legal.clear();
                state.legalActions(legal);
                QVERIFY(!legal.empty());
                const Action action = legal[at(int(rng.below(static_cast<std::uint32_t>(legal.size()))))];
                std::vector<Observation> before;
                for (Seat v = 0; v < players; ++v)
                    before.push_back(state.observation(v));
                std::vector<Event> events;
                QVERIFY(state.apply(action, &events).ok);
                ++actions;
                for (Seat v = 0; v < players; ++v) {
                    Observation seen = before[at(v)];
                    for (const Event& e : events)
                        tdview::advanceSeen(seen, redactedFor(e, v));
                    const QString diff = shownDifference(seen, state.observation(v));
                    QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("game %1, action %2, viewer %3: %4")
                                                            .arg(game).arg(actions).arg(v).arg(diff)));
                }
            }
        }
        QVERIFY(actions > 1000);
    }
};

QTEST_GUILESS_MAIN(TestTdSeenView)
#include "test_td_seen_view.moc"
