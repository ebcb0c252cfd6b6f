#pragma once
// SoftShadow's picture (qml/components/SoftShadow.qml). A shadow is five
// stacked translucent rounded rectangles; drawn as five Rectangles, each
// repaint of the software renderer (a machine without a GPU) filled five
// full-size pixmaps per shadow, the home screen's first frame alone about a
// hundred (docs/performance.md, "Start-up and memory"). Here the same five
// rectangles are drawn once per corner radius and elevation into a small
// nine-patch image that a BorderImage stretches to the item: the same
// picture, a few blits a frame.
#include <QColor>
#include <QImage>
#include <QObject>
#include <QQuickImageProvider>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace shadow {

// The layers' geometry, in one place for the picture and the QML that places it.
// How far the largest layer reaches beyond the item on each side (before
// the downward offset).
double reach(double elevation);
// How far the shadow falls below the item.
double drop(double elevation);
// The nine-patch's corner: its border on every side, in pixels.
int corner(double radius, double elevation);
// The nine-patch for a corner radius and elevation in the given colour:
// (2 * corner + 1) pixels square, the item's top-left at (reach, reach).
QImage picture(double radius, double elevation, const QColor& tint);

// image://crittershadow/RADIUS/ELEVATION/RRGGBB
class Provider : public QQuickImageProvider
{
public:
    Provider();
    QImage requestImage(const QString& id, QSize* size, const QSize& requestedSize) override;
};

} // namespace shadow

// QML's way in: registers the provider on the engine that asks first.
class ShadowImages : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    static ShadowImages* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

    Q_INVOKABLE QString source(qreal radius, qreal elevation, const QColor& tint) const;
    Q_INVOKABLE qreal reach(qreal elevation) const { return shadow::reach(elevation); }
    Q_INVOKABLE qreal drop(qreal elevation) const { return shadow::drop(elevation); }
    Q_INVOKABLE int corner(qreal radius, qreal elevation) const { return shadow::corner(radius, elevation); }

private:
    // Made only by create(): Qt 6.4 prefers a default constructor to it.
    ShadowImages() = default;
};
