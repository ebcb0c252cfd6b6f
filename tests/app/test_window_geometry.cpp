// Window geometry: first run size, the minimum, and a round trip.
#include "settings/windowgeometry.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>

class TestWindowGeometry : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("geometry.ini"));
    }

    void init() { QSettings(m_file, QSettings::IniFormat).clear(); }

    void firstRunUsesDefaultSizeWithinTheScreen()
    {
        QSettings store(m_file, QSettings::IniFormat);
        QWindow window;
        critter::restoreWindowGeometry(window, store);
        QCOMPARE(window.minimumSize(), critter::kMinimumWindowSize);
        const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
        QCOMPARE(window.size(), critter::kDefaultWindowSize.boundedTo(available).expandedTo(critter::kMinimumWindowSize));
    }

    void roundTrip()
    {
        QSettings store(m_file, QSettings::IniFormat);
        QWindow first;
        first.setGeometry(QRect(20, 30, 1100, 700));
        critter::saveWindowGeometry(first, store);

        QWindow second;
        critter::restoreWindowGeometry(second, store);
        QCOMPARE(second.geometry(), QRect(20, 30, 1100, 700));
    }

    void tooSmallIsGrownToTheMinimum()
    {
        QSettings store(m_file, QSettings::IniFormat);
        store.setValue(QStringLiteral("window/geometry"), QRect(10, 10, 300, 200));
        QWindow window;
        critter::restoreWindowGeometry(window, store);
        QCOMPARE(window.size(), critter::kMinimumWindowSize);
    }

    void offEveryScreenIsRecentred()
    {
        QSettings store(m_file, QSettings::IniFormat);
        store.setValue(QStringLiteral("window/geometry"), QRect(-50000, -50000, 1100, 700));
        QWindow window;
        critter::restoreWindowGeometry(window, store);
        QVERIFY(QGuiApplication::primaryScreen()->availableGeometry().intersects(window.geometry()));
    }

private:
    QTemporaryDir m_dir;
    QString m_file;
};

QTEST_MAIN(TestWindowGeometry)
#include "test_window_geometry.moc"
