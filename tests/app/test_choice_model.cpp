// The one choice contract (app/session/core/choicemodel.h): rows keep their
// places while a decision lasts, a later choice goes after every row, a gone
// one stays as an unavailable row, and a new decision starts afresh.
#include <QSignalSpy>
#include <QtTest>

#include "choicemodel.h"

namespace {
TableChoice choice(const QString& id, const QString& group = QStringLiteral("main"), const QString& shortcut = {})
{
    TableChoice c;
    c.id = id;
    c.label = id.toUpper();
    c.group = group;
    c.style = QStringLiteral("primary");
    c.shortcut = shortcut;
    c.action = critter::Action{int(id.size()), 1, 2, -1};
    return c;
}

QStringList ids(const ChoiceModel& m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << m.data(m.index(r), ChoiceModel::IdRole).toString();
    return out;
}
} // namespace

class TestChoiceModel : public QObject {
    Q_OBJECT
private slots:
    void test_a_new_decision_shows_the_adapters_order()
    {
        ChoiceModel m;
        m.offer(QStringLiteral("d1"), {choice("roll"), choice("stop"), choice("tree", "token-1")});
        QCOMPARE(ids(m), (QStringList{"roll", "stop", "tree"}));
        QCOMPARE(m.offered(), 3);
        m.offer(QStringLiteral("d2"), {choice("stop"), choice("roll")});
        QCOMPARE(ids(m), (QStringList{"stop", "roll"}));
    }

    void test_a_choice_that_appears_mid_decision_pushes_nothing()
    {
        // The misplay players hit: MMM Pie! appeared and the Stash button moved.
        ChoiceModel m;
        m.offer(QStringLiteral("resolve"), {choice("stash", "token-1"), choice("skip", "token-1"), choice("paw-ben", "token-2")});
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        m.offer(QStringLiteral("resolve"),
                {choice("pie", "token-1"), choice("stash", "token-1"), choice("skip", "token-1"), choice("paw-ben", "token-2")});
        QCOMPARE(reset.count(), 0);
        QCOMPARE(ids(m), (QStringList{"stash", "skip", "paw-ben", "pie"}));
        QCOMPARE(m.idsInGroup(QStringLiteral("token-1")), (QStringList{"stash", "skip", "pie"}));
    }

    void test_a_choice_that_goes_keeps_its_place_unavailable()
    {
        ChoiceModel m;
        m.offer(QStringLiteral("steal"), {choice("paw-ben"), choice("paw-cat")});
        m.offer(QStringLiteral("steal"), {choice("paw-cat")});
        QCOMPARE(ids(m), (QStringList{"paw-ben", "paw-cat"}));
        QCOMPARE(m.data(m.index(0), ChoiceModel::AvailableRole).toBool(), false);
        QCOMPARE(m.data(m.index(1), ChoiceModel::AvailableRole).toBool(), true);
        QCOMPARE(m.offered(), 1);
        QVERIFY(!m.actionOf(QStringLiteral("paw-ben")));
        QVERIFY(m.actionOf(QStringLiteral("paw-cat")));
        // Back on offer: the same place again.
        m.offer(QStringLiteral("steal"), {choice("paw-cat"), choice("paw-ben")});
        QCOMPARE(ids(m), (QStringList{"paw-ben", "paw-cat"}));
        QCOMPARE(m.offered(), 2);
    }

    void test_a_changed_label_updates_in_place()
    {
        ChoiceModel m;
        m.offer(QStringLiteral("d"), {choice("roll"), choice("stop")});
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        TableChoice again = choice("roll");
        again.label = QStringLiteral("Roll again");
        m.offer(QStringLiteral("d"), {again, choice("stop")});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m.get(0).value(QStringLiteral("label")).toString(), QStringLiteral("Roll again"));
        QCOMPARE(m.get(0).value(QStringLiteral("choiceId")).toString(), QStringLiteral("roll"));
    }

    void test_the_same_offer_again_changes_nothing()
    {
        ChoiceModel m;
        m.offer(QStringLiteral("d"), {choice("roll")});
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        m.offer(QStringLiteral("d"), {choice("roll")});
        QCOMPARE(reset.count() + changed.count() + inserted.count(), 0);
        m.clear();
        QCOMPARE(m.rowCount(), 0);
        QCOMPARE(m.decision(), QString());
    }

    void test_shortcuts_cards_and_groups_are_answered_from_the_rows_on_offer()
    {
        ChoiceModel m;
        TableChoice go1 = choice("go-1", "main", "G");
        TableChoice go2 = choice("go-2", "main", "G");
        TableChoice feesh = choice("feesh-3", "card-4");
        feesh.card = 4;
        feesh.groupTitle = QStringLiteral("Play Feesh");
        m.offer(QStringLiteral("d"), {go1, go2, feesh});
        QCOMPARE(m.idsForShortcut(QStringLiteral("g")), (QStringList{"go-1", "go-2"}));
        QCOMPARE(m.idsForCard(4), QStringList{"feesh-3"});
        QCOMPARE(m.groups().size(), 1);
        QCOMPARE(m.groups().front().toMap().value(QStringLiteral("title")).toString(), QStringLiteral("Play Feesh"));
        m.offer(QStringLiteral("d"), {go2, feesh});
        QCOMPARE(m.idsForShortcut(QStringLiteral("G")), QStringList{"go-2"});
        QVERIFY(m.idsForShortcut(QString()).isEmpty());
    }

    void test_the_first_row_of_a_group_leads_it_and_says_whether_it_is_on_offer()
    {
        ChoiceModel m;
        m.offer(QStringLiteral("d"), {choice("roll"), choice("tree-a", "token-1"), choice("tree-b", "token-1")});
        const auto role = [&](int row, int r) { return m.data(m.index(row), r).toBool(); };
        QVERIFY(role(0, ChoiceModel::LeadsGroupRole));
        QVERIFY(role(1, ChoiceModel::LeadsGroupRole));
        QVERIFY(!role(2, ChoiceModel::LeadsGroupRole));
        QVERIFY(role(1, ChoiceModel::GroupAvailableRole));
        m.offer(QStringLiteral("d"), {choice("roll"), choice("tree-b", "token-1")});
        QVERIFY(!role(1, ChoiceModel::AvailableRole));
        QVERIFY(role(1, ChoiceModel::GroupAvailableRole));   // tree-b still offers the group
        m.offer(QStringLiteral("d"), {choice("roll")});
        QVERIFY(!role(1, ChoiceModel::GroupAvailableRole));
        QCOMPARE(m.groups().front().toMap().value(QStringLiteral("available")).toBool(), false);
    }

    void test_a_pick_choice_is_no_action_of_its_own()
    {
        ChoiceModel m;
        TableChoice stash = choice("stash-picked", "token-1");
        stash.pick = 2;
        m.offer(QStringLiteral("d"), {stash});
        QVERIFY(m.find(QStringLiteral("stash-picked")));
        QVERIFY(!m.actionOf(QStringLiteral("stash-picked")));
    }
};

QTEST_GUILESS_MAIN(TestChoiceModel)
#include "test_choice_model.moc"
