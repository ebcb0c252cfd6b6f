#include "cardlistmodel.h"

#include <algorithm>

int CardListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_cards.size());
}

QVariant CardListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || (role != CardRole && role != Qt::DisplayRole))
        return {};
    return m_cards[static_cast<std::size_t>(index.row())];
}

QHash<int, QByteArray> CardListModel::roleNames() const
{
    return {{CardRole, "card"}};
}

int CardListModel::at(int row) const
{
    return row >= 0 && row < rowCount() ? m_cards[static_cast<std::size_t>(row)] : -1;
}

QVariantList CardListModel::toList() const
{
    QVariantList out;
    for (int card : m_cards)
        out.append(card);
    return out;
}

void CardListModel::set(const std::vector<int>& cards)
{
    if (cards == m_cards)
        return;
    const auto common = static_cast<int>(
        std::mismatch(m_cards.begin(), m_cards.end(), cards.begin(), cards.end()).first - m_cards.begin());
    const int before = rowCount();
    const int after = static_cast<int>(cards.size());
    if (common < before) {
        beginRemoveRows({}, common, before - 1);
        m_cards.resize(static_cast<std::size_t>(common));
        endRemoveRows();
    }
    if (common < after) {
        beginInsertRows({}, common, after - 1);
        m_cards.assign(cards.begin(), cards.end());
        endInsertRows();
    }
    emit countChanged();
}
