// A table's game files (app/session/core/gamefiles.h): the autosave written
// atomically and removed once the game is over, Save replacing only a game,
// reading refused with a reason, and a failed write said, never silent.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <QStandardPaths>
#include <QUrl>

#include "gamefiles.h"
#include "savedgames.h"
#include "unwritable.h"

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
        const QString file = QDir::toNativeSeparators(m_dir.filePath(QStringLiteral("blocker")));
        QCOMPARE(gamefiles::autosave(path, false, kGame), file + QStringLiteral(" is a file, not a folder"));
        QCOMPARE(gamefiles::saveAs(path, kGame), QStringLiteral("Could not save: %1 is a file, not a folder.").arg(file));
        // Deeper down, the file above is still the one named.
        QCOMPARE(gamefiles::autosave(m_dir.filePath(QStringLiteral("blocker/a/b/game.json")), false, kGame),
                 file + QStringLiteral(" is a file, not a folder"));
        // Save makes no folder: it writes only where it was asked to.
        const QString missing = m_dir.filePath(QStringLiteral("no such folder"));
        QCOMPARE(gamefiles::saveAs(missing + QStringLiteral("/game.json"), kGame),
                 QStringLiteral("Could not save: the folder %1 does not exist.").arg(QDir::toNativeSeparators(missing)));
        QVERIFY(!QFileInfo::exists(missing));
    }

    // critter-server's tables write after every move without waiting for
    // the disk: the file is still whole (written beside, renamed over), no
    // half-written part is left behind, and a write that fails says why and
    // leaves the last good file.
    void test_an_autosave_that_does_not_wait_for_the_disk_is_whole_or_refused()
    {
        const QString folder = m_dir.filePath(QStringLiteral("server/ABCDEF"));
        const QString path = folder + QStringLiteral("/trash-pandas.json");
        QCOMPARE(gamefiles::autosave(path, false, kGame, false), QString());   // its folder is made
        QCOMPARE(contents(path), QByteArray::fromStdString(kGame));
        const std::string longer = kGame.substr(0, kGame.size() - 2) + ", \"roll\"]}";
        QCOMPARE(gamefiles::autosave(path, false, longer, false), QString());
        QCOMPARE(contents(path), QByteArray::fromStdString(longer));
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("trash-pandas.json")});
        {
            unwritable::Folder blocked(folder);
            QVERIFY(blocked.block());
            QVERIFY(!gamefiles::autosave(path, false, kGame, false).isEmpty());
            QVERIFY(blocked.restore());
        }
        QCOMPARE(contents(path), QByteArray::fromStdString(longer));
        QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("trash-pandas.json")});
    }

    // Issue 31, finding 9: a games folder that cannot take the file (read-only;
    // as root, a file in its place) makes Save say the system's reason and
    // the path, and what was saved there before stays as it was.
    void test_save_says_why_with_the_path_and_loses_nothing()
    {
        const QString folder = m_dir.filePath(QStringLiteral("games"));
        QVERIFY(QDir().mkpath(folder));
        const QString kept = folder + QStringLiteral("/kept.json");
        QCOMPARE(gamefiles::saveAs(kept, kGame), QString());
        unwritable::Folder blocked(folder);
        QVERIFY(blocked.block());
        const QString why = gamefiles::saveAs(folder + QStringLiteral("/new.json"), kGame);
        if (unwritable::Folder::asRoot())
            QCOMPARE(why, QStringLiteral("Could not save: %1 is a file, not a folder.").arg(QDir::toNativeSeparators(folder)));
        else
            QCOMPARE(why, QStringLiteral("Could not save: %1 could not be written: Permission denied.")
                              .arg(QDir::toNativeSeparators(folder + QStringLiteral("/new.json"))));
        QVERIFY(!gamefiles::autosave(folder + QStringLiteral("/trash-pandas.json"), false, kGame).isEmpty());
        QVERIFY(blocked.restore());
        QCOMPARE(contents(kept), QByteArray::fromStdString(kGame));
        QVERIFY(!QFile::exists(folder + QStringLiteral("/new.json")));
    }

    // Issue 31, finding 9: Save never writes somewhere else unasked. With the
    // games folder unusable it is still the folder offered (once, the home
    // folder was, without a word), and saving there says why it cannot.
    void test_the_games_folder_is_never_swapped_for_another()
    {
        QStandardPaths::setTestModeEnabled(true);
        const QString games = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
        QDir(games).removeRecursively();
        QVERIFY(QDir().mkpath(QFileInfo(games).path()));
        {
            QFile file(games);
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        const SavedGames saved;
        QCOMPARE(saved.gameFolder(), QUrl::fromLocalFile(games));
        QCOMPARE(gamefiles::saveAs(games + QStringLiteral("/evening.json"), kGame),
                 QStringLiteral("Could not save: %1 is a file, not a folder.").arg(QDir::toNativeSeparators(games)));
        QVERIFY(!QFile::exists(QDir::home().filePath(QStringLiteral("evening.json"))));
        QVERIFY(QFile::remove(games));
        QStandardPaths::setTestModeEnabled(false);
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

    // Open asks before a file replaces a game left unfinished: what it asks
    // with, read typed (the file's game, the unfinished game's names).
    void test_open_reads_the_files_game_and_the_unfinished_games_names()
    {
        SavedGames saved;
        saved.setFolder(m_dir.filePath(QStringLiteral("unfinished")));
        const QString file = m_dir.filePath(QStringLiteral("brought.json"));
        QCOMPARE(gamefiles::saveAs(file, kGame), QString());
        QCOMPARE(saved.gameOf(QUrl::fromLocalFile(file)), QStringLiteral("trash-pandas"));
        QCOMPARE(saved.gameOf(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("missing.json")))), QString());
        QVERIFY(saved.unfinishedNames(QStringLiteral("trash-pandas")).isEmpty());   // none yet
        QCOMPARE(gamefiles::autosave(SavedGames::autosavePath(saved.folder(), QStringLiteral("trash-pandas")), false, kGame),
                 QString());
        QCOMPARE(saved.unfinishedNames(QStringLiteral("trash-pandas")), (QStringList{QStringLiteral("Ann"), QStringLiteral("Rex")}));
        QVERIFY(saved.unfinishedNames(QStringLiteral("trash-dash")).isEmpty());
    }

    // Issue 29 item 1: a file of a game left unfinished replaces it, and is
    // asked about; the unfinished game's own autosave (given on the command
    // line after a kill, say) continues it and replaces nothing.
    void test_only_another_file_replaces_the_unfinished_game()
    {
        SavedGames saved;
        saved.setFolder(m_dir.filePath(QStringLiteral("replaces")));
        const QString file = m_dir.filePath(QStringLiteral("other.json"));
        QCOMPARE(gamefiles::saveAs(file, kGame), QString());
        QVERIFY(!saved.replacesUnfinished(QUrl::fromLocalFile(file)));   // nothing unfinished yet
        const QString own = SavedGames::autosavePath(saved.folder(), QStringLiteral("trash-pandas"));
        QCOMPARE(gamefiles::autosave(own, false, kGame), QString());
        QVERIFY(saved.replacesUnfinished(QUrl::fromLocalFile(file)));
        QVERIFY(!saved.replacesUnfinished(QUrl::fromLocalFile(own)));
    }
};

QTEST_GUILESS_MAIN(TestGameFiles)
#include "test_game_files.moc"
