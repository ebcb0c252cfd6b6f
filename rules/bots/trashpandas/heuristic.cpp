#include "bots/trashpandas/heuristic.h"

#include <algorithm>
#include <bit>
#include <limits>

#include "bots/search_policy.h"
#include "bots/trashpandas/estimate.h"
#include "trashpandas/odds.h"

namespace critter::tp::bots {
namespace {

constexpr double kNever = -1e9;

std::size_t at(int n) { return static_cast<std::size_t>(n); }
std::size_t at(Card c) { return static_cast<std::size_t>(c); }
ActionType typeOf(const Action& a) { return static_cast<ActionType>(a.type); }

// All the reckoning one decision needs, from the observation alone.
class Reckoner {
public:
    explicit Reckoner(const State::Observation& seen) : o_(seen), e_(estimateStashes(seen)), me_(seen.seat)
    {
        // A card in hand is only worth something while turns remain to use it.
        const double scale = std::clamp(o_.trashCount / 12.0, 0.0, 1.0);
        draw_ = o_.trashCount > 0 ? 0.6 + 0.4 * scale : 0.0;
        for (int c = 0; c < kCardTypes; ++c) {
            const auto card = static_cast<Card>(c);
            const bool firstOfType = o_.stashDown[at(c)] + o_.seats[at(me_)].stashUp[at(c)] == 0;
            gain_[at(c)] = stashGain(e_, me_, card) + (firstOfType ? 0.1 : 0.02); // TP-3 tie-breaks
            keep_[at(c)] = scale * keepValue(card, o_.hand[at(c)]);
        }
    }

    const State::Observation& seen() const { return o_; }

    // Stashing one `card` from hand (the extra-th of this decision).
    double netStash(Card card, int extra = 0) const
    {
        if (extra == 0)
            return gain_[at(card)] - keep_[at(card)];
        const double mine = e_.counts[at(me_)][at(card)] + extra;
        return typePoints(e_, me_, card, mine + 1) - typePoints(e_, me_, card, mine) + 0.02 -
            keep_[at(card)];
    }

    // The best one or two cards of the hand to stash, and what they are worth.
    double bestStash(int slots) const
    {
        double best = 0.0;
        double second = 0.0;
        for (int c = 0; c < kCardTypes; ++c) {
            const int have = o_.hand[at(c)];
            for (int k = 0; k < std::min(have, slots); ++k) {
                const double v = netStash(static_cast<Card>(c), k);
                if (v > best) {
                    second = best;
                    best = v;
                } else if (v > second) {
                    second = v;
                }
            }
        }
        return slots >= 2 ? best + second : best;
    }

    double drawValue(int cards) const
    {
        const double v = std::min(cards, o_.trashCount) * draw_;
        // Behind near the end: drawing the last card would end the game (TP-5).
        if (cards >= o_.trashCount && cards > 0 && behind())
            return v - 4.0;
        return v;
    }

    bool behind() const
    {
        const double mine = estimatedScore(e_, me_);
        for (int q = 0; q < o_.players; ++q)
            if (q != me_ && estimatedScore(e_, q) >= mine)
                return true;
        return false;
    }

    double tokenValue(Token token) const
    {
        switch (token) {
        case Token::TrashCan: return drawValue(2);
        case Token::Tree: return bestStash(2) + 0.3;
        case Token::CanTree: return std::max(drawValue(1), bestStash(1));
        case Token::Paw:
            for (int q = 0; q < o_.players; ++q)
                if (q != me_ && o_.seats[at(q)].handCount > 0)
                    return draw_ + 0.3;
            return 0.0;
        case Token::Mask: return o_.trashCount > 0 ? draw_ + 0.2 : 0.0;
        case Token::Recycle: return 0.0; // odds::stopValue values it as the best token left
        }
        return 0.0;
    }

    odds::TurnValues turnValues() const
    {
        odds::TurnValues v;
        for (int k = 0; k < kTokens; ++k)
            v.token[at(k)] = tokenValue(static_cast<Token>(k));
        v.bust = draw_;
        v.blammo = std::max(gain_[at(Card::Blammo)], keep_[at(Card::Blammo)]);
        v.nanners = std::max(gain_[at(Card::Nanners)], keep_[at(Card::Nanners)]);
        return v;
    }

    double cost(Card card) const { return std::max(0.6 * gain_[at(card)], keep_[at(card)]); }

    // Taking `card` into hand: it may be stashed later.
    double intoHand(Card card) const { return 0.6 * std::max(0.0, gain_[at(card)]) + 0.4; }

    // Stealing one stashed card of `victim`: face up by type, or face down.
    double stealValue(Seat victim, int which) const
    {
        if (which != kStashDown)
            return stashLoss(e_, victim, static_cast<Card>(which)) + intoHand(static_cast<Card>(which));
        const State::SeatView& view = o_.seats[at(victim)];
        if (view.stashDownCount == 0)
            return 0.0;
        double sum = 0.0;
        for (int c = 0; c < kCardTypes; ++c) {
            const double down = e_.counts[at(victim)][at(c)] - view.stashUp[at(c)];
            if (down > 0)
                sum += down * (stashLoss(e_, victim, static_cast<Card>(c)) + intoHand(static_cast<Card>(c)));
        }
        return sum / view.stashDownCount;
    }

    double score(Seat who) const { return estimatedScore(e_, who); }

private:
    // Why hold a card rather than stash it: saves, defence, reactions.
    static double keepValue(Card card, int inHand)
    {
        switch (card) {
        case Card::Blammo: return inHand <= 2 ? 0.9 : 0.3;
        case Card::Nanners: return inHand <= 1 ? 1.2 : 0.3;
        case Card::Doggo:
        case Card::Kitteh: return 0.8;
        case Card::Shiny: return 0.8;
        case Card::YumYum: return 0.6;
        case Card::Pie: return 0.6;
        case Card::Feesh: return 0.5;
        }
        return 0.0;
    }

    const State::Observation& o_;
    StashEstimate e_;
    Seat me_;
    double draw_ = 1.0;
    std::array<double, kCardTypes> gain_{};
    std::array<double, kCardTypes> keep_{};
};

// Feesh and Shiny may be played at any point of one's turn: worth it, they
// go first (score above every other choice), otherwise never.
double freeAction(const Reckoner& r, const Action& a)
{
    const State::Observation& o = r.seen();
    if (typeOf(a) == ActionType::PlayFeesh) {
        if (o.turn.phase == Phase::Busting)
            return kNever; // handled as a save
        const double v = r.intoHand(static_cast<Card>(a.a)) - r.cost(Card::Feesh);
        return v > 0.8 ? 1000.0 + v : kNever;
    }
    const double v = r.stealValue(a.a, a.b) - r.cost(Card::Shiny);
    return v > 0.5 ? 1000.0 + v : kNever;
}

// The rolling plans, worked out once per decision (odds.h).
struct Rolling {
    odds::TurnValues values;
    odds::Saves inHand;
    odds::RollPlan plan; // Rolled: roll or stop (saves: Feesh too); Busting: with the cards in hand
};

Rolling rollingOf(const Reckoner& r)
{
    const State::Observation& o = r.seen();
    const Turn& t = o.turn;
    Rolling g;
    g.values = r.turnValues();
    g.inHand = {o.playable[at(Card::Blammo)], o.playable[at(Card::Nanners)]};
    if (t.phase == Phase::Rolled)
        g.plan = odds::planRoll(Phase::Rolled, t.held, t.bonus, odds::savesOf(o), g.values);
    else if (t.phase == Phase::Busting)
        g.plan = odds::planRoll(Phase::Busting, t.held, t.bonus, g.inHand, g.values);
    return g;
}

double rollingScore(const Reckoner& r, const Rolling& g, const Action& a)
{
    const Turn& t = r.seen().turn;
    switch (typeOf(a)) {
    case ActionType::Roll: return t.phase == Phase::Roll ? 0.0 : g.plan.roll;
    case ActionType::Stop: return g.plan.stop;
    case ActionType::Bust: return g.values.bust;
    case ActionType::PlayBlammo: return t.phase == Phase::Busting ? g.plan.roll : kNever;
    case ActionType::PlayNanners: return t.phase == Phase::Busting ? g.plan.stop : kNever;
    case ActionType::PlayFeesh: {
        if (t.phase != Phase::Busting)
            return freeAction(r, a);
        // Fish the save: as if the card were in hand, less the Feesh spent.
        odds::Saves more = g.inHand;
        if (static_cast<Card>(a.a) == Card::Blammo)
            ++more.blammos;
        else if (static_cast<Card>(a.a) == Card::Nanners)
            ++more.nanners;
        else
            return kNever;
        const odds::RollPlan p = odds::planRoll(Phase::Busting, t.held, t.bonus, more, g.values);
        return (static_cast<Card>(a.a) == Card::Blammo ? p.roll : p.stop) - r.cost(Card::Feesh) - 0.01;
    }
    case ActionType::PlayShiny: return freeAction(r, a);
    default: return kNever;
    }
}

double resolveScore(const Reckoner& r, const Action& a)
{
    const State::Observation& o = r.seen();
    switch (typeOf(a)) {
    case ActionType::ResolveRecycle: return 500.0 + (a.a >= 0 ? r.tokenValue(static_cast<Token>(a.a)) : 0.0);
    case ActionType::PlayPie: {
        const double v = r.tokenValue(static_cast<Token>(a.a)) - r.cost(Card::Pie);
        return v > 0.5 ? 400.0 + v : kNever;
    }
    case ActionType::ResolvePaw:
        return 300.0 + o.seats[at(a.a)].handCount + 0.1 * r.score(a.a);
    case ActionType::ResolveMask: return 250.0;
    case ActionType::ResolveTrashCan: return 200.0 + r.drawValue(a.a);
    case ActionType::ResolveCanTree:
        return 100.0 + (a.a == 0 ? r.drawValue(1) : r.netStash(static_cast<Card>(a.b)));
    case ActionType::ResolveTree: {
        double v = 0.0;
        if (a.a >= 0)
            v += r.netStash(static_cast<Card>(a.a));
        if (a.b >= 0)
            v += r.netStash(static_cast<Card>(a.b), a.a == a.b ? 1 : 0);
        return v;
    }
    case ActionType::PlayFeesh:
    case ActionType::PlayShiny: return freeAction(r, a);
    default: return kNever;
    }
}

// Decisions on another player's turn.
double reactionScore(const Reckoner& r, const Action& a)
{
    const State::Observation& o = r.seen();
    const Turn& t = o.turn;
    switch (typeOf(a)) {
    case ActionType::Pass: return 0.0;
    case ActionType::PlayDoggo: return 2.0 + r.drawValue(a.a);   // TP-25: no draw when drawing would end a lost game
    case ActionType::PlayKitteh:
        if (a.a < 0)
            return 2.0;
        return 1.0 + r.stealValue(t.thief, a.a);
    case ActionType::PlayYumYum: {
        // Their tokens are lost on a bust (they may hold saves: 0.8), but a
        // good roll gives them one more token.
        const int k = std::popcount(t.held);
        const double p = 0.8 * k / 6.0;
        return p * (1.5 * k - 1.0) - (1.0 - p) * 1.5 - r.cost(Card::YumYum) - 0.3;
    }
    case ActionType::StashMatch: return r.netStash(static_cast<Card>(a.a)) - 0.5; // the active player draws one
    default: return kNever;
    }
}

double scoreOf(const Reckoner& r, const Rolling* g, const Action& a)
{
    switch (r.seen().turn.phase) {
    case Phase::Roll:
    case Phase::Rolled:
    case Phase::Busting: return rollingScore(r, *g, a);
    case Phase::Resolve: return resolveScore(r, a);
    default: return reactionScore(r, a);
    }
}

} // namespace

void scoreActions(const State::Observation& seen, const std::vector<Action>& legal, std::vector<double>& scores)
{
    const Reckoner r(seen);
    const Phase phase = seen.turn.phase;
    Rolling rolling;
    if (phase == Phase::Rolled || phase == Phase::Busting)
        rolling = rollingOf(r);
    scores.clear();
    for (const Action& a : legal)
        scores.push_back(scoreOf(r, &rolling, a));
}

Action heuristicAction(const State::Observation& seen, const std::vector<Action>& legal, Rng& rng,
                       const HeuristicOptions& options)
{
    if (legal.size() == 1)
        return legal.front();
    if (options.noise > 0.0 && rng.unit() < options.noise)
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    thread_local std::vector<double> scores;
    scoreActions(seen, legal, scores);
    std::size_t best = 0;
    double bestScore = std::numeric_limits<double>::lowest();
    std::uint32_t ties = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const double s = scores[i];
        if (s > bestScore + 1e-9) {
            best = i;
            bestScore = s;
            ties = 1;
        } else if (s >= bestScore - 1e-9 && rng.below(++ties) == 0) {
            best = i; // equal scores: reservoir sampling
        }
    }
    return legal[best];
}

Action greedyRollout(const State& world, const std::vector<Action>& legal, Rng& rng, double noise)
{
    if (legal.size() == 1)
        return legal.front();
    return heuristicAction(world.observation(world.currentSeat()), legal, rng, HeuristicOptions{noise});
}

void dropSillyMoves(const State::Observation& seen, std::vector<Action>& legal)
{
    if (legal.size() < 2)
        return;
    const Turn& t = seen.turn;
    auto is = [](const Action& a, ActionType type) { return a.type == static_cast<int>(type); };
    auto count = [](const Counts& c, Card card) { return c[static_cast<std::size_t>(card)]; };
    auto stashed = [&is](const Action& a) {
        if (is(a, ActionType::ResolveTree))
            return (a.a >= 0 ? 1 : 0) + (a.b >= 0 ? 1 : 0);
        if (is(a, ActionType::ResolveCanTree))
            return a.a == 1 ? 1 : 0;
        return 0;
    };
    int mostTree = 0, mostCanTree = 0, mostDraw = 0;
    bool stop = false, stashMatch = false;
    for (const Action& a : legal) {
        if (is(a, ActionType::ResolveTree))
            mostTree = std::max(mostTree, stashed(a));
        if (is(a, ActionType::ResolveCanTree))
            mostCanTree = std::max(mostCanTree, stashed(a));
        if (is(a, ActionType::ResolveTrashCan))
            mostDraw = std::max(mostDraw, a.a);
        stop = stop || is(a, ActionType::Stop);
        stashMatch = stashMatch || is(a, ActionType::StashMatch);
    }
    const bool canSave = count(seen.playable, Card::Blammo) > 0 || count(seen.playable, Card::Nanners) > 0 ||
        (count(seen.playable, Card::Feesh) > 0 &&
         (count(seen.discard, Card::Blammo) > 0 || count(seen.discard, Card::Nanners) > 0));
    const bool lastTurn = t.endTriggered;
    keepIf(legal, [&](const Action& a) {
        if (is(a, ActionType::Roll) && stop && t.phase == Phase::Rolled && std::popcount(t.held) == 5 && !canSave)
            return false; // busts five times in six
        if (lastTurn && is(a, ActionType::ResolveTree) && stashed(a) < mostTree)
            return false; // a card left in hand scores nothing at the end
        if (lastTurn && is(a, ActionType::ResolveCanTree) && stashed(a) < mostCanTree)
            return false;
        if (lastTurn && is(a, ActionType::Pass) && t.phase == Phase::Mask && stashMatch)
            return false;
        if (is(a, ActionType::ResolveTrashCan) && seen.trashCount >= 10 && a.a < mostDraw)
            return false; // far from the end, more cards are only better
        return true;
    });
}

} // namespace critter::tp::bots
