#include "gamelogmodel.h"

int GameLogModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_lines.size());
}

QVariant GameLogModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const Line& line = m_lines.at(index.row());
    switch (role) {
    case TextRole:
        return line.text;
    case SeatRole:
        return line.seat;
    default:
        return {};
    }
}

QHash<int, QByteArray> GameLogModel::roleNames() const
{
    return {{TextRole, "text"}, {SeatRole, "seat"}};
}

void GameLogModel::append(const QString& text, int seat)
{
    const int row = static_cast<int>(m_lines.size());
    beginInsertRows({}, row, row);
    m_lines.append({text, seat});
    endInsertRows();
    emit countChanged();
}

void GameLogModel::clear()
{
    beginResetModel();
    m_lines.clear();
    endResetModel();
    emit countChanged();
}

QStringList GameLogModel::texts() const
{
    QStringList out;
    for (const Line& line : m_lines)
        out << line.text;
    return out;
}
