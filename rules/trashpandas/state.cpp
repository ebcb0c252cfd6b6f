// The state value: the deal, the shared plumbing of every rule step, what
// each seat may see, re-sampling hidden cards, and the bookkeeping checks.
#include "trashpandas/state.h"

#include <algorithm>
#include <bit>
#include <cassert>

#include "trashpandas/rules_detail.h"
#include "trashpandas/scoring.h"

namespace critter::tp {
namespace {

std::uint8_t u8(int n) { return static_cast<std::uint8_t>(n); }
std::size_t at(int n) { return static_cast<std::size_t>(n); }
std::size_t at(Card card) { return static_cast<std::size_t>(card); }

Counts fullDeck()
{
    Counts deck{};
    for (int t = 0; t < kCardTypes; ++t)
        deck[at(t)] = u8(cardInfo(static_cast<Card>(t)).copies);
    return deck;
}

} // namespace

Seat Turn::deciding() const
{
    switch (phase) {
    case Phase::Roll:
    case Phase::Rolled:
    case Phase::Busting:
    case Phase::Resolve:
        return active;
    case Phase::YumYum:
    case Phase::Mask:
        return reactor;
    case Phase::Steal:
        return victim;
    case Phase::Over:
        break;
    }
    return kNoSeat;
}

// Setup (TP-4): the stacked cards go on top, the rest of the deck is shuffled
// below them, then seat s takes 3 + s cards from the top, seat 0 first.
// Seat 0 holds the fewest cards and starts.
State::State(const Setup& setup) : rng_(setup.seed)
{
    history_.setup = setup;
    history_.actions.reserve(kUsualGameActions);
    players_ = std::clamp(setup.players, kMinPlayers, kMaxPlayers);
    Counts left = fullDeck();
    std::size_t pos = 0;
    for (Card card : setup.stack) {
        const auto t = at(card);
        if (t < left.size() && left[t] > 0) {
            trash_[pos++] = u8(static_cast<int>(card));
            --left[t];
        }
    }
    const std::size_t restStart = pos;
    for (std::size_t t = 0; t < left.size(); ++t)
        for (int k = 0; k < left[t]; ++k)
            trash_[pos++] = u8(static_cast<int>(t));
    rng_.shuffle(trash_.begin() + static_cast<std::ptrdiff_t>(restStart), trash_.end());
    for (int seat = 0; seat < players_; ++seat)
        for (int k = 0; k < 3 + seat; ++k)
            ++hands_[idx(seat)][trash_[trashPos_++]];
}

State::State(const Setup& setup, Blank) : rng_(setup.seed)
{
    history_.setup = setup;
    players_ = std::clamp(setup.players, kMinPlayers, kMaxPlayers);
}

Counts State::stash(Seat seat) const
{
    Counts sum{};
    for (std::size_t t = 0; t < sum.size(); ++t)
        sum[t] = u8(stashDown_[idx(seat)][t] + stashUp_[idx(seat)][t]);
    return sum;
}

std::vector<Card> State::trashCan() const
{
    std::vector<Card> cards;
    for (std::size_t i = trashPos_; i < trash_.size(); ++i)
        cards.push_back(static_cast<Card>(trash_[i]));
    return cards;
}

// ---- plumbing shared by the rule steps ----

int Rules::rollDie(State& s)
{
    const auto& forced = s.history_.setup.rolls;
    while (s.rollIndex_ < forced.size()) {
        const int face = forced[s.rollIndex_++];
        if (face >= 1 && face <= kDieFaces)
            return face;
    }
    return s.rng_.between(1, kDieFaces);
}

Card Rules::pick(State& s, const Counts& from)
{
    const auto& forced = s.history_.setup.picks;
    if (s.pickIndex_ < forced.size()) {
        const Card card = forced[s.pickIndex_++];
        if (at(card) < from.size() && from[at(card)] > 0)
            return card;
    }
    auto r = static_cast<int>(s.rng_.below(static_cast<std::uint32_t>(total(from))));
    for (std::size_t t = 0; t < from.size(); ++t) {
        r -= from[t];
        if (r < 0)
            return static_cast<Card>(t);
    }
    return Card::Blammo; // unreachable for a non-empty from
}

// TP-5: drawing the last card, or trying to draw from an empty trash can,
// triggers the end; the turn is still played out.
void Rules::triggerEnd(State& s, Ev ev)
{
    if (s.turn_.endTriggered)
        return;
    s.turn_.endTriggered = true;
    emit(ev, EventType::EndTriggered, s.turn_.active);
}

int Rules::draw(State& s, Seat seat, bool reveal, Ev ev)
{
    if (s.trashPos_ >= kDeckSize) {
        triggerEnd(s, ev);
        return -1;
    }
    const int card = s.trash_[s.trashPos_++];
    addToHand(s, seat, static_cast<Card>(card), true);
    const int from = place(PlaceKind::TrashCan), to = place(PlaceKind::Hand, seat);
    emit(ev, EventType::CardMoved, seat, from, to, reveal ? card : -1);
    if (!reveal)
        emit(ev, EventType::CardSeen, seat, card, from, to);
    if (s.trashPos_ >= kDeckSize)
        triggerEnd(s, ev);
    return card;
}

// A card the active player gains on its own turn (locked: it falls under the
// lock; false only for a card fished by Feesh, TP-6) is playable while the
// player is still rolling and locked once resolving has started (TP-13): it
// waits in gainedRolling_ until Rules::beginResolve locks it, and goes
// straight to gained_ after that. Other seats are never locked.
void Rules::addToHand(State& s, Seat seat, Card card, bool locked)
{
    ++s.hands_[State::idx(seat)][at(card)];
    if (locked && seat == s.turn_.active)
        ++(s.turn_.resolvingStarted() ? s.gained_ : s.gainedRolling_)[at(card)];
}

// Which copy leaves the active player's hand (TP-14). played: the card leaves
// as an action, so it is a playable copy, one gained while rolling first (it
// would be locked once resolving starts). Any other way out (stashed,
// stolen) takes a locked copy first, then one gained while rolling.
void Rules::takeFromHand(State& s, Seat seat, Card card, bool played)
{
    --s.hands_[State::idx(seat)][at(card)];
    if (seat != s.turn_.active)
        return;
    if (!played && s.gained_[at(card)] > 0)
        --s.gained_[at(card)];
    else if (s.gainedRolling_[at(card)] > 0)
        --s.gainedRolling_[at(card)];
}

void Rules::discardPlayed(State& s, Seat seat, Card card, Ev ev)
{
    takeFromHand(s, seat, card, true);
    ++s.discard_[at(card)];
    emit(ev, EventType::CardMoved, seat, place(PlaceKind::Hand, seat), place(PlaceKind::Discard),
         static_cast<int>(card));
}

// ---- apply ----

ApplyResult State::apply(const Action& action, std::vector<Event>* ev)
{
    if (!isLegal(action))
        return ApplyResult::refuse(whyIllegal(action));
    applyLegal(action, ev);
    return ApplyResult::success();
}

// Each rule step assumes the action is legal (rules_detail.h).
void State::applyLegal(const Action& action, std::vector<Event>* ev)
{
    assert(isLegal(action));
    history_.actions.push_back(action);
    State& s = *this;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Roll: Rules::roll(s, ev); break;
    case ActionType::Stop: Rules::stop(s, ev); break;
    case ActionType::Bust: Rules::bust(s, ev); break;
    case ActionType::PlayBlammo: Rules::blammo(s, ev); break;
    case ActionType::PlayNanners: Rules::nanners(s, ev); break;
    case ActionType::PlayFeesh: Rules::feesh(s, static_cast<Card>(action.a), ev); break;
    case ActionType::PlayShiny: Rules::shiny(s, action.a, action.b, ev); break;
    case ActionType::PlayPie: Rules::pie(s, static_cast<Token>(action.a), ev); break;
    case ActionType::ResolveTrashCan: Rules::trashCan(s, action.a, ev); break;
    case ActionType::ResolveTree: Rules::tree(s, action.a, action.b, ev); break;
    case ActionType::ResolveCanTree: Rules::canTree(s, action.a, action.b, ev); break;
    case ActionType::ResolvePaw: Rules::paw(s, action.a, ev); break;
    case ActionType::ResolveMask: Rules::mask(s, ev); break;
    case ActionType::ResolveRecycle: Rules::recycle(s, action.a, ev); break;
    case ActionType::PlayYumYum: Rules::yumYum(s, ev); break;
    case ActionType::PlayDoggo: Rules::doggo(s, action.a, ev); break;
    case ActionType::PlayKitteh: Rules::kitteh(s, action.a, ev); break;
    case ActionType::StashMatch: Rules::stashMatch(s, ev); break;
    case ActionType::Pass:
        if (turn_.phase == Phase::YumYum)
            Rules::passYumYum(s);
        else if (turn_.phase == Phase::Mask)
            Rules::passMask(s, ev);
        else
            Rules::letSteal(s, ev);
        break;
    case ActionType::Count: break;
    }
    Rules::settle(s, ev);
}

// ---- what a seat may know ----

State::Observation State::observation(Seat seat) const
{
    Observation o;
    o.seat = seat;
    o.players = players_;
    if (seat >= 0 && seat < players_) {
        o.hand = hands_[idx(seat)];
        for (int t = 0; t < kCardTypes; ++t)
            o.playable[at(t)] = u8(playable(seat, static_cast<Card>(t)));
        if (seat == turn_.active)
            o.gainedRolling = gainedRolling_; // TP-13: which of them lock when resolving starts
        o.stashDown = stashDown_[idx(seat)];
    }
    for (int p = 0; p < players_; ++p) {
        o.seats[idx(p)].handCount = u8(total(hands_[idx(p)]));
        o.seats[idx(p)].stashDownCount = u8(total(stashDown_[idx(p)]));
        o.seats[idx(p)].stashUp = stashUp_[idx(p)];
    }
    o.discard = discard_;
    o.trashCount = trashCount();
    o.turn = turn_;
    o.over = isOver();
    if (o.over) {
        const std::vector<int> final = scores();
        for (int p = 0; p < players_; ++p) {
            o.revealed[idx(p)] = stashDown_[idx(p)]; // stashes are shown at the end
            o.scores[idx(p)] = final[idx(p)];
        }
    }
    return o;
}

// Every card the seat cannot see (the full deck minus its hand, its stash,
// all face-up stashes and the discard pile) is dealt at random into the other
// hands, the other face-down stashes and the trash can, in the counts seen.
// A spectator's view (seat kNoSeat, trashpandas/wire.h) holds no cards of its
// own: every hand, and every face-down stash until the end, is dealt at random.
State State::sampleWorld(const Observation& seen, Rng& rng)
{
    Setup setup;
    setup.players = seen.players;
    setup.seed = rng.next();
    State world(setup, Blank{});
    world.turn_ = seen.turn;
    world.discard_ = seen.discard;
    const Seat me = seen.seat;
    Counts unseen = fullDeck();
    auto remove = [&unseen](const Counts& known) {
        for (std::size_t t = 0; t < unseen.size(); ++t)
            unseen[t] = u8(std::max(0, unseen[t] - known[t]));
    };
    if (me != kNoSeat) {
        world.hands_[idx(me)] = seen.hand;
        world.stashDown_[idx(me)] = seen.stashDown;
    }
    if (me == seen.turn.active) {
        for (std::size_t t = 0; t < unseen.size(); ++t)
            world.gained_[t] = u8(seen.hand[t] - seen.playable[t]);
        world.gainedRolling_ = seen.gainedRolling; // TP-13: these lock when resolving starts
    }
    remove(seen.hand);
    remove(seen.stashDown);
    remove(seen.discard);
    for (int p = 0; p < seen.players; ++p) {
        world.stashUp_[idx(p)] = seen.seats[idx(p)].stashUp;
        remove(seen.seats[idx(p)].stashUp);
        if (seen.over && p != me) {
            world.stashDown_[idx(p)] = seen.revealed[idx(p)];
            remove(seen.revealed[idx(p)]);
        }
    }
    std::array<std::uint8_t, kDeckSize> pool{};
    std::size_t n = 0;
    for (std::size_t t = 0; t < unseen.size(); ++t)
        for (int k = 0; k < unseen[t] && n < pool.size(); ++k)
            pool[n++] = u8(static_cast<int>(t));
    rng.shuffle(pool.begin(), pool.begin() + static_cast<std::ptrdiff_t>(n));
    std::size_t next = 0;
    for (int p = 0; p < seen.players; ++p) {
        if (p == me)
            continue;
        for (int k = 0; k < seen.seats[idx(p)].handCount && next < n; ++k)
            ++world.hands_[idx(p)][pool[next++]];
        if (!seen.over)
            for (int k = 0; k < seen.seats[idx(p)].stashDownCount && next < n; ++k)
                ++world.stashDown_[idx(p)][pool[next++]];
    }
    world.trashPos_ = u8(kDeckSize - std::clamp(seen.trashCount, 0, kDeckSize));
    for (std::size_t i = world.trashPos_; i < world.trash_.size() && next < n; ++i)
        world.trash_[i] = pool[next++];
    world.rollIndex_ = 0;
    world.pickIndex_ = 0;
    return world;
}

// ---- bookkeeping ----

std::string State::checkInvariants() const
{
    // Every card once: hands + stashes + discard pile + trash can (plain
    // loops: this runs at every step of the playout checker).
    int seen[kCardTypes] = {};
    for (std::size_t c = 0; c < kCardTypes; ++c)
        seen[c] = discard_[c];
    for (std::size_t p = 0; p < kMaxPlayers; ++p) {
        const std::uint8_t* hand = hands_[p].data();
        const std::uint8_t* down = stashDown_[p].data();
        const std::uint8_t* up = stashUp_[p].data();
        int held = 0;
        for (std::size_t c = 0; c < kCardTypes; ++c) {
            seen[c] += hand[c] + down[c] + up[c];
            held += hand[c] + down[c] + up[c];
        }
        if (p >= idx(players_) && held != 0)
            return "seat " + std::to_string(p) + " is not playing but holds cards";
    }
    if (trashPos_ > kDeckSize)
        return "trash can index past the deck";
    for (std::size_t i = trashPos_; i < kDeckSize; ++i) {
        if (trash_[i] >= kCardTypes)
            return "trash can holds an unknown card";
        ++seen[trash_[i]];
    }
    for (std::size_t c = 0; c < kCardTypes; ++c) {
        const int copies = cardInfo(static_cast<Card>(c)).copies;
        if (seen[c] != copies)
            return std::string(cardInfo(static_cast<Card>(c)).id) + ": " + std::to_string(seen[c]) +
                " accounted for, the deck has " + std::to_string(copies);
    }
    const Turn& t = turn_;
    if (t.active < 0 || t.active >= players_)
        return "active seat out of range";
    if ((t.held & t.done) != 0 || (t.held | t.done) > kAllTokens)
        return "a token is both held and resolved";
    if ((t.extra & ~(t.held & t.pied)) != 0)
        return "a second resolution is owed for a token without a Pie";
    if ((t.pied & ~(t.held | t.done)) != 0)
        return "a Pie sits on a token not taken";
    const bool rolling = t.phase == Phase::Roll || t.phase == Phase::Rolled || t.phase == Phase::Busting ||
        t.phase == Phase::YumYum;
    if (rolling && (t.done != 0 || t.pied != 0))
        return "tokens resolved while still rolling";
    // TP-9: three tokens at most in the bonus roll (a resolved Recycle was
    // exchanged for one more).
    const int recycled = (t.done & tokenBit(Token::Recycle)) ? 1 : 0;
    if (t.bonus && tokenCount(static_cast<std::uint8_t>(t.held | t.done)) > 3 + recycled)
        return "more than three tokens in the bonus roll";
    for (std::size_t c = 0; c < gained_.size(); ++c) {
        if (gained_[c] + gainedRolling_[c] > hands_[idx(t.active)][c])
            return "more cards gained this turn than cards in hand";
        if (gainedRolling_[c] != 0 && t.resolvingStarted())
            return "a card gained while rolling is still playable after resolving started (TP-13)";
    }
    if (t.phase != Phase::Over) {
        const Seat d = t.deciding();
        if (d < 0 || d >= players_)
            return "the deciding seat is out of range";
        if ((t.phase == Phase::YumYum || t.phase == Phase::Mask) && d == t.active)
            return "the active player is asked to react to itself";
        if (t.phase == Phase::Steal && t.thief == t.victim)
            return "a seat steals from itself";
    }
    if (isOver() != (t.phase == Phase::Over))
        return "game-over flag disagrees with the phase";
    return {};
}

} // namespace critter::tp
