// The Statistics screen in the real window: reached from Home, it shows the
// recorded figures per game and per person, clearing asks first in our own
// panel, a damaged file is explained and replaced only when the person
// chooses Start new statistics, and the figures survive a restart. A
// rated game against bots, started from Home and played by clicks, moves
// the person's rating, and the screen shows it with its plot.
#include "e2e_window.h"
#include "table_players.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"
#include "stats/statistics.h"
#include "gamelogmodel.h"
#include "tablesession.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLocale>
#include <QSettings>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;

namespace {
FinishedGame annGame(const QString& gameId, int score, bool won, const QString& level, int minute)
{
    FinishedGame g;
    g.gameId = gameId;
    g.finishedAt = QDateTime(QDate(2026, 11, 30), QTime(20, 0), Qt::UTC).addSecs(60 * minute);
    g.moves = 50;
    g.seats = {{"Ann", "person", "", score, won}, {"Bot 2", "bot", level, 10, !won}};
    return g;
}
} // namespace

class TestStatisticsE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        QVERIFY(m_data.isValid());
        e2e::useTestSettings(m_config, QStringLiteral("statistics-e2e"));
    }

    void init()
    {
        e2e::startWindow(m_shell);
        QVERIFY(m_shell->statistics());
        m_path = m_data.filePath(QStringLiteral("stats.sqlite"));
    }

    void cleanup()
    {
        m_shell.reset();
        QDir(m_data.path()).removeRecursively();
        QDir().mkpath(m_data.path());
    }

    void the_screen_shows_the_recorded_figures_per_game_and_person()
    {
        Statistics* stats = m_shell->statistics();
        stats->openAt(m_path);
        stats->recordGame(annGame("trash-pandas", 31, true, "easy", 0));
        stats->recordGame(annGame("trash-pandas", 24, true, "hard", 1));
        stats->recordGame(annGame("trash-pandas", 18, false, "hard", 2));
        FinishedGame ben = annGame("panda-panda", 2, true, "normal", 3);
        ben.seats[0].name = QStringLiteral("Ben");
        stats->recordGame(ben);

        click(item(QStringLiteral("statisticsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("statisticsScreen"));
        QQuickItem* screen = this->screen();
        QCOMPARE(text(findItem(screen, QStringLiteral("screenTitle"))), QStringLiteral("Statistics"));
        QCOMPARE(text(findItem(screen, QStringLiteral("statsPersonName"))), QStringLiteral("Ann"));
        QCOMPARE(figure(QStringLiteral("figureGames")), QStringLiteral("3"));
        QCOMPARE(figure(QStringLiteral("figureWins")), QStringLiteral("2"));
        QCOMPARE(figure(QStringLiteral("figureWinRate")), QStringLiteral("67%"));
        QCOMPARE(figure(QStringLiteral("figureBest")), QStringLiteral("31"));
        QCOMPARE(figure(QStringLiteral("figureStreak")), QStringLiteral("2"));
        QVERIFY(findItem(screen, QStringLiteral("statsChart"))->isVisible());

        // Panda Panda: Ben's game, with its own name for the best score.
        click(findItem(screen, QStringLiteral("segment-panda-panda")));
        QTRY_COMPARE(text(findItem(screen, QStringLiteral("statsPersonName"))), QStringLiteral("Ben"));
        QCOMPARE(figure(QStringLiteral("figureWinRate")), QStringLiteral("100%"));
        QVERIFY(findItem(screen, QStringLiteral("personRow-Ben"))->isVisible());

        // Trash Dash: nothing yet.
        click(findItem(screen, QStringLiteral("segment-trash-dash")));
        QTRY_VERIFY(findItem(screen, QStringLiteral("statsEmpty"))->isVisible());
        QVERIFY(!findItem(screen, QStringLiteral("statsDetail"))->isVisible());
    }

    void clearing_asks_first_and_keep_keeps()
    {
        Statistics* stats = m_shell->statistics();
        stats->openAt(m_path);
        stats->recordGame(annGame("trash-pandas", 31, true, "easy", 0));
        click(item(QStringLiteral("statisticsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("statisticsScreen"));
        click(findItem(screen(), QStringLiteral("clearStatisticsButton")));
        QQuickItem* keep = nullptr;
        QTRY_VERIFY((keep = findItem(m_shell->window()->contentItem(), QStringLiteral("keepStatisticsButton"))) &&
                    keep->isVisible());
        // Its panel holds what it says (a template popup is 0 high unless told,
        // and then its panel is not drawn): the question, the text, the buttons.
        QObject* ask = screen()->findChild<QObject*>(QStringLiteral("clearConfirm"));
        QVERIFY(ask);
        QTRY_VERIFY(ask->property("opened").toBool());
        QQuickItem* askText = findItem(m_shell->window()->contentItem(), QStringLiteral("clearStatisticsText"));
        QVERIFY(askText);
        QTRY_VERIFY2(ask->property("height").toReal() > askText->height() + keep->height() + 40,
                 qPrintable(QStringLiteral("the question is %1 high").arg(ask->property("height").toReal())));
        if (const QString folder = qEnvironmentVariable("CRITTER_SCREENSHOTS"); !folder.isEmpty())
            m_shell->window()->grabWindow().save(folder + QStringLiteral("/statistics-clear-ask.png"));
        click(keep);
        QTRY_VERIFY(!keep->isVisible());
        QCOMPARE(stats->totalGames(), 1);

        click(findItem(screen(), QStringLiteral("clearStatisticsButton")));
        QQuickItem* confirm = nullptr;
        QTRY_VERIFY((confirm = findItem(m_shell->window()->contentItem(), QStringLiteral("confirmClearButton"))) &&
                    confirm->isVisible());
        click(confirm);
        QTRY_COMPARE(stats->totalGames(), 0);
        QTRY_VERIFY(findItem(screen(), QStringLiteral("statsEmpty"))->isVisible());
    }

    void a_damaged_file_is_explained_and_replaced_only_when_asked()
    {
        {
            QFile file(m_path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("scrambled, not a database");
        }
        Statistics* stats = m_shell->statistics();
        stats->openAt(m_path);
        QMetaObject::invokeMethod(m_shell->window(), "openScreen", Q_ARG(QVariant, QStringLiteral("statistics")),
                                  Q_ARG(QVariant, QString()));
        QTRY_COMPARE(currentScreen(), QStringLiteral("statisticsScreen"));
        QQuickItem* problem = findItem(screen(), QStringLiteral("statsProblem"));
        QVERIFY(problem && problem->isVisible());
        QVERIFY(text(findItem(screen(), QStringLiteral("statsProblemText"))).contains(QStringLiteral("damaged")));
        QVERIFY(!findItem(screen(), QStringLiteral("statsDetail"))->isVisible());

        // Not now: back home, the file as it was.
        click(findItem(screen(), QStringLiteral("notNowButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QFile kept(m_path);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("scrambled, not a database"));
        kept.close();

        click(item(QStringLiteral("statisticsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("statisticsScreen"));
        click(findItem(screen(), QStringLiteral("startFreshButton")));
        QTRY_COMPARE(stats->state(), Statistics::Ready);
        QTRY_VERIFY(findItem(screen(), QStringLiteral("keptAsideText"))->isVisible());
        const QStringList aside = QDir(m_data.path()).entryList({QStringLiteral("stats.sqlite.damaged-*")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QFile old(m_data.filePath(aside.first()));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("scrambled, not a database"));
    }

    void the_figures_survive_a_restart()
    {
        m_shell->statistics()->openAt(m_path);
        m_shell->statistics()->recordGame(annGame("trash-dash", 3, true, "easy", 0));
        m_shell.reset();
        e2e::startWindow(m_shell);   // the app again
        m_shell->statistics()->openAt(m_path);
        click(item(QStringLiteral("statisticsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("statisticsScreen"));
        click(findItem(screen(), QStringLiteral("segment-trash-dash")));
        QTRY_COMPARE(figure(QStringLiteral("figureGames")), QStringLiteral("1"));
    }

    // Issue 33: Setup's Rated game switch picks the bots' level from the
    // person's rating (a newcomer's: Easy) and locks it; the game played to
    // its end by clicks moves the rating the way the result says, and the
    // Statistics screen shows it with its plot, also after a restart.
    void a_rated_game_against_bots_moves_the_rating_and_the_screen_plots_it()
    {
        LaunchOptions::set(42, {});
        QSettings().setValue(QStringLiteral("ui/botPace"), QStringLiteral("instant"));
        m_shell.reset();
        e2e::startWindow(m_shell);
        Statistics* stats = m_shell->statistics();
        stats->openAt(m_path);
        const QString shots = qEnvironmentVariable("CRITTER_E2E_SHOTS");

        click(item(QStringLiteral("newGameButton-trash-pandas")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QQuickItem* setup = screen();
        QObject* seats = findItem(setup, QStringLiteral("seatEditor"));
        QCOMPARE(seats->property("count").toInt(), 2);   // a person and a bot
        QQuickItem* rated = findItem(setup, QStringLiteral("ratedSwitch"));
        QVERIFY(rated && rated->isEnabled());
        QVERIFY(!rated->property("checked").toBool());
        click(rated);
        QTRY_VERIFY(rated->property("checked").toBool());
        const QString note = text(findItem(setup, QStringLiteral("ratedNote")));
        QVERIFY2(note.contains(QStringLiteral("Easy")) && note.contains(QStringLiteral("1,000")), qPrintable(note));
        QQuickItem* level = findItem(findItem(setup, QStringLiteral("seatCard-1")), QStringLiteral("botLevel"));
        QVERIFY(level && !level->isEnabled());   // the rating decides it
        QCOMPARE(level->property("currentIndex").toInt(), 1);   // Easy
        if (!shots.isEmpty())
            m_shell->window()->grabWindow().save(shots + QStringLiteral("/rated-setup.png"));

        click(findItem(setup, QStringLiteral("startButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("trashPandasTable"));
        auto* session = qobject_cast<TableSession*>(screen()->property("session").value<QObject*>());
        QVERIFY(session);
        QVERIFY(session->rated());
        QCOMPARE(session->seatModel()->at(1).level, QStringLiteral("easy"));

        QElapsedTimer clock;
        clock.start();
        int decisions = 0;
        while (!session->over()) {
            QVERIFY2(clock.elapsed() < 240000, "the game did not finish in time");
            if (!session->myDecision()) {
                QTest::qWait(2);
                continue;
            }
            if (QQuickItem* skip = e2e::players::named(m_shell->window(), QStringLiteral("tpPointerSkip")); e2e::shown(skip)) {
                click(skip);   // the first-time pointer
                continue;
            }
            e2e::players::trashPandas(m_shell->window(), session);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(++decisions < 3000, "too many decisions");
        }
        const FinishedGame game = session->finishedGame();
        QVERIFY(game.rated);
        const bool won = game.seats.at(0).winner && !game.seats.at(1).winner;
        const bool lost = !game.seats.at(0).winner;
        const int rating = stats->rating(QStringLiteral("trash-pandas"), QStringLiteral("Player 1")).value(QStringLiteral("value")).toInt();
        QCOMPARE(stats->rating(QStringLiteral("trash-pandas"), QStringLiteral("Player 1")).value(QStringLiteral("games")).toInt(), 1);
        if (won)
            QVERIFY2(rating > 1000, qPrintable(QString::number(rating)));
        else if (lost)
            QVERIFY2(rating < 1000, qPrintable(QString::number(rating)));
        else
            QCOMPARE(rating, 1000);   // a shared win with an Easy bot, rated as high

        // The table's log says how the rating moved, after the game's own last lines.
        QTRY_VERIFY(session->log()->lastText().startsWith(QStringLiteral("Player 1's rating goes from 1,000 to ")));
        QVERIFY2(session->log()->lastText().endsWith(QLocale().toString(rating) + QLatin1Char('.')), qPrintable(session->log()->lastText()));
        if (!shots.isEmpty())
            m_shell->window()->grabWindow().save(shots + QStringLiteral("/rated-game-over.png"));

        QQuickItem* leave = nullptr;
        QTRY_VERIFY((leave = e2e::players::named(m_shell->window(), QStringLiteral("tpLeaveAfterGame"))));
        click(leave);
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        click(findItem(screen(), QStringLiteral("backButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(item(QStringLiteral("statisticsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("statisticsScreen"));
        QTRY_VERIFY(e2e::shown(findItem(screen(), QStringLiteral("statsRating"))));
        QCOMPARE(figure(QStringLiteral("figureRating")), QLocale().toString(rating));
        QQuickItem* plot = findItem(screen(), QStringLiteral("ratingPlot"));
        QVERIFY(e2e::shown(plot));
        QCOMPARE(plot->property("points").toList().size(), 2);   // the start and this game
        QVERIFY(plot->height() > 100 && plot->width() > 300);

        // Seen whole at both window sizes, nothing cut off at the bottom.
        for (const QSize size : {QSize(1280, 800), QSize(1024, 640)}) {
            m_shell->window()->resize(size);
            QTRY_COMPARE(m_shell->window()->size(), size);
            QTest::qWait(50);
            QTRY_VERIFY(plot->mapToScene(QPointF(0, plot->height())).y() <= size.height());
            if (!shots.isEmpty())
                m_shell->window()->grabWindow().save(shots + QStringLiteral("/rating-plot-%1x%2.png").arg(size.width()).arg(size.height()));
        }

        // The rating is kept: the app again, the same figure.
        m_shell.reset();
        e2e::startWindow(m_shell);
        m_shell->statistics()->openAt(m_path);
        QCOMPARE(m_shell->statistics()->rating(QStringLiteral("trash-pandas"), QStringLiteral("Player 1")).value(QStringLiteral("value")).toInt(),
                 rating);
        click(item(QStringLiteral("statisticsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("statisticsScreen"));
        QTRY_COMPARE(figure(QStringLiteral("figureRating")), QLocale().toString(rating));
        LaunchOptions::set(0, {});
    }

private:
    void click(QQuickItem* target) { e2e::click(m_shell->window(), target); }
    QQuickItem* item(const QString& name) const { return findItem(m_shell->window()->contentItem(), name); }
    QQuickItem* stack() const { return item(QStringLiteral("screenStack")); }
    QQuickItem* screen() const { return e2e::screenOf(stack()); }
    QString currentScreen() const { return e2e::nameOf(screen()); }
    static QString text(const QQuickItem* it) { return it ? it->property("text").toString() : QString(); }
    // The big number of a figure tile on the Statistics screen.
    QString figure(const QString& name) const { return text(findItem(findItem(screen(), name), QStringLiteral("value"))); }

    QTemporaryDir m_config;
    QTemporaryDir m_data;
    QString m_path;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestStatisticsE2E)
#include "test_statistics_e2e.moc"
