// What the Trash Pandas table shows of the rules (issue 29): the discard
// pile's top card is the card played last, and a Bandit mask aimed at an
// empty hand says it takes nothing.
#include <QTemporaryDir>
#include <QTest>

#include "tptext.h"
#include "trashpandassession.h"

namespace tp = critter::tp;

class TestTrashPandasView : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    // The rules keep the pile as counts; the table shows it as played. Ann
    // plays MMM Pie!, then Ben a Blammo!: the Blammo! lies on top, also after
    // Ann's game is saved and opened again, and an undo-like rewind (a load
    // of the shorter game) puts the Pie back on top.
    void test_discard_pile_shows_the_card_played_last_on_top()
    {
        const QByteArray head = R"({"game": "trash-pandas", "setup": {"players": 2, "seed": 3,
            "stack": ["pie", "feesh", "feesh", "blammo", "nanners", "nanners", "nanners"], "rolls": [1, 2, 3]},
            "seats": [{"name": "Ann", "kind": "person"}, {"name": "Ben", "kind": "person"}],
            "actions": ["roll", "stop", "pass", "play pie on trashcan", "resolve trashcan draw 0",
                        "resolve trashcan draw 0")";
        TrashPandasSession s;
        s.setAutosaveDir(QString());
        s.setStepMs(0);
        s.setBotPaceMs(0);
        QString error;
        QVERIFY2(s.loadText((head + R"(, "roll", "play blammo"]})").toStdString(), &error), qPrintable(error));
        const std::vector<int> both{int(tp::Card::Pie), int(tp::Card::Blammo)};
        QCOMPARE(s.discardModel()->cards(), both);

        TrashPandasSession again;
        again.setAutosaveDir(QString());
        QVERIFY(again.loadText(s.saveText(), &error));
        QCOMPARE(again.discardModel()->cards(), both);

        // The same session opens the game before the Blammo!: the pile follows.
        QVERIFY(s.loadText((head + R"(, "roll"]})").toStdString(), &error));
        QCOMPARE(s.discardModel()->cards(), std::vector<int>{int(tp::Card::Pie)});
    }

    // TP-20: the Bandit mask may name a player with no cards in hand, but it
    // then takes nothing; its button says so instead of "Steal from".
    void test_tp20_bandit_mask_on_an_empty_hand_says_nothing_to_take()
    {
        tp::State::Observation seen;
        seen.players = 3;
        seen.seats[1].handCount = 2;
        seen.seats[2].handCount = 0;
        const QStringList names{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Bot 3")};
        QCOMPARE(TpText::choiceLabel(tp::makeAction(tp::ActionType::ResolvePaw, 1), seen, names),
                 QStringLiteral("Steal from Ben"));
        QCOMPARE(TpText::choiceLabel(tp::makeAction(tp::ActionType::ResolvePaw, 2), seen, names),
                 QStringLiteral("Nothing to take from Bot 3"));
    }

    // The rulebook's names for the two masks (TP-1), in every word the table says.
    void test_tp1_tokens_carry_the_rulebooks_names()
    {
        QCOMPARE(TpText::tokenName(tp::Token::Paw), QStringLiteral("Bandit mask"));
        QCOMPARE(TpText::tokenName(tp::Token::Mask), QStringLiteral("Masquerade mask"));
        const QStringList names{QStringLiteral("Ann"), QStringLiteral("Ben")};
        QVERIFY(TpText::actionText(tp::makeAction(tp::ActionType::ResolvePaw, 1), 0, names).contains("Bandit mask"));
        QVERIFY(TpText::actionText(tp::makeAction(tp::ActionType::ResolveMask), 0, names).contains("Masquerade mask"));
    }
};

QTEST_MAIN(TestTrashPandasView)
#include "test_trashpandas_view.moc"
