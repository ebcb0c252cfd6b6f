#include "seatmodel.h"
#include "seatname.h"

#include <QVariantMap>

#include <algorithm>

int SeatModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_seats.size());
}

QVariant SeatModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const SeatSpec& seat = at(index.row());
    switch (role) {
    case NameRole: return seat.name;
    case KindRole: return seat.kind;
    case LevelRole: return seat.level;
    case PersonRole: return seat.isPerson();
    default: return {};
    }
}

QHash<int, QByteArray> SeatModel::roleNames() const
{
    return {{NameRole, "name"}, {KindRole, "kind"}, {LevelRole, "level"}, {PersonRole, "person"}};
}

void SeatModel::reset(std::vector<SeatSpec> seats)
{
    beginResetModel();
    m_seats = std::move(seats);
    endResetModel();
    emit countChanged();
}

QString SeatModel::name(int seat) const
{
    return seat >= 0 && seat < rowCount() ? at(seat).name : QString();
}

bool SeatModel::isPerson(int seat) const
{
    return seat >= 0 && seat < rowCount() && at(seat).isPerson();
}

int SeatModel::people() const
{
    return static_cast<int>(std::count_if(m_seats.begin(), m_seats.end(), [](const SeatSpec& s) { return s.isPerson(); }));
}

QStringList SeatModel::names() const
{
    QStringList out;
    for (const SeatSpec& seat : m_seats)
        out << seat.name;
    return out;
}

QStringList SeatModel::marks() const
{
    const auto initial = [](const SeatSpec& seat) {
        const QString name = seat.name.trimmed();
        if (name.isEmpty())
            return QStringLiteral("?");
        return name.left(name.at(0).isHighSurrogate() ? 2 : 1).toUpper();   // an emoji stays whole
    };
    QStringList out;
    // A person over the network is a person too: an initial, not a cog.
    const auto human = [](const SeatSpec& seat) { return seat.isPerson() || seat.isRemote(); };
    for (std::size_t s = 0; s < m_seats.size(); ++s) {
        if (!human(m_seats[s])) {
            out << QStringLiteral("⚙");   // a cog
            continue;
        }
        const QString mine = initial(m_seats[s]);
        const bool shared = std::any_of(m_seats.begin(), m_seats.end(), [&](const SeatSpec& other) {
            return &other != &m_seats[s] && human(other) && initial(other) == mine;
        });
        out << (shared ? QString::number(s + 1) : mine);
    }
    return out;
}

std::vector<SeatSpec> SeatModel::fromVariant(const QVariantList& seats)
{
    std::vector<SeatSpec> out;
    for (int i = 0; i < seats.size(); ++i) {
        const QVariantMap map = seats[i].toMap();
        SeatSpec seat;
        seat.kind = map.value(QStringLiteral("kind")).toString();
        if (seat.kind != QLatin1String("person") && seat.kind != QLatin1String("cpu") && seat.kind != QLatin1String("remote"))
            seat.kind = QStringLiteral("bot");
        // A remote seat keeps a level too: the bot the host may hand the seat to.
        seat.level = seat.kind == QLatin1String("bot") || seat.isRemote()
            ? map.value(QStringLiteral("level"), QStringLiteral("normal")).toString()
            : QString();
        // From Setup or from a file alike: one line of visible text (seatname.h).
        seat.name = seatname::clean(map.value(QStringLiteral("name")).toString());
        if (seat.name.isEmpty())
            seat.name = seatname::defaultName(seat.kind, i + 1);
        out.push_back(seat);
    }
    return out;
}

bool SeatModel::rename(int seat, const QString& name)
{
    const QString cleaned = seatname::clean(name);
    if (seat < 0 || seat >= rowCount() || cleaned.isEmpty() || cleaned == m_seats[static_cast<std::size_t>(seat)].name)
        return false;
    m_seats[static_cast<std::size_t>(seat)].name = cleaned;
    emit dataChanged(index(seat), index(seat), {NameRole});
    return true;
}

QVariantList SeatModel::toVariant() const
{
    QVariantList out;
    for (const SeatSpec& seat : m_seats)
        out.append(QVariantMap{{QStringLiteral("name"), seat.name}, {QStringLiteral("kind"), seat.kind},
                               {QStringLiteral("level"), seat.level}});
    return out;
}
