#pragma once
// Why the winner of a Trash Dash race (or Tournament) won (issue 33 part 4):
// how often the lead changed hands and the move with which the winner took
// it for good. Fed only from what is public: the race played again, the
// pawns' places (Public, all public) after every move and each move's
// events as a spectator sees them (td::redactedFor with kNoSeat).
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>
#include <vector>

#include "trashdash/state.h"
#include "whywon.h"

namespace tdwhy {

// The lead over one race: leaders[i] is the racer alone in front after the
// race's i-th move (kNoSeat when racers share the front, or before anyone moved).
struct LeadFacts {
    int changes = 0;       // times the lead passed from one racer to another
    int tookLead = -1;     // the move (index into leaders) the winner took it for good; -1 never
    bool firstLead = false;   // that was the first time anyone led alone
};
LeadFacts leadFacts(const std::vector<critter::Seat>& leaders, critter::Seat winner);

// How the winner's move that took the lead for good moved them.
enum class How { Go, Dash, Trash, Rest, Cpu, OtherFellBack, Unknown };

struct Facts {
    critter::Seat winner = critter::kNoSeat;
    bool tournament = false;
    int points = 0;                  // Tournament points
    std::array<int, critter::td::kRaces> ranks{-1, -1, -1};   // the winner's place in each race
    int race = 0;                    // the race explained (1-based); 0: none (no race won)
    LeadFacts lead;
    How how = How::Unknown;
    int card = -1;                   // Go: the Action card; Trash: the Trash card
    critter::Seat fellBack = critter::kNoSeat;   // OtherFellBack: who led before
    int turn = 0;                    // the turn of that move
    int position = -1;               // actions played after it (a replay position); -1 none
};

Facts explain(const critter::td::State& finished);

class Words
{
    Q_DECLARE_TR_FUNCTIONS(TdWhyWon)

public:
    static WhyWon of(const Facts& facts, const QStringList& names);
};

} // namespace tdwhy
