#pragma once
// Trash Dash's per-racer facts for QML, typed: TdRacerModel (one row per
// seat: who races, their character and ability, what the observation shows
// of their hand, tokens and points, and where their pawn stands as shown)
// and TdStandingModel (the results, best first). The session updates them in
// place: a row's changed roles are told with dataChanged, so pawns and seat
// cards are never rebuilt mid-animation, and a publish with no change tells
// nothing.
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "rowlistmodel.h"

#include <vector>

// One racer as the table shows it.
struct TdRacer
{
    int seat = 0;
    QString name;
    QString kind;            // the seat's kind ("person", "bot", "cpu")
    bool cpu = false;        // a CPU racer, played by the rules
    int character = 0;
    QString characterId;
    QString characterName;
    int side = 0;
    QString abilityName;     // "CPU racer" for a CPU
    QString abilityText;
    QStringList sideTexts;   // both sides of the character card, "name: text"
    int handCount = 0;       // as the observation gives it
    bool holdsTrash = false;
    int tokens = 0;
    bool invincible = false;
    int points = 0;
    bool turn = false;       // their turn (and the race not over)
    bool deciding = false;
    bool viewer = false;     // the one looking, their hand on show
    // The pawn as shown (one space per event step).
    int position = 0;        // space index on the loop
    int lapsDone = 0;
    int rank = 1;            // the rules' rank of the pawns as shown
    int spaceSlot = 0;       // its place among the pawns on its space
    int spaceCount = 1;      // how many pawns stand there

    bool operator==(const TdRacer&) const = default;
};

class TdRacerModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the Trash Dash session")

public:
    enum Role {
        SeatRole = Qt::UserRole + 1, NameRole, KindRole, CpuRole, CharacterRole, CharacterIdRole,
        CharacterNameRole, SideRole, AbilityNameRole, AbilityTextRole, SideTextsRole, HandCountRole,
        HoldsTrashRole, TokensRole, InvincibleRole, PointsRole, TurnRole, DecidingRole, ViewerRole,
        PositionRole, LapsDoneRole, RankRole, SpaceSlotRole, SpaceCountRole
    };
    Q_ENUM(Role)

    explicit TdRacerModel(QObject* parent = nullptr);

    // Replaces the racers; tells only what changed.
    void set(std::vector<TdRacer> racers);
    const std::vector<TdRacer>& racers() const { return m_racers; }
    // The racer of a seat (a default one for a seat not racing).
    const TdRacer& at(int seat) const;

private:
    std::vector<TdRacer> m_racers;
};

// One row of the results.
struct TdStanding
{
    int seat = 0;
    QString name;
    QString characterName;
    bool cpu = false;
    int points = 0;
    QList<int> ranks;        // per race, 0: not run
    int place = 1;           // the rules' place

    bool operator==(const TdStanding&) const = default;
};

class TdStandingModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the Trash Dash session")

public:
    enum Role { SeatRole = Qt::UserRole + 1, NameRole, CharacterNameRole, CpuRole, PointsRole, RanksRole, PlaceRole };
    Q_ENUM(Role)

    explicit TdStandingModel(QObject* parent = nullptr);

    void set(std::vector<TdStanding> rows);
    const std::vector<TdStanding>& rows() const { return m_standings; }

private:
    std::vector<TdStanding> m_standings;
};
