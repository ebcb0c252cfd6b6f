// critter-server's tables (autosave not waiting for the disk) write the
// game file whole now and then and journal each move between
// (app/session/core/movejournal.h): reading the table back gives the very
// game; a line cut short by a kill, or a journal left from before the last
// whole write, is not read; a change other than one more move writes whole.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "movejournal.h"
#include "savedgames.h"
#include "trashpandassession.h"

namespace {
const QVariantList kBots{QVariantMap{{"name", "Rex"}, {"kind", "bot"}, {"level", "easy"}},
                         QVariantMap{{"name", "Tia"}, {"kind", "bot"}, {"level", "random"}}};

void prepare(TrashPandasSession& s, const QString& dir)
{
    s.setAutosaveDir(dir);
    s.setAutosaveWaitsForDisk(false);
    s.setStepMs(0);
    s.setBotPaceMs(0);
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int actionsIn(const QString& gameFile)
{
    const critter::EnvelopeRead read = critter::readEnvelope(contents(gameFile).toStdString());
    return read.ok ? static_cast<int>(read.envelope.actions.size()) : -1;
}
} // namespace

class TestMoveJournal : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_gameFile;
    QString m_journal;
    std::string m_played;   // the whole game's save text when the bots were stopped
    int m_moves = 0;

    // A game the bots play on a server's table until `moves` moves, then stopped.
    void play(int moves)
    {
        TrashPandasSession s;
        prepare(s, m_dir.path());
        // Stop the bots at `moves` however late this loop is woken on a busy
        // machine: from then on a bot waits a minute before it moves.
        QObject::connect(&s, &TableSession::historyChanged, &s, [&s, moves] {
            if (s.actionCount() >= moves)
                s.setBotPaceMs(60000);
        });
        s.start(kBots, 77);
        for (int i = 0; i < 2000 && s.actionCount() < moves && !s.over(); ++i)
            QTest::qWait(5);
        s.leave();
        QVERIFY(!s.over());
        m_moves = s.actionCount();
        m_played = s.saveText();
        m_gameFile = s.autosavePath();
        m_journal = MoveJournal::pathFor(m_gameFile);
    }
    // What a server reopening the table reads: "" when it cannot.
    std::string reopened()
    {
        TrashPandasSession again;
        prepare(again, m_dir.path());
        return again.continueSaved() ? again.saveText() : std::string();
    }

private slots:
    void test_a_servers_table_journals_its_moves_and_reads_them_back()
    {
        play(30);
        QVERIFY(m_moves >= 30);
        // The game file was written whole at the deal; the moves since are journal lines.
        QCOMPARE(actionsIn(m_gameFile), 0);
        const QList<QByteArray> lines = contents(m_journal).split('\n');
        QCOMPARE(lines.first(), QByteArray("after 0"));
        QCOMPARE(lines.size(), m_moves + 2);   // the header, a line a move, "" after the last newline
        QCOMPARE(reopened(), m_played);
    }

    // A whole game goes on one journal: the game file is written whole at the
    // deal and not again while the moves go on (hundreds of tables rewriting
    // theirs together near their games' ends were a server's slowest moves).
    void test_a_whole_games_moves_go_on_one_journal()
    {
        play(300);
        QVERIFY(m_moves >= 300);
        QCOMPARE(actionsIn(m_gameFile), 0);
        QCOMPARE(contents(m_journal).split('\n').size(), m_moves + 2);
        QCOMPARE(reopened(), m_played);
    }

    void test_a_line_cut_short_is_not_read()
    {
        play(12);
        const QByteArray journal = contents(m_journal);
        QFile file(m_journal);
        QVERIFY(file.open(QIODevice::Append));
        file.write("ro");   // a kill in the middle of the next move's line
        file.close();
        QCOMPARE(reopened(), m_played);
        QVERIFY(contents(m_journal).startsWith(journal));
    }

    // As a server killed mid-game leaves it (its table never closed): on Unix
    // the journal is mapped, its room made ahead zero bytes after the last
    // line, and reading it back still gives the game to its last move.
    void test_a_journal_left_by_a_kill_is_read_to_its_last_move()
    {
        QTemporaryDir dir;
        TrashPandasSession s;
        prepare(s, dir.path());
        QObject::connect(&s, &TableSession::historyChanged, &s, [&s] {
            if (s.actionCount() >= 12)
                s.setBotPaceMs(60000);
        });
        s.start(kBots, 80);
        for (int i = 0; i < 2000 && s.actionCount() < 12; ++i)
            QTest::qWait(5);
        s.leave();
        QVERIFY(s.actionCount() >= 12);
        const QByteArray journal = contents(MoveJournal::pathFor(s.autosavePath()));
        QVERIFY(journal.startsWith("after 0\n"));
#ifdef Q_OS_UNIX
        QVERIFY(journal.endsWith('\0'));
#endif
        TrashPandasSession again;
        prepare(again, dir.path());
        QVERIFY(again.continueSaved());
        QCOMPARE(again.saveText(), s.saveText());
    }

    void test_a_journal_from_before_the_last_whole_write_is_not_read()
    {
        play(12);
        // A server killed after writing the game file whole, before the old journal went.
        QFile file(m_journal);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("after 5\nroll\nstop\n");
        file.close();
        TrashPandasSession again;
        prepare(again, m_dir.path());
        QVERIFY(again.continueSaved());
        QCOMPARE(again.actionCount(), 0);   // the game file's own moves only
    }

    void test_a_seat_change_writes_the_game_file_whole()
    {
        TrashPandasSession s;
        prepare(s, m_dir.path());
        s.start(kBots, 78);
        for (int i = 0; i < 2000 && s.actionCount() < 8; ++i)
            QTest::qWait(5);
        s.leave();
        const QString gameFile = s.autosavePath();
        QVERIFY(QFile::exists(MoveJournal::pathFor(gameFile)));
        s.renameSeat(1, QStringLiteral("Tess"));
        QVERIFY(!QFile::exists(MoveJournal::pathFor(gameFile)));
        QCOMPARE(actionsIn(gameFile), s.actionCount());
        QCOMPARE(contents(gameFile).toStdString(), s.saveText());
    }

    // A person's own games write whole after every move, as before.
    void test_the_apps_games_write_whole_after_every_move()
    {
        QTemporaryDir dir;
        TrashPandasSession s;
        s.setAutosaveDir(dir.path());
        s.setStepMs(0);
        s.setBotPaceMs(0);
        s.start(kBots, 79);
        for (int i = 0; i < 2000 && s.actionCount() < 8; ++i)
            QTest::qWait(5);
        s.leave();
        QVERIFY(!QFile::exists(MoveJournal::pathFor(s.autosavePath())));
        QCOMPARE(actionsIn(s.autosavePath()), s.actionCount());
    }
};

QTEST_MAIN(TestMoveJournal)
#include "test_move_journal.moc"
