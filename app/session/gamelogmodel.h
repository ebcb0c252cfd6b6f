#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

// The table's game log: one translated line per thing that happened, with
// the seat it concerns (or -1) so the view can colour it.
class GameLogModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a table session")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // The newest line, for the table's screen-reader announcement.
    Q_PROPERTY(QString lastText READ lastText NOTIFY countChanged)

public:
    enum Role { TextRole = Qt::UserRole + 1, SeatRole };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void append(const QString& text, int seat = -1);
    void clear();
    QString lastText() const { return m_lines.isEmpty() ? QString() : m_lines.last().text; }
    QStringList texts() const;   // every line, oldest first

signals:
    void countChanged();

private:
    struct Line {
        QString text;
        int seat;
    };
    QList<Line> m_lines;
};
