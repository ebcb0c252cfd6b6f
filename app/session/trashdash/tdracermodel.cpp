#include "tdracermodel.h"

#include <utility>

// ---- the racers --------------------------------------------------------------------

TdRacerModel::TdRacerModel(QObject* parent)
    : RowListModel({"seat", "name", "kind", "cpu", "character", "characterId", "characterName", "side",
                  "abilityName", "abilityText", "sideTexts", "handCount", "holdsTrash", "tokens", "invincible",
                  "points", "turn", "deciding", "viewer", "position", "lapsDone", "rank", "spaceSlot",
                  "spaceCount"},
                 parent)
{
}

void TdRacerModel::set(std::vector<TdRacer> racers)
{
    if (racers == m_racers)
        return;
    std::vector<QVariantList> rows;
    rows.reserve(racers.size());
    for (const TdRacer& r : racers)
        rows.push_back({r.seat, r.name, r.kind, r.cpu, r.character, r.characterId, r.characterName, r.side,
                        r.abilityName, r.abilityText, r.sideTexts, r.handCount, r.holdsTrash, r.tokens,
                        r.invincible, r.points, r.turn, r.deciding, r.viewer, r.position, r.lapsDone, r.rank,
                        r.spaceSlot, r.spaceCount});
    m_racers = std::move(racers);
    setRows(std::move(rows));
}

const TdRacer& TdRacerModel::at(int seat) const
{
    static const TdRacer none;
    return seat >= 0 && seat < static_cast<int>(m_racers.size()) ? m_racers[static_cast<std::size_t>(seat)] : none;
}

// ---- the results -------------------------------------------------------------------

TdStandingModel::TdStandingModel(QObject* parent)
    : RowListModel({"seat", "name", "characterName", "cpu", "points", "ranks", "place"}, parent)
{
}

void TdStandingModel::set(std::vector<TdStanding> standings)
{
    if (standings == m_standings)
        return;
    std::vector<QVariantList> rows;
    rows.reserve(standings.size());
    for (const TdStanding& s : standings) {
        QVariantList ranks;
        for (const int r : s.ranks)
            ranks.append(r);
        rows.push_back({s.seat, s.name, s.characterName, s.cpu, s.points, ranks, s.place});
    }
    m_standings = std::move(standings);
    setRows(std::move(rows));
}
