// Runner for the QuickTest files: links the static CritterTable module and
// keeps the tests' settings away from the player's own.
#include <QCoreApplication>
#include <QQmlEngine>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(CritterTablePlugin)

class QuickTestSetup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("CritterTableTests"));
        QCoreApplication::setApplicationName(QStringLiteral("quicktest"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_config.path());
        // Autosaves go to a test folder, never the player's own.
        QStandardPaths::setTestModeEnabled(true);
        // The tests' moves play at once (no cancel window before a move undo cannot take back).
        QSettings().setValue(QStringLiteral("play/confirmMoves"), QStringLiteral("off"));
    }

    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // Qt 6.4 does not look for modules in the resource root by itself.
        engine->addImportPath(QStringLiteral("qrc:/"));
    }

private:
    QTemporaryDir m_config;
};

QUICK_TEST_MAIN_WITH_SETUP(critter_qml, QuickTestSetup)
#include "quick_test_main.moc"
