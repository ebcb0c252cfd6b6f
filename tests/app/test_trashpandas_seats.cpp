// Trash Pandas' seats as a typed list model (TpSeatModel): its rows follow
// the viewer's observation (hand counts, stash counts, never a hidden card),
// a refresh that changes nothing says nothing, and a change tells only the
// rows and roles that changed; the results are typed rows too.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "trashpandassession.h"
#include "tpseatmodel.h"

namespace tp = critter::tp;

namespace {
QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }
QVariantMap bot(const QString& level) { return {{"kind", "bot"}, {"level", level}}; }

// The session with its refresh in reach, as the core calls it after every step.
class Probe : public TrashPandasSession
{
public:
    using TrashPandasSession::refreshView;
};

void prepare(TrashPandasSession& s, const QTemporaryDir& dir)
{
    s.setAutosaveDir(dir.path());
    s.setStepMs(0);
    s.setBotPaceMs(0);
}

std::size_t at(int i) { return static_cast<std::size_t>(i); }
} // namespace

class TestTrashPandasSeats : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    // Every row says what the observation of the shown seat says, and no more.
    static void rowsFollowTheObservation(const TrashPandasSession& s, int shownSeat)
    {
        const TpSeatModel* seats = s.seats();
        const tp::State::Observation seen = s.state().observation(shownSeat);
        QCOMPARE(seats->rowCount(), seen.players);
        for (int r = 0; r < seats->rowCount(); ++r) {
            const QModelIndex i = seats->index(r);
            const auto& view = seen.seats[at(r)];
            QCOMPARE(i.data(TpSeatModel::SeatRole).toInt(), r);
            QCOMPARE(i.data(TpSeatModel::SeatNameRole).toString(), s.seatName(r));
            QCOMPARE(i.data(TpSeatModel::HandCountRole).toInt(), int(view.handCount));
            QCOMPARE(i.data(TpSeatModel::StashDownRole).toInt(), int(view.stashDownCount));
            int up = 0;
            for (const QVariant& pile : i.data(TpSeatModel::StashUpRole).toList()) {
                const QVariantMap m = pile.toMap();
                QCOMPARE(m.size(), 2);   // a card type and a count, nothing else
                const int card = m.value("card").toInt();
                QCOMPARE(m.value("count").toInt(), int(view.stashUp[at(card)]));
                up += m.value("count").toInt();
            }
            int held = 0;
            for (auto n : view.stashUp)
                held += n;
            QCOMPARE(up, held);
            QCOMPARE(i.data(TpSeatModel::ActiveRole).toBool(), r == seen.turn.active && !seen.over);
            QCOMPARE(i.data(TpSeatModel::DecidingRole).toBool(), r == s.deciding());
            QCOMPARE(i.data(TpSeatModel::BotRole).toBool(), s.isBot(r));
        }
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void test_rows_follow_the_observation_and_a_quiet_refresh_says_nothing()
    {
        Probe s;
        prepare(s, m_dir);
        TpSeatModel* seats = s.seats();
        QCOMPARE(seats, s.property("seats").value<TpSeatModel*>());   // the one model, for the whole session
        QCOMPARE(seats->rowCount(), 0);
        QSignalSpy inserted(seats, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(seats, &QAbstractItemModel::modelReset);
        s.start({person("Ann"), bot("easy"), bot("random")}, 7);
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        QCOMPARE(inserted.count(), 1);   // three seats came, once
        rowsFollowTheObservation(s, 0);
        // Ann sees her own seat as hers; the bots' seats are counts only.
        QVERIFY(seats->index(0).data(TpSeatModel::ViewerRole).toBool());
        QVERIFY(seats->index(0).data(TpSeatModel::ShownRole).toBool());
        for (int r = 1; r < 3; ++r) {
            QVERIFY(!seats->index(r).data(TpSeatModel::ViewerRole).toBool());
            QVERIFY(!seats->index(r).data(TpSeatModel::ShownRole).toBool());
        }
        QCOMPARE(seats->get(0).value("handCount").toInt(), s.handModel()->rowCount());

        // A refresh with nothing new: no row says anything.
        QSignalSpy changed(seats, &QAbstractItemModel::dataChanged);
        s.refreshView();
        s.refreshView();
        QCOMPARE(changed.count(), 0);

        // Ann rolls: the rows still follow, each change names its row and its
        // roles, and the seats are never rebuilt.
        QStringList before;
        for (int r = 0; r < 3; ++r)
            before << QVariant(seats->get(r)).toString();
        // Each row as last told: a change is told only for a row that changed.
        // (The rows are all brought up to date first, then told one by one.)
        std::vector<TpSeatView> told = seats->rows();
        connect(seats, &QAbstractItemModel::dataChanged, this,
                [&](const QModelIndex& from, const QModelIndex& to, const QList<int>& roles) {
                    QCOMPARE(from.row(), to.row());   // one row at a time
                    QVERIFY(!roles.isEmpty());
                    QVERIFY(!(told[at(from.row())] == seats->rows()[at(from.row())]));
                    told[at(from.row())] = seats->rows()[at(from.row())];
                });
        QVERIFY(s.act(TrashPandasSession::Roll));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over() || s.deciding() > 0, 5000);
        s.finishEvents();
        rowsFollowTheObservation(s, 0);
        for (int i = 0; i < 400 && !s.over(); ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over(), 10000);
            if (s.over())
                break;
            const QVariantMap first = s.choices().front().toMap();
            QVERIFY(s.act(first.value("type").toInt(), first.value("a").toInt(), first.value("b").toInt()));
            s.finishEvents();
            if (s.myDecision())
                rowsFollowTheObservation(s, 0);
        }
        QVERIFY(s.over());
        QVERIFY(changed.count() > 0);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(inserted.count(), 1);

        // Over: the scores and the whole stashes show; the results are typed rows.
        const tp::State::Observation end = s.state().observation(0);
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(seats->index(r).data(TpSeatModel::ScoreRole).toInt(), end.scores[at(r)]);
            QVERIFY(!seats->index(r).data(TpSeatModel::ActiveRole).toBool());
        }
        QCOMPARE(s.scoreRows()->rowCount(), tp::kCardTypes);
        QCOMPARE(s.totals()->rowCount(), 3);
        for (int r = 0; r < 3; ++r)
            QCOMPARE(s.totals()->index(r).data(TpTotalModel::SeatRole).toInt(), r);
        QCOMPARE(s.scoreRows()->index(0).data(TpScoreRowModel::CellsRole).toList().size(), 3);

        // A new game: the same model, the rows kept, the results gone.
        s.start({person("Ann"), bot("easy")}, 8);
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        QCOMPARE(s.seats(), seats);
        QCOMPARE(seats->rowCount(), 2);
        rowsFollowTheObservation(s, 0);
        QCOMPARE(s.scoreRows()->rowCount(), 0);
        QCOMPARE(s.totals()->rowCount(), 0);
    }

    void test_own_face_down_stash_counts_for_everyone_shows_to_its_owner()
    {
        Probe s;
        prepare(s, m_dir);
        QVERIFY(s.openFile(QUrl::fromLocalFile(QStringLiteral(CRITTER_SOURCE_DIR "/tests/qml/trashpandas/tp_resolve_tree.json"))));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        const int me = s.viewer();
        const TpSeatModel* seats = s.seats();
        const int handBefore = seats->index(me).data(TpSeatModel::HandCountRole).toInt();
        QSignalSpy changed(seats, &QAbstractItemModel::dataChanged);
        const QVariantMap stash = s.pickedChoice(int(tp::Token::Tree), {0, 1});
        QVERIFY(!stash.isEmpty());
        QVERIFY(s.act(stash.value("type").toInt(), stash.value("a").toInt(), stash.value("b").toInt()));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over() || s.deciding() >= 0, 5000);
        s.finishEvents();
        // Two cards went face down: a count on the seat (for all), the cards only in ownStash.
        QCOMPARE(seats->index(me).data(TpSeatModel::StashDownRole).toInt(), 2);
        QCOMPARE(seats->index(me).data(TpSeatModel::HandCountRole).toInt(), handBefore - 2);
        QCOMPARE(s.ownStash().size(), 2);
        rowsFollowTheObservation(s, s.viewer() >= 0 ? s.viewer() : me);
        bool mine = false;
        for (const QList<QVariant>& args : changed)
            mine = mine || args.at(0).value<QModelIndex>().row() == me;
        QVERIFY(mine);
        // The roles hold counts: no role names a face-down card.
        const QStringList roles = seats->get(me).keys();
        QCOMPARE(roles, (QStringList{"active", "bot", "deciding", "handCount", "revealed", "score", "seat",
                                     "seatName", "shown", "stashDown", "stashUp", "viewer"}));
    }

    void test_pass_and_play_shows_no_seat_as_yours_behind_the_screen()
    {
        Probe s;
        prepare(s, m_dir);
        s.start({person("Ann"), person("Ben")}, 5);
        QVERIFY(s.privacyNeeded());
        for (int r = 0; r < s.seats()->rowCount(); ++r) {
            QVERIFY(!s.seats()->index(r).data(TpSeatModel::ShownRole).toBool());
            QVERIFY(!s.seats()->index(r).data(TpSeatModel::ViewerRole).toBool());
        }
        QSignalSpy changed(s.seats(), &QAbstractItemModel::dataChanged);
        s.confirmViewer();
        // Ann's seat becomes hers: that row alone says so.
        QVERIFY(s.seats()->index(0).data(TpSeatModel::ShownRole).toBool());
        QVERIFY(!s.seats()->index(1).data(TpSeatModel::ShownRole).toBool());
        QVERIFY(changed.count() >= 1);
        for (const QList<QVariant>& args : changed)
            QCOMPARE(args.at(0).value<QModelIndex>().row(), 0);
        rowsFollowTheObservation(s, 0);
    }
};

QTEST_MAIN(TestTrashPandasSeats)
#include "test_trashpandas_seats.moc"
