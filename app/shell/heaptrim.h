#pragma once
// A screen left frees a lot at once (a table and its images); glibc's heap
// keeps it unless told (issue 13: the window's memory over 200 games,
// docs/reliability.md). Main.qml's screen stack says when a screen changed;
// a moment later, after the pop transition has destroyed the old screen,
// the freed memory goes back to the system.
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

class HeapTrim : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit HeapTrim(QObject* parent = nullptr);
    // A screen was left: trim the heap in a moment (again later calls wait on).
    Q_INVOKABLE void soon() { m_timer.start(); }
    bool pending() const { return m_timer.isActive(); }

private:
    QTimer m_timer;
};
