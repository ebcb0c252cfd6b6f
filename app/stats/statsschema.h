#pragma once
// The statistics database's schema and its migrations (docs/file-format.md,
// "The statistics database"). The version lives in SQLite's
// PRAGMA user_version: 0 is an empty file, each migration raises it by one,
// and they are applied in order inside one transaction, so a database is
// always at some whole version.
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <vector>

namespace stats {

struct Migration {
    int version;              // user_version after it
    QStringList statements;   // run in order
};

// Every migration, oldest first; migrations()[i].version == i + 1.
const std::vector<Migration>& migrations();
// The version this build writes and reads.
int latestVersion();

// PRAGMA user_version, or -1 (error says why) when it cannot be read.
int userVersion(QSqlDatabase& db, QString* error);
// Applies the migrations after `from` up to `to` and sets user_version, in
// the caller's transaction; false (error says which statement failed) leaves
// the rest to the caller's rollback.
bool migrate(QSqlDatabase& db, int from, int to, QString* error);
// The tables and columns the latest version needs are all there; false
// (error names what is missing) otherwise.
bool schemaIsCurrent(QSqlDatabase& db, QString* error);
// Names of the database's own tables (sqlite_* left out).
QStringList userTables(QSqlDatabase& db);

} // namespace stats
