#include "appshell.h"
#include "nonetwork.h"
#include "restingpointer.h"

#include "../i18n/languageswitcher.h"
#include "../settings/appsettings.h"
#include "../settings/windowgeometry.h"
#include "../stats/statistics.h"
#include "savedgames.h"
#include "tablesession.h"

#include <QCoreApplication>
#include <QQuickWindow>
#include <QtQml/qqml.h>


AppShell::AppShell(QObject* parent)
    : QObject(parent), m_language(std::make_unique<LanguageSwitcher>(&m_engine))
{
    // Qt 6.4 does not search the resource root for modules, so subfolder
    // files that `import CritterTable` would not find its QML types.
    m_engine.addImportPath(QStringLiteral("qrc:/"));
    // Nothing a name or a file says makes the window fetch anything (nonetwork.h).
    nonetwork::install(m_engine);
    connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this, &AppShell::saveGeometry);
}

AppShell::~AppShell()
{
    saveGeometry();
    if (m_statistics && TableSession::recorder() == m_statistics)
        TableSession::setRecorder(nullptr);
}

bool AppShell::load()
{
    // Qt 6.4 has no loadFromModule; the module's files live under its URI.
    m_engine.load(QUrl(QStringLiteral("qrc:/CritterTable/Main.qml")));
    const auto roots = m_engine.rootObjects();
    m_window = roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(roots.first());
    if (!m_window)
        return false;

    // The module is registered now that Main.qml imported it.
    m_settings = m_engine.singletonInstance<AppSettings*>(qmlTypeId("CritterTable", 1, 0, "AppSettings"));
    if (!m_settings)
        return false;
    // Every table's finished games go to the statistics (<AppDataLocation>/stats.sqlite).
    m_statistics = m_engine.singletonInstance<Statistics*>(qmlTypeId("CritterTable", 1, 0, "Statistics"));
    if (m_statistics)
        TableSession::setRecorder(m_statistics);
    connect(m_settings, &AppSettings::languageChanged, this, &AppShell::applyLanguage);
    connect(m_settings, &AppSettings::fullScreenChanged, this, &AppShell::applyFullScreen);
    applyLanguage();

    // Qt 6.4 grows a list at every frame under a resting pointer (restingpointer.h).
    m_restingPointer = std::make_unique<RestingPointer>(m_window);

    // Main.qml starts hidden so the first frame already has the right size and language.
    critter::restoreWindowGeometry(*m_window, m_store);
    applyFullScreen();
    return true;
}

void AppShell::applyLanguage()
{
    if (!m_language->apply(m_settings->language()))
        qWarning("No translation for language '%s'", qPrintable(m_settings->language()));
    // Home's saved-game summaries are worded in C++: asked again in the
    // language now installed, at start-up too (Home is made before it).
    if (auto* saved = m_engine.singletonInstance<SavedGames*>(qmlTypeId("CritterTable", 1, 0, "SavedGames")))
        saved->refresh();
}

void AppShell::applyFullScreen()
{
    if (!m_window)
        return;
    if (m_settings->fullScreen()) {
        m_window->showFullScreen();
    } else if (m_window->windowStates() & Qt::WindowFullScreen) {
        m_window->showNormal();
    } else {
        m_window->show();
    }
}

void AppShell::saveGeometry()
{
    if (m_window && m_window->isVisible())
        critter::saveWindowGeometry(*m_window, m_store);
}
