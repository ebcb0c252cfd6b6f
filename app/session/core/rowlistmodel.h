#pragma once
// A table's per-seat (or per-racer) facts for QML, typed by role: rows of
// values, one per role, that the session updates in place. A changed row
// tells only the roles that changed, rows come and go only at the end and
// the model is never reset, so delegates (seat cards, pawns) are kept, never
// rebuilt mid-animation; an update with nothing new tells nothing. Each game
// derives a model that turns its own struct into a row.
#include <QAbstractListModel>
#include <QList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

class RowListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    // A row's values by role name (empty for no such row), for a quick look from a test.
    Q_INVOKABLE QVariantMap get(int row) const;

signals:
    void countChanged();

protected:
    // Roles are Qt::UserRole + 1 on, in the order of names.
    RowListModel(QList<QByteArray> names, QObject* parent);
    // Brings the rows up to these: rows added or removed at the end, and a
    // dataChanged per row that changed, naming only the roles that did.
    // False when nothing changed (and nothing was told).
    bool setRows(std::vector<QVariantList> rows);

private:
    QList<QByteArray> m_names;
    std::vector<QVariantList> m_rows;
};
