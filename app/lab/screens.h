#pragma once
// The screenshot drivers of critter-table-lab: open a screen of the real
// window as a person would get there, and save a picture of the window.

#include <QString>

class QQmlApplicationEngine;
class QQuickWindow;

namespace lab {

// --screen NAME: setup:<game>, rules:<game>, settings, statistics, about,
// or table:<game>, which opens Setup for the game with its default seats
// (plus bots up to `seats`) and presses Start. A name the window does not
// know leaves the home screen.
void openScreen(QQuickWindow* window, const QString& name, int seats);

// --screen new-table:<game>, before the window is loaded: the app starts
// straight onto a new table of the game (as Setup would deal it: a person and
// bots or CPU racers, up to `seats`), with Home made only when the table is
// left; nothing of Home or Setup is made before the table's first frame
// (Main.qml's startTable). True if `name` asked for it.
bool startOnNewTable(QQmlApplicationEngine& engine, const QString& name, int seats);

// --screenshot FILE: after delayMs, saves the window to `file` and quits
// (exit status 0 when saved, 2 when not).
void saveWindowLater(QQuickWindow* window, const QString& file, int delayMs);

} // namespace lab
