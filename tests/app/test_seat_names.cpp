// Issue 31: a seat's name is one line of visible text (seatname.h), at
// Setup and on loading any file, and the window's QML engine fetches
// nothing from outside (nonetwork.h).
#include <QEventLoop>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QQmlEngine>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include "gamelogmodel.h"
#include "nonetwork.h"
#include "pandapandasession.h"
#include "seatmodel.h"
#include "seatname.h"

namespace {
const QString kGrin = QString::fromUcs4(U"\U0001F600");   // one character, two UTF-16 units

QVariantMap person(const QString& name) { return {{"name", name}, {"kind", "person"}}; }
QVariantMap bot(const QString& name) { return {{"name", name}, {"kind", "bot"}, {"level", "random"}}; }
} // namespace

class TestSeatNames : public QObject
{
    Q_OBJECT

private slots:
    void aLineBreakBecomesASpace()
    {
        QCOMPARE(seatname::clean(QStringLiteral("Ana\nBob")), QStringLiteral("Ana Bob"));
        QCOMPARE(seatname::clean(QStringLiteral("Ana\r\nBob")), QStringLiteral("Ana  Bob"));
        QCOMPARE(seatname::clean(QStringLiteral("Ana\u2028Bob\u2029")), QStringLiteral("Ana Bob"));
        QCOMPARE(seatname::clean(QStringLiteral("\tAna\n")), QStringLiteral("Ana"));
        QVERIFY(seatname::typed(QStringLiteral("Ana\nBob")).removed);
    }

    void controlCharactersAndNulAreTakenOut()
    {
        const QString withNul = QStringLiteral("An") + QChar(0) + QStringLiteral("a");
        QCOMPARE(withNul.size(), 4);
        QCOMPARE(seatname::clean(withNul), QStringLiteral("Ana"));
        QCOMPARE(seatname::clean(QStringLiteral("A\x1b[31mna\x7f\u0085")), QStringLiteral("A[31mna"));
        QCOMPARE(seatname::clean(QStringLiteral("Ana\u009b")), QStringLiteral("Ana"));
        QVERIFY(seatname::typed(withNul).removed);
        QVERIFY(!seatname::typed(QStringLiteral("Ana")).removed);
        QVERIFY(!seatname::typed(QStringLiteral("Ana")).cut);
    }

    void writingDirectionMarksAreTakenOut()
    {
        // U+202E shows "evil" as "live".
        QCOMPARE(seatname::clean(QStringLiteral("\u202Elive")), QStringLiteral("live"));
        for (char16_t mark : {u'\u202A', u'\u202B', u'\u202C', u'\u202D', u'\u202E', u'\u2066', u'\u2067',
                              u'\u2068', u'\u2069', u'\u200E', u'\u200F', u'\u061C'}) {
            const QString name = QStringLiteral("a") + QChar(mark) + QStringLiteral("b");
            QCOMPARE(seatname::clean(name), QStringLiteral("ab"));
        }
        // Letters of right-to-left scripts and a zero-width joiner inside an emoji stay.
        QCOMPARE(seatname::clean(QStringLiteral("שלום")), QStringLiteral("שלום"));
        const QString family = QString::fromUcs4(U"\U0001F468\u200D\U0001F469");
        QCOMPARE(seatname::clean(family), family);
    }

    void theLimitCountsCharactersAndNeverCutsAPair()
    {
        // Twenty emoji are forty UTF-16 units and still a whole name.
        const QString twenty = kGrin.repeated(20);
        QCOMPARE(twenty.size(), 40);
        QCOMPARE(seatname::clean(twenty), twenty);
        QVERIFY(!seatname::typed(twenty).cut);
        // The 21st goes whole; nothing is left of it.
        QCOMPARE(seatname::clean(twenty + kGrin), twenty);
        QVERIFY(seatname::typed(twenty + kGrin).cut);
        // Nineteen letters and an emoji: the emoji is the 20th character and stays.
        const QString mixed = QString(19, QLatin1Char('a')) + kGrin;
        QCOMPARE(seatname::clean(mixed), mixed);
        QCOMPARE(seatname::clean(mixed + QStringLiteral("b")), mixed);
        // Twenty letters and an emoji: the emoji goes whole, no half pair left.
        const QString letters = QString(20, QLatin1Char('a'));
        QCOMPARE(seatname::clean(letters + kGrin), letters);
        // A lone half of a pair is not a character at all.
        QCOMPARE(seatname::clean(QStringLiteral("a") + QChar(0xD83D) + QStringLiteral("b")), QStringLiteral("ab"));
        QCOMPARE(seatname::clean(QStringLiteral("a") + QChar(0xDE00)), QStringLiteral("a"));
        // Taken out characters do not count.
        QCOMPARE(seatname::clean(QString(30, QChar(0x202E)) + letters), letters);
    }

    void markupIsKeptAsText()
    {
        // Plain text on screen shows it as typed; cleaning is not escaping.
        QCOMPARE(seatname::clean(QStringLiteral("<b>x</b>")), QStringLiteral("<b>x</b>"));
    }

    void setupsFieldSaysWhatWasTakenOut()
    {
        SeatNames names;
        const QVariantMap clean = names.typed(QStringLiteral("Ana "));
        QCOMPARE(clean.value("name").toString(), QStringLiteral("Ana "));   // no trimming while typing
        QCOMPARE(clean.value("note").toString(), QString());
        const QVariantMap broken = names.typed(QStringLiteral("Ana\n\u202EBob"));
        QCOMPARE(broken.value("name").toString(), QStringLiteral("Ana Bob"));
        QVERIFY(broken.value("note").toString().contains(QStringLiteral("taken out")));
        const QVariantMap longName = names.typed(QString(25, QLatin1Char('x')));
        QCOMPARE(longName.value("name").toString(), QString(20, QLatin1Char('x')));
        QVERIFY(longName.value("note").toString().contains(QStringLiteral("20")));
    }

    void seatsFromSetupAreCleaned()
    {
        const std::vector<SeatSpec> seats =
            SeatModel::fromVariant({person(QStringLiteral("Ana\nBob\u202E")), bot(QString(1, QChar(0)))});
        QCOMPARE(seats.at(0).name, QStringLiteral("Ana Bob"));
        QCOMPARE(seats.at(1).name, QStringLiteral("Bot 2"));   // nothing visible left: the default
    }

    // One place names a seat nobody named: Setup shows it, a table fills it in.
    void emptyNamesGetTheirKindsDefault()
    {
        const std::vector<SeatSpec> seats = SeatModel::fromVariant(
            {person({}), bot({}), QVariantMap{{"name", QString()}, {"kind", "cpu"}}, QVariantMap{{"kind", "remote"}}});
        QCOMPARE(seats.at(0).name, QStringLiteral("Player 1"));
        QCOMPARE(seats.at(1).name, QStringLiteral("Bot 2"));
        QCOMPARE(seats.at(2).name, QStringLiteral("CPU racer 3"));
        QCOMPARE(seats.at(3).name, QStringLiteral("Player 4"));
        SeatNames names;
        QCOMPARE(names.defaultName(QStringLiteral("cpu"), 3), seats.at(2).name);
    }

    // A file's names, on load: cleaned, and the log says so.
    void namesInAFileAreCleanedOnLoad()
    {
        QTemporaryDir dir;
        PandaPandaSession made;
        made.setAutosaveDir(dir.path());
        made.setStepMs(0);
        made.setBotPaceMs(0);
        made.start({person(QStringLiteral("Ana")), bot(QStringLiteral("Bo")), bot(QStringLiteral("Cy"))}, 7);
        made.leave();
        std::string text = made.saveText();
        const auto swap = [&text](const std::string& from, const std::string& to) {
            const auto at = text.find(from);
            QVERIFY(at != std::string::npos);
            text.replace(at, from.size(), to);
        };
        swap("\"Ana\"", "\"An\\u0000a\\nline\\u202Eevil\"");
        swap("\"Bo\"", "\"" + QString(25, QLatin1Char('y')).toStdString() + "\"");

        PandaPandaSession loaded;
        loaded.setAutosaveDir(dir.path());
        loaded.setStepMs(0);
        loaded.setBotPaceMs(0);
        QString error;
        QVERIFY2(loaded.loadText(text, &error), qPrintable(error));
        QCOMPARE(loaded.names(), (QStringList{QStringLiteral("Ana lineevil"), QString(20, QLatin1Char('y')),
                                              QStringLiteral("Cy")}));
        const QStringList log = loaded.log()->texts();
        QVERIFY2(std::any_of(log.begin(), log.end(), [](const QString& line) { return line.contains(QStringLiteral("cleaned up")); }),
                 qPrintable(log.join(QLatin1Char('|'))));
        // A file with clean names says nothing of the kind.
        PandaPandaSession plain;
        plain.setAutosaveDir(dir.path());
        QVERIFY(plain.loadText(made.saveText(), &error));
        const QStringList plainLog = plain.log()->texts();
        QVERIFY(std::none_of(plainLog.begin(), plainLog.end(), [](const QString& line) { return line.contains(QStringLiteral("cleaned up")); }));
    }

    // The engine's network manager refuses a loopback address: the server
    // sees no connection, and the reply fails at once.
    void theEngineFetchesNothing()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        int connections = 0;
        connect(&server, &QTcpServer::newConnection, this, [&] {
            ++connections;
            delete server.nextPendingConnection();
        });
        QQmlEngine engine;
        nonetwork::install(engine);
        QNetworkAccessManager* manager = engine.networkAccessManager();
        QVERIFY(manager);
        const int before = nonetwork::RefusingManager::refusedCount();
        for (const QString& url : {QStringLiteral("http://127.0.0.1:%1/img.png").arg(server.serverPort()),
                                   QStringLiteral("file:///etc/hostname")}) {
            std::unique_ptr<QNetworkReply> reply(manager->get(QNetworkRequest(QUrl(url))));
            QSignalSpy finished(reply.get(), &QNetworkReply::finished);
            QVERIFY(finished.wait(2000));
            QCOMPARE(reply->error(), QNetworkReply::ContentAccessDenied);
            QCOMPARE(reply->readAll(), QByteArray());
        }
        QTest::qWait(50);
        QCOMPARE(connections, 0);
        QVERIFY(!server.hasPendingConnections());
        QCOMPARE(nonetwork::RefusingManager::refusedCount(), before + 2);
        // Our own resources still load.
        std::unique_ptr<QNetworkReply> own(manager->get(QNetworkRequest(QUrl(QStringLiteral("qrc:/CritterTable/Main.qml")))));
        QSignalSpy done(own.get(), &QNetworkReply::finished);
        QVERIFY(done.wait(2000) || own->isFinished());
        QCOMPARE(own->error(), QNetworkReply::NoError);
        QVERIFY(own->readAll().contains("ApplicationWindow"));
    }
};

QTEST_MAIN(TestSeatNames)
#include "test_seat_names.moc"
