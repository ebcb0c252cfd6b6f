// critter-cli ladder (issue 34): is each bot level stronger than the one
// below at this table size? Each step is an ordinary simulate run, one seat
// of the stronger level listed first and the weaker filling the rest, turn
// order rotating from game to game (so the stronger seat starts, sits second,
// third... equally often). Heads-up a step wants 60% of the games; at more
// seats, 1.4 times the stronger seat's fair share (1 / players).
#include <QJsonArray>

#include "commands.h"
#include "output.h"

namespace critter::cli {
namespace {

struct Step {
    QString stronger;
    QString weaker;
    double share = 0;    // the stronger seat's wins / games
    double ratio = 0;    // share against its fair share
    double target = 0;   // what ratio the step wants
    bool met = false;
};

const QStringList kLevels{"random", "easy", "normal", "hard"};

} // namespace

int ladderCommand(const Arguments& args, QTextStream& out, QTextStream& err)
{
    const int players = args.ladderPlayers;
    const double fair = 1.0 / players;
    // 60% heads-up is 1.2 times the fair half; at more seats 1.4 times.
    const double target = players == 2 ? 0.60 / fair : 1.4;
    std::vector<Step> steps;
    long long violations = 0;
    long long errors = 0;
    double seconds = 0;
    for (qsizetype i = 1; i < kLevels.size(); ++i) {
        SimulateRequest request = args.simulate;
        request.seats = QStringList{kLevels[i]};
        while (request.seats.size() < players)
            request.seats.append(kLevels[i - 1]);
        const SimulateResult result = args.game->engine->simulate(request);
        for (const QString& note : result.notes)
            err << "critter-cli: note: " << note << '\n';
        for (const QString& message : result.messages)
            err << "critter-cli: " << message << '\n';
        violations += result.violations;
        errors += result.errors;
        seconds += result.seconds;
        Step step{kLevels[i], kLevels[i - 1]};
        step.share = result.games > 0 ? result.wins.front() / result.games : 0.0;
        step.ratio = step.share / fair;
        step.target = target;
        step.met = step.ratio >= target;
        steps.push_back(step);
    }
    if (args.json) {
        QJsonArray list;
        for (const Step& s : steps)
            list.append(QJsonObject{{"stronger", s.stronger},
                                    {"weaker", s.weaker},
                                    {"share", s.share},
                                    {"fair_share", fair},
                                    {"ratio", s.ratio},
                                    {"target_ratio", s.target},
                                    {"met", s.met}});
        out << jsonLine(QJsonObject{{"game", args.game->name},
                                    {"players", players},
                                    {"games", args.simulate.games},
                                    {"seconds", seconds},
                                    {"steps", list},
                                    {"violations", violations},
                                    {"errors", errors}})
            << '\n';
    } else {
        out << QString("%1 ladder, %2 players, %3 games a step, seed %4 (%5 s)\n")
                   .arg(args.game->name)
                   .arg(players)
                   .arg(args.simulate.games)
                   .arg(args.simulate.seed)
                   .arg(QString::number(seconds, 'f', 1));
        for (const Step& s : steps)
            out << QString("%1 vs %2: %3% of the games, %4x its fair share (wants %5x): %6\n")
                       .arg(s.stronger, -6)
                       .arg(s.weaker, -6)
                       .arg(QString::number(100 * s.share, 'f', 1))
                       .arg(QString::number(s.ratio, 'f', 2))
                       .arg(QString::number(s.target, 'f', 2))
                       .arg(s.met ? "met" : "MISSED");
        out << QString("violations: %1\nerrors: %2\n").arg(violations).arg(errors);
    }
    return violations == 0 && errors == 0 ? 0 : 1;
}

} // namespace critter::cli
