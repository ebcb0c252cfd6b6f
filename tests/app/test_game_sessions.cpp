// Each game's adapter on the session core: both tables deal, save and load
// at random points, and undo exactly as far as the rules allow.
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include "pandapandasession.h"
#include "trashpandassession.h"
#include "tptext.h"

using critter::Action;
namespace tp = critter::tp;
namespace pp = critter::pp;

namespace {
QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }
QVariantMap bot(const QString& level) { return {{"kind", "bot"}, {"level", level}}; }

template <class Session>
void prepare(Session& s, const QTemporaryDir& dir)
{
    s.setAutosaveDir(dir.path());
    s.setStepMs(0);
    s.setBotPaceMs(0);
}
} // namespace

class TestGameSessions : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    // Bots play a few moves, then a second session loads the first one's save:
    // the same game, move for move.
    template <class Session>
    void roundTripAtRandomPoints(const QVariantList& seats)
    {
        for (int stopAt : {1, 7, 23, 60}) {
            Session s;
            prepare(s, m_dir);
            s.setAutosaveDir(QString());
            s.start(seats, 1000 + stopAt);
            for (int i = 0; i < 400 && s.actionCount() < stopAt && !s.over(); ++i) {
                if constexpr (requires { s.continueAfterRound(); })
                    s.continueAfterRound();   // nobody at the table closes a round's celebration
                QTest::qWait(20);
            }
            QVERIFY(s.actionCount() >= stopAt || s.over());
            s.leave();
            const std::string text = s.saveText();
            Session again;
            prepare(again, m_dir);
            again.setAutosaveDir(QString());
            QString error;
            QVERIFY2(again.loadText(text, &error), qPrintable(error));
            QVERIFY(again.state() == s.state());
            // The log reads as it did at the table, the deal's lines too.
            QCOMPARE(again.log()->texts(), s.log()->texts());
            QCOMPARE(again.names(), s.names());
            QCOMPARE(again.kinds(), s.kinds());
        }
    }

    // Pass-and-play, Ann and Ben: Ann takes the device, rolls once and stops.
    void annRollsOnceAndStops(TrashPandasSession& s)
    {
        prepare(s, m_dir);
        s.start({person("Ann"), person("Ben")}, 5);
        s.confirmViewer();
        QVERIFY(s.act(TrashPandasSession::Roll));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        QVERIFY2(s.act(TrashPandasSession::Stop), "this deal busted on the first roll");
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void test_trash_pandas_save_load_round_trip_at_random_points()
    {
        roundTripAtRandomPoints<TrashPandasSession>({bot("random"), bot("easy"), bot("random")});
    }

    void test_panda_panda_save_load_round_trip_at_random_points()
    {
        roundTripAtRandomPoints<PandaPandaSession>({bot("random"), bot("easy"), bot("random")});
    }

    void test_trash_pandas_undo_refused_after_a_roll()
    {
        TrashPandasSession s;
        prepare(s, m_dir);
        s.start({person("Ann"), bot("random")}, 11);
        QVERIFY(s.myDecision());
        QVERIFY(s.act(TrashPandasSession::Roll));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over(), 5000);
        QVERIFY(!s.canUndo());   // the die showed a face: no re-rolls
        QVERIFY(!s.undo());
    }

    void test_trash_pandas_undo_takes_back_a_token_resolved_without_a_draw()
    {
        TrashPandasSession s;
        prepare(s, m_dir);
        QVERIFY(s.openFile(QUrl::fromLocalFile(QStringLiteral(CRITTER_SOURCE_DIR "/tests/qml/trashpandas/tp_resolve_tree.json"))));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        QCOMPARE(s.phase(), int(TrashPandasSession::PhaseResolve));
        const tp::State before = s.state();
        // Use the Tree to stash nothing: no card is drawn or shown.
        QVERIFY(s.act(TrashPandasSession::ResolveTree, -1, -1));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over(), 5000);
        QVERIFY(s.canUndo());
        QVERIFY(s.undo());
        QVERIFY(s.state() == before);
        QVERIFY(s.myDecision());
    }

    void test_trash_pandas_refuses_a_move_the_viewer_is_not_asked()
    {
        TrashPandasSession s;
        prepare(s, m_dir);
        s.start({person("Ann"), bot("random")}, 11);
        const tp::State before = s.state();
        QVERIFY(!s.act(TrashPandasSession::Stop));
        QVERIFY(!s.act(TrashPandasSession::ResolvePaw, 1));
        QVERIFY(s.state() == before);
    }

    void test_trash_pandas_pass_and_play_asks_yum_yum_in_the_open()
    {
        // Ann stops; Ben is asked about a Yum Yum with no hand on screen.
        TrashPandasSession s;
        annRollsOnceAndStops(s);
        QTRY_VERIFY_WITH_TIMEOUT(s.openSeat() == 1 || (s.privacyNeeded() && s.privacySeat() == 0), 5000);
        if (s.openSeat() == 1) {
            // On Ben's own privacy screen (issue 29): it names him, and no hand shows.
            QCOMPARE(s.privacySeat(), 1);
            QVERIFY(!s.handVisible());
            QCOMPARE(s.handModel()->rowCount(), 0);
            // In the open the choices are the same whatever Ben holds: no, or a private look.
            QCOMPARE(s.choiceModel()->idsInGroup(QStringLiteral("main")),
                     (QStringList{QStringLiteral("pass"), QStringLiteral("look-privately")}));
            QVERIFY(s.choose(QStringLiteral("pass")));
            // Back to Ann, through the privacy screen: Ben saw no hand, and Ann's shows only after she says so.
            QTRY_VERIFY_WITH_TIMEOUT(s.privacyNeeded(), 5000);
            QCOMPARE(s.privacySeat(), 0);
            QCOMPARE(s.handModel()->rowCount(), 0);
        }
    }

    void test_trash_pandas_one_person_is_not_asked_what_they_cannot_answer()
    {
        // Alone against bots, a question only "no" could answer (no Yum Yum,
        // no Doggo or Kitteh, no card matching the Mask) is never put.
        TrashPandasSession s;
        prepare(s, m_dir);
        s.start({person("Ann"), bot("easy"), bot("random")}, 21);
        int asked = 0, passes = 0;
        for (int i = 0; i < 400 && !s.over(); ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over(), 10000);
            if (s.over())
                break;
            std::vector<Action> legal;
            s.state().legalActions(legal);
            QVERIFY2(!(legal.size() == 1 && legal.front().type == int(tp::ActionType::Pass)),
                     "Ann was asked a question she could only decline");
            const QVariantMap first = s.choices().front().toMap();
            if (s.phase() == TrashPandasSession::PhaseYumYum || s.phase() == TrashPandasSession::PhaseSteal ||
                s.phase() == TrashPandasSession::PhaseMask)
                ++asked;
            QVERIFY(s.act(first.value("type").toInt(), first.value("a").toInt(), first.value("b").toInt()));
        }
        const auto& actions = s.state().history().actions;
        for (std::size_t i = 0; i < actions.size(); ++i)
            passes += actions[i].type == int(tp::ActionType::Pass) ? 1 : 0;
        QVERIFY2(passes > 0, "nobody ever declined a question: the test saw nothing");
        qInfo("Ann answered %d questions herself; %d passes in the game", asked, passes);
    }

    void test_trash_pandas_pass_and_play_asks_everyone_card_or_not()
    {
        // Two people: Ben is asked about a Yum Yum whether he holds one or not.
        TrashPandasSession s;
        annRollsOnceAndStops(s);
        QTRY_VERIFY_WITH_TIMEOUT(s.deciding() == 1, 5000);
        QCOMPARE(s.openSeat(), 1);   // asked, in the open, on his privacy screen
        QCOMPARE(s.privacySeat(), 1);
        QCOMPARE(s.handModel()->rowCount(), 0);
        // One tap to look: his hand shows, to him only, with his whole decision.
        QVERIFY(s.choose(QStringLiteral("look-privately")));
        QVERIFY(!s.privacyNeeded());
        QVERIFY(s.myDecision());
        QCOMPARE(s.viewer(), 1);
    }

    void test_trash_pandas_own_stash_shows_to_its_owner_only()
    {
        TrashPandasSession s;
        prepare(s, m_dir);
        QVERIFY(s.openFile(QUrl::fromLocalFile(QStringLiteral(CRITTER_SOURCE_DIR "/tests/qml/trashpandas/tp_resolve_tree.json"))));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        // Stash two cards face down with the Tree, then look.
        const QVariantMap stash = s.pickedChoice(int(tp::Token::Tree), {0, 1});
        QVERIFY(!stash.isEmpty());
        QVERIFY(s.act(stash.value("type").toInt(), stash.value("a").toInt(), stash.value("b").toInt()));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over() || s.deciding() == 1, 5000);
        s.finishEvents();
        QCOMPARE(s.ownStash().size(), 2);
        QVERIFY(s.ownStash() == (QVariantList{stash.value("a"), stash.value("b")}));
    }

    void test_trash_pandas_header_after_a_bots_yum_yum_says_so()
    {
        TrashPandasSession s;
        prepare(s, m_dir);
        QVERIFY(s.openFile(QUrl::fromLocalFile(QStringLiteral(CRITTER_SOURCE_DIR "/tests/qml/trashpandas/tp_yum_yum_forces_a_roll.json"))));
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        QCOMPARE(s.phase(), int(TrashPandasSession::PhaseRoll));
        QVERIFY2(s.banner().contains("Yum Yum"), qPrintable(s.banner()));
        QVERIFY(!s.banner().contains("Your turn"));
    }

    // TP-11: opened from a file, and played at the table, where each event is its own step.
    void test_trash_pandas_log_says_which_token_recycle_took()
    {
        const QString path = m_dir.filePath("recycle.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"game": "trash-pandas", "setup": {"players": 2, "seed": 3,
            "stack": ["feesh", "pie", "blammo", "nanners", "nanners", "pie", "feesh"], "rolls": [6]},
            "actions": ["roll", "stop", "pass", "resolve recycle for tree"]})");
        file.close();
        TrashPandasSession s;
        prepare(s, m_dir);
        QVERIFY2(s.openFile(QUrl::fromLocalFile(path)), qPrintable(s.lastError()));
        QCOMPARE(s.log()->texts().filter("Tree in exchange").size(), 1);

        TrashPandasSession live;
        prepare(live, m_dir);
        QVERIFY(live.loadText(R"({"game": "trash-pandas", "setup": {"players": 2, "seed": 3,
            "stack": ["feesh", "pie", "blammo", "nanners", "nanners", "pie", "feesh"], "rolls": [6]},
            "seats": [{"name": "Ann", "kind": "person"}, {"name": "Bot", "kind": "bot", "level": "easy"}],
            "actions": ["roll", "stop", "pass"]})", nullptr));
        QVERIFY(live.log()->texts().filter("in exchange").isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(live.myDecision(), 5000);
        QVERIFY(live.act(TrashPandasSession::ResolveRecycle, int(tp::Token::Tree)));
        QTRY_VERIFY_WITH_TIMEOUT(live.log()->texts().filter("Tree in exchange").size() == 1, 5000);
    }

    // Ann's Paw takes a random card from Ben: alone against a bot, her log
    // names the card; with two people at the table the shared log does not.
    void test_trash_pandas_log_tells_the_owner_which_card_was_taken()
    {
        const auto logSays = [](TrashPandasSession& s, const QString& words) {
            return !s.log()->texts().filter(words).isEmpty();
        };
        for (const bool alone : {true, false}) {
            const QString path = m_dir.filePath(alone ? "paw-alone.json" : "paw-two.json");
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            const QByteArray ben = alone ? "{\"name\": \"Ben\", \"kind\": \"bot\", \"level\": \"easy\"}"
                                         : "{\"name\": \"Ben\", \"kind\": \"person\"}";
            file.write("{\"game\": \"trash-pandas\", \"setup\": {\"players\": 2, \"seed\": 3, "
                       "\"stack\": [\"feesh\", \"pie\", \"blammo\", \"nanners\", \"shiny\", \"pie\", \"feesh\"], "
                       "\"rolls\": [4], \"picks\": [\"shiny\"]}, "
                       "\"seats\": [{\"name\": \"Ann\", \"kind\": \"person\"}, " + ben + "], "
                       "\"actions\": [\"roll\", \"stop\", \"pass\", \"resolve paw target 1\", \"pass\"]}");
            file.close();
            TrashPandasSession s;
            prepare(s, m_dir);
            QVERIFY2(s.openFile(QUrl::fromLocalFile(path)), qPrintable(s.lastError()));
            QCOMPARE(logSays(s, "Ann takes Shiny from Ben's hand."), alone);
            QVERIFY(logSays(s, alone ? "Ann takes Shiny" : "Ann takes a card from Ben's hand."));
        }
    }

    // Offer and word only what makes sense: no "Nanners: cancel and stop"
    // right after the first roll, no "save it with a card" without one.
    void test_trash_pandas_offers_only_saves_that_make_sense()
    {
        const auto open = [this](TrashPandasSession& s, const QByteArray& hand, const QByteArray& rolls,
                                 const QByteArray& actions) {
            const QString path = m_dir.filePath("saves.json");
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly))
                return false;
            file.write("{\"game\": \"trash-pandas\", \"setup\": {\"players\": 2, \"seed\": 3, \"stack\": [" + hand +
                       ", \"blammo\", \"blammo\", \"blammo\", \"blammo\"], \"rolls\": [" + rolls + "]}, "
                       "\"seats\": [{\"name\": \"Ann\", \"kind\": \"person\"}, {\"name\": \"Ben\", \"kind\": \"bot\", "
                       "\"level\": \"easy\"}], \"actions\": [" + actions + "]}");
            file.close();
            prepare(s, m_dir);
            return s.openFile(QUrl::fromLocalFile(path)) && QTest::qWaitFor([&] { return s.myDecision(); }, 5000);
        };
        const auto offered = [](const TrashPandasSession& s, tp::ActionType type) {
            for (const QVariant& c : s.choices())
                if (c.toMap().value("type").toInt() == int(type))
                    return true;
            return false;
        };
        {
            TrashPandasSession s;
            QVERIFY(open(s, "\"nanners\", \"blammo\", \"pie\"", "1", "\"roll\""));
            QCOMPARE(s.phase(), int(TrashPandasSession::PhaseRolled));
            QVERIFY(!offered(s, tp::ActionType::PlayNanners));   // it would stop with nothing
            QVERIFY(offered(s, tp::ActionType::PlayBlammo));
        }
        {
            TrashPandasSession s;
            QVERIFY(open(s, "\"nanners\", \"feesh\", \"pie\"", "1, 2", "\"roll\", \"roll\""));
            QVERIFY(offered(s, tp::ActionType::PlayNanners));      // a token to keep
        }
        {
            TrashPandasSession s;
            QVERIFY(open(s, "\"feesh\", \"pie\", \"pie\"", "1, 1", "\"roll\", \"roll\""));
            QCOMPARE(s.phase(), int(TrashPandasSession::PhaseBusting));
            QVERIFY2(s.bannerDetail().contains("No card in your hand can save it"), qPrintable(s.bannerDetail()));
        }
        {
            TrashPandasSession s;
            QVERIFY(open(s, "\"nanners\", \"pie\", \"pie\"", "1, 1", "\"roll\", \"roll\""));
            QVERIFY2(s.bannerDetail().contains("save it with a card"), qPrintable(s.bannerDetail()));
        }
    }

    // Pass-and-play: Ann's Paw takes Ben's Shiny. The shared log may not name
    // it; Ben learns it privately, and only Ben.
    void test_trash_pandas_pass_and_play_tells_the_owner_privately()
    {
        const QString path = m_dir.filePath("paw-pass-and-play.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"game\": \"trash-pandas\", \"setup\": {\"players\": 2, \"seed\": 3, "
                   "\"stack\": [\"feesh\", \"pie\", \"blammo\", \"nanners\", \"shiny\", \"pie\", \"feesh\"], "
                   "\"rolls\": [4, 1], \"picks\": [\"shiny\"]}, "
                   "\"seats\": [{\"name\": \"Ann\", \"kind\": \"person\"}, {\"name\": \"Ben\", \"kind\": \"person\"}], "
                   "\"actions\": [\"roll\", \"roll\", \"stop\", \"pass\", \"resolve paw target 1\"]}");
        file.close();
        TrashPandasSession s;
        prepare(s, m_dir);
        QVERIFY2(s.openFile(QUrl::fromLocalFile(path)), qPrintable(s.lastError()));
        QTRY_VERIFY_WITH_TIMEOUT(s.privacyNeeded(), 5000);
        QCOMPARE(s.privacySeat(), 1);
        s.confirmViewer();
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        QVERIFY(s.act(TrashPandasSession::Pass, -1, -1));   // Ben lets it happen
        // Ann resolves her Trash Can behind her own screen: no note for her.
        QTRY_VERIFY_WITH_TIMEOUT(s.privacyNeeded() && s.privacySeat() == 0, 5000);
        s.confirmViewer();
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        QVERIFY(s.privateNotes().isEmpty());
        QVERIFY(s.log()->texts().filter("Shiny").isEmpty());
        QVERIFY(s.act(TrashPandasSession::ResolveTrashCan, 0, -1));
        // Ben's turn: once he looks, he is told which card went.
        QTRY_VERIFY_WITH_TIMEOUT(s.privacyNeeded() && s.privacySeat() == 1, 5000);
        QVERIFY(s.privateNotes().isEmpty());   // not before he looks
        s.confirmViewer();
        QTRY_VERIFY_WITH_TIMEOUT(s.handVisible(), 5000);
        QCOMPARE(s.privateNotes(), QStringList{"Ann takes Shiny from Ben's hand."});
        s.dismissPrivateNotes();
        QVERIFY(s.privateNotes().isEmpty());
    }

    // A bust is one line, and its comfort card is one more (it said "draws a
    // card" twice).
    void test_trash_pandas_log_tells_a_bust_once()
    {
        const QString path = m_dir.filePath("bust.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"game\": \"trash-pandas\", \"setup\": {\"players\": 2, \"seed\": 3, \"rolls\": [1, 1]}, "
                   "\"seats\": [{\"name\": \"Ann\", \"kind\": \"person\"}, {\"name\": \"Ben\", \"kind\": \"person\"}], "
                   "\"actions\": [\"roll\", \"roll\", \"bust\"]}");
        file.close();
        TrashPandasSession s;
        prepare(s, m_dir);
        QVERIFY2(s.openFile(QUrl::fromLocalFile(path)), qPrintable(s.lastError()));
        int busts = 0, draws = 0;
        for (const QString& line : s.log()->texts()) {
            busts += line.contains("busts") ? 1 : 0;
            draws += line.contains("draw") ? 1 : 0;
        }
        QCOMPARE(busts, 1);
        QCOMPARE(draws, 1);
    }

    void test_trash_pandas_log_has_no_doubled_full_stop()
    {
        const QStringList names{"Ann", "Ben"};
        const QString pie = TpText::eventText({int(tp::EventType::CardPlayed), 0, int(tp::Card::Pie)}, names);
        QVERIFY2(!pie.endsWith("!."), qPrintable(pie));
        QVERIFY(pie.endsWith("MMM Pie!"));
        const QString roll = TpText::eventText({int(tp::EventType::DieRolled), 0, 2, int(tp::Token::Tree)}, names);
        QVERIFY(roll.endsWith("."));
        // A Pie says which token it doubles.
        const QString onTree = TpText::eventText({int(tp::EventType::CardPlayed), 0, int(tp::Card::Pie), int(tp::Token::Tree)}, names);
        QVERIFY2(onTree.contains("Tree"), qPrintable(onTree));
    }

    // Each view property notifies on its own, and only when its value changed;
    // the hand and the piles are models that follow the shown observation.
    void test_panda_panda_view_notifies_only_what_changed()
    {
        PandaPandaSession s;
        prepare(s, m_dir);
        QSignalSpy crowns(&s, &PandaPandaSession::crownsChanged);
        QSignalSpy round(&s, &PandaPandaSession::roundChanged);
        QSignalSpy deck(&s, &PandaPandaSession::deckCountChanged);
        QSignalSpy view(&s, &TableSession::viewChanged);
        QCOMPARE(s.handModel()->rowCount(), 0);
        s.start({person("Ann"), bot("easy"), bot("random")}, 3);
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        QCOMPARE(crowns.count(), 1);   // the seats came: three zeros, then nothing more
        QCOMPARE(s.crowns(), (QVariantList{0, 0, 0}));
        QCOMPARE(round.count(), 0);    // round 1 from the start
        QVERIFY(deck.count() > 1);     // one per card dealt
        QVERIFY(view.count() > 0);     // the base still tells every step

        // The hand: the viewer's letters, sorted, as many as the seat holds.
        const QVariantList hand = s.handModel()->toList();
        QCOMPARE(hand.size(), s.handSizes().value(0).toInt());
        QVERIFY(std::is_sorted(hand.begin(), hand.end(), [](const QVariant& a, const QVariant& b) { return a.toInt() < b.toInt(); }));
        const pp::Observation seen = s.state().observation(0);
        for (int letter = 0; letter < pp::kLetters; ++letter)
            QCOMPARE(hand.count(letter), static_cast<qsizetype>(seen.hand[static_cast<std::size_t>(letter)]));

        // A discard lands on top of the own pile; the hand loses that card.
        const QVariantList discardable = s.discardable();
        QVERIFY(!discardable.isEmpty());
        const int letter = discardable.last().toInt();
        CardListModel* pile = s.pileModel(0);
        QCOMPARE(pile, s.pileModel(0));   // the same model for the whole session
        const int before = pile->rowCount();
        QSignalSpy pileRows(pile, &QAbstractItemModel::rowsInserted);
        QVERIFY(s.discard(letter));   // shown at once (no pace), before any bot moves
        QCOMPARE(pile->rowCount(), before + 1);
        QCOMPARE(pile->at(before), letter);
        QVERIFY(pileRows.count() >= 1);
        QCOMPARE(s.handModel()->rowCount(), hand.size() - 1);
        QCOMPARE(s.pileModel(-1)->rowCount(), 0);   // no such seat: an empty pile
        QCOMPARE(s.pileModel(3)->rowCount(), 0);
    }

    // PP-2: Ann discards an A; she chooses her card first, Ben behind one
    // privacy screen, and Ben keeps the device for his turn: one hand-over
    // (it was Ann -> Ben -> Ann -> Ben).
    void test_panda_panda_a_discard_hands_over_once()
    {
        for (int seed = 1; seed < 200; ++seed) {
            PandaPandaSession s;
            prepare(s, m_dir);
            s.start({person("Ann"), person("Ben")}, seed);
            QTRY_VERIFY_WITH_TIMEOUT(s.privacyNeeded(), 5000);
            QCOMPARE(s.privacySeat(), 0);
            s.confirmViewer();
            QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
            if (s.phase() != QLatin1String("act") || !s.discardable().contains(pp::kLetterA)) {
                s.leave();
                continue;
            }
            int screens = 0;
            QObject::connect(&s, &TableSession::viewerChanged, &s, [&] { screens += s.privacyNeeded() ? 1 : 0; });
            QVERIFY(s.discard(pp::kLetterA));
            QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() && s.phase() == QLatin1String("pass"), 5000);
            QCOMPARE(s.viewer(), 0);   // Ann still holds the device
            QCOMPARE(screens, 0);
            QVERIFY(s.pass(s.passable().first().toInt()));
            QTRY_VERIFY_WITH_TIMEOUT(s.privacyNeeded(), 5000);
            QCOMPARE(s.privacySeat(), 1);
            s.confirmViewer();
            QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() && s.phase() == QLatin1String("pass"), 5000);
            QVERIFY(s.pass(s.passable().first().toInt()));
            QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() && s.phase() != QLatin1String("pass"), 5000);
            QCOMPARE(s.viewer(), 1);   // Ben's turn, and he already holds the device
            QVERIFY(!s.privacyNeeded());
            QCOMPARE(screens, 1);
            return;
        }
        QFAIL("no deal in 200 seeds gave Ann an A");
    }

    void test_panda_panda_undo_never_crosses_a_card_the_person_saw()
    {
        PandaPandaSession s;
        prepare(s, m_dir);
        s.start({person("Ann"), bot("easy"), bot("random")}, 3);
        QTRY_VERIFY_WITH_TIMEOUT(s.myDecision(), 5000);
        int undone = 0;
        for (int turn = 0; turn < 30 && !s.over(); ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over() || s.roundOver(), 10000);
            if (s.roundOver()) {
                s.continueAfterRound();
                continue;
            }
            if (s.over())
                break;
            const QVariantList discardable = s.discardable();
            // Any letter but an A (an A starts a pass, which shows her a card).
            int plain = -1;
            for (const QVariant& letter : discardable)
                if (letter.toInt() != pp::kLetterA && plain < 0)
                    plain = letter.toInt();
            if (plain >= 0) {
                const pp::State before = s.state();
                QVERIFY(s.discard(plain));
                QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over() || s.roundOver(), 10000);
                if (s.canUndo()) {
                    QVERIFY(s.undo());
                    QVERIFY(s.state() == before);
                    ++undone;
                    QVERIFY(s.discard(plain));
                }
                continue;
            }
            if (s.canDrawDeck())
                QVERIFY(s.drawDeck());
            else if (s.canCall())
                QVERIFY(s.call());
            else if (!s.passable().isEmpty())
                QVERIFY(s.pass(s.passable().first().toInt()));
            else if (!s.drawablePiles().isEmpty())
                QVERIFY(s.drawPile(s.drawablePiles().first().toInt()));
            else
                QVERIFY(s.discard(discardable.first().toInt()));
            // A card drawn from the deck is seen: nothing before it can be undone.
            QTRY_VERIFY_WITH_TIMEOUT(s.myDecision() || s.over() || s.roundOver(), 10000);
        }
        QVERIFY2(undone > 0, "no discard could ever be taken back");
    }
};

QTEST_GUILESS_MAIN(TestGameSessions)
#include "test_game_sessions.moc"
