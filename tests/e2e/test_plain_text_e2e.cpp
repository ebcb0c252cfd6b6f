// Issue 31, through the real window. Game files whose seat names and file
// names hold markup (<b>, <a href>, <img src>), and whose description and,
// in one file, an action hold <img src="http://127.0.0.1:PORT/..."> (a local
// test server counting connections) and <img src="file:///FIFO">: Open lists
// them, each game opens at its table, Home's tile shows who sat there after
// Leave, games finished by clicks (Panda Panda, Trash Dash) show them in
// their results, Statistics shows recorded names, and the refused action is
// quoted in the notice. Everywhere the text shows as typed (every visible
// Text that holds a "<" is plain text), every image comes from the app's resources
// (qrc:), the server gets no connection and no one opens the FIFO (a read
// of it would hang the window for ever; the watch lets such a reader go, so
// the test ends either way). And Setup takes a pasted name with a line break
// and U+202E as one line of visible text, saying so under the field; the
// 20-character limit counts an emoji as one.
#include "e2e_window.h"
#include "shell/appshell.h"
#include "shell/launchoptions.h"

#include "finishedgame.h"
#include "pandapandasession.h"
#include "savedgames.h"
#include "statistics.h"
#include "trashdashsession.h"
#include "trashpandassession.h"

#include <QClipboard>
#include <QRegularExpression>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <atomic>
#include <chrono>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

using e2e::findItem;

namespace {

// Whoever opens the FIFO to read it is found out, and let go: a writer
// opening it without waiting succeeds only while a reader has it open, and
// closing at once gives that reader an end of file instead of a hang.
class FifoWatch
{
public:
    explicit FifoWatch(QByteArray path) : m_path(std::move(path))
    {
        m_thread = std::thread([this] {
            while (!m_stop.load()) {
                const int fd = ::open(m_path.constData(), O_WRONLY | O_NONBLOCK);
                if (fd >= 0) {
                    m_opened.store(true);
                    ::close(fd);
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
        });
    }
    ~FifoWatch()
    {
        m_stop.store(true);
        m_thread.join();
    }
    bool opened() const { return m_opened.load(); }

private:
    QByteArray m_path;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_opened{false};
    std::thread m_thread;
};

struct GameCase {
    QString id;
    QString table;   // the table screen's objectName
    QStringList kinds;
};

const QList<GameCase> kGames = {
    {QStringLiteral("panda-panda"), QStringLiteral("pandaPandaTable"), {"person", "bot", "bot"}},
    {QStringLiteral("trash-pandas"), QStringLiteral("trashPandasTable"), {"person", "bot", "bot"}},
    {QStringLiteral("trash-dash"), QStringLiteral("trashDashTable"), {"person", "bot", "cpu"}},
};

// Names that fit the 20-character limit, each markup a rich text would eat.
const QStringList kNames = {QStringLiteral("<b>x</b>"), QStringLiteral("<a href=x>y</a>"), QStringLiteral("<img src=x.png>")};

} // namespace

class TestPlainTextE2E : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        QVERIFY(m_work.isValid());
        e2e::useTestSettings(m_config, QStringLiteral("e2e-plain-text"));
        LaunchOptions::set(31, {});
        QDir(SavedGames::defaultFolder()).removeRecursively();
        m_games = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
        QDir(m_games).removeRecursively();
        QVERIFY(QDir().mkpath(m_games));

        QVERIFY(m_server.listen(QHostAddress::LocalHost));
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server.nextPendingConnection()) {
                ++m_connections;
                socket->deleteLater();
            }
        });
        m_fifo = m_work.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(m_fifo).constData(), 0600), 0);
        m_watch = std::make_unique<FifoWatch>(QFile::encodeName(m_fifo));

        const QString server = QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort());
        m_description = QStringLiteral("<b>bold</b> <a href=\"%1/a\">y</a> <img src=\"%1/img.png\"> <img src=\"file://%2\">")
                            .arg(server, m_fifo);
        for (const GameCase& game : kGames)
            writeGame(game);
        // A file the reader refuses, quoting its action: the reason shows the quote as typed.
        m_action = QStringLiteral("<img src=\"%1/action.png\"><img src=\"file://%2\">").arg(server, m_fifo);
        QJsonObject refused = QJsonDocument::fromJson(QByteArray::fromStdString(made(kGames.first()))).object();
        refused.insert(QStringLiteral("actions"), QJsonArray{m_action});
        writeFile(QStringLiteral("refused.json"), refused);

        e2e::startWindow(m_shell);
    }

    void cleanupTestCase()
    {
        m_shell.reset();
        m_watch.reset();
    }

    void the_open_list_shows_file_names_names_and_descriptions_as_typed()
    {
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(item(QStringLiteral("openFileButton")));
        QObject* dialog = nullptr;
        QTRY_VERIFY((dialog = screen()->findChild<QObject*>(QStringLiteral("openDialog"))) && dialog->property("opened").toBool());
        QQuickItem* list = item(QStringLiteral("gameFileList"));
        QTRY_COMPARE(list->property("count").toInt(), kGames.size() + 1);
        for (const GameCase& game : kGames) {
            QQuickItem* row = item(QStringLiteral("gameFile-") + fileBase(game));
            QVERIFY2(row, qPrintable(fileBase(game)));
            // The list is short enough to show every row at once.
            QTRY_VERIFY(row->isVisible());
            // (The description shows where the file's progress cannot be worded; then as typed too.)
            showsLiterally(row, {fileBase(game), kNames.join(QStringLiteral(", "))}, game.id);
        }
        QTest::keyClick(m_shell->window(), Qt::Key_Escape);
        QTRY_VERIFY(!dialog->property("opened").toBool());
        nothingFetched();
    }

    // Opening a file whose action is refused: the notice quotes the action as typed.
    void a_refusal_quotes_the_hostile_action_as_typed()
    {
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(item(QStringLiteral("openFileButton")));
        QObject* dialog = nullptr;
        QTRY_VERIFY((dialog = screen()->findChild<QObject*>(QStringLiteral("openDialog"))) && dialog->property("opened").toBool());
        QQuickItem* row = nullptr;
        QTRY_VERIFY(e2e::shown(row = item(QStringLiteral("gameFile-refused"))));
        click(row);
        QQuickItem* open = item(QStringLiteral("fileDialogAccept"));
        QTRY_VERIFY(open->isEnabled());
        click(open);
        QQuickItem* notice = nullptr;
        QTRY_VERIFY(e2e::shown(notice = item(QStringLiteral("notice"))));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QVERIFY2(notice->property("text").toString().contains(m_action), qPrintable(notice->property("text").toString()));
        showsLiterally(notice, {m_action}, QStringLiteral("the notice"));
        nothingFetched();
        click(notice);   // read: out of the way
        QTRY_VERIFY(!notice->isVisible());
    }

    void each_table_and_home_show_the_names_as_typed_data() { gameData(); }
    void each_table_and_home_show_the_names_as_typed()
    {
        QFETCH(int, index);
        const GameCase& game = kGames.at(index);
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        // Open, the file's row, Open: the table.
        click(item(QStringLiteral("openFileButton")));
        QObject* dialog = nullptr;
        QTRY_VERIFY((dialog = screen()->findChild<QObject*>(QStringLiteral("openDialog"))) && dialog->property("opened").toBool());
        QQuickItem* row = nullptr;
        QTRY_VERIFY(e2e::shown(row = item(QStringLiteral("gameFile-") + fileBase(game))));
        click(row);
        QQuickItem* open = item(QStringLiteral("fileDialogAccept"));
        QTRY_VERIFY(open->isEnabled());
        click(open);
        QTRY_COMPARE(currentScreen(), game.table);
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QTRY_VERIFY(!session->property("busy").toBool());
        QCOMPARE(session->property("names").toStringList(), kNames);
        // The seats (and the log, the banner, "… is thinking") show each name as typed.
        QTRY_VERIFY(e2e::reachable(m_shell->window(), item(QStringLiteral("leaveButton"))));
        showsLiterally(screen(), kNames, game.table);
        // The window's shared tooltip (a seat's plate shows a long name in it) is plain too.
        QObject* tip = m_shell->engine().property("_q_QQuickToolTip").value<QObject*>();
        QVERIFY2(tip, "the shared ToolTip was made when the window loaded");
        QObject* tipText = tip->property("contentItem").value<QObject*>();
        QVERIFY(tipText);
        QCOMPARE(tipText->property("textFormat").toInt(), int(Qt::PlainText));
        nothingFetched();

        // Leave: Home's tile says who sat there, as typed.
        click(item(QStringLiteral("leaveButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        QQuickItem* tile = item(QStringLiteral("gameTile-") + game.id);
        QQuickItem* names = nullptr;
        QTRY_VERIFY(e2e::shown(names = findItem(tile, QStringLiteral("tileSavedNames"))));
        QCOMPARE(names->property("text").toString(), kNames.join(QStringLiteral(", ")));
        showsLiterally(tile, {kNames.join(QStringLiteral(", "))}, QStringLiteral("Home's tile"));
        nothingFetched();
    }

    // The results: a Panda Panda game one call from its end (a scenario with
    // the seats' names as markup), opened from Open and finished by a click;
    // the results box shows every name as typed. (A name is cut to 20
    // characters on load, so the server's address does not survive in it:
    // the description keeps it whole.)
    void the_panda_panda_results_show_the_names_as_typed()
    {
        const QString longName = QStringLiteral("<img src=http://127.0.0.1:%1/r.png>").arg(m_server.serverPort());
        const QStringList names = {kNames.at(0), longName, kNames.at(1)};
        const QStringList shownNames = {kNames.at(0), longName.left(20), kNames.at(1)};
        QJsonArray seats;
        for (int i = 0; i < names.size(); ++i) {
            QJsonObject seat{{QStringLiteral("name"), names.at(i)}, {QStringLiteral("kind"), i == 0 ? "person" : "bot"}};
            if (i > 0)
                seat.insert(QStringLiteral("level"), QStringLiteral("random"));
            seats << seat;
        }
        const auto letters = [](const char* text) {
            QJsonArray out;
            for (const char* c = text; *c; ++c)
                out << QString(QLatin1Char(*c));
            return out;
        };
        // Seat 0 wins round 1 with BBBBB, sheds a D in round 2 and holds CCCC: its call wins the game.
        const QJsonObject doc{
            {QStringLiteral("format"), QStringLiteral("critter-table")},
            {QStringLiteral("game"), QStringLiteral("panda-panda")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("description"), m_description},
            {QStringLiteral("setup"), QJsonObject{{QStringLiteral("players"), 3},
                                                  {QStringLiteral("seed"), 11},
                                                  {QStringLiteral("first"), 0},
                                                  {QStringLiteral("deck"), letters("BBBBBACDEFAACDE")},
                                                  {QStringLiteral("round_decks"), QJsonArray{letters("CCCCDABBEFAABDEAA")}}}},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("actions"), QJsonArray{"call", "discard D", "draw deck", "draw deck"}},
        };
        writeFile(QStringLiteral("near the end.json"), doc);

        openListed(QStringLiteral("near the end"), QStringLiteral("pandaPandaTable"));
        if (QTest::currentTestFailed())
            return;
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QTRY_VERIFY(session->property("canCall").toBool() && !session->property("busy").toBool());
        QCOMPARE(session->property("names").toStringList(), shownNames);

        // The call, by its button: the game ends and the results show.
        QQuickItem* call = nullptr;
        QTRY_VERIFY(e2e::reachable(m_shell->window(), call = item(QStringLiteral("ppChoice-call"))));
        click(call);
        QQuickItem* results = nullptr;
        QTRY_VERIFY(e2e::shown(results = item(QStringLiteral("gameEnd"))));
        QVERIFY(session->property("over").toBool());
        showsLiterally(results, shownNames, QStringLiteral("the results"));
        nothingFetched();

        // Look at the table, then Leave: Home (a finished game leaves nothing to continue).
        click(findItem(results, QStringLiteral("lookAtTableButton")));
        QTRY_VERIFY(!results->isVisible());
        QTRY_VERIFY(e2e::reachable(m_shell->window(), item(QStringLiteral("leaveButton"))));
        click(item(QStringLiteral("leaveButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        nothingFetched();
    }

    // Trash Dash's results: the Downtown Tournament scenario two moves from
    // its end, the person in seat 1 (whose moves they are), finished by clicks.
    void the_trash_dash_results_show_the_names_as_typed()
    {
        QFile scenario(QStringLiteral(CRITTER_SCENARIO_DIR "/trashdash/full_tournament_3p.json"));
        QVERIFY(scenario.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(scenario.readAll()).object();
        QJsonArray actions = doc.value(QStringLiteral("actions")).toArray();
        QVERIFY(actions.size() > 2);
        const QStringList last = {actions.at(actions.size() - 2).toString(), actions.at(actions.size() - 1).toString()};
        actions.removeLast();
        actions.removeLast();
        const QString longName = QStringLiteral("<img src=http://127.0.0.1:%1/t.png>").arg(m_server.serverPort());
        const QStringList shownNames = {kNames.at(0), longName.left(20), kNames.at(1)};
        doc.insert(QStringLiteral("actions"), actions);
        doc.remove(QStringLiteral("expect"));
        doc.insert(QStringLiteral("description"), m_description);
        doc.insert(QStringLiteral("seats"),
                   QJsonArray{QJsonObject{{"name", kNames.at(0)}, {"kind", "bot"}, {"level", "random"}},
                              QJsonObject{{"name", longName}, {"kind", "person"}},
                              QJsonObject{{"name", kNames.at(1)}, {"kind", "cpu"}}});
        writeFile(QStringLiteral("race near the end.json"), doc);

        openListed(QStringLiteral("race near the end"), QStringLiteral("trashDashTable"));
        if (QTest::currentTestFailed())
            return;
        QObject* session = screen()->property("session").value<QObject*>();
        QVERIFY(session);
        QCOMPARE(session->property("names").toStringList(), shownNames);
        // The file's last two moves, by their buttons.
        for (const QString& action : last) {
            QTRY_VERIFY(session->property("myDecision").toBool() && !session->property("busy").toBool());
            QStringList offered;
            for (const QVariant& choice : e2e::offeredChoices(session))
                offered << choice.toMap().value(QStringLiteral("choiceId")).toString();
            QQuickItem* button = nullptr;
            QTRY_VERIFY2(e2e::reachable(m_shell->window(),
                                        button = item(QStringLiteral("tdChoice-") + QString(action).replace(QLatin1Char(' '), QLatin1Char('-')))),
                         qPrintable(action + QStringLiteral(" among ") + offered.join(QStringLiteral(", "))));
            click(button);
        }
        QQuickItem* results = nullptr;
        QTRY_VERIFY(e2e::shown(results = item(QStringLiteral("tdStandings"))));
        QVERIFY(session->property("over").toBool());
        showsLiterally(results, shownNames, QStringLiteral("Trash Dash's results"));
        nothingFetched();

        click(findItem(results, QStringLiteral("tdLookAtTable")));
        QTRY_VERIFY(!results->isVisible());
        QTRY_VERIFY(e2e::reachable(m_shell->window(), item(QStringLiteral("leaveButton"))));
        click(item(QStringLiteral("leaveButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        nothingFetched();
    }

    void statistics_show_recorded_names_as_typed()
    {
        // Names kept in the database from before: shown as typed, on one line.
        FinishedGame game;
        game.gameId = QStringLiteral("trash-pandas");
        game.finishedAt = QDateTime::currentDateTimeUtc();
        game.moves = 40;
        const QString longName = QStringLiteral("<img src=\"http://127.0.0.1:%1/s.png\">").arg(m_server.serverPort());
        game.seats = {{kNames.at(0), QStringLiteral("person"), {}, 30, true},
                      {longName + QStringLiteral("\n\u202Eevil"), QStringLiteral("person"), {}, 20, false}};
        static_cast<void>(m_shell->statistics()->recordGame(game));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(item(QStringLiteral("statisticsButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("statisticsScreen"));
        click(findItem(screen(), QStringLiteral("segment-trash-pandas")));
        QQuickItem* person = nullptr;
        QTRY_VERIFY(e2e::shown(person = findItem(screen(), QStringLiteral("statsPersonName"))));
        QTRY_COMPARE(person->property("text").toString(), kNames.at(0));
        showsLiterally(screen(), {kNames.at(0), longName.left(20)}, QStringLiteral("Statistics"));
        // The other person's name, cleaned: one line, no writing-direction mark.
        QQuickItem* other = findItem(screen(), [&](QQuickItem* it) {
            return it->inherits("QQuickText") && it->property("text").toString().startsWith(longName.left(20));
        });
        QVERIFY(other);
        QCOMPARE(other->property("text").toString(), longName.left(20));
        click(findItem(screen(), QStringLiteral("backButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        nothingFetched();
    }

    // Setup: a pasted name with a line break and U+202E becomes one line of
    // visible text, and the card says so; the limit counts characters.
    void setup_takes_a_name_as_one_line_and_says_so()
    {
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(item(QStringLiteral("newGameButton-panda-panda")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("setupScreen"));
        QQuickItem* card = findItem(screen(), QStringLiteral("seatCard-0"));
        QVERIFY(card);
        QQuickItem* field = findItem(card, QStringLiteral("seatName"));
        QQuickItem* note = findItem(card, QStringLiteral("seatNameNote"));
        QVERIFY(field && note);
        QVERIFY(!note->isVisible());
        click(field);
        QTRY_VERIFY(field->hasActiveFocus());
        QTest::keyClick(m_shell->window(), Qt::Key_A, Qt::ControlModifier);
        QGuiApplication::clipboard()->setText(QStringLiteral("Ana\nBob\u202Elive"));
        QTest::keyClick(m_shell->window(), Qt::Key_V, Qt::ControlModifier);
        QTRY_COMPARE(field->property("text").toString(), QStringLiteral("Ana Boblive"));
        QTRY_VERIFY(note->isVisible());
        QVERIFY(note->property("text").toString().contains(QStringLiteral("taken out")));
        QCOMPARE(note->property("textFormat").toInt(), int(Qt::PlainText));
        QQuickItem* editor = findItem(screen(), QStringLiteral("seatEditor"));
        QCOMPARE(seatNameInEditor(editor), QStringLiteral("Ana Boblive"));

        // Twenty emoji fit (forty UTF-16 units); a 21st is refused whole, and the card says why.
        const QString grin = QString::fromUcs4(U"\U0001F600");
        QTest::keyClick(m_shell->window(), Qt::Key_A, Qt::ControlModifier);
        QGuiApplication::clipboard()->setText(grin.repeated(21));
        QTest::keyClick(m_shell->window(), Qt::Key_V, Qt::ControlModifier);
        QTRY_COMPARE(field->property("text").toString(), grin.repeated(20));
        QVERIFY(note->property("text").toString().contains(QStringLiteral("20")));
        QCOMPARE(seatNameInEditor(editor), grin.repeated(20));
        // A plain edit clears the note.
        QTest::keyClick(m_shell->window(), Qt::Key_Backspace);
        QTRY_VERIFY(!note->isVisible());
        QCOMPARE(field->property("text").toString(), grin.repeated(19));
        click(findItem(screen(), QStringLiteral("backButton")));
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
    }

private:
    void gameData()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < kGames.size(); ++i)
            QTest::newRow(qPrintable(kGames.at(i).id)) << i;
    }

    // Home's Open, the listed file named base, Open; when an earlier case
    // left a game of its kind unfinished, "Open this file". Its table shows.
    void openListed(const QString& base, const QString& table)
    {
        QTRY_COMPARE(currentScreen(), QStringLiteral("homeScreen"));
        click(item(QStringLiteral("openFileButton")));
        QObject* dialog = nullptr;
        QTRY_VERIFY((dialog = screen()->findChild<QObject*>(QStringLiteral("openDialog"))) && dialog->property("opened").toBool());
        QQuickItem* row = nullptr;
        QTRY_VERIFY(e2e::shown(row = item(QStringLiteral("gameFile-") + base)));
        click(row);
        QQuickItem* open = item(QStringLiteral("fileDialogAccept"));
        QTRY_VERIFY(open->isEnabled());
        click(open);
        QQuickItem* replace = nullptr;
        QTRY_VERIFY(currentScreen() == table || e2e::shown(replace = item(QStringLiteral("replaceUnfinishedButton"))));
        if (replace)
            click(replace);
        QTRY_COMPARE(currentScreen(), table);
    }

    static QString fileBase(const GameCase& game) { return QStringLiteral("<b>bold<u>under ") + game.id; }

    // A fresh game of this kind as its session saves it (the seats' kinds as given).
    static std::string made(const GameCase& game)
    {
        QVariantList seats;
        for (int i = 0; i < game.kinds.size(); ++i)
            seats << e2e::seat(QStringLiteral("Seat %1").arg(i + 1), game.kinds.at(i), QStringLiteral("random"));
        std::unique_ptr<TableSession> session;
        if (game.id == QLatin1String("panda-panda"))
            session = std::make_unique<PandaPandaSession>();
        else if (game.id == QLatin1String("trash-pandas"))
            session = std::make_unique<TrashPandasSession>();
        else
            session = std::make_unique<TrashDashSession>();
        session->setAutosaveDir(QString());
        session->setBotPaceMs(0);
        session->start(seats, 31);
        session->leave();
        return session->saveText();
    }

    void writeGame(const GameCase& game)
    {
        QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(made(game))).object();
        QJsonArray seats = doc.value(QStringLiteral("seats")).toArray();
        QCOMPARE(seats.size(), kNames.size());
        for (int i = 0; i < seats.size(); ++i) {
            QJsonObject seat = seats.at(i).toObject();
            seat.insert(QStringLiteral("name"), kNames.at(i));
            seats[i] = seat;
        }
        doc.insert(QStringLiteral("seats"), seats);
        doc.insert(QStringLiteral("description"), m_description);
        doc.insert(QStringLiteral("actions"), QJsonArray());
        writeFile(fileBase(game) + QStringLiteral(".json"), doc);
    }

    void writeFile(const QString& name, const QJsonObject& doc)
    {
        QFile file(m_games + QLatin1Char('/') + name);
        QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(file.errorString()));
        file.write(QJsonDocument(doc).toJson());
    }

    static QString seatNameInEditor(QQuickItem* editor)
    {
        QVariant seats;
        QMetaObject::invokeMethod(editor, "seats", Q_RETURN_ARG(QVariant, seats));
        return seats.toList().value(0).toMap().value(QStringLiteral("name")).toString();
    }

    // Under root: every visible Text that holds a "<" is plain text, and each
    // of wanted shows, as typed, in one of them. Every image comes from the
    // app's own resources, or is one the app draws itself (the soft shadows'
    // nine-patches, image://crittershadow/<corner>/<elevation>/<tint>: numbers only;
    // our own SVG art, image://critterart/<fill>/<name>: a name of letters and dashes).
    void showsLiterally(QQuickItem* root, const QStringList& wanted, const QString& where)
    {
        QList<QQuickItem*> texts;
        QList<QQuickItem*> images;
        collectTexts(root, texts, images);
        for (QQuickItem* image : std::as_const(images)) {
            const QUrl source = image->property("source").toUrl();
            static const QRegularExpression drawnShadow(QStringLiteral("^image://crittershadow/[0-9.]+/[0-9.]+/[0-9a-f]{6}$"));
            static const QRegularExpression drawnArt(QStringLiteral("^image://critterart/(fit|crop|stretch)/[a-z0-9-]+$"));
            QVERIFY2(source.isEmpty() || source.scheme() == QLatin1String("qrc") || drawnShadow.match(source.toString()).hasMatch()
                         || drawnArt.match(source.toString()).hasMatch(),
                     qPrintable(QStringLiteral("%1: %2 shows %3").arg(where, e2e::hit::describe(image), source.toString())));
        }
        for (QQuickItem* text : std::as_const(texts)) {
            const QString shown = text->property("text").toString();
            if (shown.contains(QLatin1Char('<')))
                QVERIFY2(text->property("textFormat").toInt() == int(Qt::PlainText),
                         qPrintable(QStringLiteral("%1: %2 shows \"%3\" as markup").arg(where, e2e::hit::describe(text), shown)));
        }
        for (const QString& want : wanted) {
            const bool found = std::any_of(texts.cbegin(), texts.cend(), [&](const QQuickItem* text) {
                return text->property("text").toString().contains(want);
            });
            QVERIFY2(found, qPrintable(QStringLiteral("%1: no visible text shows \"%2\"").arg(where, want)));
        }
    }

    static void collectTexts(QQuickItem* item, QList<QQuickItem*>& texts, QList<QQuickItem*>& images)
    {
        if (!item || !item->isVisible())
            return;
        if (item->inherits("QQuickText"))
            texts << item;
        if (item->inherits("QQuickImageBase"))
            images << item;
        for (QQuickItem* child : item->childItems())
            collectTexts(child, texts, images);
    }

    void nothingFetched()
    {
        QTest::qWait(100);   // a request on its way would have arrived
        QCOMPARE(m_connections, 0);
        QVERIFY(!m_server.hasPendingConnections());
        QVERIFY2(!m_watch->opened(), "the window opened the FIFO");
    }

    QQuickItem* root() const { return m_shell->window()->contentItem(); }
    QQuickItem* item(const QString& name) const { return findItem(root(), name); }
    QQuickItem* screen() const { return e2e::screenOf(item(QStringLiteral("screenStack"))); }
    QString currentScreen() const { return e2e::nameOf(screen()); }
    void click(QQuickItem* target, double fx = 0.5) { e2e::click(m_shell->window(), target, fx); }

    QTemporaryDir m_config;
    QTemporaryDir m_work;
    QString m_games;
    QString m_fifo;
    QString m_description;
    QString m_action;
    QTcpServer m_server;
    int m_connections = 0;
    std::unique_ptr<FifoWatch> m_watch;
    std::unique_ptr<AppShell> m_shell;
};

QTEST_MAIN(TestPlainTextE2E)
#include "test_plain_text_e2e.moc"
