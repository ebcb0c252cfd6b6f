#include "trashpandas/scoring.h"

#include <algorithm>

#include "trashpandas/state.h"

namespace critter::tp {
namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }
} // namespace

ScoreBreakdown scoreStashes(const std::array<Counts, kMaxPlayers>& stashes, int players)
{
    ScoreBreakdown out;
    out.players = players;
    for (int c = 0; c < kCardTypes; ++c) {
        const auto card = static_cast<Card>(c);
        const CardInfo& info = cardInfo(card);
        for (int p = 0; p < players; ++p)
            out.lines[at(p)][at(c)].cards = stashes[at(p)][at(c)];
        if (card == Card::Blammo) {
            // One point per stashed Blammo!, no majority.
            for (int p = 0; p < players; ++p)
                out.lines[at(p)][at(c)].points = stashes[at(p)][at(c)] * info.points[0];
            continue;
        }
        // Majorities: the distinct counts from high to low are 1st, 2nd, 3rd
        // place; a player needs at least one card. TP-2: everyone in a tie
        // scores the place's points minus one (never below 0), and the next
        // count takes the next place.
        int place = 0;
        int above = 1 << 30;
        while (true) {
            int best = 0;
            for (int p = 0; p < players; ++p) {
                const int have = stashes[at(p)][at(c)];
                if (have < above && have > best)
                    best = have;
            }
            if (best == 0)
                break;
            ++place;
            int tied = 0;
            for (int p = 0; p < players; ++p)
                tied += stashes[at(p)][at(c)] == best ? 1 : 0;
            const int worth = place <= 3 ? info.points[at(place - 1)] : 0;
            const int points = tied > 1 ? std::max(0, worth - 1) : worth;
            for (int p = 0; p < players; ++p)
                if (stashes[at(p)][at(c)] == best) {
                    ScoreLine& line = out.lines[at(p)][at(c)];
                    line.place = place;
                    line.tied = tied > 1;
                    line.points = points;
                }
            above = best;
        }
    }
    for (int p = 0; p < players; ++p)
        for (int c = 0; c < kCardTypes; ++c) {
            const ScoreLine& line = out.lines[at(p)][at(c)];
            out.total[at(p)] += line.points;
            out.types[at(p)] += line.cards > 0 ? 1 : 0;
            out.cards[at(p)] += line.cards;
        }
    return out;
}

int winnerMaskOf(const ScoreBreakdown& b)
{
    auto key = [&b](Seat p) {
        return std::array<int, 3>{b.total[at(p)], b.types[at(p)], b.cards[at(p)]};
    };
    int mask = 0;
    Seat best = kNoSeat;
    for (Seat p = 0; p < b.players; ++p) {
        if (best == kNoSeat || key(p) > key(best)) {
            best = p;
            mask = 1 << p;
        } else if (key(p) == key(best)) {
            mask |= 1 << p;
        }
    }
    return mask;
}

std::vector<Seat> winnersOf(const ScoreBreakdown& b)
{
    std::vector<Seat> best;
    const int mask = winnerMaskOf(b);
    for (Seat p = 0; p < b.players; ++p)
        if (mask & (1 << p))
            best.push_back(p);
    return best;
}

ScoreBreakdown scoreBreakdown(const State& state)
{
    std::array<Counts, kMaxPlayers> stashes{};
    for (Seat p = 0; p < state.players(); ++p)
        stashes[at(p)] = state.stash(p);
    return scoreStashes(stashes, state.players());
}

std::vector<int> State::scores() const
{
    const ScoreBreakdown b = scoreBreakdown(*this);
    return std::vector<int>(b.total.begin(), b.total.begin() + players_);
}

std::vector<Seat> State::winners() const
{
    if (!isOver())
        return {};
    return winnersOf(scoreBreakdown(*this));
}

} // namespace critter::tp
