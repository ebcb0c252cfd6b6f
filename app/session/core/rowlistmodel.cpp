#include "rowlistmodel.h"

#include <algorithm>
#include <utility>

RowListModel::RowListModel(QList<QByteArray> names, QObject* parent)
    : QAbstractListModel(parent)
    , m_names(std::move(names))
{
}

int RowListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant RowListModel::data(const QModelIndex& index, int role) const
{
    const int column = role - (Qt::UserRole + 1);
    if (!index.isValid() || index.row() >= rowCount() || column < 0 || column >= m_names.size())
        return {};
    return m_rows[static_cast<std::size_t>(index.row())].value(column);
}

QHash<int, QByteArray> RowListModel::roleNames() const
{
    QHash<int, QByteArray> out;
    for (int i = 0; i < m_names.size(); ++i)
        out.insert(Qt::UserRole + 1 + i, m_names[i]);
    return out;
}

bool RowListModel::setRows(std::vector<QVariantList> rows)
{
    if (rows == m_rows)
        return false;
    const int before = rowCount();
    const int after = static_cast<int>(rows.size());
    // The rows both have: in place, naming the roles that changed.
    for (int r = 0; r < std::min(before, after); ++r) {
        QVariantList& old = m_rows[static_cast<std::size_t>(r)];
        const QVariantList& now = rows[static_cast<std::size_t>(r)];
        QList<int> roles;
        for (int c = 0; c < m_names.size(); ++c)
            if (old.value(c) != now.value(c))
                roles.append(Qt::UserRole + 1 + c);
        if (roles.isEmpty())
            continue;
        old = now;
        emit dataChanged(index(r), index(r), roles);
    }
    if (after < before) {
        beginRemoveRows({}, after, before - 1);
        m_rows.resize(static_cast<std::size_t>(after));
        endRemoveRows();
    } else if (after > before) {
        beginInsertRows({}, before, after - 1);
        m_rows.insert(m_rows.end(), std::make_move_iterator(rows.begin() + before), std::make_move_iterator(rows.end()));
        endInsertRows();
    }
    if (after != before)
        emit countChanged();
    return true;
}

QVariantMap RowListModel::get(int row) const
{
    QVariantMap out;
    if (row < 0 || row >= rowCount())
        return out;
    for (int c = 0; c < m_names.size(); ++c)
        out.insert(QString::fromLatin1(m_names[c]), m_rows[static_cast<std::size_t>(row)].value(c));
    return out;
}
