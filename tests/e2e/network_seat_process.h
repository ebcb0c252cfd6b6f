#pragma once
// test_network_e2e's people as real processes (issue 32): the test binary
// run again with CRITTER_E2E_ROLE set plays one person's window by clicks
// (Ben or Cat at a seat, Dee watching), with its own settings folder, and
// says how it goes on stdout in short lines: "@seat seated" (or
// "watching"), "begun" (the lobby closed), "lost 1" / "back 1" (seat 1's
// person shown as gone, then back), "over viewer=1". It then stays at the
// table until the test writes "leave" on its stdin. The test reads the
// lines through SeatProcess, which also kills the process (the drop), and
// always at the end; a process whose test went dies with it. Everything
// stays on loopback. With CRITTER_E2E_HANDS=own a person's process also
// checks its own screen at every frame: a hand face up is its own seat's,
// and no privacy screen is ever raised there (nobody else sits at it).
#include "e2e_window.h"
#include "table_players.h"
#include "shell/appshell.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>

namespace netseat {

// One window of the app, driven by clicks and keys, and the settings group
// its NetPlay keeps its name and tickets under ("" for a window of its own).
struct Screen {
    QString group;
    std::unique_ptr<AppShell> shell;

    void start();
    QQuickWindow* window() const { return shell->window(); }
    QQuickItem* named(const QString& name) const { return e2e::players::named(window(), name); }
    QQuickItem* screen() const { return e2e::screenOf(named(QStringLiteral("screenStack"))); }
    QString current() const { return e2e::nameOf(screen()); }
    QObject* session() const
    {
        QQuickItem* s = screen();
        return s ? s->property("session").value<QObject*>() : nullptr;
    }
    void click(const QString& name) const { e2e::click(window(), named(name)); }
    // Types text into a field as a person at this screen does (the field clicked, all of it replaced).
    void type(const QString& field, const QString& text) const;
    // Back to Home by Esc.
    void home() const;
    // Screenshots at the sizes every screen is looked at, when CRITTER_E2E_SHOTS names a folder:
    // network-<what>-<w>x<h>.png.
    void shot(const QString& what) const;
};

// A table a test hosts or looks for stays on loopback: it listens on
// 127.0.0.1 (any free port) and announces to 127.255.255.255 on the test's
// own discovery port.
void keepOnLoopback(QSettings& store, const QString& group, quint16 discoveryPort);

// A free UDP port on loopback, for the tables' announcements.
quint16 freeUdpPort();

// The table screen's objectName for a game id.
QString tableOf(const QString& game);

// A hand on show at window: "" when the session holds no hand and no hand
// card shows face up (Panda Panda shows the first seat's place at the
// bottom, its hand as backs), else what shows.
QString faceUpHand(QQuickWindow* window, QObject* session);
// Only the cards: "" when no hand card of any table shows face up at window.
QString faceUpCard(QQuickWindow* window);

// In a process the test started (CRITTER_E2E_ROLE is set): plays that
// person's part and returns the exit code (0: it played to the end).
bool isSeatProcess();
int runSeat(const QString& program);

// The test's side of one person's process.
class SeatProcess
{
public:
    // role: "ben", "cat" or "dee"; configDir: its settings folder (kept over
    // a restart); env: what it plays (CRITTER_E2E_GAME, ...).
    SeatProcess(const QString& role, const QString& configDir, const QProcessEnvironment& env);
    ~SeatProcess();
    SeatProcess(const SeatProcess&) = delete;
    SeatProcess& operator=(const SeatProcess&) = delete;

    // "" once started, else why not.
    QString start();
    // Waits up to ms for a line starting with what (taken; lastLine() holds
    // it); "" when it came, else why not (the process ended, or the time ran
    // out) with the end of its output.
    QString waitFor(const QString& what, int ms);
    // Takes a line starting with what if one came already.
    bool said(const QString& what);
    QString lastLine() const { return m_last; }
    // "" while it runs, else how it ended and the end of its output.
    QString health();
    // Waits up to ms for it to end by itself with exit code 0; "" when it did.
    QString finish(int ms);
    // A word for it on its stdin ("leave": the end has been seen by all).
    void tell(const QString& word);
    // SIGKILL, and waits for it to go.
    void kill();
    QString role() const { return m_role; }
    // Its last lines of output.
    QString output() const { return m_tail.join(QLatin1Char('\n')); }

private:
    void read();
    QString failure(const QString& what) const;

    QString m_role;
    QProcess m_process;
    QStringList m_lines;   // what it said and the test has not taken
    QStringList m_tail;    // its last lines of output, for a failure's message
    QByteArray m_partial;
    QString m_last;
    bool m_echo = false;   // CRITTER_E2E_ECHO: its output on stderr as it comes, for a look at a run
};

} // namespace netseat
