#pragma once
// Our SVG art drawn straight by QSvgRenderer (image://critterart/MODE/NAME),
// for the pictures of the home screen and whatever else wants it. An Image
// with a qrc: SVG goes through QImageReader, which loads every image-format
// plugin it can find (GIF, ICO, JPEG with libjpeg) to ask each whether it
// reads the file, although all our art is SVG: 0.2 MiB and their loading
// before the first frame (docs/performance.md, "Start-up and memory").
// The picture drawn is the same: the size is worked out as Qt Quick's image
// loading does for an SVG, and the renderer the same QtSvg one.
//
// MODE says how the Image fills its box, which decides the size drawn for a
// requested sourceSize: "fit" (PreserveAspectFit), "crop"
// (PreserveAspectCrop) or "stretch" (Stretch and the other modes).
#include <QImage>
#include <QObject>
#include <QQuickImageProvider>
#include <QSize>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace art {

enum class Fill { Fit, Crop, Stretch };

// The size an SVG of natural size `natural` is drawn at for `requested`
// (an Image's sourceSize; 0 where not set), as Qt Quick's loading does.
QSize drawnSize(QSize natural, QSize requested, Fill fill);

// The picture resources/art/NAME.svg at drawnSize(); a null image if there is none.
QImage picture(const QString& name, QSize requested, Fill fill, QSize* natural = nullptr);

class Provider : public QQuickImageProvider
{
public:
    Provider();
    QImage requestImage(const QString& id, QSize* size, const QSize& requestedSize) override;
};

} // namespace art

// QML's way in: registers the provider on the engine that asks first.
class ArtImages : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    static ArtImages* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

    // image://critterart/MODE/NAME; MODE "fit", "crop" or "stretch".
    Q_INVOKABLE QString source(const QString& name, const QString& mode) const;

private:
    ArtImages() = default;
};
