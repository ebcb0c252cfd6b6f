#include "bots/trashdash/heuristic.h"

#include <algorithm>
#include <array>

#include "bots/search_policy.h"

namespace critter::td::bots {
namespace {

std::size_t at(int n) { return static_cast<std::size_t>(n); }

constexpr double kDashDieMean = 2.5;   // fallback; the content's die replaces it

double dashDieMean()
{
    static const double mean = [] {
        double sum = 0;
        for (int face : content().dashDie)
            sum += face;
        return sum / kDieFaces;
    }();
    return mean > 0 ? mean : kDashDieMean;
}

// keepValue() of an unknown card from the deck, about: Move 2.5, a third
// of the cards with an Attack or Scare, a pair now and then.
constexpr double kFreshCard = 1.2;

const ActionCardKind& card(int kind) { return content().actionCards[at(kind)]; }

// What one decision needs to know about the board, from the observation alone.
struct View {
    const Observation& seen;
    const HeuristicWeights& w;
    Seat me;
    int handCount;
    int length;

    const Public& pub() const { return seen.pub; }
    bool sheltered(Seat seat) const
    {
        return pub().racers[at(seat)].invincible || pub().track.at(pub().space(seat)) == SpaceKind::Box;
    }
    int progress(Seat seat) const { return pub().racers[at(seat)].progress; }
    bool hasAbility(Ability ability) const
    {
        const RacerView& r = pub().racers[at(me)];
        return !r.cpu && content().characters[at(r.character)].sides[at(r.side)].ability == ability;
    }
    int abilityRange() const
    {
        const RacerView& r = pub().racers[at(me)];
        return content().characters[at(r.character)].sides[at(r.side)].range;
    }
    int abilityAmount() const
    {
        const RacerView& r = pub().racers[at(me)];
        return content().characters[at(r.character)].sides[at(r.side)].amount;
    }
    // How much a space taken from this opponent is worth: the opponent best
    // placed to win (the most progress among them) counts fully.
    double danger(Seat seat) const
    {
        int best = -1;
        for (Seat o = 0; o < pub().players; ++o)
            if (o != me)
                best = std::max(best, progress(o));
        return progress(seat) >= best ? w.leaderHarm : w.otherHarm;
    }
};

// What the pawn finds where it stops after `steps` forward (one Spill followed).
double landingValue(const View& v, int steps)
{
    if (steps <= 0)
        return 0.0;
    const Public& p = v.pub();
    int space = (p.space(v.me) + steps) % v.length;
    double value = 0.0;
    if (p.track.at(space) == SpaceKind::Spill) {
        value += 1.0;
        space = (space + 1) % v.length;
    }
    switch (p.track.at(space)) {
    case SpaceKind::TrashCan: value += v.seen.trash < 0 ? v.w.trashCard : 0.2; break;
    case SpaceKind::RecycleBin: value += v.w.card; break;
    case SpaceKind::Box: value += v.w.box; break;
    case SpaceKind::Plain:
    case SpaceKind::Spill: break;
    }
    return value;
}

double attackValue(const View& v, Seat target, int amount)
{
    if (target < 0 || amount <= 0 || v.sheltered(target))
        return 0.0;
    // Never back across the Start line (TD-2): a racer on lap 1 near Start loses less.
    const int lost = std::min(amount, v.progress(target));
    return lost * v.danger(target);
}

double scareValue(const View& v, Seat target, int amount)
{
    if (target < 0 || amount <= 0 || v.sheltered(target))
        return 0.0;
    if (v.pub().racers[at(target)].cpu)   // a CPU has no hand: Reroll tokens for us instead
        return 0.3 * std::min<int>(amount, v.pub().tokenSupply);
    const int lost = std::min<int>(amount, v.seen.handCounts[at(target)]);
    return lost * v.w.card * v.danger(target) / v.w.leaderHarm;
}

// Spaces a Go with this card makes now, its landing, its Attack or Scare.
double goValue(const View& v, int kind, Seat target, int bonus)
{
    const ActionCardKind& k = card(kind);
    const int steps = k.move + bonus;
    double value = steps + landingValue(v, steps);
    value += attackValue(v, target, k.attack) + scareValue(v, target, k.scare);
    if (k.scare > 0 && v.hasAbility(Ability::Opportunist) && target >= 0 && !v.sheltered(target)) {
        int counted = std::min<int>(k.scare, std::max<int>(1, v.seen.handCounts[at(target)]));
        if (v.abilityRange() > 0)
            counted = std::min(counted, v.abilityRange());
        value += v.abilityAmount() * counted;
    }
    return value;
}

// A card kept for later: its Move, its Attack or Scare, and a pair partner.
double keepValue(const Hand& hand, int kind)
{
    const ActionCardKind& k = card(kind);
    double value = 0.3 * k.move + 0.4 * (k.attack + k.scare);
    for (std::size_t o = 0; o < hand.size(); ++o)
        if (hand[o] > (static_cast<int>(o) == kind ? 1 : 0) && o < content().actionCards.size() &&
            content().actionCards[o].move == k.move)
            value += 0.5;   // half of a Dash pair
    return value;
}

double bestGo(const View& v, int bonus, const Hand& hand)
{
    double best = 0.0;
    for (std::size_t k = 0; k < content().actionCards.size(); ++k) {
        if (hand[k] == 0)
            continue;
        const ActionCardKind& c = content().actionCards[k];
        if (c.attack > 0 || c.scare > 0) {
            for (Seat o = 0; o < v.pub().players; ++o)
                if (o != v.me)
                    best = std::max(best, goValue(v, static_cast<int>(k), o, bonus));
        } else {
            best = std::max(best, goValue(v, static_cast<int>(k), kNoSeat, bonus));
        }
    }
    return best;
}

double trashValue(const View& v, int kind, Seat target)
{
    const TrashCardKind& t = content().trashCards[at(kind)];
    const TrashEffect& e = t.effect;
    int ahead = 0;
    for (Seat o = 0; o < v.pub().players; ++o)
        ahead += o != v.me && v.progress(o) > v.progress(v.me) ? 1 : 0;
    const int bonus = v.pub().moveBonus + e.moveBonus + e.movePerOpponentAhead * ahead;
    double value = e.draw * v.w.card + attackValue(v, target, e.attack) + scareValue(v, target, e.scare);
    if (e.gainScaredMove && target >= 0 && !v.sheltered(target) && !v.pub().racers[at(target)].cpu)
        value += 2.5;
    if (e.invincible)
        value += 0.8;
    if (e.attackPassed > 0)
        value += 0.5 * e.attackPassed;
    if (e.noActionCard)   // the Move instead of an Action card: the hand keeps one more
        return value + e.move + bonus + landingValue(v, e.move + bonus) + v.w.card;
    Hand hand = v.seen.hand;   // a Draw adds unknown cards: the best Go from the hand now
    return value + bestGo(v, bonus, hand);
}

double score(const View& v, const Action& a)
{
    const Public& p = v.pub();
    const Hand& hand = v.seen.hand;
    switch (static_cast<ActionType>(a.type)) {
    case ActionType::Go:
        return goValue(v, a.a, a.b, p.moveBonus) - 0.3 * keepValue(hand, a.a);
    case ActionType::Dash: {
        double steps = card(a.a).move + dashDieMean() + p.moveBonus;
        if (v.hasAbility(Ability::TurboTail) && (v.abilityRange() == 0 || card(a.a).move <= v.abilityRange()))
            steps += v.abilityAmount();
        if (v.hasAbility(Ability::LuckyStreak))
            steps += 0.4;   // a free reroll of a low die
        // One card more than a Go, and the pair's Attack or Scare is lost.
        return steps - v.w.card - 0.2 * (card(a.a).attack + card(a.a).scare + card(a.b).attack + card(a.b).scare);
    }
    case ActionType::PlayTrash:
        return v.seen.trash >= 0 ? trashValue(v, v.seen.trash, a.a) : 0.0;
    case ActionType::Rest: {
        const int refill = v.hasAbility(Ability::NestEgg) ? v.abilityAmount() : kHandSize;
        // No end-of-turn draw: the refill counts against the one card a Go keeps.
        const int gained = std::max(refill - v.handCount, 0) - 1;
        return 1 + p.moveBonus + landingValue(v, 1 + p.moveBonus) + gained * v.w.card;
    }
    case ActionType::KeepRoll:
        return p.dashDie;
    case ActionType::Reroll:   // the die's mean, less the card it costs (none for Lucky Streak)
        return dashDieMean() - (a.a < 0 ? 0.0 : v.w.card * 0.8 + 0.2 * keepValue(hand, a.a));
    case ActionType::SpendToken: {
        // Tokens do nothing else: reroll a CPU face better than the die's average for it.
        const int face = p.cpuFace;
        if (face < 0)
            return 0.0;
        double faces[kDieFaces];
        double mean = 0;
        for (int f = 0; f < kDieFaces; ++f) {
            const CpuEffect& e = content().cpuDice[static_cast<std::size_t>(p.cpu)][at(f)];
            faces[f] = e.paw ? 3.5 : e.move + e.attack + 0.5 * e.scare;
            mean += faces[f] / kDieFaces;
        }
        return faces[face] - mean;
    }
    case ActionType::PassToken:
        return 0.0;
    case ActionType::SwapTrash: {
        double mean = 0;
        int copies = 0;
        for (std::size_t k = 0; k < content().trashCards.size(); ++k) {
            mean += trashValue(v, static_cast<int>(k), kNoSeat) * content().trashCards[k].copies;
            copies += content().trashCards[k].copies;
        }
        return copies > 0 ? mean / copies : 0.0;
    }
    case ActionType::KeepTrash:
        return v.seen.trash >= 0 ? trashValue(v, v.seen.trash, kNoSeat) : 0.0;
    case ActionType::RecycleDiscard:
        return -keepValue(hand, a.a);
    case ActionType::Rummage:   // a fresh card's keep value is about kFreshCard
        return kFreshCard - keepValue(hand, a.a);
    case ActionType::NoRummage:
        return 0.0;
    case ActionType::SearchBin:
        return a.a == 1 ? (v.seen.trash < 0 ? v.w.trashCard : 0.0) : v.w.card;
    case ActionType::Hiss:
        return scareValue(v, a.a, 1) + 0.01;
    case ActionType::NoHiss:
        return 0.0;
    case ActionType::ChooseSide:
        return a.a == 0 ? 0.01 : 0.0;
    case ActionType::Count:
        break;
    }
    return 0.0;
}

} // namespace

void scoreActions(const Observation& seen, const std::vector<Action>& legal, std::vector<double>& scores,
                  const HeuristicWeights& weights)
{
    const View view{seen, weights, seen.seat, handSize(seen.hand), seen.pub.length()};
    scores.clear();
    for (const Action& a : legal)
        scores.push_back(score(view, a));
}

Action heuristicAction(const Observation& seen, const std::vector<Action>& legal, Rng& rng, double noise,
                       const HeuristicWeights& weights)
{
    if (legal.size() == 1)
        return legal.front();
    if (noise > 0.0 && rng.unit() < noise)
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    thread_local std::vector<double> scores;
    scoreActions(seen, legal, scores, weights);
    return legal[static_cast<std::size_t>(std::max_element(scores.begin(), scores.end()) - scores.begin())];
}

namespace {

bool isType(const Action& a, ActionType t) { return a.type == static_cast<int>(t); }

bool hasAbilityOf(const Public& p, Seat seat, Ability ability)
{
    const RacerView& r = p.racers[at(seat)];
    return !r.cpu && content().characters[at(r.character)].sides[at(r.side)].ability == ability;
}

// The harm a Go or Trash action aims lands nowhere (see dropSillyMoves).
bool harmWasted(const Observation& seen, const Action& a)
{
    int attack = 0, scare = 0, target = -1;
    if (isType(a, ActionType::Go) && a.b >= 0) {
        attack = card(a.a).attack;
        scare = card(a.a).scare;
        target = a.b;
    } else if (isType(a, ActionType::PlayTrash) && a.a >= 0 && seen.trash >= 0) {
        const TrashEffect& e = content().trashCards[at(seen.trash)].effect;
        attack = e.attack;
        scare = e.scare;
        target = a.a;
    }
    if (target < 0 || (attack <= 0 && scare <= 0))
        return false;
    const Public& p = seen.pub;
    const RacerView& r = p.racers[at(target)];
    if (r.invincible || p.track.at(p.space(target)) == SpaceKind::Box)
        return true;
    const bool attackLands = attack > 0 && r.progress > 0;   // TD-2: never back past the Start line
    const bool scareLands = scare > 0 && (r.cpu || seen.handCounts[at(target)] > 0);
    return !attackLands && !scareLands;
}

} // namespace

void dropSillyMoves(const Observation& seen, std::vector<Action>& legal)
{
    if (legal.size() < 2)
        return;
    const Public& p = seen.pub;
    const Seat me = seen.seat;
    // A move that ends the race with this racer ahead: movement is public,
    // so any world consistent with the observation tells.
    {
        Rng rng(1);
        const State world = State::sampleWorld(seen, rng);
        const bool wins = keepIf(legal, [&](const Action& a) {
            State after = world;
            if (!after.apply(a, nullptr) || !after.isOver())
                return false;
            const std::vector<Seat> w = after.winners();
            return w.size() == 1 && w.front() == me;
        });
        if (wins)
            return;
    }
    const auto& die = content().dashDie;
    const int top = *std::max_element(die.begin(), die.end());
    const int bottom = *std::min_element(die.begin(), die.end());
    if (p.phase == Phase::DashRoll) {
        const bool freeReroll = std::any_of(legal.begin(), legal.end(),
                                            [](const Action& a) { return isType(a, ActionType::Reroll) && a.a < 0; });
        keepIf(legal, [&](const Action& a) {
            if (isType(a, ActionType::Reroll))
                return p.dashDie != top;
            if (isType(a, ActionType::KeepRoll))
                return !(freeReroll && p.dashDie == bottom);
            return true;
        });
        return;
    }
    // Aimed where it does nothing, while the same card reaches someone.
    keepIf(legal, [&](const Action& a) {
        if (!harmWasted(seen, a))
            return true;
        return std::none_of(legal.begin(), legal.end(), [&](const Action& b) {
            const bool same = b.type == a.type && (isType(b, ActionType::PlayTrash) || b.a == a.a);
            const bool aimed = isType(b, ActionType::Go) ? b.b >= 0 : b.a >= 0;
            return same && aimed && !harmWasted(seen, b);
        });
    });
    if (p.phase != Phase::Choose)
        return;
    int bestGo = 0;
    for (const Action& a : legal)
        if (isType(a, ActionType::Go))
            bestGo = std::max(bestGo, card(a.a).move);
    const bool dashAbility = hasAbilityOf(p, me, Ability::TurboTail) || hasAbilityOf(p, me, Ability::LuckyStreak);
    const RacerView& r = p.racers[at(me)];
    const int refill = hasAbilityOf(p, me, Ability::NestEgg)
        ? content().characters[at(r.character)].sides[at(r.side)].amount
        : kHandSize;
    const int restLands = (p.space(me) + 1 + p.moveBonus) % p.length();
    const bool idleRest = handSize(seen.hand) >= refill && bestGo >= 2 && p.track.at(restLands) == SpaceKind::Plain;
    keepIf(legal, [&](const Action& a) {
        if (isType(a, ActionType::Dash))
            return dashAbility || card(a.a).move + top > bestGo;
        if (isType(a, ActionType::Rest))
            return !idleRest;
        return true;
    });
}

Action HeuristicBot::choose(const Observation& seen, const std::vector<Action>& legal, Rng& rng, const StopFlag*)
{
    std::vector<Action> sensible = legal;
    dropSillyMoves(seen, sensible);
    return heuristicAction(seen, sensible, rng, 0.0, weights_);
}

} // namespace critter::td::bots
