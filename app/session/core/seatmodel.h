#pragma once
// The seats at a table, in turn order: who sits there and who plays them (a
// person, a bot of some level, or a Trash Dash CPU racer). A list model so
// every table shows its seats the same way.
#include <QAbstractListModel>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

struct SeatSpec {
    QString name;
    QString kind;    // "person" (at this screen) | "remote" (a person over the network) | "bot" | "cpu"
    QString level;   // bots: random | easy | normal | hard (a remote seat: the bot that may stand in)
    bool isPerson() const { return kind == QLatin1String("person"); }
    bool isRemote() const { return kind == QLatin1String("remote"); }
    friend bool operator==(const SeatSpec&, const SeatSpec&) = default;
};

class SeatModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a table session")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { NameRole = Qt::UserRole + 1, KindRole, LevelRole, PersonRole };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const std::vector<SeatSpec>& seats() const { return m_seats; }
    const SeatSpec& at(int seat) const { return m_seats.at(static_cast<std::size_t>(seat)); }
    void reset(std::vector<SeatSpec> seats);

    Q_INVOKABLE QString name(int seat) const;
    Q_INVOKABLE bool isPerson(int seat) const;
    int people() const;   // people at this screen (not over the network)
    // A seat's name as it joins over the network (cleaned like any name); false if unchanged.
    bool rename(int seat, const QString& name);
    QStringList names() const;
    // What each seat's mark shows: a bot's or CPU's cog, a person's initial,
    // or their seat number where two people share an initial ("Player 1",
    // "Player 2"), so no two people's marks read the same.
    QStringList marks() const;

    // From Setup's [{name, kind, level}]: unknown kinds become bots, empty
    // names are filled in ("Player 2", "Bot 3").
    static std::vector<SeatSpec> fromVariant(const QVariantList& seats);
    QVariantList toVariant() const;

signals:
    void countChanged();

private:
    std::vector<SeatSpec> m_seats;
};
