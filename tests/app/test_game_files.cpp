// A table's game files (app/session/core/gamefiles.h): the autosave written
// atomically and removed once the game is over, Save replacing only a game,
// reading refused with a reason, and a failed write said, never silent.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include "gamefiles.h"

namespace {
const std::string kGame = R"({"game": "trash-pandas", "version": 1, "description": "", "setup": {"players": 2, "seed": 5},
 "seats": [{"name": "Ann", "kind": "person"}, {"name": "Rex", "kind": "bot", "level": "easy"}], "actions": ["roll"]})";

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestGameFiles : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
private slots:
    void test_the_autosave_is_written_and_removed_when_the_game_is_over()
    {
        const QString path = m_dir.filePath(QStringLiteral("autosave/trash-pandas.json"));
        QCOMPARE(gamefiles::autosave(path, false, kGame), QString());   // its folder is made
        QCOMPARE(contents(path), QByteArray::fromStdString(kGame));
        QCOMPARE(gamefiles::autosave(path, true, kGame), QString());
        QVERIFY(!QFile::exists(path));
        QCOMPARE(gamefiles::autosave(QString(), false, kGame), QString());   // no folder: nothing
    }

    void test_a_failed_write_says_so()
    {
        QFile blocker(m_dir.filePath(QStringLiteral("blocker")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        // A folder where a file stands cannot be made.
        const QString path = m_dir.filePath(QStringLiteral("blocker/game.json"));
        QVERIFY(!gamefiles::autosave(path, false, kGame).isEmpty());
        QVERIFY(gamefiles::saveAs(path, kGame).contains(QStringLiteral("Could not save")));
    }

    void test_save_replaces_a_game_and_nothing_else()
    {
        const QString game = m_dir.filePath(QStringLiteral("evening.json"));
        QCOMPARE(gamefiles::saveAs(game, kGame), QString());
        QCOMPARE(gamefiles::saveAs(game, kGame), QString());   // a game is replaced
        const QString other = m_dir.filePath(QStringLiteral("CMakePresets.json"));
        QFile f(other);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"version\": 6}");
        f.close();
        const QString why = gamefiles::saveAs(other, kGame);
        QVERIFY(why.contains(QStringLiteral("not a Critter Table game")));
        QCOMPARE(contents(other), QByteArray("{\"version\": 6}"));   // left as it was
    }

    void test_reading_gives_the_text_or_why_not()
    {
        const QString game = m_dir.filePath(QStringLiteral("read.json"));
        QCOMPARE(gamefiles::saveAs(game, kGame), QString());
        std::string text;
        QCOMPARE(gamefiles::read(game, text), QString());
        QCOMPARE(text, kGame);
        std::string none;
        QVERIFY(!gamefiles::read(m_dir.filePath(QStringLiteral("missing.json")), none).isEmpty());
        QVERIFY(!gamefiles::read(m_dir.path(), none).isEmpty());   // a folder is no game
        QVERIFY(none.empty());
    }
};

QTEST_GUILESS_MAIN(TestGameFiles)
#include "test_game_files.moc"
