#pragma once
// The statistics database: one SQLite file (QSQLITE through Qt SQL) in the
// app's data folder, <AppDataLocation>/stats.sqlite. Opens and migrates it
// (statsschema.h), records finished games, answers the Statistics screen's
// questions and clears it. A file it cannot trust (not SQLite, damaged, a
// schema not ours, a version newer than this build) is refused and left
// exactly as it is; only startFresh(), which the person must agree to,
// moves it aside and begins an empty database (docs/file-format.md).
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include "finishedgame.h"
#include "statsfigures.h"

namespace stats {

class StatsStore
{
public:
    enum class State {
        Closed,        // not opened yet
        Ready,         // open, at the latest version
        Damaged,       // not a statistics database we can read; left untouched
        TooNew,        // written by a newer Critter Table; left untouched
        Unavailable,   // the file or its folder cannot be opened at all
    };

    StatsStore();
    ~StatsStore();
    StatsStore(const StatsStore&) = delete;
    StatsStore& operator=(const StatsStore&) = delete;

    // <AppDataLocation>/stats.sqlite
    static QString defaultPath();

    // Opens (creating when there is no file) and migrates path.
    State open(const QString& path);
    void close();

    State state() const { return m_state; }
    bool ready() const { return m_state == State::Ready; }
    QString path() const { return m_path; }
    // Why a file was refused, in SQLite's or our words (not translated).
    QString detail() const { return m_detail; }
    // The user_version found in the file (-1 when none could be read).
    int foundVersion() const { return m_foundVersion; }

    // One finished game, in one transaction; false (error says why) records nothing.
    bool record(const FinishedGame& game, QString* error = nullptr);
    // Every recorded game, or one game's.
    int gameCount(const QString& gameId = QString()) const;
    // The people (seats of kind person) who played gameId, most games first.
    QStringList people(const QString& gameId) const;
    PersonFigures figures(const QString& gameId, const QString& person, int recentCount = 12) const;
    // A person's rating in gameId and its history (docs/ratings.md).
    RatingHistory rating(const QString& gameId, const QString& person) const;
    // Deletes every recorded game; the database and its version stay.
    bool clear(QString* error = nullptr);

    // Refused file only: renames it (and any -journal/-wal/-shm beside it)
    // to <path>.damaged-<UTC time>, then opens a new empty database at
    // path. Returns the name it was kept under, or "" (error says why; the
    // file is where it was).
    QString startFresh(QString* error);

private:
    QSqlDatabase db() const;
    // The open database inside a new transaction, or false and error says why.
    bool beginWrite(QSqlDatabase& database, QString* error) const;
    State refuse(State state, const QString& detail);
    State check();
    State inspect(QSqlDatabase& database, QString* why);
    // A rated game's rating row, inside record()'s transaction.
    bool recordRating(QSqlDatabase& database, qint64 id, const FinishedGame& game, QString* error) const;

    QString m_connection;
    QString m_path;
    State m_state = State::Closed;
    QString m_detail;
    int m_foundVersion = -1;
};

} // namespace stats
