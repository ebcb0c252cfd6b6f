// Never lose a game: the real app process (critter-table) plays a game of
// bots from a file, is killed with SIGKILL at random moments many times,
// and is started again on its own autosave each time. Every autosave left
// behind must be a whole, loadable game, and no more than the move in
// flight may be lost: the game only ever moves on.
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "core/game_file.h"
#include "trashpandas/save.h"
#include "trashpandas/state.h"

using critter::tp::State;

class TestKillResume : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    QString autosave() const
    {
        return m_home.filePath(QStringLiteral("data/CritterTable/Critter Table/autosave/trash-pandas.json"));
    }

    // Moves in the autosave now, or 0 while there is none (or it is mid-write: QSaveFile renames, so never).
    std::size_t savedMoves() const
    {
        QFile file(autosave());
        if (!file.open(QIODevice::ReadOnly))
            return 0;
        const critter::EnvelopeRead read = critter::readEnvelope(file.readAll().toStdString());
        return read.ok ? read.envelope.actions.size() : 0;
    }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return env;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // The child's settings: instant animations, bots at the fast pace.
        QDir().mkpath(m_home.filePath(QStringLiteral("config/CritterTable")));
        QSettings child(m_home.filePath(QStringLiteral("config/CritterTable/Critter Table.conf")), QSettings::IniFormat);
        child.setValue(QStringLiteral("ui/animationSpeed"), QStringLiteral("instant"));
        child.setValue(QStringLiteral("ui/botPace"), QStringLiteral("fast"));
        child.setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
        child.sync();
    }

    void test_kill_9_mid_game_loses_at_most_the_move_in_flight()
    {
        // Three bots, so the game plays itself.
        const QString start = m_home.filePath(QStringLiteral("start.json"));
        QFile file(start);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"game": "trash-pandas", "version": 1, "setup": {"players": 3, "seed": 77},
            "seats": [{"name": "A", "kind": "bot", "level": "random"}, {"name": "B", "kind": "bot", "level": "easy"},
                      {"name": "C", "kind": "bot", "level": "random"}], "actions": []})");
        file.close();

        std::size_t moves = 0;
        int kills = 0;
        int progressed = 0;
        QString open = start;
        for (int round = 0; round < 14; ++round) {
            QProcess app;
            app.setProcessEnvironment(environment());
            // As a player starts it, but silent: --no-sound (no audio device in a test).
            app.start(QStringLiteral(CRITTER_TABLE_EXE), {QStringLiteral("--no-sound"), open});
            QVERIFY2(app.waitForStarted(10000), qPrintable(app.errorString()));
            // Let the game move on (start-up takes its time on a busy machine),
            // then kill it at a random moment: mid-move, mid-save or idle.
            QElapsedTimer waited;
            waited.start();
            while (waited.elapsed() < 20000 && savedMoves() <= moves && app.state() == QProcess::Running)
                QTest::qWait(25);
            QTest::qWait(static_cast<int>(QRandomGenerator::global()->bounded(400u)));
            app.kill();   // SIGKILL: no chance to save on the way out
            QVERIFY(app.waitForFinished(10000));
            ++kills;

            if (!QFile::exists(autosave())) {
                QVERIFY2(moves > 0, "no autosave was ever written");
                break;   // the game finished: nothing is left to continue
            }
            QFile saved(autosave());
            QVERIFY(saved.open(QIODevice::ReadOnly));
            const QByteArray text = saved.readAll();
            const critter::GameFileRead<State> read = critter::loadGameFile<State>(text.toStdString());
            QVERIFY2(read.ok, qPrintable(QStringLiteral("autosave after kill %1 unreadable: %2")
                                             .arg(kills).arg(QString::fromStdString(read.error))));
            QCOMPARE(read.file.seats.size(), std::size_t{3});
            const std::size_t now = read.file.history.actions.size();
            QVERIFY2(now >= moves, "the autosave went back in time");
            progressed += now > moves ? 1 : 0;
            moves = now;
            open = autosave();   // start again where it was
        }
        QVERIFY2(progressed >= 3, "the game hardly moved between kills");
        qInfo("%d kills, %zu moves saved, the game moved on in %d of them", kills, moves, progressed);
    }
};

QTEST_GUILESS_MAIN(TestKillResume)
#include "test_kill_resume.moc"
