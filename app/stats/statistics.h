#pragma once
// The Statistics screen's side of the statistics database (statsstore.h):
// QML sees it as the Statistics singleton. It records each finished game the
// session core hands it (a GameRecorder, set by AppShell), and gives the
// screen its figures already in words: C++ decides, QML shows.
//
// A refused database (damaged, or from a newer version) stays untouched;
// games finished meanwhile wait here, and startFresh(), which the screen
// offers and the person must choose, keeps the old file aside, begins an
// empty database and writes the waiting games into it.
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

#include "finishedgame.h"
#include "statsstore.h"

class Statistics : public QObject, public GameRecorder
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    // Why the database was refused, in the person's words ("" when ready).
    Q_PROPERTY(QString problem READ problem NOTIFY stateChanged)
    // Where startFresh() kept the refused file ("" before).
    Q_PROPERTY(QString keptAside READ keptAside NOTIFY stateChanged)
    Q_PROPERTY(QString path READ path NOTIFY stateChanged)
    // Finished games waiting for a database the person agreed to.
    Q_PROPERTY(int waitingGames READ waitingGames NOTIFY changed)
    Q_PROPERTY(int totalGames READ totalGames NOTIFY changed)
    // Finished games the open database would not take (read-only, a full
    // disk): kept here and tried again with the next game, and said on the
    // screen with the last reason ("" when there are none).
    Q_PROPERTY(int unrecordedGames READ unrecordedGames NOTIFY changed)
    Q_PROPERTY(QString unrecordedText READ unrecordedText NOTIFY changed)
    // Moves on whenever a game is recorded, the statistics are cleared, or
    // the language changes: the screen asks again.
    Q_PROPERTY(int revision READ revision NOTIFY changed)

public:
    enum State { Ready, Damaged, TooNew, Unavailable };
    Q_ENUM(State)

    // Uses <AppDataLocation>/stats.sqlite, opened on first use (not at
    // start-up: loading SQLite would come before the home screen's first frame).
    explicit Statistics(QObject* parent = nullptr);

    // Opens another file instead (tests).
    void openAt(const QString& path);
    stats::StatsStore& store() { return opened(); }

    State state() const;
    QString problem() const;
    QString keptAside() const { return m_keptAside; }
    QString path() const { return opened().path(); }
    int waitingGames() const { return static_cast<int>(m_waiting.size()); }
    int totalGames() const { return opened().gameCount(); }
    int unrecordedGames() const { return static_cast<int>(m_unrecorded.size()); }
    QString unrecordedText() const;
    int revision() const { return m_revision; }

    // "" when recorded, or kept waiting for a refused database the person
    // may replace; else the database's reason, and the game is kept unrecorded.
    QString recordGame(const FinishedGame& game) override;
    // The level nearest the person's rating in gameId (docs/ratings.md);
    // "" while the database is refused (no rating to go by).
    QString ratedLevel(const QString& gameId, const QString& person) override;
    // "Ann's rating goes from 1,000 to 1,020.": the last rated game's move.
    QString ratingLine(const QString& gameId, const QString& person) override;
    // "Rating 1,000 → 1,020 (+20)": the same move for the results panel.
    QString ratingChange(const QString& gameId, const QString& person) override;

    // How many games of gameId are recorded.
    Q_INVOKABLE int gameCount(const QString& gameId) const;
    // Everyone who played gameId, most games first:
    // [{name, shown, games, wins, winRateText, bestScore, longestStreak}]: shown is name cleaned (seatname.h).
    Q_INVOKABLE QVariantList people(const QString& gameId) const;
    // One person in one game: {name, shown, games, wins, winRate (0..1),
    // winRateText, bestScore, longestStreak, scoreName, summary,
    // opponents: [{label, games, wins, text}], recent: [{score, won, when, text}],
    // recentMax, recentTitle}.
    Q_INVOKABLE QVariantMap figures(const QString& gameId, const QString& person) const;
    // A person's rating in one game: {rated (any rated games), value,
    // text ("1,042"), games, summary, points: [{rating, text}], low, high
    // (the plot's range), level, levelText, axisTitle}.
    Q_INVOKABLE QVariantMap rating(const QString& gameId, const QString& person) const;
    // What a rated game would be for Setup's seats [{name, kind, level}]:
    // {available, level (the bots' level when available), text (why not,
    // or the person's rating and why that level)}.
    Q_INVOKABLE QVariantMap ratedPlan(const QString& gameId, const QVariantList& seats) const;
    // Deletes every recorded game (the screen asks first).
    Q_INVOKABLE bool clear();
    // A refused database only: keep it aside, begin an empty one.
    Q_INVOKABLE bool startFresh();
    // The best score's name in gameId ("Best score", "Most crowns", ...).
    Q_INVOKABLE QString scoreName(const QString& gameId) const;

signals:
    void stateChanged();
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void bump();
    QString percent(double fraction) const;
    QString opponentLabel(const QString& kind, const QString& level) const;
    QString levelName(const QString& level) const;
    QString ratingText(double rating) const;
    // The person's rating before and after their last rated game of gameId
    // (false when there is none).
    bool lastRatingStep(const QString& gameId, const QString& person, double& before, double& after) const;

    // The store, opened at m_path the first time anything asks.
    stats::StatsStore& opened() const;
    QString m_path;
    mutable bool m_opened = false;
    mutable stats::StatsStore m_store;
    std::vector<FinishedGame> m_waiting;
    std::vector<FinishedGame> m_unrecorded;
    QString m_unrecordedWhy;
    QString m_keptAside;
    QString m_freshError;
    int m_revision = 0;
};
