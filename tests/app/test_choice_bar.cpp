// The one choice contract at each game's table (ChoiceModel): across random
// games, no choice moves while its decision lasts, every row on offer is a
// legal move, and a choice not on offer changes nothing.
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "trashdashsession.h"
#include "pandapandasession.h"
#include "trashpandassession.h"

namespace {
QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }
QVariantMap bot(const QString& level) { return {{"kind", "bot"}, {"level", level}}; }

// Watches a session's choices: while the decision's key stays the same, an id
// never changes its row.
class PlaceWatch
{
public:
    explicit PlaceWatch(ChoiceModel* model) : m_model(model)
    {
        QObject::connect(model, &ChoiceModel::changed, model, [this] { check(); });
        QObject::connect(model, &QAbstractItemModel::modelReset, model, [this] { check(); });
    }
    const QString& violation() const { return m_violation; }
    int checks() const { return m_checks; }
    int sameDecisionUpdates() const { return m_same; }

private:
    void check()
    {
        ++m_checks;
        if (m_model->decision() != m_key) {
            m_key = m_model->decision();
            m_rows.clear();
        } else {
            ++m_same;
        }
        for (int r = 0; r < m_model->rowCount(); ++r) {
            const QString id = m_model->data(m_model->index(r), ChoiceModel::IdRole).toString();
            const auto [it, fresh] = m_rows.emplace(id, r);
            if (!fresh && it->second != r && m_violation.isEmpty())
                m_violation = QStringLiteral("%1 moved from row %2 to %3 in decision %4").arg(id).arg(it->second).arg(r).arg(m_key);
        }
    }
    ChoiceModel* m_model;
    QString m_key;
    std::map<QString, int> m_rows;
    QString m_violation;
    int m_checks = 0;
    int m_same = 0;
};
} // namespace

class TestChoiceBar : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    // What one random game showed.
    struct Played
    {
        int made = 0;        // moves the person made
        int decisions = 0;   // decisions (keys) they were asked
        int same = 0;        // updates of a decision that lasted
    };

    // Plays a game with one person and bots, the person taking random rows
    // of the choice bar; checks the contract on the way: no row moves while
    // its decision lasts, a choice not on offer changes nothing, every row on
    // offer is a legal move. `check` looks at each decision's rows too.
    template <class Session>
    void playRandomly(Session& s, quint32 seed, int moves, Played& played,
                      const std::function<void(const Session&, const std::vector<critter::Action>&)>& check = {})
    {
        PlaceWatch watch(s.choiceModel());
        QRandomGenerator rng(seed);
        std::set<QString> keys;
        const auto asked = [&s] {
            if constexpr (requires { s.roundOver(); })
                return s.myDecision() || s.over() || s.roundOver();
            return s.myDecision() || s.over();
        };
        for (int i = 0; i < moves && !s.over(); ++i) {
            QTRY_VERIFY_WITH_TIMEOUT(asked(), 10000);
            if constexpr (requires { s.roundOver(); }) {
                if (s.roundOver()) {
                    s.continueAfterRound();   // nobody else closes a round's reveal
                    continue;
                }
            }
            if (s.over())
                break;
            ChoiceModel* m = s.choiceModel();
            QVERIFY(m->offered() > 0);
            keys.insert(m->decision());
            // A choice not on offer is refused and changes nothing.
            const int before = s.actionCount();
            QVERIFY(!s.choose(QStringLiteral("no-such-choice")));
            for (int r = 0; r < m->rowCount(); ++r)
                if (!m->available(r))
                    QVERIFY(!s.choose(m->rows()[std::size_t(r)].id));
            QCOMPARE(s.actionCount(), before);
            // Every row on offer is a legal move now.
            std::vector<critter::Action> legal;
            s.state().legalActions(legal);
            for (int r = 0; r < m->rowCount(); ++r) {
                const TableChoice& c = m->rows()[std::size_t(r)];
                if (m->available(r) && c.pick == 0)
                    QVERIFY2(std::find(legal.begin(), legal.end(), c.action) != legal.end(), qPrintable(c.id));
            }
            if (check) {
                check(s, legal);
                if (QTest::currentTestFailed())
                    return;
            }
            // A random row on offer (a pick: random hand cards until one makes a move).
            QStringList offered;
            for (int r = 0; r < m->rowCount(); ++r)
                if (m->available(r))
                    offered << m->rows()[std::size_t(r)].id;
            const QString id = offered.at(int(rng.bounded(quint32(offered.size()))));
            const TableChoice* c = m->find(id);
            bool took = false;
            if (c && c->pick > 0) {
                const int hand = s.handModel()->rowCount();
                for (int tries = 0; tries < 40 && !took; ++tries) {
                    QVariantList picks;
                    const int n = 1 + int(rng.bounded(quint32(c->pick)));
                    for (int k = 0; k < n && hand > 0; ++k)
                        picks << int(rng.bounded(quint32(hand)));
                    took = s.choosePicked(id, picks);
                }
                if (!took)
                    continue;   // no pick of these cards makes a move: another row next time
            } else {
                took = s.choose(id);
            }
            QVERIFY2(took, qPrintable(id));
            ++played.made;
            QVERIFY2(watch.violation().isEmpty(), qPrintable(watch.violation()));
        }
        QVERIFY2(watch.violation().isEmpty(), qPrintable(watch.violation()));
        QVERIFY2(played.made > 5, "the person hardly moved: the test saw nothing");
        played.decisions = int(keys.size());
        played.same = watch.sameDecisionUpdates();
    }

private slots:
    void test_trash_pandas_choices_keep_their_places()
    {
        for (quint32 seed : {1u, 2u, 3u, 4u}) {
            TrashPandasSession s;
            s.setAutosaveDir(m_dir.path());
            s.setStepMs(0);
            s.setBotPaceMs(0);
            s.start({person("Ann"), bot("random"), bot("random")}, 500 + seed);
            Played played;
            playRandomly(s, seed, 300, played);
            QVERIFY(played.same > 0);
        }
    }

    // A person racing a bot and a CPU racer (a Tournament too, for the side
    // choices between races): a Dash rerolled again and again, a Reroll token
    // asked round the table, all keep their rows in place.
    void test_trash_dash_choices_keep_their_places()
    {
        for (quint32 seed : {1u, 2u, 3u, 4u}) {
            TrashDashSession s;
            s.setAutosaveDir(m_dir.path());
            s.setStepMs(0);
            s.setBotPaceMs(0);
            const QVariantList seats{person("Ann"), bot("random"), QVariantMap{{"kind", "cpu"}}};
            const QVariantMap options = seed == 4 ? QVariantMap{{"mode", "tournament"}, {"circuit", "uptown"}}
                                                  : QVariantMap{{"track", "back-alley-blitz"}};
            QCOMPARE(s.configure(options, seats), QString());
            s.start(seats, 700 + seed);
            Played played;
            playRandomly(s, seed, 300, played);
            QVERIFY(played.same > 0);
        }
    }

    // Panda Panda: a person and bots, the person taking random rows through
    // choose(id) and closing each round's reveal. Every row on offer is a
    // legal move named by its notation; a hand card's row refers to its
    // letter, a pile's to its seat; a card in the hand takes at most one row.
    void test_panda_panda_choices_keep_their_places()
    {
        const auto rows = [](const PandaPandaSession& s, const std::vector<critter::Action>& legal) {
            const ChoiceModel* m = s.choiceModel();
            QStringList offered;
            for (int r = 0; r < m->rowCount(); ++r) {
                if (!m->available(r))
                    continue;
                const TableChoice& c = m->rows()[std::size_t(r)];
                QCOMPARE(c.id, PandaPandaSession::choiceId(c.action));
                switch (c.action.type) {
                case critter::pp::kCall: QCOMPARE(c.shortcut, QStringLiteral("C")); QCOMPARE(c.group, QStringLiteral("main")); break;
                case critter::pp::kDrawDeck: QCOMPARE(c.shortcut, QStringLiteral("D")); QCOMPARE(c.id, s.deckChoice()); break;
                case critter::pp::kDrawPile: QCOMPARE(c.target, c.action.a); QCOMPARE(c.card, -1); break;
                default: QCOMPARE(c.card, c.action.a); QCOMPARE(c.target, -1); break;   // discard or pass a letter
                }
                offered << c.id;
            }
            QCOMPARE(offered.size(), qsizetype(legal.size()));
            for (const QVariant& letter : s.handModel()->toList())
                QVERIFY(m->idsForCard(letter.toInt()).size() <= 1);
        };
        int decisions = 0;
        int same = 0;
        for (quint32 seed : {1u, 2u, 3u}) {
            PandaPandaSession s;
            s.setAutosaveDir(m_dir.path());
            s.setStepMs(0);
            s.setBotPaceMs(0);
            s.start({person("Ann"), bot("random"), bot("easy")}, 700 + seed);
            Played played;
            playRandomly<PandaPandaSession>(s, seed, 400, played, rows);
            if (QTest::currentTestFailed())
                return;
            decisions += played.decisions;
            same += played.same;
        }
        QVERIFY2(same > 0 && decisions > 30, qPrintable(QStringLiteral("%1 decisions, %2 same-decision updates").arg(decisions).arg(same)));
    }
};

QTEST_MAIN(TestChoiceBar)
#include "test_choice_bar.moc"
