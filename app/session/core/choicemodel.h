#pragma once
// The one choice contract between a table and its session: what the viewer
// may do now, one row per button, built in C++ from the rules' legal actions
// (each game's adapter says the words, the group, the style and the key).
// QML only shows the rows and sends back choose(id).
//
// A choice keeps its place while its decision lasts: the adapter names the
// decision (a key such as "seat/phase/turn"), and while the key stays the same
// the rows never move. A choice that appears later is added after every row
// (so it lands at the end of its group and pushes nothing); one that goes away
// stays as an unavailable row until the decision ends. A new key starts the
// rows afresh, in the adapter's order.
#include <QAbstractListModel>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

#include "core/action.h"

// One button's worth of choice. Refers to cards, tokens, seats or spaces by
// the game's own numbers (-1: none).
struct TableChoice
{
    QString id;          // unique within the decision, stable: the action's notation
    QString label;       // the button's words
    QString group;       // "main" (the decision bar), or a group a card or token opens
    QString groupTitle;  // the words of what opens the group ("Use Tree"); empty for main
    QString style;       // accent | primary | secondary
    QString shortcut;    // a key's text ("R"), or empty
    QString tip;         // a line of help
    int card = -1;
    int card2 = -1;
    int token = -1;
    int target = -1;     // a seat or a space
    int pick = 0;        // > 0: made by picking up to this many hand cards (choosePicked)
    critter::Action action{};

    bool operator==(const TableChoice&) const = default;
};

class ChoiceModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a table session")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // Rows still on offer (count includes rows that went away mid-decision).
    Q_PROPERTY(int offered READ offered NOTIFY changed)
    // The groups other than "main", in the order they first appeared:
    // [{group, title, token, card, available}] (available: a row of it is on offer).
    Q_PROPERTY(QVariantList groups READ groups NOTIFY changed)
    Q_PROPERTY(QString decision READ decision NOTIFY changed)
    // The cards the rows on offer refer to (card and card2), each once: the
    // cards a table highlights. Told with every change of the rows.
    Q_PROPERTY(QVariantList offeredCards READ offeredCards NOTIFY changed)

public:
    enum Role {
        IdRole = Qt::UserRole + 1, LabelRole, GroupRole, GroupTitleRole, StyleRole, ShortcutRole, TipRole,
        CardRole, Card2Role, TokenRole, TargetRole, PickRole, AvailableRole,
        LeadsGroupRole,      // the first row of its group: where the bar shows what opens the group
        GroupAvailableRole   // some row of its group is on offer
    };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The choices of a decision. The same key as before keeps every row
    // where it is (see above); another key, or an empty one, starts afresh.
    void offer(const QString& decisionKey, std::vector<TableChoice> choices);
    void clear() { offer(QString(), {}); }

    int offered() const;
    QVariantList groups() const;
    QString decision() const { return m_key; }
    QVariantList offeredCards() const;

    // The choice with that id, if still on offer.
    const TableChoice* find(const QString& id) const;
    std::optional<critter::Action> actionOf(const QString& id) const;
    const std::vector<TableChoice>& rows() const { return m_rows; }
    bool available(int row) const { return row >= 0 && row < int(m_available.size()) && m_available[size_t(row)]; }

    // A row as a map (every role by name), or an empty map.
    Q_INVOKABLE QVariantMap get(int row) const;
    Q_INVOKABLE int rowOf(const QString& id) const;
    // The ids on offer whose shortcut is keyText, in row order.
    Q_INVOKABLE QStringList idsForShortcut(const QString& keyText) const;
    // The rows on offer that refer to this card (a card in the hand opens them).
    Q_INVOKABLE QStringList idsForCard(int card) const;
    // The ids on offer in a group, in row order.
    Q_INVOKABLE QStringList idsInGroup(const QString& group) const;

signals:
    void countChanged();
    void changed();

private:
    bool groupAvailable(const QString& group) const;
    bool leadsGroup(int row) const;

    QString m_key;
    std::vector<TableChoice> m_rows;
    std::vector<bool> m_available;
};
