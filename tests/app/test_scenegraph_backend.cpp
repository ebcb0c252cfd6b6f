// Which renderer draws the window (app/shell/scenegraphbackend.h): Qt Quick's
// software renderer on a machine with no GPU device, Qt's default with one,
// and the environment's own choice always first.
#include <QtTest>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include "shell/scenegraphbackend.h"

namespace {

void touch(const QString& path)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
}

// Clears the variables that decide before the devices do, for one test.
struct CleanEnvironment {
    CleanEnvironment()
    {
        for (const char* name : kNames)
            qunsetenv(name);
    }
    ~CleanEnvironment()
    {
        for (const char* name : kNames)
            qunsetenv(name);
    }
    static constexpr const char* kNames[] = {"QT_QUICK_BACKEND", "QSG_RHI_BACKEND", "LIBGL_ALWAYS_SOFTWARE"};
};

} // namespace

class TestScenegraphBackend : public QObject {
    Q_OBJECT
private slots:
    void test_noGpuDeviceDrawsWithTheSoftwareRenderer()
    {
        CleanEnvironment clean;
        QTemporaryDir dev;
        QVERIFY(!scenegraph::hasGpuDevice(dev.path()));
        const scenegraph::Choice choice = scenegraph::decide(dev.path());
        QVERIFY(choice.software);
        QVERIFY(choice.reason.contains(QStringLiteral("no GPU device")));
    }

    void test_aDrmDeviceKeepsQtsDefault_data()
    {
        QTest::addColumn<QString>("node");
        QTest::newRow("render node") << QStringLiteral("dri/renderD128");
        QTest::newRow("card") << QStringLiteral("dri/card0");
        QTest::newRow("nvidia") << QStringLiteral("nvidia0");
    }
    void test_aDrmDeviceKeepsQtsDefault()
    {
        QFETCH(QString, node);
        CleanEnvironment clean;
        QTemporaryDir dev;
        touch(dev.filePath(node));
        QVERIFY(scenegraph::hasGpuDevice(dev.path()));
        QVERIFY(!scenegraph::decide(dev.path()).software);
    }

    // A real GPU node is a character device, which QDir lists only as a
    // "system" entry: /dev/null is one on every Linux machine.
    void test_aCharacterDeviceIsSeen()
    {
        QVERIFY(scenegraph::hasNode(QStringLiteral("/dev"), {QStringLiteral("null")}));
        QVERIFY(!scenegraph::hasNode(QStringLiteral("/dev"), {QStringLiteral("no-such-node*")}));
    }

    void test_otherDeviceNodesAreNoGpu()
    {
        CleanEnvironment clean;
        QTemporaryDir dev;
        touch(dev.filePath(QStringLiteral("dri/by-path/readme")));
        touch(dev.filePath(QStringLiteral("nvidiactl-not-a-gpu")));
        touch(dev.filePath(QStringLiteral("tty0")));
        QVERIFY(!scenegraph::hasGpuDevice(dev.path()));
    }

    void test_theEnvironmentDecidesFirst()
    {
        CleanEnvironment clean;
        QTemporaryDir noGpu;
        qputenv("QT_QUICK_BACKEND", "rhi");
        QVERIFY(!scenegraph::decide(noGpu.path()).software);
        qunsetenv("QT_QUICK_BACKEND");
        qputenv("QSG_RHI_BACKEND", "opengl");
        QVERIFY(!scenegraph::decide(noGpu.path()).software);
        qunsetenv("QSG_RHI_BACKEND");
        qputenv("QT_QUICK_BACKEND", "");   // set but empty: Qt's default, so the devices decide
        QVERIFY(scenegraph::decide(noGpu.path()).software);
        qunsetenv("QT_QUICK_BACKEND");

        QTemporaryDir gpu;
        touch(gpu.filePath(QStringLiteral("dri/renderD128")));
        qputenv("LIBGL_ALWAYS_SOFTWARE", "1");
        QVERIFY(scenegraph::decide(gpu.path()).software);
    }
};

QTEST_APPLESS_MAIN(TestScenegraphBackend)
#include "test_scenegraph_backend.moc"
