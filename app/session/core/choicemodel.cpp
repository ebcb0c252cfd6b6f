#include "choicemodel.h"

#include <algorithm>

namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }
} // namespace

int ChoiceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant ChoiceModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const TableChoice& c = m_rows[at(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole: return c.label;
    case IdRole: return c.id;
    case GroupRole: return c.group;
    case GroupTitleRole: return c.groupTitle;
    case StyleRole: return c.style;
    case ShortcutRole: return c.shortcut;
    case TipRole: return c.tip;
    case CardRole: return c.card;
    case Card2Role: return c.card2;
    case TokenRole: return c.token;
    case TargetRole: return c.target;
    case PickRole: return c.pick;
    case AvailableRole: return bool(m_available[at(index.row())]);
    case LeadsGroupRole: return leadsGroup(index.row());
    case GroupAvailableRole: return groupAvailable(c.group);
    default: return {};
    }
}

QHash<int, QByteArray> ChoiceModel::roleNames() const
{
    return {{IdRole, "choiceId"}, {LabelRole, "label"},   {GroupRole, "group"},   {GroupTitleRole, "groupTitle"},
            {StyleRole, "style"}, {ShortcutRole, "shortcut"}, {TipRole, "tip"}, {CardRole, "card"},
            {Card2Role, "card2"}, {TokenRole, "token"},   {TargetRole, "target"}, {PickRole, "pick"},
            {AvailableRole, "available"}, {LeadsGroupRole, "leadsGroup"}, {GroupAvailableRole, "groupAvailable"}};
}

bool ChoiceModel::groupAvailable(const QString& group) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_available[i] && m_rows[i].group == group)
            return true;
    return false;
}

bool ChoiceModel::leadsGroup(int row) const
{
    for (int r = 0; r < row; ++r)
        if (m_rows[at(r)].group == m_rows[at(row)].group)
            return false;
    return true;
}

void ChoiceModel::offer(const QString& decisionKey, std::vector<TableChoice> choices)
{
    const int before = rowCount();
    if (decisionKey.isEmpty() || decisionKey != m_key) {
        // A new decision: the rows start afresh, in the adapter's order.
        const bool same = m_key == decisionKey && m_rows == choices &&
            std::all_of(m_available.begin(), m_available.end(), [](bool b) { return b; });
        if (same)
            return;
        beginResetModel();
        m_key = decisionKey;
        m_rows = std::move(choices);
        m_available.assign(m_rows.size(), true);
        endResetModel();
    } else {
        // The same decision: every row stays where it is.
        std::vector<bool> seen(m_rows.size(), false);
        std::vector<TableChoice> added;
        bool changedRows = false;
        for (TableChoice& c : choices) {
            const int row = rowOf(c.id);
            if (row < 0) {
                added.push_back(std::move(c));
                continue;
            }
            seen[at(row)] = true;
            if (m_rows[at(row)] != c || !m_available[at(row)]) {
                m_rows[at(row)] = std::move(c);
                m_available[at(row)] = true;
                changedRows = true;
            }
        }
        for (int row = 0; row < before; ++row) {
            if (!seen[at(row)] && m_available[at(row)]) {
                m_available[at(row)] = false;   // gone: its place stays, unavailable
                changedRows = true;
            }
        }
        if (!added.empty()) {
            beginInsertRows({}, before, before + int(added.size()) - 1);
            for (TableChoice& c : added) {
                m_rows.push_back(std::move(c));
                m_available.push_back(true);
            }
            endInsertRows();
        }
        // A row's change, or a new row, may change its group's availability:
        // every row that was there is told.
        if ((changedRows || !added.empty()) && before > 0)
            emit dataChanged(index(0), index(before - 1));
    }
    if (rowCount() != before)
        emit countChanged();
    emit changed();
}

int ChoiceModel::offered() const
{
    return int(std::count(m_available.begin(), m_available.end(), true));
}

QVariantList ChoiceModel::groups() const
{
    // A group keeps its place while its decision lasts, like a row: one whose
    // rows all went away stays, unavailable.
    QVariantList out;
    QStringList names;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const TableChoice& c = m_rows[i];
        if (c.group == QLatin1String("main"))
            continue;
        const qsizetype at = names.indexOf(c.group);
        if (at >= 0) {
            if (m_available[i]) {
                QVariantMap g = out[at].toMap();
                g[QStringLiteral("available")] = true;
                out[at] = g;
            }
            continue;
        }
        names << c.group;
        out.append(QVariantMap{{QStringLiteral("group"), c.group},
                               {QStringLiteral("title"), c.groupTitle},
                               {QStringLiteral("token"), c.token},
                               {QStringLiteral("card"), c.card},
                               {QStringLiteral("available"), bool(m_available[i])}});
    }
    return out;
}

QVariantList ChoiceModel::offeredCards() const
{
    QVariantList out;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (!m_available[i])
            continue;
        for (const int card : {m_rows[i].card, m_rows[i].card2})
            if (card >= 0 && !out.contains(card))
                out.append(card);
    }
    return out;
}

const TableChoice* ChoiceModel::find(const QString& id) const
{
    const int row = rowOf(id);
    return row >= 0 && m_available[at(row)] ? &m_rows[at(row)] : nullptr;
}

std::optional<critter::Action> ChoiceModel::actionOf(const QString& id) const
{
    const TableChoice* c = find(id);
    if (!c || c->pick > 0)
        return std::nullopt;
    return c->action;
}

QVariantMap ChoiceModel::get(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    QVariantMap out;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return out;
}

int ChoiceModel::rowOf(const QString& id) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].id == id)
            return int(i);
    return -1;
}

QStringList ChoiceModel::idsForShortcut(const QString& keyText) const
{
    QStringList out;
    if (keyText.isEmpty())
        return out;
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_available[i] && m_rows[i].shortcut.compare(keyText, Qt::CaseInsensitive) == 0)
            out << m_rows[i].id;
    return out;
}

QStringList ChoiceModel::idsForCard(int card) const
{
    QStringList out;
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_available[i] && card >= 0 && (m_rows[i].card == card || m_rows[i].card2 == card))
            out << m_rows[i].id;
    return out;
}

QStringList ChoiceModel::idsInGroup(const QString& group) const
{
    QStringList out;
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_available[i] && m_rows[i].group == group)
            out << m_rows[i].id;
    return out;
}
