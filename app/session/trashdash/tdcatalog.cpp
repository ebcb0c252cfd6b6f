#include "tdcatalog.h"

#include <QSet>

#include "core/rng.h"
#include "tdtext.h"
#include "trashdash/content.h"
#include "trashdash/track.h"

namespace td = critter::td;

namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }

QString kindId(td::SpaceKind kind) { return QString::fromLatin1(td::spaceKindId(kind).data(), static_cast<int>(td::spaceKindId(kind).size())); }

QVariantMap tileMap(const td::TileSide& t)
{
    QString role = t.role == td::TileRole::Start ? QStringLiteral("start")
        : t.role == td::TileRole::Turn ? QStringLiteral("turn") : QStringLiteral("numbered");
    const QString side = QString(QChar::fromLatin1(t.side)).toUpper();
    QString label = t.role == td::TileRole::Start ? TrashDashCatalog::tr("Start %1").arg(side)
        : t.role == td::TileRole::Turn ? TrashDashCatalog::tr("Turn %1").arg(side)
        : QString::number(t.number) + side;
    return {{QStringLiteral("id"), QString::fromStdString(t.id)},
            {QStringLiteral("role"), role},
            {QStringLiteral("number"), t.number},
            {QStringLiteral("side"), side},
            {QStringLiteral("label"), label},
            {QStringLiteral("upper"), kindId(t.upper)},
            {QStringLiteral("lower"), kindId(t.lower)}};
}

std::vector<std::string> toStd(const QStringList& ids)
{
    std::vector<std::string> out;
    for (const QString& s : ids)
        out.push_back(s.toStdString());
    return out;
}
} // namespace

QVariantList TrashDashCatalog::tracks()
{
    QVariantList out;
    for (const td::TrackInfo& t : td::content().tracks) {
        QVariantList tiles;
        for (const std::string& id : t.tiles)
            if (const td::TileSide* side = td::content().tile(id))
                tiles.append(tileMap(*side));
        const QString tid = QString::fromStdString(t.id);
        out.append(QVariantMap{{QStringLiteral("id"), tid},
                               {QStringLiteral("name"), TdText::trackName(tid)},
                               {QStringLiteral("circuit"), t.circuit == td::Circuit::Uptown ? QStringLiteral("uptown") : QStringLiteral("downtown")},
                               {QStringLiteral("laps"), t.laps},
                               {QStringLiteral("tiles"), tiles}});
    }
    return out;
}

QVariantList TrashDashCatalog::tiles()
{
    QVariantList out;
    for (const td::TileSide& t : td::content().tiles)
        out.append(tileMap(t));
    return out;
}

QVariantList TrashDashCatalog::characters()
{
    QVariantList out;
    const auto& list = td::content().characters;
    for (int c = 0; c < static_cast<int>(list.size()); ++c) {
        QVariantList sides;
        for (int s = 0; s < 2; ++s)
            sides.append(QVariantMap{{QStringLiteral("name"), TdText::abilityName(c, s)},
                                     {QStringLiteral("text"), TdText::abilityText(c, s)}});
        out.append(QVariantMap{{QStringLiteral("index"), c},
                               {QStringLiteral("id"), QString::fromStdString(list[at(c)].id)},
                               {QStringLiteral("name"), TdText::characterName(c)},
                               {QStringLiteral("sides"), sides},
                               {QStringLiteral("cpuText"), TdText::cpuText(c)}});
    }
    return out;
}

int TrashDashCatalog::minTiles() { return td::kMinTiles; }
int TrashDashCatalog::maxTiles() { return td::kMaxTiles; }

QVariantMap TrashDashCatalog::tile(const QString& id)
{
    const td::TileSide* t = td::content().tile(id.toStdString());
    return t ? tileMap(*t) : QVariantMap{};
}

QString TrashDashCatalog::tileRole(const QString& id)
{
    return tile(id).value(QStringLiteral("role")).toString();
}

QVariantList TrashDashCatalog::tilesOf(const QStringList& ids)
{
    QVariantList out;
    for (const QString& id : ids)
        out.append(tile(id));
    return out;
}

QStringList TrashDashCatalog::trackTiles(const QString& trackId)
{
    QStringList out;
    if (const td::TrackInfo* t = td::content().track(trackId.toStdString()))
        for (const std::string& id : t->tiles)
            out << QString::fromStdString(id);
    return out;
}

QString TrashDashCatalog::trackName(const QString& trackId) { return TdText::trackName(trackId); }

int TrashDashCatalog::trackLaps(const QString& trackId)
{
    const td::TrackInfo* t = td::content().track(trackId.toStdString());
    return t ? t->laps : 0;
}

QString TrashDashCatalog::checkTiles(const QStringList& ids)
{
    const std::string why = td::checkTrackTiles(td::content(), toStd(ids));
    if (why.empty())
        return {};
    // The rules say why; the player reads it in their own words where we know the case.
    const auto role = [](const QString& id) {
        const td::TileSide* t = td::content().tile(id.toStdString());
        return t ? t->role : td::TileRole::Numbered;
    };
    if (ids.size() < td::kMinTiles)
        return tr("Too short: a track needs at least %1 tiles, Start and Turn included.").arg(td::kMinTiles);
    if (ids.size() > td::kMaxTiles)
        return tr("Too long: a track has at most %1 tiles, Start and Turn included.").arg(td::kMaxTiles);
    if (role(ids.first()) != td::TileRole::Start)
        return tr("A track begins with a Start tile on the left.");
    if (role(ids.last()) != td::TileRole::Turn)
        return tr("A track ends with a Turn tile on the right.");
    QSet<int> seen;
    for (int i = 1; i + 1 < ids.size(); ++i) {
        const td::TileSide* t = td::content().tile(ids.at(i).toStdString());
        if (!t || t->role != td::TileRole::Numbered)
            return tr("Between Start and Turn go numbered tiles only.");
        if (seen.contains(t->number))
            return tr("Tile %1 is used twice: each numbered tile has only one side up.").arg(t->number);
        seen.insert(t->number);
    }
    return QString::fromStdString(why);
}

int TrashDashCatalog::recommendedLaps(int tiles) { return td::recommendedLaps(tiles); }

QStringList TrashDashCatalog::randomTiles(qint64 seed)
{
    critter::Rng rng(static_cast<std::uint64_t>(seed));
    QStringList out;
    for (const std::string& id : td::randomTrackTiles(td::content(), rng))
        out << QString::fromStdString(id);
    return out;
}

QString TrashDashCatalog::spaceName(const QString& kind)
{
    const auto k = td::spaceKindFromId(kind.toStdString());
    return k ? TdText::spaceName(*k) : QString();
}

QString TrashDashCatalog::spaceHelp(const QString& kind)
{
    const auto k = td::spaceKindFromId(kind.toStdString());
    return k ? TdText::spaceHelp(*k) : QString();
}

QString TrashDashCatalog::cardName(int kind) { return TdText::cardName(kind); }
QString TrashDashCatalog::trashName(int kind) { return TdText::trashName(kind); }
QString TrashDashCatalog::trashText(int kind) { return TdText::trashText(kind); }

QVariantMap TrashDashCatalog::cpuFace(int face)
{
    if (face < 0 || face >= td::kDieFaces)
        return {};
    const td::CpuEffect& e = td::content().cpuDie[static_cast<std::size_t>(face)];
    return {{QStringLiteral("move"), e.move}, {QStringLiteral("attack"), e.attack},
            {QStringLiteral("scare"), e.scare}, {QStringLiteral("paw"), e.paw}};
}

QVariantList TrashDashCatalog::dashFaces()
{
    QVariantList out;
    for (const int v : td::content().dashDie)
        out.push_back(v);
    return out;
}
