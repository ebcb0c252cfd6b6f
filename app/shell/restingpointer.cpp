#include "restingpointer.h"

#include <QCoreApplication>
#include <QEnterEvent>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QQuickWindow>

RestingPointer::RestingPointer(QQuickWindow* window, QObject* parent) : QObject(parent), m_window(window)
{
    if (m_window)
        m_window->installEventFilter(this);
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &RestingPointer::settle);
    m_timer.start();
}

bool RestingPointer::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::Enter:
        m_inside = true;
        m_position = static_cast<QEnterEvent*>(event)->position();
        break;
    case QEvent::Leave:
        m_inside = false;
        break;
    case QEvent::MouseMove:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
        if (const QQuickWindow* window = m_window.data()) {
            m_position = static_cast<QMouseEvent*>(event)->position();
            m_inside = QRectF(QPointF(0, 0), window->size()).contains(m_position);
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

bool RestingPointer::settle()
{
    if (!m_window || !m_window->isExposed() || !m_inside || QGuiApplication::mouseButtons() != Qt::NoButton)
        return false;
    QMouseEvent move(QEvent::MouseMove, m_position, m_window->mapToGlobal(m_position), Qt::NoButton, Qt::NoButton,
                     QGuiApplication::keyboardModifiers());
    QCoreApplication::sendEvent(m_window, &move);
    return true;
}
