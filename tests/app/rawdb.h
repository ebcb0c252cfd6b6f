#pragma once
// A raw SQLite connection for building odd or older statistics files by
// hand in tests (test_stats_store, test_ratings); closed on scope exit.
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

class RawDb
{
public:
    explicit RawDb(const QString& path) : m_name(QStringLiteral("raw-%1").arg(++s_count))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.open();
    }
    ~RawDb()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    bool exec(const QString& sql) const
    {
        QSqlQuery query(db());
        return query.exec(sql);
    }
    QVariant value(const QString& sql) const
    {
        QSqlQuery query(db());
        return query.exec(sql) && query.next() ? query.value(0) : QVariant();
    }

private:
    static inline int s_count = 0;
    QString m_name;
};
