#include "shadowimages.h"

#include <QPainter>
#include <QQmlEngine>

#include <algorithm>
#include <cmath>

namespace shadow {

namespace {
constexpr int kLayers = 5;
QString providerId()
{
    return QStringLiteral("crittershadow");
}

// Layer i (0 to 4) grows by this much beyond the item, half on each side.
double spread(int layer, double elevation)
{
    return (layer + 1) * (1.5 + elevation * 1.5);
}
double layerOpacity(double elevation)
{
    return 0.05 + 0.02 * elevation;
}
} // namespace

double reach(double elevation)
{
    return spread(kLayers - 1, elevation) / 2;
}

double drop(double elevation)
{
    return elevation * 3;
}

int corner(double radius, double elevation)
{
    return static_cast<int>(std::ceil(reach(elevation) + std::max(0.0, radius))) + 1;
}

QImage picture(double radius, double elevation, const QColor& tint)
{
    radius = std::max(0.0, radius);
    const int side = 2 * corner(radius, elevation) + 1;
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(tint);
    painter.setOpacity(layerOpacity(elevation));
    // The item's own square in the picture, its top-left at (reach, reach).
    const double item = side - 2 * reach(elevation);
    for (int layer = 0; layer < kLayers; ++layer) {
        const double s = spread(layer, elevation);
        const QRectF rect(reach(elevation) - s / 2, reach(elevation) - s / 2, item + s, item + s);
        painter.drawRoundedRect(rect, radius + s / 2, radius + s / 2);
    }
    return image;
}

Provider::Provider() : QQuickImageProvider(QQuickImageProvider::Image) {}

QImage Provider::requestImage(const QString& id, QSize* size, const QSize& /*requestedSize*/)
{
    const QStringList parts = id.split(QLatin1Char('/'));
    const double radius = parts.value(0).toDouble();
    const double elevation = std::clamp(parts.value(1).toDouble(), 0.0, 10.0);
    QColor tint(QLatin1Char('#') + parts.value(2));
    if (!tint.isValid())
        tint = Qt::black;
    const QImage image = picture(std::clamp(radius, 0.0, 200.0), elevation, tint);
    if (size)
        *size = image.size();
    return image;
}

} // namespace shadow

ShadowImages* ShadowImages::create(QQmlEngine* qmlEngine, QJSEngine* /*jsEngine*/)
{
    if (qmlEngine && !qmlEngine->imageProvider(shadow::providerId()))
        qmlEngine->addImageProvider(shadow::providerId(), new shadow::Provider);
    return new ShadowImages;
}

QString ShadowImages::source(qreal radius, qreal elevation, const QColor& tint) const
{
    // Half pixels are enough: fewer pictures, the same look.
    const double r = std::round(std::max(0.0, radius) * 2) / 2;
    const QColor colour = tint.isValid() ? tint : QColor(Qt::black);
    return QStringLiteral("image://crittershadow/%1/%2/%3")
        .arg(r)
        .arg(elevation)
        .arg(colour.name(QColor::HexRgb).mid(1));
}
