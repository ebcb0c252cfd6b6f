#pragma once
// The Trash Pandas results as the score table shows them, once the game is
// over (empty before): a row per card type (each player's cards, place and
// points in it) and a row per player (their total, types and cards, and
// whether they won). Both change only when a game ends or a new one starts,
// so a change resets the rows.
#include <QAbstractListModel>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

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

class TpScoreRowModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a Trash Pandas session")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { CardRole = Qt::UserRole + 1, CardNameRole, CellsRole };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the rows (a reset), only when they differ; false when they did not.
    bool set(std::vector<TpScoreRow> rows);
    const std::vector<TpScoreRow>& rows() const { return m_rows; }

signals:
    void countChanged();

private:
    std::vector<TpScoreRow> m_rows;
};

class TpTotalModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a Trash Pandas session")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { SeatRole = Qt::UserRole + 1, SeatNameRole, TotalRole, TypesRole, CardsRole, WinnerRole };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the rows (a reset), only when they differ; false when they did not.
    bool set(std::vector<TpTotal> rows);
    const std::vector<TpTotal>& rows() const { return m_rows; }

signals:
    void countChanged();

private:
    std::vector<TpTotal> m_rows;
};
