#include "tpscoremodels.h"

int TpScoreRowModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant TpScoreRowModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const TpScoreRow& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case CardRole: return row.card;
    case Qt::DisplayRole:
    case CardNameRole: return row.name;
    case CellsRole: return row.cells;
    default: return {};
    }
}

QHash<int, QByteArray> TpScoreRowModel::roleNames() const
{
    return {{CardRole, "card"}, {CardNameRole, "cardName"}, {CellsRole, "cells"}};
}

bool TpScoreRowModel::set(std::vector<TpScoreRow> rows)
{
    if (rows == m_rows)
        return false;
    const bool sized = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    if (sized)
        emit countChanged();
    return true;
}

int TpTotalModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant TpTotalModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount())
        return {};
    const TpTotal& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case SeatRole: return row.seat;
    case Qt::DisplayRole:
    case SeatNameRole: return row.name;
    case TotalRole: return row.total;
    case TypesRole: return row.types;
    case CardsRole: return row.cards;
    case WinnerRole: return row.winner;
    default: return {};
    }
}

QHash<int, QByteArray> TpTotalModel::roleNames() const
{
    return {{SeatRole, "seat"}, {SeatNameRole, "seatName"}, {TotalRole, "total"},
            {TypesRole, "types"}, {CardsRole, "cards"}, {WinnerRole, "winner"}};
}

bool TpTotalModel::set(std::vector<TpTotal> rows)
{
    if (rows == m_rows)
        return false;
    const bool sized = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    if (sized)
        emit countChanged();
    return true;
}
