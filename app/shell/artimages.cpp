#include "artimages.h"

#include <QPainter>
#include <QQmlEngine>
#include <QSvgRenderer>

#include <algorithm>

namespace art {

namespace {
QString providerId()
{
    return QStringLiteral("critterart");
}

Fill fillFrom(QStringView mode)
{
    if (mode == u"fit")
        return Fill::Fit;
    if (mode == u"crop")
        return Fill::Crop;
    return Fill::Stretch;
}
} // namespace

QSize drawnSize(QSize natural, QSize requested, Fill fill)
{
    // Qt Quick's rule for a scalable picture (QQuickImageProviderWithOptions::
    // loadSize in Qt 6.4): no size asked for, its own size; both asked for
    // and stretched, exactly that; otherwise scaled as a whole, to the
    // larger of the two scales when the Image keeps the aspect ratio (the
    // Image then fits or crops it), to the smaller when it does not.
    if (natural.isEmpty())
        return {};
    const bool width = requested.width() > 0, height = requested.height() > 0;
    if (!width && !height)
        return natural;
    const bool keepsAspect = fill != Fill::Stretch;
    if (!keepsAspect && width && height)
        return requested;
    double ratio = 0.0;
    if (width)
        ratio = double(requested.width()) / natural.width();
    if (height) {
        const double byHeight = double(requested.height()) / natural.height();
        if (ratio == 0.0 || (keepsAspect ? byHeight > ratio : byHeight < ratio))
            ratio = byHeight;
    }
    return QSize(qRound(natural.width() * ratio), qRound(natural.height() * ratio));
}

QImage picture(const QString& name, QSize requested, Fill fill, QSize* natural)
{
    // Only our own art: a name is letters, digits and dashes.
    if (name.isEmpty() || std::any_of(name.cbegin(), name.cend(), [](QChar c) {
            return !(c.isLetterOrNumber() || c == QLatin1Char('-'));
        }))
        return {};
    QSvgRenderer renderer(QStringLiteral(":/CritterTable/resources/art/%1.svg").arg(name));
    if (!renderer.isValid())
        return {};
    const QSize own = renderer.defaultSize();
    if (natural)
        *natural = own;
    const QSize size = drawnSize(own, requested, fill);
    if (size.isEmpty())
        return {};
    // As QtSvg's image plugin draws it: premultiplied, on transparent, the
    // whole picture stretched to the size.
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

Provider::Provider() : QQuickImageProvider(QQuickImageProvider::Image) {}

QImage Provider::requestImage(const QString& id, QSize* size, const QSize& requestedSize)
{
    const qsizetype slash = id.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return {};
    const QImage image = picture(id.mid(slash + 1), requestedSize, fillFrom(QStringView(id).left(slash)));
    if (size)
        *size = image.size();
    return image;
}

} // namespace art

ArtImages* ArtImages::create(QQmlEngine* qmlEngine, QJSEngine* /*jsEngine*/)
{
    if (qmlEngine && !qmlEngine->imageProvider(art::providerId()))
        qmlEngine->addImageProvider(art::providerId(), new art::Provider);
    return new ArtImages;
}

QString ArtImages::source(const QString& name, const QString& mode) const
{
    return QStringLiteral("image://critterart/%1/%2").arg(mode, name);
}
