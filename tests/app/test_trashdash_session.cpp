// The Trash Dash adapter on the session core: Setup's options make the race,
// bots and CPU racers play it to the end, saves load back move for move, the
// pawns move one space per event step (a Spill chain, an Attack that pushes a
// racer back onto a special space), and a decision on another racer's turn
// goes to its person behind the privacy screen.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "tdcatalog.h"
#include "trashdash/notation.h"
#include "trashdashsession.h"

namespace td = critter::td;

namespace {
QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }
QVariantMap bot(const QString& level) { return {{"kind", "bot"}, {"level", level}}; }
QVariantMap cpu() { return {{"kind", "cpu"}}; }

void prepare(TrashDashSession& s, const QString& dir)
{
    s.setAutosaveDir(dir);
    s.setStepMs(0);
    s.setBotPaceMs(0);
}

QByteArray scenario(const QString& name)
{
    QFile file(QStringLiteral(CRITTER_SCENARIO_DIR "/trashdash/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// The scenario with its actions replaced.
std::string withActions(const QByteArray& text, const QStringList& actions)
{
    QJsonObject root = QJsonDocument::fromJson(text).object();
    root.insert(QStringLiteral("actions"), QJsonArray::fromStringList(actions));
    return QJsonDocument(root).toJson().toStdString();
}

// The first row on offer of the session's choices whose action has this type, or -1.
int firstChoice(const TrashDashSession& s, int type)
{
    const ChoiceModel* m = s.choiceModel();
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->available(r) && m->rows()[std::size_t(r)].action.type == type)
            return r;
    return -1;
}

// Takes a row of the choices the way the table does: by its id.
bool actChoice(TrashDashSession& s, int row)
{
    return s.choose(s.choiceModel()->rows()[std::size_t(row)].id);
}
// A session whose view a test may refresh: a publish with nothing new to show.
class PeekSession : public TrashDashSession
{
public:
    using TrashDashSession::botMoveText;
    using TrashDashSession::hintReason;
    using TrashDashSession::refreshView;
};

// A race on the quiet custom track (upper spaces 0-4 plain, 5 a Trash Can):
// racers [{character, side, cpu}], seats [{name, kind}], stacked decks, forced dice.
std::string quietRace(const QJsonArray& racers, const QJsonArray& seats, const QJsonObject& chance, const QStringList& actions = {})
{
    QJsonObject setup{{"players", racers.size()}, {"seed", 3}, {"mode", "standard"}, {"track", "custom"},
                      {"tiles", QJsonArray{"start-a", "14a", "4b", "16a", "1b", "turn-a"}}, {"laps", 2},
                      {"racers", racers}};
    for (auto it = chance.begin(); it != chance.end(); ++it)
        setup.insert(it.key(), it.value());
    const QJsonObject root{{"game", "trash-dash"}, {"version", 1}, {"setup", setup}, {"seats", seats},
                           {"actions", QJsonArray::fromStringList(actions)}};
    return QJsonDocument(root).toJson().toStdString();
}

QJsonObject racer(const QString& character, bool isCpu = false, const QString& side = QStringLiteral("A"))
{
    return {{"character", character}, {"side", side}, {"cpu", isCpu}};
}
QJsonObject seat(const QString& name, const QString& kind)
{
    QJsonObject out{{"name", name}, {"kind", kind}};
    if (kind == QLatin1String("bot"))
        out.insert("level", "normal");
    return out;
}
} // namespace

class TestTrashDashSession : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void configure_deals_the_chosen_track_characters_and_sides()
    {
        TrashDashSession s;
        prepare(s, m_dir.path());
        const QVariantList seats{person("Ann"), cpu(), cpu()};
        const QVariantMap options{{"mode", "standard"}, {"track", "back-alley-blitz"}, {"laps", 0},
                                  {"racers", QVariantList{QVariantMap{{"character", "jet"}, {"side", 1}},
                                                          QVariantMap{{"character", "chloe"}},
                                                          QVariantMap{{"character", "flipp"}}}}};
        QCOMPARE(s.configure(options, seats), QString());
        s.start(seats, 7);
        QVERIFY(s.started());
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(s.trackTiles().size(), 5);
        QCOMPARE(s.trackTiles().first().toMap().value("id").toString(), QStringLiteral("start-b"));
        QCOMPARE(s.lapCount(), 4);
        const TdRacerModel* racers = s.racerModel();
        QCOMPARE(racers->rowCount(), 3);
        const TdRacer& ann = racers->at(0);
        QCOMPARE(ann.characterId, QStringLiteral("jet"));
        QCOMPARE(ann.side, 1);
        QVERIFY(!ann.cpu);
        QVERIFY(ann.viewer);
        QVERIFY(racers->at(1).cpu);
        QCOMPARE(racers->at(1).abilityName, QStringLiteral("CPU racer"));
        // The roles QML reads are the same facts.
        QCOMPARE(racers->data(racers->index(1), TdRacerModel::CpuRole).toBool(), true);
        QCOMPARE(racers->roleNames().value(TdRacerModel::PositionRole), QByteArray("position"));
        QCOMPARE(s.handModel()->rowCount(), td::kHandSize);
        QCOMPARE(s.phase(), QStringLiteral("choose"));
        QVERIFY(firstChoice(s, TrashDashSession::Rest) >= 0);
        // Positions start on the Start tile's upper space.
        for (const TdRacer& r : racers->racers()) {
            QCOMPARE(r.position, 0);
            QCOMPARE(r.lapsDone, 0);
            QCOMPARE(r.rank, 1);
            QCOMPARE(r.spaceCount, 3);
            QCOMPARE(r.spaceSlot, r.seat);
        }
    }

    // The choices are rows built in C++: ids from the rules' notation, the
    // group, style and key of each decided here (nothing left to the table).
    void choices_are_rows_with_groups_styles_and_keys_from_the_rules_actions()
    {
        TrashDashSession s;
        prepare(s, m_dir.path());
        const QVariantList seats{person("Ann"), cpu()};
        QCOMPARE(s.configure({{"track", "back-alley-blitz"}}, seats), QString());
        s.start(seats, 7);
        QTRY_VERIFY(s.myDecision());
        const ChoiceModel* m = s.choiceModel();
        QVERIFY(m->offered() > 0);
        std::vector<critter::Action> legal;
        s.state().legalActions(legal);
        QCOMPARE(m->offered(), int(legal.size()));
        bool go = false;
        for (const TableChoice& c : m->rows()) {
            QCOMPARE(c.id, QString::fromStdString(td::toNotation(c.action)));
            switch (static_cast<td::ActionType>(c.action.type)) {
            case td::ActionType::Go:
                go = true;
                QCOMPARE(c.group, QStringLiteral("hand"));
                QCOMPARE(c.card, c.action.a);
                QCOMPARE(c.style, QStringLiteral("accent"));
                QCOMPARE(c.shortcut, QStringLiteral("G"));
                break;
            case td::ActionType::Dash:
                QCOMPARE(c.group, QStringLiteral("hand"));
                QCOMPARE(c.card2, c.action.b);
                QCOMPARE(c.shortcut, QStringLiteral("D"));
                break;
            case td::ActionType::Rest:
                QCOMPARE(c.id, QStringLiteral("rest"));
                QCOMPARE(c.group, QStringLiteral("main"));
                QCOMPARE(c.style, QStringLiteral("secondary"));
                QCOMPARE(c.shortcut, QStringLiteral("R"));
                break;
            default: break;
            }
        }
        QVERIFY(go);
        QCOMPARE(m->idsForShortcut(QStringLiteral("R")), QStringList{QStringLiteral("rest")});
        // A choice taken by its id is the move.
        const int before = s.actionCount();
        QVERIFY(s.choose(QStringLiteral("rest")));
        QCOMPARE(s.actionCount(), before + 1);
        QCOMPARE(s.state().pub().racers[0].progress, 1);
    }

    void a_row_that_is_no_track_is_refused_with_the_reason()
    {
        TrashDashSession s;
        const QVariantList seats{person("Ann"), cpu()};
        const QString why = s.configure({{"track", "custom"}, {"tiles", QStringList{"start-a", "3a", "turn-a"}}}, seats);
        QVERIFY2(why.contains("at least 5"), qPrintable(why));
        QVERIFY(TrashDashCatalog::checkTiles({"start-a", "3a", "3b", "4a", "turn-a"}).contains("twice"));
        QVERIFY(TrashDashCatalog::checkTiles({"3a", "start-a", "4a", "5a", "turn-a"}).contains("Start"));
        QCOMPARE(TrashDashCatalog::checkTiles({"start-a", "3a", "4a", "5a", "turn-a"}), QString());
        QCOMPARE(s.configure({{"track", "custom"}, {"tiles", QStringList{"start-a", "3a", "4a", "5a", "turn-a"}}}, seats), QString());
    }

    void bots_and_cpus_race_to_the_end()
    {
        TrashDashSession s;
        prepare(s, m_dir.path());
        const QVariantList seats{bot("random"), bot("random"), cpu(), cpu()};
        QCOMPARE(s.configure({{"track", "back-alley-blitz"}}, seats), QString());
        s.start(seats, 42);
        QTRY_VERIFY_WITH_TIMEOUT(s.over(), 60000);
        const std::vector<TdStanding>& standings = s.standingModel()->rows();
        QCOMPARE(int(standings.size()), 4);
        QCOMPARE(s.standingModel()->rowCount(), 4);
        QCOMPARE(standings.front().place, 1);
        // Ranks and places are the rules': the winner alone in first place.
        for (int r = 0; r < 4; ++r)
            QCOMPARE(s.racerModel()->at(r).rank, s.state().pub().rank(r));
        for (const TdStanding& row : standings)
            QCOMPARE(row.place, s.state().pub().place(row.seat));
        QCOMPARE(standings.front().seat, s.state().winners().front());
        QVERIFY(!s.resultText().isEmpty());
        // A finished race leaves nothing to continue.
        QVERIFY(!QFile::exists(s.autosavePath()));
    }

    void a_tournament_runs_three_races_with_side_choices()
    {
        TrashDashSession s;
        prepare(s, m_dir.path());
        const QVariantList seats{bot("random"), cpu(), bot("random")};
        QCOMPARE(s.configure({{"mode", "tournament"}, {"circuit", "downtown"}}, seats), QString());
        s.start(seats, 9);
        QTRY_VERIFY_WITH_TIMEOUT(s.over(), 120000);
        QVERIFY(s.tournament());
        QCOMPARE(s.raceCount(), 3);
        QCOMPARE(s.standingModel()->rows().front().ranks.size(), 3);
    }

    void save_and_load_round_trip_mid_race()
    {
        for (int stopAt : {3, 17, 40}) {
            TrashDashSession s;
            prepare(s, QString());
            const QVariantList seats{bot("random"), cpu(), bot("random")};
            QCOMPARE(s.configure({{"track", "pigeon-plaza"},
                                  {"racers", QVariantList{QVariantMap{{"character", "winston"}, {"side", 1}}}}},
                                 seats),
                     QString());
            s.start(seats, 100 + stopAt);
            QTRY_VERIFY_WITH_TIMEOUT(s.actionCount() >= stopAt || s.over(), 20000);
            s.leave();
            const std::string text = s.saveText();
            TrashDashSession again;
            prepare(again, QString());
            QString error;
            QVERIFY2(again.loadText(text, &error), qPrintable(error));
            QVERIFY(again.state() == s.state());
            QCOMPARE(again.log()->texts(), s.log()->texts());   // the race's log reads as it did, its start too
            QCOMPARE(again.kinds(), s.kinds());
            QCOMPARE(again.trackTiles(), s.trackTiles());
            QCOMPARE(again.racerModel()->at(0).characterId, QStringLiteral("winston"));
        }
    }

    // Seat 0 plays a Move 2 onto the Spill at space 2 and slides to the Trash
    // Can at 3: the pawn shows 1, 2, 3 in turn, one space per step.
    void a_spill_chain_moves_the_pawn_one_space_per_step()
    {
        const QByteArray text = scenario(QStringLiteral("spill_chains_into_trash_can.json"));
        QVERIFY(!text.isEmpty());
        TrashDashSession s;
        prepare(s, QString());
        s.setStepMs(5);
        QString error;
        QVERIFY2(s.loadText(withActions(text, {}), &error), qPrintable(error));
        s.confirmViewer();
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(s.viewer(), 0);
        QList<int> shown;
        connect(s.racerModel(), &QAbstractItemModel::dataChanged, this, [&](const QModelIndex& from, const QModelIndex&, const QList<int>& roles) {
            if (from.row() == 0 && roles.contains(TdRacerModel::PositionRole))
                shown << s.racerModel()->at(0).position;
        });
        QVERIFY(s.act(TrashDashSession::Go, td::content().actionKind("m2")));
        QTRY_VERIFY(!s.busy());
        QCOMPARE(shown, (QList<int>{1, 2, 3}));
    }

    // The racer model follows the race as shown, in place: during the Spill
    // chain seat 0's row moves a space per step, every row's rank is the
    // rules' rank of the pawns as shown, no row is rebuilt, and at the end the
    // rows are the rules' state. A publish with nothing new tells nothing.
    void the_racer_model_follows_the_shown_race_in_place()
    {
        const QByteArray text = scenario(QStringLiteral("spill_chains_into_trash_can.json"));
        QVERIFY(!text.isEmpty());
        PeekSession s;
        prepare(s, QString());
        s.setStepMs(5);
        QString error;
        QVERIFY2(s.loadText(withActions(text, {}), &error), qPrintable(error));
        s.confirmViewer();
        QTRY_VERIFY(s.myDecision());
        const TdRacerModel* m = s.racerModel();
        const int players = m->rowCount();
        QVERIFY(players >= 2);
        const int length = 2 * int(s.trackTiles().size());
        QSignalSpy resets(m, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(m, &QAbstractItemModel::rowsRemoved);
        QList<int> shown;
        int changes = 0;
        bool ranksAreTheRules = true;
        bool oneRowNamedRoles = true;
        connect(m, &QAbstractItemModel::dataChanged, this, [&](const QModelIndex& from, const QModelIndex& to, const QList<int>& roles) {
            ++changes;
            oneRowNamedRoles = oneRowNamedRoles && from.row() == to.row() && !roles.isEmpty();
            if (from.row() == 0 && roles.contains(TdRacerModel::PositionRole))
                shown << m->at(0).position;
            std::vector<int> progress;
            for (const TdRacer& r : m->racers())
                progress.push_back(r.lapsDone * length + r.position);
            for (const TdRacer& r : m->racers())
                ranksAreTheRules = ranksAreTheRules && r.rank == td::rankByProgress(progress, r.seat);
        });
        QVERIFY(s.act(TrashDashSession::Go, td::content().actionKind("m2")));
        QTRY_VERIFY(!s.busy());
        QCOMPARE(shown, (QList<int>{1, 2, 3}));
        QVERIFY(changes >= 3);
        QVERIFY(ranksAreTheRules);
        QVERIFY(oneRowNamedRoles);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(m->rowCount(), players);
        // At rest the rows are the rules' state, hand counts as the viewer's observation gives them.
        const td::Observation seen = s.state().observation(s.viewer());
        for (int r = 0; r < players; ++r) {
            const TdRacer& racer = m->at(r);
            QCOMPARE(racer.seat, r);
            QCOMPARE(racer.lapsDone * length + racer.position, s.state().pub().racers[std::size_t(r)].progress);
            QCOMPARE(racer.rank, s.state().pub().rank(r));
            QCOMPARE(racer.cpu, bool(s.state().pub().racers[std::size_t(r)].cpu));
            QCOMPARE(racer.handCount, int(seen.handCounts[std::size_t(r)]));
            QCOMPARE(m->data(m->index(r), TdRacerModel::RankRole).toInt(), racer.rank);
            QCOMPARE(m->data(m->index(r), TdRacerModel::PositionRole).toInt(), racer.position);
            // Pawns sharing a space stand side by side, in seat order.
            int slot = 0, count = 0;
            for (const TdRacer& other : m->racers()) {
                count += other.position == racer.position;
                slot += other.position == racer.position && other.seat < r;
            }
            QCOMPARE(racer.spaceSlot, slot);
            QCOMPARE(racer.spaceCount, count);
        }
        QCOMPARE(m->at(0).rank, 1);
        // Nothing new to show: nothing is told.
        QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
        s.refreshView();
        s.refreshView();
        QCOMPARE(changed.count(), 0);
        QCOMPARE(resets.count(), 0);
    }

    // Seat 1 stands on the Trash Can at 6 holding Cafe Con Leche; seat 0's
    // Attack 2 pushes it back a space at a time (5, 4), the Spill at 4 slides
    // it on back to the Trash Can at 3, and seat 1, holding a Trash card, is
    // asked to swap or keep it on seat 0's turn: behind the privacy screen,
    // with seat 0's hand hidden first.
    void an_attack_pushes_back_step_by_step_onto_a_trash_can_and_asks_the_victim_in_private()
    {
        QByteArray text = scenario(QStringLiteral("spill_chains_into_trash_can.json"));
        QJsonObject root = QJsonDocument::fromJson(text).object();
        QJsonObject setup = root.value("setup").toObject();
        setup.insert("actionDecks", QJsonArray{QJsonArray{"m2", "m4", "m1", "m1", "m1", "m4", "m2", "m2", "m2", "m2", "m1a2", "m3"}});
        root.insert("setup", setup);
        TrashDashSession s;
        prepare(s, QString());
        s.setStepMs(5);
        QString error;
        QVERIFY2(s.loadText(withActions(QJsonDocument(root).toJson(), {"go m2", "go m4"}), &error), qPrintable(error));
        QCOMPARE(s.state().pub().racers[1].progress, 6);
        QTRY_VERIFY(s.privacyNeeded());
        QCOMPARE(s.privacySeat(), 0);
        QCOMPARE(s.handModel()->rowCount(), 0);
        s.confirmViewer();
        QTRY_VERIFY(s.myDecision());
        QList<int> victim;
        connect(s.racerModel(), &QAbstractItemModel::dataChanged, this, [&](const QModelIndex& from, const QModelIndex&, const QList<int>& roles) {
            if (from.row() != 1 || !roles.contains(TdRacerModel::PositionRole))
                return;
            const int p = s.racerModel()->at(1).position;
            if (victim.isEmpty() || victim.last() != p)
                victim << p;
        });
        QVERIFY(s.act(TrashDashSession::Go, td::content().actionKind("m1a2"), 1));
        QTRY_VERIFY(!s.busy());
        QCOMPARE(victim, (QList<int>{5, 4, 3}));
        // Seat 1 decides on seat 0's turn: the screen is handed over first.
        QCOMPARE(s.deciding(), 1);
        QCOMPARE(s.turnSeat(), 0);
        QVERIFY(s.privacyNeeded());
        QCOMPARE(s.privacySeat(), 1);
        QCOMPARE(s.handModel()->rowCount(), 0);
        QCOMPARE(s.trashCard(), -1);
        QVERIFY(!s.myDecision());
        s.confirmViewer();
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(s.viewer(), 1);
        QCOMPARE(s.phase(), QStringLiteral("trashCan"));
        QCOMPARE(s.trashName(s.trashCard()), QStringLiteral("Cafe Con Leche"));
        QVERIFY(firstChoice(s, TrashDashSession::KeepTrash) >= 0);
        QVERIFY(actChoice(s, firstChoice(s, TrashDashSession::KeepTrash)));
    }

    // Alone against CPUs nothing is ever asked of a CPU seat; a Reroll token
    // won by scaring a CPU is offered on the CPU's roll.
    // Issue 29 item 6: the card under the pointer never changes between
    // looking and clicking; the card drawn arrives at the end, marked new.
    void the_hand_keeps_its_places_and_marks_the_card_just_drawn()
    {
        TrashDashSession s;
        prepare(s, QString());
        QString error;
        QVERIFY2(s.loadText(quietRace({racer("aesop"), racer("jet", true)}, {seat("Ann", "person"), seat("CPU", "cpu")},
                                      {{"actionDecks", QJsonArray{QJsonArray{"m3", "m1", "m2", "m5", "m4", "m5"}}}, {"cpuRolls", QJsonArray{1}}}),
                            &error), qPrintable(error));
        QTRY_VERIFY(s.myDecision());
        const auto kinds = [](const QStringList& ids) {
            std::vector<int> out;
            for (const QString& id : ids)
                out.push_back(td::content().actionKind(id.toStdString()));
            return out;
        };
        QCOMPARE(s.handModel()->cards(), kinds({"m5", "m4", "m3", "m2", "m1"}));   // the deal: fastest first
        QVERIFY(s.newCards().isEmpty());
        QVERIFY(s.choose(QStringLiteral("go m3")));
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(s.handModel()->cards(), kinds({"m5", "m4", "m2", "m1", "m5"}));   // places kept, the new card last
        QCOMPARE(s.newCards(), QVariantList{4});
        QVERIFY(s.choose(QStringLiteral("go m2")));
        QTRY_VERIFY(s.myDecision());
        const std::vector<int> after = s.handModel()->cards();
        QVERIFY(after.size() >= 5);
        QCOMPARE(std::vector<int>(after.begin(), after.begin() + 4), kinds({"m5", "m4", "m1", "m5"}));
        QCOMPARE(s.newCards().value(0).toInt(), 4);   // the marks move to the newest cards
    }

    // Issue 29 item 8 (TD-11): a CPU's Attack that has nobody to aim at says why,
    // in the log and to the table.
    void a_cpu_attack_without_a_target_says_why()
    {
        TrashDashSession s;
        prepare(s, QString());
        QString error;
        QVERIFY2(s.loadText(quietRace({racer("aesop"), racer("jet", true)}, {seat("Ann", "person"), seat("Jet", "cpu")},
                                      {{"first", 1}, {"cpuRolls", QJsonArray{3, 4}},
                                       {"actionDecks", QJsonArray{QJsonArray{"m1", "m1", "m1", "m1", "m1", "m2"}}}}),
                            &error), qPrintable(error));
        QTRY_VERIFY(s.myDecision());
        QSignalSpy told(&s, &TrashDashSession::noEffect);
        QVERIFY(s.choose(QStringLiteral("go m1")));   // 1: the CPU, on 4, leads alone
        QTRY_VERIFY(s.myDecision());
        const QString why = QStringLiteral("Jet's Attack: no effect, Jet is in first place.");
        QVERIFY2(s.log()->texts().contains(why), qPrintable(s.log()->texts().join('\n')));
        QCOMPARE(told.count(), 1);
        QCOMPARE(told.at(0).at(0).toString(), why);
    }

    // Issue 29 item 9: Pizza Slice's Move waits for the Action card, and says so.
    void a_pending_bonus_shows_until_the_action_card_is_played()
    {
        TrashDashSession s;
        prepare(s, QString());
        QString error;
        QVERIFY2(s.loadText(quietRace({racer("flipp", false, "B"), racer("chloe")}, {seat("Ana", "person"), seat("Ben", "person")},
                                      {{"actionDecks", QJsonArray{QJsonArray{"m5", "m1", "m1", "m1", "m1", "m3", "m3", "m3", "m3", "m3",
                                                                             "m2", "m2", "m2"}}},
                                       {"trashDecks", QJsonArray{QJsonArray{"pizza-slice"}}}},
                                      {"go m5", "go m3", "trash at 1"}),
                            &error), qPrintable(error));
        s.confirmViewer();
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(s.phase(), QStringLiteral("afterTrash"));
        QCOMPARE(s.bannerDetail(), QStringLiteral("+3 Move from Pizza Slice, added to the card you play"));
    }

    // Issue 29 item 11: a bot's line names its own Trash card (the one its move
    // showed), never the viewer's.
    void a_bots_line_names_the_card_it_played()
    {
        PeekSession s;
        prepare(s, QString());
        QString error;
        QVERIFY2(s.loadText(quietRace({racer("flipp", false, "B"), racer("chloe")}, {seat("Ana", "person"), seat("Bot", "bot")},
                                      {{"actionDecks", QJsonArray{QJsonArray{"m5", "m1", "m1", "m1", "m1", "m3", "m3", "m3", "m3", "m3"}}},
                                       {"trashDecks", QJsonArray{QJsonArray{"rubber-band"}}}},
                                      {"go m5"}),
                            &error), qPrintable(error));
        QCOMPARE(s.trashCard(), td::content().trashKind("rubber-band"));   // the viewer holds Rubber Band
        const std::vector<critter::Event> events{{int(td::EventType::TrashPlayed), 1, td::content().trashKind("pizza-slice")}};
        const QString line = s.botMoveText(td::makeAction(td::ActionType::PlayTrash, 0), 1, events);
        QCOMPARE(line, QStringLiteral("Bot: Use Pizza Slice on Ana"));
    }

    // Issue 29 item 21: the hint says why in a player's words, no odds.
    void the_hint_says_why_in_a_players_words()
    {
        PeekSession s;
        prepare(s, QString());
        QString error;
        QVERIFY2(s.loadText(quietRace({racer("aesop"), racer("jet", true)}, {seat("Ann", "person"), seat("CPU", "cpu")},
                                      {{"actionDecks", QJsonArray{QJsonArray{"m3", "m1", "m2", "m5", "m4"}}}}),
                            &error), qPrintable(error));
        QTRY_VERIFY(s.myDecision());
        const QString why = s.hintReason(td::makeAction(td::ActionType::Go, td::content().actionKind("m5")), 0);
        QCOMPARE(why, QStringLiteral("it moves you furthest this turn (5 spaces)."));
        s.askHint();
        QTRY_VERIFY_WITH_TIMEOUT(!s.hint()->text().isEmpty(), 20000);
        const QString hint = s.hint()->text();
        QVERIFY2(hint.startsWith(QStringLiteral("Hint: ")) && !hint.contains(QLatin1Char('%')) && !hint.contains(QStringLiteral("look-ahead")),
                 qPrintable(hint));
    }

    // Issue 29 item 22: a Recycle Bin's discard is played from the hand alone,
    // so its words start no "Or".
    void a_discard_from_the_hand_alone_is_asked_without_or()
    {
        TrashDashSession s;
        prepare(s, QString());
        QString error;
        QVERIFY2(s.loadText(withActions(scenario(QStringLiteral("scare_a_cpu_for_reroll_tokens.json")), {}), &error), qPrintable(error));
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(s.handHint(), QStringLiteral("Or click a card in your hand."));
        const QByteArray bins = R"({"game": "trash-dash", "version": 1,
            "setup": {"players": 2, "seed": 2, "mode": "standard", "track": "back-alley-blitz",
                      "racers": [{"character": "aesop", "side": "A"}, {"character": "jet", "side": "A", "cpu": true}],
                      "actionDecks": [["m1", "m1", "m1", "m1", "m1", "m5", "m4", "m3"]]},
            "seats": [{"name": "Ann", "kind": "person"}, {"name": "CPU", "kind": "cpu"}], "actions": ["go m1"]})";
        QVERIFY2(s.loadText(bins.toStdString(), &error), qPrintable(error));
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(s.phase(), QStringLiteral("recycle"));
        QCOMPARE(s.handHint(), QStringLiteral("Click the card in your hand you want to discard."));
    }

    // Issue 30 item 4: every card that moves is a step from a place to a
    // place, face down (-1) where the viewer may not see it: a draw flies
    // from the deck to the hand, a Scare's discards from the target's hand to
    // the discard pile (open: every viewer sees them), a Recycle Bin's two
    // cards in and one out through the bin; each step lasts its pace, and at
    // the end the board shows the rules' hand counts and discard pile.
    void the_cards_that_move_are_steps_from_place_to_place()
    {
        TrashDashSession s;
        prepare(s, QString());
        s.setStepMs(8);
        QString error;
        // Upper space 1 is a Recycle Bin (tile 2a).
        QJsonObject setup{{"players", 2}, {"seed", 3}, {"mode", "standard"}, {"track", "custom"},
                          {"tiles", QJsonArray{"start-a", "2a", "4b", "16a", "1b", "turn-a"}}, {"laps", 2},
                          {"racers", QJsonArray{racer("jet"), racer("chloe")}},
                          {"actionDecks", QJsonArray{QJsonArray{"m1s2", "m5", "m4", "m3", "m2", "m1", "m1", "m1", "m1", "m1",
                                                                "m2", "m3", "m2", "m2", "m2", "m2", "m2", "m2"}}}};
        const QJsonObject root{{"game", "trash-dash"}, {"version", 1}, {"setup", setup},
                               {"seats", QJsonArray{seat("Ann", "person"), seat("Bob", "bot")}}, {"actions", QJsonArray{}}};
        QVERIFY2(s.loadText(QJsonDocument(root).toJson().toStdString(), &error), qPrintable(error));
        QTRY_VERIFY(s.myDecision());
        QList<TableStep> steps;
        connect(&s, &TableSession::eventStarted, this, [&](const TableStep& step) { steps << step; });
        const auto movesOf = [](const TableStep& step) {
            QStringList out;
            for (const TableMove& m : step.moves)
                out << QStringLiteral("%1@%2>%3@%4").arg(m.fromPlace).arg(m.fromSeat).arg(m.toPlace).arg(m.toSeat);
            return out.join(QLatin1Char(' '));
        };
        QVERIFY(s.choose(QStringLiteral("go m1s2 at 1")));
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(s.phase(), QStringLiteral("recycle"));
        // The Scare, then Bob's two cards from his hand to the discard pile,
        // face up (the pile is open), in one step twice a card's flight.
        QList<TableStep> scares;
        for (const TableStep& step : steps)
            if (step.kind == StepKind::Scared)
                scares << step;
        QCOMPARE(scares.size(), 1);
        QCOMPARE(scares.front().seat, 0);
        QCOMPARE(scares.front().target, 1);
        QCOMPARE(movesOf(scares.front()), QStringLiteral("hand@1>discard@-1 hand@1>discard@-1"));
        for (const TableMove& m : scares.front().moves)
            QCOMPARE(m.card, td::content().actionKind("m1"));
        QCOMPARE(scares.front().duration, 16);
        // The Recycle Bin: two cards from the deck to Ann's hand, seen by her.
        QList<int> drawn;
        for (const TableStep& step : steps)
            if (step.kind == StepKind::CardMoved && movesOf(step) == QStringLiteral("deck@-1>hand@0")) {
                drawn << step.card();
                QCOMPARE(step.duration, 4);   // a draw during the race: half a step
            }
        QCOMPARE(drawn, (QList<int>{td::content().actionKind("m2"), td::content().actionKind("m3")}));
        steps.clear();
        QVERIFY(s.choose(QStringLiteral("recycle discard m5")));
        QTRY_VERIFY(!steps.isEmpty());
        // One out: through the bin Ann stands on, to the discard pile.
        QCOMPARE(steps.front().kind, StepKind::CardMoved);
        QCOMPARE(movesOf(steps.front()), QStringLiteral("hand@0>space@0 space@0>discard@-1"));
        QCOMPARE(steps.front().card(), td::content().actionKind("m5"));
        // Bob's draws are face down to Ann.
        QTRY_VERIFY(s.myDecision());
        bool bobDrew = false;
        for (const TableStep& step : steps)
            if (step.kind == StepKind::CardMoved && movesOf(step) == QStringLiteral("deck@-1>hand@1")) {
                bobDrew = true;
                QCOMPARE(step.card(), -1);
            }
        QVERIFY(bobDrew);
        // The board after the steps is the rules' state.
        const td::Observation o = s.state().observation(0);
        for (int r = 0; r < 2; ++r)
            QCOMPARE(s.racerModel()->at(r).handCount, int(o.handCounts[std::size_t(r)]));
        int discarded = 0;
        for (const auto n : o.pub.actionDiscard)
            discarded += n;
        QCOMPARE(s.actionDiscardCount(), discarded);
        QCOMPARE(s.actionDeckCount(), o.actionDeckCount);
    }

    // Issue 30 item 4: a Scare on a CPU discards from the deck's top: its
    // cards fly from the deck to the discard pile with the Scare.
    void a_scare_on_a_cpu_flies_the_decks_top_to_the_discard_pile()
    {
        TrashDashSession s;
        prepare(s, QString());
        s.setStepMs(8);
        QString error;
        QVERIFY2(s.loadText(withActions(scenario(QStringLiteral("scare_a_cpu_for_reroll_tokens.json")), {}), &error), qPrintable(error));
        QTRY_VERIFY(s.myDecision());
        QList<TableStep> scares;
        connect(&s, &TableSession::eventStarted, this, [&](const TableStep& step) {
            if (step.kind == StepKind::Scared)
                scares << step;
        });
        QVERIFY(s.choose(QStringLiteral("go m1s3 at 1")));
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(scares.size(), 1);
        QCOMPARE(scares.front().moves.size(), 3);
        for (const TableMove& m : scares.front().moves) {
            QCOMPARE(m.fromPlace, QStringLiteral("deck"));
            QCOMPARE(m.toPlace, QStringLiteral("discard"));
            QVERIFY(m.card >= 0);
        }
    }

    // Issue 30 item 4: a Trash Can's card goes from the can the racer stands
    // on to the racer's Trash slot, face up to its holder.
    void a_trash_card_drawn_flies_from_the_can_to_the_slot()
    {
        const QByteArray text = scenario(QStringLiteral("spill_chains_into_trash_can.json"));
        TrashDashSession s;
        prepare(s, QString());
        s.setStepMs(8);
        QString error;
        QVERIFY2(s.loadText(withActions(text, {}), &error), qPrintable(error));
        s.confirmViewer();
        QTRY_VERIFY(s.myDecision());
        QList<TableStep> steps;
        connect(&s, &TableSession::eventStarted, this, [&](const TableStep& step) {
            if (step.kind == StepKind::TrashDrawn)
                steps << step;
        });
        QVERIFY(s.act(TrashDashSession::Go, td::content().actionKind("m2")));
        QTRY_VERIFY(!s.busy());
        QCOMPARE(steps.size(), 1);
        const TableMove m = steps.front().move();
        QCOMPARE(m.fromPlace, QStringLiteral("space"));
        QCOMPARE(m.fromSeat, 0);
        QCOMPARE(m.toPlace, QStringLiteral("trash"));
        QCOMPARE(m.toSeat, 0);
        QVERIFY(m.card >= 0);   // Ann's own card
        QCOMPARE(steps.front().duration, 8);
    }

    void a_reroll_token_is_offered_on_a_cpus_roll()
    {
        const QByteArray text = scenario(QStringLiteral("scare_a_cpu_for_reroll_tokens.json"));
        TrashDashSession s;
        prepare(s, QString());
        QString error;
        QVERIFY2(s.loadText(withActions(text, {"go m1s3 at 1"}), &error), qPrintable(error));
        QTRY_VERIFY(s.myDecision());
        QCOMPARE(s.phase(), QStringLiteral("tokenReroll"));
        QCOMPARE(s.myTokens(), 3);
        QCOMPARE(s.turnSeat(), 1);
        QVERIFY(firstChoice(s, TrashDashSession::SpendToken) >= 0);
    }
};

QTEST_MAIN(TestTrashDashSession)
#include "test_trashdash_session.moc"
