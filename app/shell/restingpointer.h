#pragma once
// A workaround for Qt 6.4 (QTBUG-135975): Qt Quick keeps, per pointing
// device, a list of the pointer handlers the current event reached. A real
// pointer event empties it first. But while something moves under a pointer
// that rests over the window (someone watching the bots play), Qt Quick sends
// itself a hover after every such frame, and that hover only appends: each
// HoverHandler under the pointer adds an entry a frame, without end (about
// half a MiB a game at normal speed, docs/reliability.md). Every few seconds,
// when no button is held and the pointer rests over the window, this sends
// the window a mouse move to where the pointer already is (the last position
// the window's own pointer events gave, as Qt Quick's hover uses): no item
// sees anything change, and the list starts again from empty. Later Qt
// versions empty it themselves; then this class can go.
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QTimer>

class QQuickWindow;

class RestingPointer : public QObject
{
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 5000;
    explicit RestingPointer(QQuickWindow* window, QObject* parent = nullptr);

    // Sends the move now if it is safe: the window shown, no button held,
    // the pointer over it. True when a move was sent.
    bool settle();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<QQuickWindow> m_window;
    QTimer m_timer;
    QPointF m_position;      // the pointer's last position in the window
    bool m_inside = false;   // over the window, as its pointer events say
};
