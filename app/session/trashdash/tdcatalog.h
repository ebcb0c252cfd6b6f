#pragma once
// What Trash Dash's Setup and table show of our own content (tracks, tiles,
// characters), read from the rules' data, with our translated words
// (tdtext.h). The track builder checks a tile row through the rules'
// checkTrackTiles and says why a row is not a track.
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class TrashDashCatalog : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QVariantList tracks READ tracks CONSTANT)
    Q_PROPERTY(QVariantList tiles READ tiles CONSTANT)
    Q_PROPERTY(QVariantList characters READ characters CONSTANT)
    Q_PROPERTY(int minTiles READ minTiles CONSTANT)
    Q_PROPERTY(int maxTiles READ maxTiles CONSTANT)

public:
    using QObject::QObject;

    // [{id, name, circuit: uptown|downtown, laps, tiles: [tile]}], the rulebook's six.
    static QVariantList tracks();
    // Every tile side: {id, role: start|turn|numbered, number, side: A|B, label, upper, lower}
    // (upper/lower: plain, trash-can, recycle-bin, spill, box).
    static QVariantList tiles();
    // [{index, id, name, sides: [{name, text}, {name, text}], cpuText}]
    static QVariantList characters();
    static int minTiles();
    static int maxTiles();

    Q_INVOKABLE static QVariantMap tile(const QString& id);
    // start, turn or numbered; empty for an unknown id.
    Q_INVOKABLE static QString tileRole(const QString& id);
    Q_INVOKABLE static QVariantList tilesOf(const QStringList& ids);
    Q_INVOKABLE static QStringList trackTiles(const QString& trackId);
    Q_INVOKABLE static QString trackName(const QString& trackId);
    Q_INVOKABLE static int trackLaps(const QString& trackId);
    // Empty when the row makes a track; otherwise why not, in the player's words.
    Q_INVOKABLE static QString checkTiles(const QStringList& ids);
    Q_INVOKABLE static int recommendedLaps(int tiles);
    Q_INVOKABLE static QStringList randomTiles(qint64 seed);
    Q_INVOKABLE static QString spaceName(const QString& kind);
    Q_INVOKABLE static QString spaceHelp(const QString& kind);
    Q_INVOKABLE static QString cardName(int kind);
    Q_INVOKABLE static QString trashName(int kind);
    Q_INVOKABLE static QString trashText(int kind);
    // A CPU die face (0-based) as the die shows it: {move, attack, scare, paw}; empty for no face.
    Q_INVOKABLE static QVariantMap cpuFace(int face);
    // The Dash die's six values, face by face.
    Q_INVOKABLE static QVariantList dashFaces();
};
