#pragma once
// The Trash Pandas results as the score table shows them, once the game is
// over (empty before): a row per card type (each player's cards, place and
// points in it) and a row per player (their total, types and cards, and
// whether they won).
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "rowlistmodel.h"

#include <vector>

// One card type's row: cells holds one {cards, points, place, tied} per player, in seat order.
struct TpScoreRow {
    int card = 0;
    QString name;
    QVariantList cells;
    friend bool operator==(const TpScoreRow&, const TpScoreRow&) = default;
};

// One player's totals.
struct TpTotal {
    int seat = 0;
    QString name;
    int total = 0;
    int types = 0;
    int cards = 0;
    bool winner = false;
    friend bool operator==(const TpTotal&, const TpTotal&) = default;
};

// Both stand on RowListModel; they change only when a game ends or a new one starts.
class TpScoreRowModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a Trash Pandas session")

public:
    enum Role { CardRole = Qt::UserRole + 1, CardNameRole, CellsRole };
    Q_ENUM(Role)

    explicit TpScoreRowModel(QObject* parent = nullptr);
    // Replaces the rows, telling only what changed; false when nothing did.
    bool set(std::vector<TpScoreRow> rows);
    const std::vector<TpScoreRow>& rows() const { return m_scoreRows; }

private:
    std::vector<TpScoreRow> m_scoreRows;
};

class TpTotalModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a Trash Pandas session")

public:
    enum Role { SeatRole = Qt::UserRole + 1, SeatNameRole, TotalRole, TypesRole, CardsRole, WinnerRole };
    Q_ENUM(Role)

    explicit TpTotalModel(QObject* parent = nullptr);
    bool set(std::vector<TpTotal> rows);
    const std::vector<TpTotal>& rows() const { return m_totals; }

private:
    std::vector<TpTotal> m_totals;
};
