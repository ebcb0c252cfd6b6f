#include "statsstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <atomic>

#include "rating.h"
#include "statsschema.h"

namespace stats {

namespace {
std::atomic<int> g_connections{0};

// The first 16 bytes of every SQLite 3 database; the header is 100 bytes long.
const QByteArray kSqliteMagic("SQLite format 3\0", 16);
constexpr int kHeaderSize = 100;

// SQLite's own words (Qt's text() adds its driver's too).
QString reason(const QSqlError& error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

// A null QString binds as SQL NULL; every text column is NOT NULL.
QString text(const QString& value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

// Ends a transaction that failed half way and says why.
bool fail(QSqlDatabase& db, const QString& why, QString* error)
{
    db.rollback();
    if (error)
        *error = why;
    return false;
}
} // namespace

StatsStore::StatsStore() : m_connection(QStringLiteral("critter-stats-%1").arg(++g_connections)) {}

StatsStore::~StatsStore()
{
    close();
}

QString StatsStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/stats.sqlite");
}

QSqlDatabase StatsStore::db() const
{
    return QSqlDatabase::database(m_connection, false);
}

void StatsStore::close()
{
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase database = db();
            database.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
    m_state = State::Closed;
}

StatsStore::State StatsStore::refuse(State state, const QString& detail)
{
    close();   // nothing is written to a file we refuse
    m_state = state;
    m_detail = detail;
    return state;
}

StatsStore::State StatsStore::open(const QString& path)
{
    close();
    m_path = path;
    m_detail.clear();
    m_foundVersion = -1;

    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return refuse(State::Unavailable, QStringLiteral("cannot create the folder %1").arg(info.absolutePath()));
    if (info.exists()) {
        if (!info.isFile())
            return refuse(State::Damaged, QStringLiteral("not a file"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return refuse(State::Unavailable, file.errorString());
        // An empty file is an empty database (SQLite makes one so); anything
        // else must start with a whole SQLite header.
        const QByteArray head = file.read(kHeaderSize);
        if (!head.isEmpty() && !head.startsWith(kSqliteMagic))
            return refuse(State::Damaged, QStringLiteral("not an SQLite database"));
        if (!head.isEmpty() && head.size() < kHeaderSize)
            return refuse(State::Damaged, QStringLiteral("cut short (%1 bytes)").arg(head.size()));
    }

    {
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        if (!database.isValid())
            return refuse(State::Unavailable, QStringLiteral("Qt's SQLite driver (QSQLITE) is missing"));
        database.setDatabaseName(path);
        if (!database.open())
            return refuse(State::Unavailable, reason(database.lastError()));
    }
    return check();
}

// The file opened: is it ours, whole, and at a version we know? Migrates
// an older one; refuses anything else without writing to it.
StatsStore::State StatsStore::check()
{
    QString why;
    State verdict = State::Ready;
    {
        // Every handle on the connection is gone before refuse() removes it.
        QSqlDatabase database = db();
        verdict = inspect(database, &why);
        if (verdict == State::Ready)
            QSqlQuery(database).exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    }
    if (verdict != State::Ready)
        return refuse(verdict, why);
    m_state = State::Ready;
    return m_state;
}

StatsStore::State StatsStore::inspect(QSqlDatabase& database, QString* why)
{
    {
        // quick_check reads every page: a file cut short or scribbled over fails here.
        QSqlQuery query(database);
        if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next()) {
            *why = reason(query.lastError());
            return State::Damaged;
        }
        const QString verdict = query.value(0).toString();
        if (verdict != QLatin1String("ok")) {
            *why = verdict;
            return State::Damaged;
        }
    }
    const int version = userVersion(database, why);
    m_foundVersion = version;
    if (version < 0)
        return State::Damaged;
    if (version > latestVersion()) {
        *why = QStringLiteral("version %1, this build knows up to %2").arg(version).arg(latestVersion());
        return State::TooNew;
    }
    if (version == 0 && !userTables(database).isEmpty()) {
        *why = QStringLiteral("holds other tables (%1)").arg(userTables(database).join(QStringLiteral(", ")));
        return State::Damaged;
    }
    if (version == latestVersion())
        return schemaIsCurrent(database, why) ? State::Ready : State::Damaged;

    if (!database.transaction()) {
        *why = reason(database.lastError());
        return State::Unavailable;
    }
    if (!migrate(database, version, latestVersion(), why) || !schemaIsCurrent(database, why)) {
        database.rollback();
        return State::Damaged;
    }
    if (!database.commit()) {
        *why = reason(database.lastError());
        database.rollback();
        return State::Unavailable;
    }
    return State::Ready;
}

bool StatsStore::beginWrite(QSqlDatabase& database, QString* error) const
{
    if (!ready()) {
        if (error)
            *error = QStringLiteral("the statistics database is not open");
        return false;
    }
    database = db();
    if (!database.transaction()) {
        if (error)
            *error = reason(database.lastError());
        return false;
    }
    return true;
}

bool StatsStore::record(const FinishedGame& game, QString* error)
{
    QSqlDatabase database;
    if (!beginWrite(database, error))
        return false;
    QSqlQuery query(database);
    query.prepare(QStringLiteral("INSERT INTO games (finished_at, game, moves) VALUES (?, ?, ?)"));
    query.addBindValue(game.finishedAt.toUTC().toString(Qt::ISODate));
    query.addBindValue(text(game.gameId));
    query.addBindValue(game.moves);
    if (!query.exec())
        return fail(database, reason(query.lastError()), error);
    const qint64 id = query.lastInsertId().toLongLong();
    query.prepare(QStringLiteral("INSERT INTO seats (game_id, seat, name, kind, level, score, winner) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (std::size_t s = 0; s < game.seats.size(); ++s) {
        const FinishedSeat& seat = game.seats[s];
        query.addBindValue(id);
        query.addBindValue(static_cast<int>(s));
        query.addBindValue(text(seat.name));
        query.addBindValue(text(seat.kind));
        query.addBindValue(text(seat.level));
        query.addBindValue(seat.score);
        query.addBindValue(seat.winner ? 1 : 0);
        if (!query.exec())
            return fail(database, reason(query.lastError()), error);
    }
    if (game.rated && !recordRating(database, id, game, error)) {
        database.rollback();
        return false;
    }
    if (!database.commit())
        return fail(database, reason(database.lastError()), error);
    return true;
}

// The rated person's rating before this game is their last one in this
// game (written in the same transaction as the game, so the two agree).
bool StatsStore::recordRating(QSqlDatabase& database, qint64 id, const FinishedGame& game, QString* error) const
{
    const std::optional<int> seat = rating::ratedSeat(game);
    if (!seat)
        return true;   // not a table that can be rated: recorded as an ordinary game
    const QString& person = game.seats.at(static_cast<std::size_t>(*seat)).name;
    const RatingHistory before = rating(game.gameId, person);
    const double after = rating::updated(before.current, before.games, rating::pairings(game, *seat));
    QSqlQuery query(database);
    query.prepare(QStringLiteral("INSERT INTO ratings (game_id, seat, rating_before, rating_after) VALUES (?, ?, ?, ?)"));
    query.addBindValue(id);
    query.addBindValue(*seat);
    query.addBindValue(before.current);
    query.addBindValue(after);
    if (!query.exec()) {
        if (error)
            *error = reason(query.lastError());
        return false;
    }
    return true;
}

RatingHistory StatsStore::rating(const QString& gameId, const QString& person) const
{
    RatingHistory out;
    out.current = rating::kNewcomer;
    if (!ready())
        return out;
    QSqlQuery query(db());
    query.prepare(QStringLiteral("SELECT g.finished_at, r.rating_after"
                                 " FROM ratings r JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat"
                                 " JOIN games g ON g.id = r.game_id"
                                 " WHERE g.game = ? AND s.kind = 'person' AND s.name = ?"
                                 " ORDER BY g.finished_at, g.id"));
    query.addBindValue(gameId);
    query.addBindValue(person);
    if (query.exec()) {
        while (query.next()) {
            RatingPoint point;
            point.finishedAt = QDateTime::fromString(query.value(0).toString(), Qt::ISODate);
            point.rating = query.value(1).toDouble();
            out.points.push_back(point);
        }
    }
    out.games = static_cast<int>(out.points.size());
    if (!out.points.empty())
        out.current = out.points.back().rating;
    return out;
}

int StatsStore::gameCount(const QString& gameId) const
{
    if (!ready())
        return 0;
    QSqlQuery query(db());
    if (gameId.isEmpty()) {
        query.prepare(QStringLiteral("SELECT COUNT(*) FROM games"));
    } else {
        query.prepare(QStringLiteral("SELECT COUNT(*) FROM games WHERE game = ?"));
        query.addBindValue(gameId);
    }
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

QStringList StatsStore::people(const QString& gameId) const
{
    QStringList out;
    if (!ready())
        return out;
    QSqlQuery query(db());
    query.prepare(QStringLiteral("SELECT s.name, COUNT(DISTINCT s.game_id) AS played"
                                 " FROM seats s JOIN games g ON g.id = s.game_id"
                                 " WHERE g.game = ? AND s.kind = 'person'"
                                 " GROUP BY s.name ORDER BY played DESC, s.name"));
    query.addBindValue(gameId);
    if (query.exec())
        while (query.next())
            out << query.value(0).toString();
    return out;
}

PersonFigures StatsStore::figures(const QString& gameId, const QString& person, int recentCount) const
{
    PersonFigures out;
    out.name = person;
    if (!ready())
        return out;
    QSqlQuery query(db());
    // One row per game the person sat in (twice at one table counts once), oldest first.
    query.prepare(QStringLiteral("SELECT g.finished_at, MAX(s.score), MAX(s.winner)"
                                 " FROM games g JOIN seats s ON s.game_id = g.id"
                                 " WHERE g.game = ? AND s.kind = 'person' AND s.name = ?"
                                 " GROUP BY g.id ORDER BY g.finished_at, g.id"));
    query.addBindValue(gameId);
    query.addBindValue(person);
    std::vector<bool> wins;
    std::vector<RecentGame> games;
    if (query.exec()) {
        while (query.next()) {
            RecentGame game;
            game.finishedAt = QDateTime::fromString(query.value(0).toString(), Qt::ISODate);
            game.score = query.value(1).toInt();
            game.won = query.value(2).toInt() != 0;
            out.bestScore = out.games == 0 ? game.score : std::max(out.bestScore, game.score);
            ++out.games;
            out.wins += game.won ? 1 : 0;
            wins.push_back(game.won);
            games.push_back(game);
        }
    }
    out.longestStreak = longestStreak(wins);
    const std::size_t keep = std::min(games.size(), static_cast<std::size_t>(std::max(0, recentCount)));
    out.recent.assign(games.end() - static_cast<std::ptrdiff_t>(keep), games.end());

    query.prepare(QStringLiteral("SELECT o.kind, o.level, COUNT(DISTINCT me.game_id),"
                                 " COUNT(DISTINCT CASE WHEN me.winner = 1 THEN me.game_id END)"
                                 " FROM seats me JOIN games g ON g.id = me.game_id"
                                 " JOIN seats o ON o.game_id = me.game_id AND o.kind IN ('bot', 'cpu')"
                                 " WHERE g.game = ? AND me.kind = 'person' AND me.name = ?"
                                 " GROUP BY o.kind, o.level"));
    query.addBindValue(gameId);
    query.addBindValue(person);
    if (query.exec())
        while (query.next())
            out.opponents.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toInt(),
                                     query.value(3).toInt()});
    sortOpponents(out.opponents);
    return out;
}

bool StatsStore::clear(QString* error)
{
    QSqlDatabase database;
    if (!beginWrite(database, error))
        return false;
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("DELETE FROM ratings")) || !query.exec(QStringLiteral("DELETE FROM seats")) || !query.exec(QStringLiteral("DELETE FROM games")))
        return fail(database, reason(query.lastError()), error);
    if (!database.commit())
        return fail(database, reason(database.lastError()), error);
    return true;
}

QString StatsStore::startFresh(QString* error)
{
    if (m_state != State::Damaged && m_state != State::TooNew) {
        if (error)
            *error = QStringLiteral("the statistics database was not refused");
        return {};
    }
    const State refused = m_state;
    close();
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = m_path + (refused == State::TooNew ? QStringLiteral(".newer-") : QStringLiteral(".damaged-")) + stamp;
    QString aside = base;
    for (int n = 2; QFileInfo::exists(aside); ++n)
        aside = base + QStringLiteral("-%1").arg(n);
    QDir dir;
    if (QFileInfo::exists(m_path) && !dir.rename(m_path, aside)) {
        m_state = refused;
        if (error)
            *error = QStringLiteral("could not rename %1 to %2").arg(m_path, aside);
        return {};
    }
    // A journal beside it belongs to it: it goes along, or SQLite would apply it to the new file.
    for (const char* sidecar : {"-journal", "-wal", "-shm"})
        if (QFileInfo::exists(m_path + QLatin1String(sidecar)))
            dir.rename(m_path + QLatin1String(sidecar), aside + QLatin1String(sidecar));
    if (open(m_path) != State::Ready && error)
        *error = m_detail;
    return aside;
}

} // namespace stats
