#pragma once
// replay: rebuild a game from a save file or scenario (setup, forced chance,
// actions) and describe where it ends. Stops at the first refused action.
#include <QJsonArray>
#include <QString>

#include <exception>
#include <optional>

#include "adapter.h"

namespace critter::cli {

template <GameAdapter A>
ReplayResult runReplay(const QByteArray& file)
{
    using S = typename A::State;
    ReplayResult result;
    QString why;
    std::optional<History<typename S::Setup>> history;
    try {
        history = A::load(file, why);
    } catch (const std::exception& e) {
        why = e.what();
    }
    if (!history) {
        result.error = why.isEmpty() ? QString("not a valid save file") : why;
        return result;
    }
    std::optional<S> state;
    try {
        state.emplace(history->setup);
        for (std::size_t i = 0; i < history->actions.size(); ++i) {
            const Action& action = history->actions[i];
            const QString what = actionTextOf<A>(*state, action);
            if (ApplyResult applied = state->apply(action, nullptr); !applied) {
                result.error = "actions[" + QString::number(i) + "] '" + what + "': "
                               + QString::fromStdString(applied.error);
                return result;
            }
        }
    } catch (const std::exception& e) {
        result.error = QString(state ? "while replaying: " : "setup: ") + e.what();
        return result;
    }

    const auto actions = static_cast<qint64>(history->actions.size());
    QJsonArray scores, winners;
    QStringList scoreText, winnerText;
    for (int score : state->scores()) {
        scores.append(score);
        scoreText << QString::number(score);
    }
    for (Seat seat : state->winners()) {
        winners.append(seat);
        winnerText << QString::number(seat + 1);
    }
    // The same top-level keys for every game; seats count from 0.
    const Seat toAct = state->currentSeat();
    result.json = QJsonObject{
        {"players", state->players()},
        {"over", state->isOver()},
        {"winners", winners},
        {"scores", scores},
        {"to_act", toAct == kNoSeat ? QJsonValue() : QJsonValue(toAct)},
        {"actions", actions},
        {"state", A::json(*state)},
    };
    QString summary = QString::number(state->players()) + " players, " + QString::number(actions)
                      + (actions == 1 ? " action, " : " actions, ");
    summary += state->isOver() ? "over; winner(s): player " + winnerText.join(", ")
                               : "not over; player " + QString::number(state->currentSeat() + 1) + " to act";
    result.text = summary + "\nscores: " + scoreText.join(" ") + "\n" + A::text(*state);
    result.ok = true;
    return result;
}

} // namespace critter::cli
