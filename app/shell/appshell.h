#pragma once

#include <QObject>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QSettings>
#include <QTimer>

#include <memory>

class AppSettings;
class LanguageSwitcher;
class RestingPointer;
class Statistics;

// The window as a whole: loads qml/Main.qml from the CritterTable module,
// keeps the language and full-screen setting applied, remembers where
// the window was, and has every finished game recorded in the statistics. main() and the end-to-end test both start the app this way.
class AppShell : public QObject
{
    Q_OBJECT

public:
    explicit AppShell(QObject* parent = nullptr);
    ~AppShell() override;

    // Loads and shows the main window; false if QML failed to load.
    bool load();

    QQmlApplicationEngine& engine() { return m_engine; }
    QQuickWindow* window() const { return m_window; }
    AppSettings* settings() const { return m_settings; }
    Statistics* statistics() const { return m_statistics; }

private:
    void applyLanguage();
    void applyFullScreen();
    void saveGeometry();

    QQmlApplicationEngine m_engine;
    std::unique_ptr<LanguageSwitcher> m_language;
    std::unique_ptr<RestingPointer> m_restingPointer;
    QPointer<QQuickWindow> m_window;
    AppSettings* m_settings = nullptr; // owned by the engine (QML singleton)
    Statistics* m_statistics = nullptr; // owned by the engine (QML singleton); records finished games
    QSettings m_store;
    // Shortly after the screen in front changes (a table left): heap memory
    // the closed screen freed goes back to the system.
};
