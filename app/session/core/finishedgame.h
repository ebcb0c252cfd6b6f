#pragma once
// A game that reached its end at the table, as the session core hands it to
// whoever keeps statistics (app/stats). The core knows nothing of databases:
// it fills this in once per finished game and calls the recorder, if any.
#include <QDateTime>
#include <QString>

#include <vector>

struct FinishedSeat {
    QString name;
    QString kind;    // "person" | "bot" | "cpu"
    QString level;   // bots: random | easy | normal | hard; "" otherwise
    int score = 0;   // the game's own final score (Panda Panda: crowns; Trash Dash: race points)
    bool winner = false;
};

struct FinishedGame {
    QString gameId;          // trash-pandas | panda-panda | trash-dash
    QDateTime finishedAt;    // UTC
    int moves = 0;           // actions taken
    std::vector<FinishedSeat> seats;   // in turn order
    bool rated = false;      // a rated game against bots (docs/ratings.md)
};

// Receives each finished game once. Set on TableSession by the shell
// (AppShell); tests set their own. No recorder: nothing is recorded.
class GameRecorder
{
public:
    virtual ~GameRecorder() = default;
    // "" when recorded (or kept to record later); else why not, in the person's words.
    virtual QString recordGame(const FinishedGame& game) = 0;
    // The bot level a rated game of gameId sets for this person ("" when
    // no rated game can be played: the table then is not rated).
    virtual QString ratedLevel(const QString& gameId, const QString& person)
    {
        static_cast<void>(gameId);
        static_cast<void>(person);
        return {};
    }
    // After a rated game was recorded: how the person's rating moved, as a
    // line for the table's log ("" when there is nothing to say).
    virtual QString ratingLine(const QString& gameId, const QString& person)
    {
        static_cast<void>(gameId);
        static_cast<void>(person);
        return {};
    }
    // The same for the results panel, in a few words ("Rating 1,012 →
    // 1,036 (+24)"); "" when there is nothing to say.
    virtual QString ratingChange(const QString& gameId, const QString& person)
    {
        static_cast<void>(gameId);
        static_cast<void>(person);
        return {};
    }
};
