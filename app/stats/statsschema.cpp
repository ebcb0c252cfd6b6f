#include "statsschema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace stats {

const std::vector<Migration>& migrations()
{
    static const std::vector<Migration> list = {
        // 1: a row per finished game, a row per seat of it.
        {1,
         {QStringLiteral("CREATE TABLE games ("
                         " id INTEGER PRIMARY KEY,"
                         " finished_at TEXT NOT NULL,"   // ISO 8601, UTC
                         " game TEXT NOT NULL)"),
          QStringLiteral("CREATE TABLE seats ("
                         " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                         " seat INTEGER NOT NULL,"
                         " name TEXT NOT NULL,"
                         " kind TEXT NOT NULL,"
                         " level TEXT NOT NULL DEFAULT '',"
                         " score INTEGER NOT NULL,"
                         " winner INTEGER NOT NULL,"
                         " PRIMARY KEY (game_id, seat))")}},
        // 2: how many moves a game took (0 for games recorded before), and
        // indexes for the Statistics screen's questions.
        {2,
         {QStringLiteral("ALTER TABLE games ADD COLUMN moves INTEGER NOT NULL DEFAULT 0"),
          QStringLiteral("CREATE INDEX games_by_game ON games(game, finished_at)"),
          QStringLiteral("CREATE INDEX seats_by_person ON seats(kind, name)")}},
        // 3: rated games against bots (docs/ratings.md): the rated person's
        // rating before and after each rated game; a game with a row here
        // was rated.
        {3,
         {QStringLiteral("CREATE TABLE ratings ("
                         " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                         " seat INTEGER NOT NULL,"
                         " rating_before REAL NOT NULL,"
                         " rating_after REAL NOT NULL,"
                         " PRIMARY KEY (game_id, seat))")}},
    };
    return list;
}

int latestVersion()
{
    return migrations().back().version;
}

int userVersion(QSqlDatabase& db, QString* error)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        if (error)
            *error = query.lastError().databaseText();
        return -1;
    }
    return query.value(0).toInt();
}

bool migrate(QSqlDatabase& db, int from, int to, QString* error)
{
    QSqlQuery query(db);
    for (const Migration& migration : migrations()) {
        if (migration.version <= from || migration.version > to)
            continue;
        for (const QString& statement : migration.statements) {
            if (!query.exec(statement)) {
                if (error)
                    *error = QStringLiteral("%1 (migration to version %2)").arg(query.lastError().databaseText()).arg(migration.version);
                return false;
            }
        }
        // PRAGMA takes no bound values; the version is our own number.
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(migration.version))) {
            if (error)
                *error = query.lastError().databaseText();
            return false;
        }
    }
    return true;
}

QStringList userTables(QSqlDatabase& db)
{
    QStringList out;
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")))
        while (query.next())
            out << query.value(0).toString();
    return out;
}

bool schemaIsCurrent(QSqlDatabase& db, QString* error)
{
    struct Table {
        const char* name;
        QStringList columns;
    };
    const Table expected[] = {
        {"games", {QStringLiteral("id"), QStringLiteral("finished_at"), QStringLiteral("game"), QStringLiteral("moves")}},
        {"seats", {QStringLiteral("game_id"), QStringLiteral("seat"), QStringLiteral("name"), QStringLiteral("kind"),
                   QStringLiteral("level"), QStringLiteral("score"), QStringLiteral("winner")}},
        {"ratings", {QStringLiteral("game_id"), QStringLiteral("seat"), QStringLiteral("rating_before"),
                     QStringLiteral("rating_after")}},
    };
    QSqlQuery query(db);
    for (const Table& table : expected) {
        if (!query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(QLatin1String(table.name)))) {
            if (error)
                *error = query.lastError().databaseText();
            return false;
        }
        QStringList have;
        while (query.next())
            have << query.value(1).toString();
        for (const QString& column : table.columns) {
            if (!have.contains(column)) {
                if (error)
                    *error = have.isEmpty() ? QStringLiteral("no table %1").arg(QLatin1String(table.name))
                                            : QStringLiteral("table %1 has no column %2").arg(QLatin1String(table.name), column);
                return false;
            }
        }
    }
    return true;
}

} // namespace stats
