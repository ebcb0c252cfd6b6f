#include "tpscoremodels.h"

#include <utility>

TpScoreRowModel::TpScoreRowModel(QObject* parent) : RowListModel({"card", "cardName", "cells"}, parent) {}

bool TpScoreRowModel::set(std::vector<TpScoreRow> scoreRows)
{
    if (scoreRows == m_scoreRows)
        return false;
    std::vector<QVariantList> rows;
    rows.reserve(scoreRows.size());
    for (const TpScoreRow& r : scoreRows)
        rows.push_back({r.card, r.name, r.cells});
    m_scoreRows = std::move(scoreRows);
    return setRows(std::move(rows));
}

TpTotalModel::TpTotalModel(QObject* parent)
    : RowListModel({"seat", "seatName", "total", "types", "cards", "winner"}, parent)
{
}

bool TpTotalModel::set(std::vector<TpTotal> totals)
{
    if (totals == m_totals)
        return false;
    std::vector<QVariantList> rows;
    rows.reserve(totals.size());
    for (const TpTotal& t : totals)
        rows.push_back({t.seat, t.name, t.total, t.types, t.cards, t.winner});
    m_totals = std::move(totals);
    return setRows(std::move(rows));
}
