#pragma once
// "Silly decision" checks (issue 34 part 4): predicates over a state and the
// action a bot chose there that flag a move a player would call silly in a
// replay. Each check judges from what the deciding seat knows (its own
// observation), except the one every game shares, "declines an immediate
// win", which only applies each legal action to a copy and looks whether
// the game is then over with the mover its sole winner (no hidden card
// decides that). docs/bots.md lists the checks and what they found.
//
// A check answers NotApplicable when the situation it is about did not
// arise, so an audit can tell "never silly" from "never tested".
#include <algorithm>
#include <bit>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "bots/bot_factory.h"
#include "bots/pandapanda/bot_traits.h"
#include "bots/trashdash/bot_traits.h"
#include "bots/trashpandas/bot_traits.h"
#include "pandapanda/hands.h"
#include "pandapanda/notation.h"
#include "trashdash/notation.h"
#include "trashpandas/notation.h"

namespace critter::silly {

enum class Verdict { NotApplicable, Fine, Silly };

template <class S>
struct Check {
    std::string name;
    std::function<Verdict(const S& before, const std::vector<Action>& legal, const Action& chosen)> judge;
    bool reportOnly = false; // counted and shown, not failed (a judgement call; docs/bots.md says why)
};

inline Verdict verdict(bool silly) { return silly ? Verdict::Silly : Verdict::Fine; }

// Every game: some legal action ends the game at once with the mover its
// sole winner, and the bot chose one that does not.
template <class S>
bool winsAtOnce(const S& before, const Action& action)
{
    S after = before;
    if (!after.apply(action, nullptr) || !after.isOver())
        return false;
    const std::vector<Seat> w = after.winners();
    return w.size() == 1 && w.front() == before.currentSeat();
}

// deferOk: a move after which the mover decides again, the game not over,
// only puts the win off (Trash Pandas: the last turn's tokens resolve in any
// order, and whichever comes last ends the game).
template <class S>
Check<S> declinesAnImmediateWin(bool deferOk = false)
{
    return {"declines an immediate win", [deferOk](const S& before, const std::vector<Action>& legal,
                                                   const Action& chosen) {
                const bool any = std::any_of(legal.begin(), legal.end(),
                                             [&](const Action& a) { return winsAtOnce(before, a); });
                if (!any)
                    return Verdict::NotApplicable;
                if (deferOk) {
                    S after = before;
                    if (after.apply(chosen, nullptr) && !after.isOver() && after.currentSeat() == before.currentSeat())
                        return Verdict::NotApplicable;
                }
                return verdict(!winsAtOnce(before, chosen));
            }};
}

// ---------------------------------------------------------------- Trash Pandas

namespace tpcheck {
using namespace critter::tp;

inline int count(const Counts& c, Card card) { return c[static_cast<std::size_t>(card)]; }
inline bool is(const Action& a, ActionType t) { return a.type == static_cast<int>(t); }

// A card that can save a bust now: Blammo! or Nanners playable, or a Feesh
// that can fish one from the discard pile.
inline bool canSaveABust(const State::Observation& seen)
{
    return count(seen.playable, Card::Blammo) > 0 || count(seen.playable, Card::Nanners) > 0 ||
        (count(seen.playable, Card::Feesh) > 0 &&
         (count(seen.discard, Card::Blammo) > 0 || count(seen.discard, Card::Nanners) > 0));
}

inline int stashed(const Action& a)
{
    if (is(a, ActionType::ResolveTree))
        return (a.a >= 0 ? 1 : 0) + (a.b >= 0 ? 1 : 0);
    if (is(a, ActionType::ResolveCanTree))
        return a.a == 1 ? 1 : 0;
    return 0;
}

inline std::vector<Check<State>> checks()
{
    // Reported, not failed: who wins when Trash Pandas ends depends on
    // face-down stashes the bot cannot see.
    Check<State> win = declinesAnImmediateWin<State>(true);
    win.reportOnly = true;
    return {
        win,
        // Five tokens held: a roll busts five times in six, and nothing in hand saves it.
        {"rolls on with five tokens and no save",
         [](const State& s, const std::vector<Action>& legal, const Action& chosen) {
             const Turn& t = s.turn();
             if (t.phase != Phase::Rolled || std::popcount(t.held) != 5 || legal.size() < 2)
                 return Verdict::NotApplicable;
             if (canSaveABust(s.observation(t.active)))
                 return Verdict::NotApplicable;
             return verdict(is(chosen, ActionType::Roll));
         }},
        // The trash can is empty and this is the last turn (TP-5): a card left
        // in hand scores nothing, a stashed one never lowers the stasher's score.
        {"keeps back a card it could stash on the last turn",
         [](const State& s, const std::vector<Action>& legal, const Action& chosen) {
             const Turn& t = s.turn();
             if (!t.endTriggered || t.phase != Phase::Resolve)
                 return Verdict::NotApplicable;
             const bool tree = is(chosen, ActionType::ResolveTree);
             const bool canTree = is(chosen, ActionType::ResolveCanTree);
             if (!tree && !canTree)
                 return Verdict::NotApplicable;
             int most = 0;
             for (const Action& a : legal)
                 if (a.type == chosen.type)
                     most = std::max(most, stashed(a));
             return verdict(stashed(chosen) < most);
         }},
        // A Mask on the last turn: a matching card stashed face up scores, in hand it does not.
        {"passes up a last-turn Mask stash",
         [](const State& s, const std::vector<Action>& legal, const Action& chosen) {
             const Turn& t = s.turn();
             if (!t.endTriggered || t.phase != Phase::Mask)
                 return Verdict::NotApplicable;
             const bool canStash = std::any_of(legal.begin(), legal.end(),
                                               [](const Action& a) { return is(a, ActionType::StashMatch); });
             if (!canStash)
                 return Verdict::NotApplicable;
             return verdict(is(chosen, ActionType::Pass));
         }},
        // Drawing fewer than the Trash Can allows while the trash can is still deep.
        {"draws fewer cards than it may from a deep trash can",
         [](const State& s, const std::vector<Action>& legal, const Action& chosen) {
             if (!is(chosen, ActionType::ResolveTrashCan) || s.trashCount() < 10)
                 return Verdict::NotApplicable;
             int most = 0;
             for (const Action& a : legal)
                 if (is(a, ActionType::ResolveTrashCan))
                     most = std::max(most, a.a);
             return verdict(chosen.a < most);
         }},
    };
}
} // namespace tpcheck

// ---------------------------------------------------------------- Panda Panda

namespace ppcheck {
using namespace critter::pp;

inline bool is(const Action& a, ActionType t) { return a.type == static_cast<int>(t); }

// The mover's hand after a discard (not an A: that starts a pass) or a draw
// from a pile (its top is open); nullopt for anything else.
inline std::optional<LetterCounts> handAfter(const State& s, const Action& a)
{
    LetterCounts hand = s.hand(s.currentSeat());
    if (is(a, kDiscard) && a.a != kLetterA) {
        --hand[static_cast<std::size_t>(a.a)];
        return hand;
    }
    if (is(a, kDrawPile)) {
        ++hand[static_cast<std::size_t>(s.pile(a.a).top())];
        return hand;
    }
    return std::nullopt;
}

inline bool makesWinner(const State& s, const Action& a)
{
    const auto hand = handAfter(s, a);
    return hand && isWinningHand(*hand);
}

inline std::vector<Check<State>> checks()
{
    return {
        declinesAnImmediateWin<State>(),
        // One discard or one open draw makes a winning hand, called at the
        // start of the mover's next turn, before anyone who takes the card
        // can call; the bot did something else.
        {"passes up a winning hand",
         [](const State& s, const std::vector<Action>& legal, const Action& chosen) {
             if (s.phase() != Phase::Act)
                 return Verdict::NotApplicable;
             const bool any = std::any_of(legal.begin(), legal.end(), [&](const Action& a) { return makesWinner(s, a); });
             if (!any)
                 return Verdict::NotApplicable;
             return verdict(!makesWinner(s, chosen));
         }},
        // No winning hand has more than seven cards: an eighth is a card to throw away again.
        {"draws an eighth card",
         [](const State& s, const std::vector<Action>&, const Action& chosen) {
             if (s.phase() != Phase::Act || cardCount(s.hand(s.currentSeat())) < 7)
                 return Verdict::NotApplicable;
             return verdict(is(chosen, kDrawDeck) || is(chosen, kDrawPile));
         }},
        // Taking back from its own pile the card it discarded on its last
        // turn, with no A-pass since: two turns spent to stand still.
        {"draws back the card it just discarded",
         [](const State& s, const std::vector<Action>&, const Action& chosen) {
             const Seat me = s.currentSeat();
             if (s.phase() != Phase::Act || !is(chosen, kDrawPile) || chosen.a != me)
                 return Verdict::NotApplicable;
             // Turn actions go round the table one a seat (a skipped turn,
             // PP-7, is too rare to matter), so the mover's last one is
             // `players` turn actions back; a pass or call since changed the hands.
             const std::vector<Action>& h = s.history().actions;
             int turnActions = 0;
             for (std::size_t i = h.size(); i-- > 0;) {
                 const Action& a = h[i];
                 if (is(a, kPass) || is(a, kCall))
                     return Verdict::Fine;
                 if (++turnActions == s.players())
                     return verdict(is(a, kDiscard) && a.a == s.pile(me).top());
             }
             return Verdict::Fine;
         },
         true},
    };
}
} // namespace ppcheck

// ---------------------------------------------------------------- Trash Dash

namespace tdcheck {
using namespace critter::td;

inline bool is(const Action& a, ActionType t) { return a.type == static_cast<int>(t); }
inline std::size_t at(int n) { return static_cast<std::size_t>(n); }
inline const ActionCardKind& card(int kind) { return content().actionCards[at(kind)]; }

inline bool hasAbility(const Public& p, Seat seat, Ability ability)
{
    const RacerView& r = p.racers[at(seat)];
    return !r.cpu && content().characters[at(r.character)].sides[at(r.side)].ability == ability;
}

// Nothing an Attack or Scare does reaches this racer now: a Big Ol' Box or invincible.
inline bool sheltered(const Public& p, Seat seat)
{
    return p.racers[at(seat)].invincible || p.track.at(p.space(seat)) == SpaceKind::Box;
}

// What the chosen Go or Trash card does to its target: Attack and/or Scare amounts.
struct Harm {
    int attack = 0;
    int scare = 0;
};

inline Harm harmOf(const State& s, const Action& a)
{
    if (is(a, ActionType::Go) && a.b >= 0)
        return {card(a.a).attack, card(a.a).scare};
    if (is(a, ActionType::PlayTrash) && a.a >= 0) {
        const int trash = s.observation(s.currentSeat()).trash;
        if (trash >= 0)
            return {content().trashCards[at(trash)].effect.attack, content().trashCards[at(trash)].effect.scare};
    }
    return {};
}

inline int targetOf(const Action& a) { return is(a, ActionType::Go) ? a.b : is(a, ActionType::PlayTrash) ? a.a : -1; }

// The harm lands on nothing: a shelter, an Attack on a racer at the Start
// line on lap 1 (TD-2: never back past it), a Scare on an empty hand.
inline bool wasted(const State& s, const Action& a)
{
    const Harm h = harmOf(s, a);
    const Seat target = targetOf(a);
    if (target < 0 || (h.attack <= 0 && h.scare <= 0))
        return false;
    const Public& p = s.pub();
    if (sheltered(p, target))
        return true;
    const auto seen = s.observation(s.currentSeat());
    const bool attackLands = h.attack > 0 && p.racers[at(target)].progress > 0;
    const bool scareLands = h.scare > 0 && (p.racers[at(target)].cpu || seen.handCounts[at(target)] > 0);
    return !attackLands && !scareLands;
}

inline int dieMax() { return *std::max_element(content().dashDie.begin(), content().dashDie.end()); }
inline int dieMin() { return *std::min_element(content().dashDie.begin(), content().dashDie.end()); }

inline std::vector<Check<State>> checks()
{
    return {
        declinesAnImmediateWin<State>(),
        // The same card could hit a racer it reaches, and the bot aimed it where it does nothing.
        {"aims an Attack or Scare where it does nothing",
         [](const State& s, const std::vector<Action>& legal, const Action& chosen) {
             if (targetOf(chosen) < 0 || (harmOf(s, chosen).attack <= 0 && harmOf(s, chosen).scare <= 0))
                 return Verdict::NotApplicable;
             const bool better = std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
                 return a.type == chosen.type && (is(a, ActionType::PlayTrash) || a.a == chosen.a) &&
                     targetOf(a) >= 0 && !wasted(s, a);
             });
             if (!better)
                 return Verdict::NotApplicable; // every target is out of reach: no choice to judge
             return verdict(wasted(s, chosen));
         }},
        // The die already shows its best face: a reroll can only lose (and costs a card).
        {"rerolls the Dash die's top face",
         [](const State& s, const std::vector<Action>&, const Action& chosen) {
             if (s.phase() != Phase::DashRoll)
                 return Verdict::NotApplicable;
             if (s.pub().dashDie != dieMax())
                 return Verdict::NotApplicable;
             return verdict(is(chosen, ActionType::Reroll));
         }},
        // The die shows its lowest face and Lucky Streak's reroll is free: it cannot come out worse.
        {"keeps the Dash die's bottom face with a free reroll",
         [](const State& s, const std::vector<Action>& legal, const Action& chosen) {
             if (s.phase() != Phase::DashRoll || s.pub().dashDie != dieMin())
                 return Verdict::NotApplicable;
             const bool free = std::any_of(legal.begin(), legal.end(),
                                           [](const Action& a) { return is(a, ActionType::Reroll) && a.a < 0; });
             if (!free)
                 return Verdict::NotApplicable;
             return verdict(is(chosen, ActionType::KeepRoll));
         }},
        // Two cards for a Dash that at best moves no farther than one card's Go.
        {"Dashes no farther than a Go",
         [](const State& s, const std::vector<Action>& legal, const Action& chosen) {
             if (!is(chosen, ActionType::Dash))
                 return Verdict::NotApplicable;
             const Seat me = s.currentSeat();
             if (hasAbility(s.pub(), me, Ability::TurboTail) || hasAbility(s.pub(), me, Ability::LuckyStreak))
                 return Verdict::NotApplicable; // its Dash is worth more than the die
             int bestGo = 0;
             for (const Action& a : legal)
                 if (is(a, ActionType::Go))
                     bestGo = std::max(bestGo, card(a.a).move);
             return verdict(card(chosen.a).move + dieMax() <= bestGo);
         }},
        // Rest with five cards in hand draws nothing and moves one space;
        // a Go of two or more moves farther and still draws a card.
        {"Rests with a full hand",
         [](const State& s, const std::vector<Action>& legal, const Action& chosen) {
             if (s.phase() != Phase::Choose)
                 return Verdict::NotApplicable;
             const Seat me = s.currentSeat();
             const auto seen = s.observation(me);
             const int refill = hasAbility(s.pub(), me, Ability::NestEgg)
                 ? content().characters[at(s.pub().racers[at(me)].character)].sides[at(s.pub().racers[at(me)].side)].amount
                 : kHandSize;
             if (handSize(seen.hand) < refill)
                 return Verdict::NotApplicable;
             const bool goFarther = std::any_of(legal.begin(), legal.end(), [](const Action& a) {
                 return is(a, ActionType::Go) && card(a.a).move >= 2;
             });
             const int restLands = (s.pub().space(me) + 1 + s.pub().moveBonus) % s.pub().length();
             if (!goFarther || s.pub().track.at(restLands) != SpaceKind::Plain)
                 return Verdict::NotApplicable; // Rest's one step may be worth its landing
             return verdict(is(chosen, ActionType::Rest));
         }},
    };
}
} // namespace tdcheck

// ---------------------------------------------------------------- the audit

inline std::string notationOf(const tp::State&, const Action& a) { return tp::toNotation(a); }
inline std::string notationOf(const pp::State&, const Action& a) { return pp::toNotation(a); }
inline std::string notationOf(const td::State&, const Action& a) { return td::toNotation(a); }

template <class S>
struct AuditResult {
    int games = 0;
    int decisions = 0;                       // decisions with a real choice
    std::map<std::string, int> applicable;   // per check: decisions it judged
    std::map<std::string, int> silly;        // per check: silly ones
    std::map<std::string, std::string> example; // per check: the first silly action, in notation
};

// Plays `games` games with `level` in every seat (each game its own Rng) and
// judges every decision with a real choice against every check.
template <class S, class Deal>
AuditResult<S> audit(BotLevel level, const BotRecipe<S>& recipe, Deal deal, int games, std::uint64_t seed,
                     const std::vector<Check<S>>& checks)
{
    AuditResult<S> r;
    auto bot = makeDefaultBot<S>(level, recipe);
    std::vector<Action> legal;
    for (int g = 0; g < games; ++g) {
        Rng rng(seed + 7919u * static_cast<std::uint64_t>(g));
        S state = deal(g, rng);
        ++r.games;
        while (!state.isOver()) {
            legal.clear();
            state.legalActions(legal);
            const Action chosen = bot->choose(state.observation(state.currentSeat()), legal, rng);
            if (legal.size() > 1) {
                ++r.decisions;
                for (const Check<S>& c : checks) {
                    const Verdict v = c.judge(state, legal, chosen);
                    if (v == Verdict::NotApplicable)
                        continue;
                    ++r.applicable[c.name];
                    if (v == Verdict::Silly && r.silly[c.name]++ == 0)
                        r.example[c.name] = notationOf(state, chosen) + " (game " + std::to_string(g) + ", action " +
                            std::to_string(state.history().actions.size()) + ")";
                }
            }
            if (!state.apply(chosen, nullptr))
                break;
        }
    }
    return r;
}

} // namespace critter::silly
