#pragma once
// A row of cards for QML (a hand, a discard pile): one int per card, in
// order. Changing it inserts and removes only the rows that differ at the
// end, so a hand that gains a card animates one new delegate instead of
// rebuilding every card.
#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

class CardListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a table session")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { CardRole = Qt::UserRole + 1 };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the cards; emits only the changes (a common prefix is kept).
    void set(const std::vector<int>& cards);
    const std::vector<int>& cards() const { return m_cards; }
    // The card at row, or -1.
    Q_INVOKABLE int at(int row) const;
    // The cards as a plain list (for a quick look from QML or a test).
    Q_INVOKABLE QVariantList toList() const;

signals:
    void countChanged();

private:
    std::vector<int> m_cards;
};
