// GameFolder: what Save and Open's panel lists, and what it lets a
// typed name do (only a game is ever replaced, and only once asked).
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

#include "gamefolder.h"
#include "savedgames.h"

#include "core/game_file.h"

namespace {
void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QByteArray gameBytes(const std::string& game, const std::string& description, int actions)
{
    critter::Envelope envelope;
    envelope.game = game;
    envelope.description = description;
    envelope.players = 2;
    envelope.seats = {{"Ana", "person", ""}, {"Bo", "bot", "easy"}};
    for (int i = 0; i < actions; ++i)
        envelope.actions.push_back("pass");
    return QByteArray::fromStdString(critter::writeEnvelope(envelope));
}

// Saved yesterday, so it lists after anything written today.
void makeADayOld(const QString& path)
{
    QFile file(path);   // setFileTime needs the file open
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(QDateTime::currentDateTime().addDays(-1), QFileDevice::FileModificationTime));
}

QVariant role(const GameFolder& folder, int row, const char* name)
{
    return folder.games().value(row).toMap().value(QString::fromLatin1(name));
}
} // namespace

class TestGameFolder : public QObject {
    Q_OBJECT
    QTemporaryDir m_data;   // the desktop's trash goes in here, not into anyone's
private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        // Home and its trash beside the test's folders (one file system,
        // so the trash used is the home one, as for a person's own games).
        qputenv("HOME", m_data.path().toLocal8Bit());
        qputenv("XDG_DATA_HOME", m_data.path().toLocal8Bit());
    }

    void test_a_saved_game_can_be_moved_to_the_trash_and_nothing_else()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("old game.json")), gameBytes("panda-panda", "", 2));
        writeFile(dir.filePath(QStringLiteral("keep.json")), gameBytes("panda-panda", "", 2));
        writeFile(dir.filePath(QStringLiteral("theirs.json")), "{\"name\": \"a project file\"}");
        QTemporaryDir elsewhere;
        writeFile(elsewhere.filePath(QStringLiteral("away.json")), gameBytes("panda-panda", "", 2));
        GameFolder folder;
        folder.setFolder(QUrl::fromLocalFile(dir.path()));
        QCOMPARE(folder.games().size(), 3);

        QVariantMap result = folder.moveToTrash(QUrl::fromLocalFile(dir.filePath(QStringLiteral("old game.json"))));
        QVERIFY2(result.value(QStringLiteral("ok")).toBool(), qPrintable(result.value(QStringLiteral("error")).toString()));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("old game.json"))));
        QCOMPARE(folder.games().size(), 2);   // listed again
        // In the trash, where a slip can be undone.
        QVERIFY(QFileInfo::exists(m_data.filePath(QStringLiteral("Trash/files/old game.json"))));

        // Not a game, or not one of this folder's: left as it is, with a reason.
        for (const QString& path : {dir.filePath(QStringLiteral("theirs.json")), elsewhere.filePath(QStringLiteral("away.json")),
                                    dir.filePath(QStringLiteral("missing.json"))}) {
            result = folder.moveToTrash(QUrl::fromLocalFile(path));
            QVERIFY2(!result.value(QStringLiteral("ok")).toBool(), qPrintable(path));
            QVERIFY(!result.value(QStringLiteral("error")).toString().isEmpty());
        }
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("theirs.json"))));
        QVERIFY(QFileInfo::exists(elsewhere.filePath(QStringLiteral("away.json"))));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("keep.json"))));
    }

    void test_lists_game_files_newest_first_with_what_they_hold()
    {
        QTemporaryDir dir;
        const QString older = dir.filePath(QStringLiteral("Tuesday.json"));
        writeFile(older, gameBytes("panda-panda", "Round 2", 5));
        makeADayOld(older);
        writeFile(dir.filePath(QStringLiteral("Wednesday.json")), gameBytes("trash-pandas", "Ana leads", 12));
        writeFile(dir.filePath(QStringLiteral("notes.txt")), "not listed");
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.json")));

        GameFolder model;
        QSignalSpy listed(&model, &GameFolder::gamesChanged);
        model.setFolder(QUrl::fromLocalFile(dir.path()));
        QCOMPARE(model.games().size(), 2);
        QCOMPARE(listed.count(), 1);
        QCOMPARE(role(model, 0, "name").toString(), QStringLiteral("Wednesday"));
        QCOMPARE(role(model, 0, "game").toString(), QStringLiteral("trash-pandas"));
        QCOMPARE(role(model, 0, "progress").toString(), QStringLiteral("Ana leads"));
        QCOMPARE(role(model, 0, "moves").toInt(), 12);
        QCOMPARE(role(model, 0, "names").toStringList(), (QStringList{QStringLiteral("Ana"), QStringLiteral("Bo")}));
        QVERIFY(role(model, 0, "readable").toBool());
        QCOMPARE(role(model, 0, "file").toUrl(), QUrl::fromLocalFile(dir.filePath(QStringLiteral("Wednesday.json"))));
        QCOMPARE(role(model, 1, "name").toString(), QStringLiteral("Tuesday"));
    }

    void test_a_damaged_file_is_listed_with_its_reason_and_not_as_readable()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("broken.json")), "{\"game\": \"trash-pandas\", ");
        GameFolder model;
        model.setFolder(QUrl::fromLocalFile(dir.path()));
        QCOMPARE(model.games().size(), 1);
        QVERIFY(!role(model, 0, "readable").toBool());
        QVERIFY(!role(model, 0, "error").toString().isEmpty());
        QVERIFY(role(model, 0, "game").toString().isEmpty());
    }

    void test_refresh_sees_a_file_saved_since()
    {
        QTemporaryDir dir;
        GameFolder model;
        model.setFolder(QUrl::fromLocalFile(dir.path()));
        QCOMPARE(model.games().size(), 0);
        writeFile(dir.filePath(QStringLiteral("new.json")), gameBytes("panda-panda", "", 0));
        model.refresh();
        QCOMPARE(model.games().size(), 1);
    }

    void test_a_typed_name_becomes_a_json_file_in_the_folder()
    {
        QTemporaryDir dir;
        GameFolder model;
        model.setFolder(QUrl::fromLocalFile(dir.path()));
        QVariantMap check = model.checkName(QStringLiteral("  Friday night  "));
        QVERIFY(check.value(QStringLiteral("ok")).toBool());
        QVERIFY(!check.value(QStringLiteral("replaces")).toBool());
        QCOMPARE(check.value(QStringLiteral("file")).toUrl(), QUrl::fromLocalFile(dir.filePath(QStringLiteral("Friday night.json"))));
        // A name that already ends in .json keeps it, once.
        check = model.checkName(QStringLiteral("game.JSON"));
        QCOMPARE(check.value(QStringLiteral("file")).toUrl(), QUrl::fromLocalFile(dir.filePath(QStringLiteral("game.JSON"))));
    }

    void test_names_that_cannot_be_files_are_refused_with_a_reason()
    {
        QTemporaryDir dir;
        GameFolder model;
        model.setFolder(QUrl::fromLocalFile(dir.path()));
        for (const QString& bad : {QString(), QStringLiteral("   "), QStringLiteral("a/b"), QStringLiteral("a\\b"),
                                   QStringLiteral(".hidden"), QStringLiteral("tab\there"), QString(101, QLatin1Char('x'))}) {
            const QVariantMap check = model.checkName(bad);
            QVERIFY2(!check.value(QStringLiteral("ok")).toBool(), qPrintable(bad));
            QVERIFY2(!check.value(QStringLiteral("error")).toString().isEmpty(), qPrintable(bad));
        }
        QVERIFY(model.checkName(QString(100, QLatin1Char('x'))).value(QStringLiteral("ok")).toBool());
    }

    void test_saving_over_a_game_asks_first_and_over_anything_else_is_refused()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("ours.json")), gameBytes("panda-panda", "", 3));
        writeFile(dir.filePath(QStringLiteral("theirs.json")), "{\"name\": \"a project file\"}");
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("box.json")));
        GameFolder model;
        model.setFolder(QUrl::fromLocalFile(dir.path()));

        QVariantMap check = model.checkName(QStringLiteral("ours"));
        QVERIFY(check.value(QStringLiteral("ok")).toBool());
        QVERIFY(check.value(QStringLiteral("replaces")).toBool());

        check = model.checkName(QStringLiteral("theirs"));
        QVERIFY(!check.value(QStringLiteral("ok")).toBool());
        QVERIFY(check.value(QStringLiteral("error")).toString().contains(QStringLiteral("theirs.json")));
        QVERIFY(!SavedGames::isGameFile(dir.filePath(QStringLiteral("theirs.json"))));

        check = model.checkName(QStringLiteral("box"));
        QVERIFY(!check.value(QStringLiteral("ok")).toBool());
    }

    void test_open_starts_at_the_first_game_that_can_be_opened()
    {
        QTemporaryDir dir;
        const QString older = dir.filePath(QStringLiteral("good.json"));
        writeFile(older, gameBytes("panda-panda", "", 1));
        makeADayOld(older);
        writeFile(dir.filePath(QStringLiteral("newer but broken.json")), "[]");
        GameFolder model;
        QCOMPARE(model.firstReadable(), -1);
        model.setFolder(QUrl::fromLocalFile(dir.path()));
        QCOMPARE(model.firstReadable(), 1);
        QCOMPARE(role(model, 1, "name").toString(), QStringLiteral("good"));
    }

    void test_names_are_shown_without_folder_or_json_and_the_folder_from_home()
    {
        QCOMPARE(GameFolder::displayName(QUrl::fromLocalFile(QStringLiteral("/x/Friday night.json"))),
                 QStringLiteral("Friday night"));
        QCOMPARE(GameFolder::displayName(QUrl::fromLocalFile(QStringLiteral("/x/v1.2.JSON"))), QStringLiteral("v1.2"));
        QCOMPARE(GameFolder::displayName(QUrl::fromLocalFile(QStringLiteral("/x/game.txt"))), QStringLiteral("game.txt"));
        GameFolder model;
        model.setFolder(QUrl::fromLocalFile(QDir::homePath() + QStringLiteral("/Documents/Critter Table")));
        QCOMPARE(model.folderPath(), QStringLiteral("~/Documents/Critter Table"));
        model.setFolder(QUrl::fromLocalFile(QStringLiteral("/srv/games")));
        QCOMPARE(model.folderPath(), QStringLiteral("/srv/games"));
    }

    void test_a_pipe_named_like_a_game_never_hangs_the_panel()
    {
        // Opening a FIFO for reading waits for a writer: nothing here may open one.
        QTemporaryDir dir;
        const QString pipe = dir.filePath(QStringLiteral("pipe.json"));
        QVERIFY(::mkfifo(QFile::encodeName(pipe).constData(), 0600) == 0);
        writeFile(dir.filePath(QStringLiteral("game.json")), gameBytes("panda-panda", "", 1));
        GameFolder folder;
        folder.setFolder(QUrl::fromLocalFile(dir.path()));
        QCOMPARE(folder.games().size(), 1);
        QCOMPARE(role(folder, 0, "name").toString(), QStringLiteral("game"));
        QVERIFY(!SavedGames::isGameFile(pipe));
        const QVariantMap check = folder.checkName(QStringLiteral("pipe"));
        QVERIFY(!check.value(QStringLiteral("ok")).toBool());
        QVERIFY(!folder.moveToTrash(QUrl::fromLocalFile(pipe)).value(QStringLiteral("ok")).toBool());
        SavedGames saved;
        QVERIFY(saved.inspect(QUrl::fromLocalFile(pipe)).value(QStringLiteral("game")).toString().isEmpty());
        QVERIFY(QFileInfo(pipe).exists());
    }

    void test_save_offers_the_games_own_file_when_it_is_here()
    {
        QTemporaryDir dir;
        QTemporaryDir elsewhere;
        writeFile(dir.filePath(QStringLiteral("Friday.json")), gameBytes("trash-dash", "", 3));
        writeFile(elsewhere.filePath(QStringLiteral("Away.json")), gameBytes("trash-dash", "", 3));
        GameFolder folder;
        folder.setFolder(QUrl::fromLocalFile(dir.path()));
        const QDateTime when(QDate(2026, 12, 3), QTime(20, 15));
        QCOMPARE(folder.nameFor(QUrl::fromLocalFile(dir.filePath(QStringLiteral("Friday.json"))), QStringLiteral("Trash Dash"), when),
                 QStringLiteral("Friday"));
        QVERIFY(folder.checkName(QStringLiteral("Friday")).value(QStringLiteral("replaces")).toBool());
        // Kept elsewhere, gone since, or a new deal: a fresh name here.
        QCOMPARE(folder.nameFor(QUrl::fromLocalFile(elsewhere.filePath(QStringLiteral("Away.json"))), QStringLiteral("Trash Dash"), when),
                 QStringLiteral("Trash Dash 2026-12-03"));
        QCOMPARE(folder.nameFor(QUrl::fromLocalFile(dir.filePath(QStringLiteral("Gone.json"))), QStringLiteral("Trash Dash"), when),
                 QStringLiteral("Trash Dash 2026-12-03"));
        QCOMPARE(folder.nameFor(QUrl(), QStringLiteral("Trash Dash"), when), QStringLiteral("Trash Dash 2026-12-03"));
    }

    void test_suggested_name_is_the_title_and_day_and_never_taken()
    {
        QTemporaryDir dir;
        GameFolder model;
        model.setFolder(QUrl::fromLocalFile(dir.path()));
        const QDateTime when(QDate(2026, 12, 3), QTime(20, 15));
        QCOMPARE(model.suggestedName(QStringLiteral("Trash Dash"), when), QStringLiteral("Trash Dash 2026-12-03"));
        writeFile(dir.filePath(QStringLiteral("Trash Dash 2026-12-03.json")), gameBytes("trash-dash", "", 0));
        QCOMPARE(model.suggestedName(QStringLiteral("Trash Dash"), when), QStringLiteral("Trash Dash 2026-12-03 (2)"));
        writeFile(dir.filePath(QStringLiteral("Trash Dash 2026-12-03 (2).json")), gameBytes("trash-dash", "", 0));
        QCOMPARE(model.suggestedName(QStringLiteral("Trash Dash"), when), QStringLiteral("Trash Dash 2026-12-03 (3)"));
    }
};

QTEST_GUILESS_MAIN(TestGameFolder)
#include "test_game_folder.moc"
