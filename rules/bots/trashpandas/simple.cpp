#include "bots/trashpandas/simple.h"

#include <bit>
#include <limits>

namespace critter::tp::bots {
namespace {

constexpr double kNever = -1e9;

std::size_t at(int n) { return static_cast<std::size_t>(n); }
std::size_t at(Card c) { return static_cast<std::size_t>(c); }

// What a card is worth stashed, as printed: first-place points (Blammo! 1).
double printed(Card card) { return cardInfo(card).points[0]; }

// Worth stashing one `card` (the extra-th this decision), keeping a save each.
double stashWorth(const State::Observation& o, int card, int extra = 0)
{
    if (card < 0)
        return 0.0;
    const auto c = static_cast<Card>(card);
    const int left = o.hand[at(card)] - extra;
    if ((c == Card::Blammo || c == Card::Nanners) && left <= 1)
        return -0.5; // the last one stays as a save
    return printed(c) > 0 ? printed(c) : -0.5;
}

double score(const State::Observation& o, const Action& a)
{
    const Turn& t = o.turn;
    const int held = std::popcount(t.held);
    const bool save = o.playable[at(Card::Blammo)] + o.playable[at(Card::Nanners)] > 0;
    switch (static_cast<ActionType>(a.type)) {
    case ActionType::Roll: return t.phase == Phase::Roll || held <= (save ? 3 : 2) ? 1.0 : -1.0;
    case ActionType::Stop: return 0.0;
    case ActionType::Bust: return 0.0;
    case ActionType::PlayBlammo: return t.phase == Phase::Busting && held >= 3 ? 2.0 : kNever;
    case ActionType::PlayNanners: return t.phase == Phase::Busting && held >= 3 ? 1.0 : kNever;
    case ActionType::PlayYumYum: return held >= 4 ? 1.0 : -1.0;
    case ActionType::PlayDoggo: return a.a == 2 ? 2.0 : 1.5;
    case ActionType::PlayKitteh: return 1.0;
    case ActionType::StashMatch: return printed(static_cast<Card>(a.a)) >= 4 ? 1.0 : -1.0;
    case ActionType::Pass: return 0.0;
    // Resolving: draws and steals first, the stash last (new cards may go in).
    case ActionType::ResolveRecycle: return 60.0 + (a.a == static_cast<int>(Token::TrashCan) ? 1.0 : 0.0);
    case ActionType::ResolvePaw: return 50.0 + o.seats[at(a.a)].handCount;
    case ActionType::ResolveMask: return 45.0;
    case ActionType::ResolveTrashCan: return 40.0 + a.a;
    case ActionType::ResolveCanTree:
        return 30.0 + (a.a == 0 ? 3.0 : stashWorth(o, a.b));
    case ActionType::ResolveTree:
        return stashWorth(o, a.a) + stashWorth(o, a.b, a.a == a.b ? 1 : 0);
    default: return kNever; // Feesh, Shiny and Pie stay in hand (simple play)
    }
}

} // namespace

Action simpleAction(const State::Observation& seen, const std::vector<Action>& legal, Rng& rng)
{
    if (legal.size() == 1)
        return legal.front();
    std::size_t best = 0;
    double bestScore = std::numeric_limits<double>::lowest();
    std::uint32_t ties = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const double s = score(seen, legal[i]);
        if (s > bestScore) {
            best = i;
            bestScore = s;
            ties = 1;
        } else if (s == bestScore && rng.below(++ties) == 0) {
            best = i; // equal scores: reservoir sampling
        }
    }
    return legal[best];
}

} // namespace critter::tp::bots
