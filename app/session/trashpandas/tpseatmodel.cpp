#include "tpseatmodel.h"

#include <utility>

TpSeatModel::TpSeatModel(QObject* parent)
    : RowListModel({"seat", "seatName", "bot", "handCount", "stashDown", "stashUp", "active", "deciding", "viewer",
                    "shown", "revealed", "score"},
                   parent)
{
}

bool TpSeatModel::set(std::vector<TpSeatView> seats)
{
    if (seats == m_seats)
        return false;
    std::vector<QVariantList> rows;
    rows.reserve(seats.size());
    for (const TpSeatView& v : seats)
        rows.push_back({v.seat, v.name, v.bot, v.handCount, v.stashDown, v.stashUp, v.active, v.deciding, v.viewer,
                        v.shown, v.revealed, v.score});
    m_seats = std::move(seats);
    return setRows(std::move(rows));
}
