#include "pandapanda/state.h"
#include "core/legal_list.h"

#include <algorithm>
#include <cassert>

namespace critter::pp {
namespace {

std::string playerName(Seat seat) { return "player " + std::to_string(seat + 1); }

std::string checkLetters(const std::vector<int>& letters, const std::string& what)
{
    if (static_cast<int>(letters.size()) > deckSize())
        return what + " lists " + std::to_string(letters.size()) + " cards; the deck has only " +
            std::to_string(deckSize());
    std::array<int, kLetters> used{};
    for (std::size_t i = 0; i < letters.size(); ++i) {
        const int letter = letters[i];
        if (letter < 0 || letter >= kLetters)
            return what + " card " + std::to_string(i + 1) + " is not a letter A-G";
        if (++used[static_cast<std::size_t>(letter)] > letterCopies()[static_cast<std::size_t>(letter)])
            return what + " lists more " + std::string(1, letterChar(letter)) + " cards than the deck has (" +
                std::to_string(letterCopies()[static_cast<std::size_t>(letter)]) + ")";
    }
    return {};
}

} // namespace

std::string validateSetup(const Setup& setup)
{
    if (setup.players < kMinPlayers || setup.players > kMaxPlayers)
        return "players must be " + std::to_string(kMinPlayers) + " to " + std::to_string(kMaxPlayers) +
            ", not " + std::to_string(setup.players);
    if (setup.firstPlayer < 0 || setup.firstPlayer >= setup.players)
        return "first player must be a seat of the game (1 to " + std::to_string(setup.players) + ")";
    if (std::string e = checkLetters(setup.deck, "deck"); !e.empty())
        return e;
    for (std::size_t r = 0; r < setup.roundDecks.size(); ++r)
        if (std::string e = checkLetters(setup.roundDecks[r], "deck of round " + std::to_string(r + 2)); !e.empty())
            return e;
    for (std::size_t k = 0; k < setup.reshuffles.size(); ++k)
        if (std::string e = checkLetters(setup.reshuffles[k], "reshuffle " + std::to_string(k + 1)); !e.empty())
            return e;
    return {};
}

Event redactedFor(const Event& event, Seat viewer)
{
    Event seen = event;
    switch (event.type) {
    case kDealt:
    case kDrewFromDeck:
    case kPassChosen:
        if (viewer != event.seat)
            seen.a = kNoLetter;
        break;
    case kCardPassed:
        if (viewer != event.seat && viewer != event.b)
            seen.a = kNoLetter;
        break;
    default:
        break;
    }
    return seen;
}

// ---------------------------------------------------------------- setup

State::State(const Setup& setup, std::vector<Event>* events) : rng_(setup.seed)
{
    history_.setup = setup;
    history_.actions.reserve(kUsualGameActions);
    players_ = std::clamp(setup.players, kMinPlayers, kMaxPlayers);
    const Seat first = setup.firstPlayer >= 0 && setup.firstPlayer < players_ ? setup.firstPlayer : 0;
    startRound(first, &setup.deck, events);
}

void State::startRound(Seat first, const std::vector<int>* forced, std::vector<Event>* events)
{
    ++round_;
    // All 32 cards, top first: forced letters (those still available), then
    // the rest shuffled.
    std::array<int, kLetters> left{};
    std::copy(letterCopies().begin(), letterCopies().end(), left.begin());
    std::array<std::uint8_t, kMaxCards> order{};
    int placed = 0;
    if (forced) {
        for (int letter : *forced) {
            if (letter < 0 || letter >= kLetters || left[static_cast<std::size_t>(letter)] == 0)
                continue;
            --left[static_cast<std::size_t>(letter)];
            order[static_cast<std::size_t>(placed++)] = static_cast<std::uint8_t>(letter);
        }
    }
    std::array<std::uint8_t, kMaxCards> rest{};
    int restCount = 0;
    for (int letter = 0; letter < kLetters; ++letter)
        for (int n = 0; n < left[static_cast<std::size_t>(letter)]; ++n)
            rest[static_cast<std::size_t>(restCount++)] = static_cast<std::uint8_t>(letter);
    rng_.shuffle(rest.begin(), rest.begin() + restCount);
    for (int i = 0; i < restCount; ++i)
        order[static_cast<std::size_t>(placed++)] = rest[static_cast<std::size_t>(i)];

    hands_ = {};
    piles_ = {};
    passStatus_ = {};
    passOut_.fill(-1);
    lastGiven_.fill(-1);
    lastReceived_.fill(-1);
    passStarter_ = kNoSeat;
    passSeat_ = kNoSeat;
    if (events)
        events->push_back({kRoundStarted, first, round_});
    int at = 0;
    for (Seat seat = 0; seat < players_; ++seat) {
        for (int n = 0; n < kDealSize; ++n) {
            const int letter = order[static_cast<std::size_t>(at++)];
            ++hands_[idx(seat)][static_cast<std::size_t>(letter)];
            if (events)
                events->push_back({kDealt, seat, letter});
        }
    }
    deck_ = {};
    deckCount_ = placed - at;
    for (int i = 0; i < deckCount_; ++i)
        deck_[static_cast<std::size_t>(i)] = order[static_cast<std::size_t>(placed - 1 - i)];
    startTurn(first, events);
}

// PP-6: a turn that starts with a winning hand can only call.
// PP-7: an empty hand with nothing anywhere to draw skips the turn (there is
// always another seat holding cards then, so the loop ends).
void State::startTurn(Seat seat, std::vector<Event>* events)
{
    for (int tries = 0; tries < players_; ++tries) {
        turn_ = seat;
        ++turnNumber_;
        const LetterCounts& cards = hands_[idx(seat)];
        if (isWinningHand(cards)) {
            phase_ = Phase::Call;
        } else if (cardCount(cards) == 0 && deckCount_ == 0 && pileCards() == 0) {
            if (events)
                events->push_back({kTurnSkipped, seat});
            seat = next(seat);
            continue;
        } else {
            phase_ = Phase::Act;
        }
        if (events)
            events->push_back({kTurnStarted, seat});
        return;
    }
    phase_ = Phase::Act; // unreachable with 32 cards in play
}

// ---------------------------------------------------------------- queries

Seat State::currentSeat() const
{
    switch (phase_) {
    case Phase::Over:
        return kNoSeat;
    case Phase::Pass:
        return passSeat_;
    case Phase::Call:
    case Phase::Act:
        break;
    }
    return turn_;
}

int State::pileCards() const
{
    int total = 0;
    for (Seat seat = 0; seat < players_; ++seat)
        total += piles_[idx(seat)].size;
    return total;
}

std::vector<int> State::deckTopFirst() const
{
    std::vector<int> cards;
    for (int i = deckCount_ - 1; i >= 0; --i)
        cards.push_back(deck_[static_cast<std::size_t>(i)]);
    return cards;
}

// Each candidate is written, then kept only when legal (the end moves on by
// 0 or 1): which letters a random hand holds is a coin toss the processor
// would mispredict at nearly every decision of a playout. A candidate is
// written at most at the count of candidates before it, within the bound.
int State::legalActionsInto(Action* out) const
{
    Action* end = out;
    switch (phase_) {
    case Phase::Over:
        return 0;
    case Phase::Call:
        *end++ = {kCall};
        return 1;
    case Phase::Pass: {
        const LetterCounts& cards = hands_[idx(passSeat_)];
        for (int letter = 0; letter < kLetters; ++letter) {
            *end = {kPass, letter};
            end += cards[static_cast<std::size_t>(letter)] > 0;
        }
        return static_cast<int>(end - out);
    }
    case Phase::Act:
        break;
    }
    const LetterCounts& cards = hands_[idx(turn_)];
    for (int letter = 0; letter < kLetters; ++letter) {   // PP-4: none with an empty hand
        *end = {kDiscard, letter};
        end += cards[static_cast<std::size_t>(letter)] > 0;
    }
    if (deckCount_ > 0 || pileCards() > 0)               // PP-3: reshuffle when the deck is empty
        *end++ = {kDrawDeck};
    for (Seat seat = 0; seat < players_; ++seat) {
        const Pile& p = piles_[idx(seat)];
        *end = {kDrawPile, seat};
        end += !p.empty() & (p.top() != kLetterA);
    }
    assert(end - out <= kMaxLegalActions);
    return static_cast<int>(end - out);
}

void State::legalActions(std::vector<Action>& out) const
{
    appendLegalActions(*this, out);
}

// ---------------------------------------------------------------- apply

ApplyResult State::check(const Action& action) const
{
    if (phase_ == Phase::Over)
        return ApplyResult::refuse("the game is over");
    const int args = action.type == kDiscard || action.type == kDrawPile || action.type == kPass ? 1 : 0;
    if (action.type < 0 || action.type >= kActionTypeCount)
        return ApplyResult::refuse("unknown action type " + std::to_string(action.type));
    if ((args == 0 && action.a != -1) || action.b != -1 || action.c != -1)
        return ApplyResult::refuse(args == 0 ? "this action takes no argument" : "this action takes one argument");

    const Seat who = currentSeat();
    if (phase_ == Phase::Call) {
        if (action.type != kCall)
            return ApplyResult::refuse(playerName(who) + " holds a winning hand and must call Panda Panda");
        return ApplyResult::success();
    }
    if (phase_ == Phase::Pass) {
        if (action.type != kPass)
            return ApplyResult::refuse("an A was discarded: " + playerName(who) + " must first choose a card to pass left");
        if (action.a < 0 || action.a >= kLetters)
            return ApplyResult::refuse("a pass needs a letter A-G");
        if (hands_[idx(who)][static_cast<std::size_t>(action.a)] == 0)
            return ApplyResult::refuse(playerName(who) + " has no " + letterChar(action.a) +
                                       " in hand to pass (a card passed to them arrives only when everyone has chosen, PP-2)");
        return ApplyResult::success();
    }
    // Phase::Act
    const LetterCounts& cards = hands_[idx(who)];
    switch (action.type) {
    case kCall:
        return ApplyResult::refuse("only a winning hand at the start of a turn can call Panda Panda");
    case kPass:
        return ApplyResult::refuse("cards are passed only after an A is discarded");
    case kDiscard:
        if (action.a < 0 || action.a >= kLetters)
            return ApplyResult::refuse("a discard needs a letter A-G");
        if (cards[static_cast<std::size_t>(action.a)] > 0)
            return ApplyResult::success();
        if (cardCount(cards) == 0)
            return ApplyResult::refuse(playerName(who) + " has no cards and must draw");   // PP-4
        return ApplyResult::refuse(playerName(who) + " has no " + letterChar(action.a) + " to discard");
    case kDrawDeck:
        if (deckCount_ > 0 || pileCards() > 0)   // PP-3: an empty deck is reshuffled from the piles
            return ApplyResult::success();
        return ApplyResult::refuse("the deck and every discard pile are empty: nothing to draw");
    case kDrawPile: {
        if (action.a < 0 || action.a >= players_)
            return ApplyResult::refuse("there is no discard pile of player " + std::to_string(action.a + 1));
        const Pile& p = piles_[idx(action.a)];
        if (p.empty())
            return ApplyResult::refuse("the discard pile of " + playerName(action.a) + " is empty");
        if (pileLocked(p))
            return ApplyResult::refuse("the discard pile of " + playerName(action.a) +
                                       " is topped by an A and cannot be drawn from");
        return ApplyResult::success();
    }
    default:
        break;
    }
    return ApplyResult::refuse("unknown action type " + std::to_string(action.type));
}

ApplyResult State::apply(const Action& action, std::vector<Event>* events)
{
    if (ApplyResult verdict = check(action); !verdict)
        return verdict;
    applyLegal(action, events);
    return ApplyResult::success();
}

void State::applyLegal(const Action& action, std::vector<Event>* events)
{
    assert(check(action));
    history_.actions.push_back(action);
    const Seat who = currentSeat();
    switch (action.type) {
    case kCall: {
        const int hand = winningHandOf(hands_[idx(who)]);
        const int crowns = ++crowns_[idx(who)];
        roundWinner_ = who;
        winningHand_ = hand;
        if (events) {
            events->push_back({kCalled, who, hand});
            events->push_back({kRoundWon, who, crowns, round_});
        }
        if (crowns >= kCrownsToWin) {   // PP-5
            phase_ = Phase::Over;
            gameWinner_ = who;
            if (events)
                events->push_back({kGameWon, who});
        } else {
            const auto r = idx(round_ - 1);  // roundDecks[0] is round 2's
            const auto& decks = history_.setup.roundDecks;
            startRound(who, r < decks.size() ? &decks[r] : nullptr, events);   // PP-5: winner starts
        }
        break;
    }
    case kDiscard:
        --hands_[idx(who)][idx(action.a)];
        pushPile(who, action.a);
        if (events)
            events->push_back({kDiscarded, who, action.a});
        if (action.a == kLetterA)
            startPass(events);
        else
            startTurn(next(who), events);
        break;
    case kDrawDeck: {
        if (deckCount_ == 0)
            reshuffle(events);
        const int letter = deck_[idx(--deckCount_)];
        deck_[idx(deckCount_)] = 0;
        ++hands_[idx(who)][idx(letter)];
        if (events)
            events->push_back({kDrewFromDeck, who, letter});
        startTurn(next(who), events);
        break;
    }
    case kDrawPile: {
        const int letter = popPile(action.a);
        ++hands_[idx(who)][idx(letter)];
        if (events)
            events->push_back({kDrewFromPile, who, letter, action.a});
        startTurn(next(who), events);
        break;
    }
    case kPass: {
        --hands_[idx(who)][idx(action.a)];
        passOut_[idx(who)] = static_cast<std::int8_t>(action.a);
        passStatus_[idx(who)] = PassStatus::Chosen;
        if (events)
            events->push_back({kPassChosen, who, action.a});
        passSeat_ = kNoSeat;
        for (Seat s = next(who); s != passStarter_; s = next(s)) {
            if (passStatus_[idx(s)] == PassStatus::Pending) {
                passSeat_ = s;
                break;
            }
        }
        if (passSeat_ == kNoSeat)
            resolvePass(events);
        break;
    }
    default:
        break;
    }
}

void State::pushPile(Seat seat, int letter)
{
    Pile& p = piles_[idx(seat)];
    p.cards[p.size++] = static_cast<std::uint8_t>(letter);
}

int State::popPile(Seat seat)
{
    Pile& p = piles_[idx(seat)];
    const int letter = p.cards[--p.size];
    p.cards[p.size] = 0;
    return letter;
}

// PP-3: an empty deck is rebuilt from every discard pile, A-topped ones too.
void State::reshuffle(std::vector<Event>* events)
{
    std::array<std::uint8_t, kMaxCards> gathered{};
    std::array<int, kLetters> have{};
    int count = 0;
    for (Seat seat = 0; seat < players_; ++seat) {
        Pile& p = piles_[idx(seat)];
        for (std::uint8_t i = 0; i < p.size; ++i) {
            gathered[static_cast<std::size_t>(count++)] = p.cards[i];
            ++have[p.cards[i]];
        }
        p = Pile{};
    }
    // A scenario's forced order: those letters on top, the rest shuffled. A
    // letter the piles do not hold (any more) is skipped, as a forced pick
    // is in Trash Pandas, so the deck draw is always what the list offers.
    std::array<std::uint8_t, kMaxCards> order{};
    int placed = 0;
    if (idx(reshuffles_) < history_.setup.reshuffles.size()) {
        for (int letter : history_.setup.reshuffles[idx(reshuffles_)]) {
            if (have[idx(letter)] == 0)
                continue;
            --have[idx(letter)];
            order[static_cast<std::size_t>(placed++)] = static_cast<std::uint8_t>(letter);
        }
    }
    std::array<std::uint8_t, kMaxCards> rest{};
    int restCount = 0;
    for (int letter = 0; letter < kLetters; ++letter)
        for (int n = 0; n < have[idx(letter)]; ++n)
            rest[static_cast<std::size_t>(restCount++)] = static_cast<std::uint8_t>(letter);
    rng_.shuffle(rest.begin(), rest.begin() + restCount);
    for (int i = 0; i < restCount; ++i)
        order[static_cast<std::size_t>(placed++)] = rest[static_cast<std::size_t>(i)];
    deck_ = {};
    deckCount_ = count;
    for (int i = 0; i < count; ++i)
        deck_[static_cast<std::size_t>(i)] = order[static_cast<std::size_t>(count - 1 - i)];
    ++reshuffles_;
    if (events)
        events->push_back({kReshuffled, turn_, count});
}

// PP-2: seats with no cards pass nothing and are not asked; the others choose
// in turn order starting with the discarder, so in pass-and-play the device
// goes round once and ends with the player who takes the next turn.
void State::startPass(std::vector<Event>* events)
{
    phase_ = Phase::Pass;
    passStarter_ = turn_;
    passSeat_ = kNoSeat;
    if (events)
        events->push_back({kPassStarted, turn_});
    for (Seat s = 0; s < players_; ++s) {
        passStatus_[idx(s)] = cardCount(hands_[idx(s)]) > 0 ? PassStatus::Pending : PassStatus::Nothing;
        passOut_[idx(s)] = -1;
    }
    Seat s = turn_;
    for (int n = 0; n < players_; ++n, s = next(s)) {
        if (passStatus_[idx(s)] == PassStatus::Pending) {
            passSeat_ = s;
            return;
        }
    }
    resolvePass(events);
}

void State::resolvePass(std::vector<Event>* events)
{
    lastGiven_.fill(-1);
    lastReceived_.fill(-1);
    Seat s = next(passStarter_);
    for (int n = 0; n < players_; ++n, s = next(s)) {
        const Seat to = next(s);
        const int letter = passOut_[idx(s)];
        if (letter >= 0) {
            ++hands_[idx(to)][idx(letter)];
            lastGiven_[idx(s)] = static_cast<std::int8_t>(letter);
            lastReceived_[idx(to)] = static_cast<std::int8_t>(letter);
        }
        if (events)
            events->push_back({kCardPassed, s, letter, to});
    }
    const Seat starter = passStarter_;
    passStatus_ = {};
    passOut_.fill(-1);
    passStarter_ = kNoSeat;
    passSeat_ = kNoSeat;
    startTurn(next(starter), events);
}

// ---------------------------------------------------------------- knowledge

Observation State::observation(Seat seat) const
{
    Observation o;
    o.seat = seat;
    o.players = players_;
    if (seat >= 0 && seat < players_) {
        o.hand = hands_[idx(seat)];
        o.myPass = passOut_[idx(seat)];
        o.lastGiven = lastGiven_[idx(seat)];
        o.lastReceived = lastReceived_[idx(seat)];
    }
    for (Seat s = 0; s < players_; ++s)
        o.handSizes[idx(s)] = static_cast<std::uint8_t>(cardCount(hands_[idx(s)]));
    o.piles = piles_;
    o.deckCount = deckCount_;
    o.crowns = crowns_;
    o.round = round_;
    o.turnNumber = turnNumber_;
    o.reshuffles = reshuffles_;
    o.turn = turn_;
    o.deciding = currentSeat();
    o.passing = phase_ == Phase::Pass;
    o.over = phase_ == Phase::Over;
    o.passStatus = passStatus_;
    o.roundWinner = roundWinner_;
    o.winningHand = winningHand_;
    return o;
}

State State::sampleWorld(const Observation& seen, Rng& rng)
{
    State w{Blank{}};
    w.players_ = std::clamp(seen.players, kMinPlayers, kMaxPlayers);
    w.history_.setup.players = w.players_;
    w.history_.setup.seed = rng.next();
    w.rng_ = Rng(w.history_.setup.seed);
    // A spectator's view (seen.seat == kNoSeat, wire.h's spectatorView) has
    // no own hand: every seat's hand and chosen pass card is re-sampled below.
    const Seat me = seen.seat;
    w.piles_ = seen.piles;
    w.crowns_ = seen.crowns;
    w.round_ = seen.round;
    w.turnNumber_ = seen.turnNumber;
    w.reshuffles_ = seen.reshuffles;
    w.turn_ = seen.turn;
    w.passStatus_ = seen.passStatus;
    w.roundWinner_ = seen.roundWinner;
    w.winningHand_ = seen.winningHand;
    if (me >= 0 && me < w.players_) {
        w.hands_[idx(me)] = seen.hand;
        w.passOut_[idx(me)] = static_cast<std::int8_t>(seen.myPass);
        w.lastGiven_[idx(me)] = static_cast<std::int8_t>(seen.lastGiven);
        w.lastReceived_[idx(me)] = static_cast<std::int8_t>(seen.lastReceived);
    }

    // The unseen cards: everything not in my hand, my pass or an open pile.
    std::array<int, kLetters> unseen{};
    std::copy(letterCopies().begin(), letterCopies().end(), unseen.begin());
    if (me >= 0 && me < w.players_) {
        for (std::size_t l = 0; l < kLetters; ++l)
            unseen[l] -= seen.hand[l];
        if (seen.myPass >= 0 && seen.myPass < kLetters)
            --unseen[idx(seen.myPass)];
    }
    for (Seat s = 0; s < w.players_; ++s)
        for (std::uint8_t i = 0; i < w.piles_[idx(s)].size; ++i)
            --unseen[w.piles_[idx(s)].cards[i]];
    std::array<std::uint8_t, kMaxCards> pool{};
    int poolCount = 0;
    for (int letter = 0; letter < kLetters; ++letter)
        for (int n = 0; n < unseen[idx(letter)] && poolCount < kMaxCards; ++n)
            pool[static_cast<std::size_t>(poolCount++)] = static_cast<std::uint8_t>(letter);
    rng.shuffle(pool.begin(), pool.begin() + poolCount);
    int at = 0;
    for (Seat s = 0; s < w.players_; ++s) {
        if (s == me)
            continue;
        for (int n = 0; n < seen.handSizes[idx(s)] && at < poolCount; ++n)
            ++w.hands_[idx(s)][pool[static_cast<std::size_t>(at++)]];
        if (seen.passStatus[idx(s)] == PassStatus::Chosen && at < poolCount)
            w.passOut_[idx(s)] = static_cast<std::int8_t>(pool[static_cast<std::size_t>(at++)]);
    }
    w.deckCount_ = poolCount - at;
    for (int i = 0; i < w.deckCount_; ++i)
        w.deck_[static_cast<std::size_t>(i)] = pool[static_cast<std::size_t>(at + i)];

    if (seen.over) {
        w.phase_ = Phase::Over;
        w.gameWinner_ = seen.roundWinner;
    } else if (seen.passing) {
        w.phase_ = Phase::Pass;
        w.passSeat_ = seen.deciding;
        w.passStarter_ = seen.turn;
    } else {
        w.phase_ = isWinningHand(w.hands_[idx(w.turn_)]) ? Phase::Call : Phase::Act;
    }
    return w;
}

std::string State::checkInvariants() const
{
    if (players_ < kMinPlayers || players_ > kMaxPlayers)
        return "player count out of range";
    std::array<int, kLetters> seen{};
    for (Seat s = 0; s < players_; ++s) {
        for (std::size_t l = 0; l < kLetters; ++l)
            seen[l] += hands_[idx(s)][l];
        const Pile& p = piles_[idx(s)];
        for (std::uint8_t i = 0; i < p.size; ++i)
            ++seen[p.cards[i]];
        if (passOut_[idx(s)] >= 0)
            ++seen[idx(passOut_[idx(s)])];
    }
    for (int i = 0; i < deckCount_; ++i)
        ++seen[deck_[static_cast<std::size_t>(i)]];
    for (std::size_t l = 0; l < kLetters; ++l)
        if (seen[l] != letterCopies()[l])
            return "letter " + std::string(1, letterChar(static_cast<int>(l))) + " appears " +
                std::to_string(seen[l]) + " times instead of " + std::to_string(letterCopies()[l]);
    for (Seat s = 0; s < players_; ++s) {
        if (crowns_[idx(s)] > kCrownsToWin)
            return "too many crowns";
        if (crowns_[idx(s)] == kCrownsToWin && phase_ != Phase::Over)
            return "a seat has two crowns but the game goes on";
    }
    if (turn_ < 0 || turn_ >= players_)
        return "turn seat out of range";
    const bool wins = isWinningHand(hands_[idx(turn_)]);
    if (phase_ == Phase::Call && !wins)
        return "asked to call without a winning hand";
    if (phase_ == Phase::Act && wins)
        return "a winning hand was not called";
    if (phase_ == Phase::Act && cardCount(hands_[idx(turn_)]) == 0 && deckCount_ == 0 && pileCards() == 0)
        return "a seat must act with nothing to do";
    if (phase_ == Phase::Pass) {
        if (passSeat_ < 0 || passSeat_ >= players_ || passStatus_[idx(passSeat_)] != PassStatus::Pending)
            return "the seat asked to pass is not pending";
        if (passStarter_ != turn_)
            return "the pass does not belong to the turn";
    } else {
        for (Seat s = 0; s < players_; ++s)
            if (passStatus_[idx(s)] != PassStatus::None || passOut_[idx(s)] != -1)
                return "a pass is left over outside a pass";
    }
    if (phase_ == Phase::Over && (gameWinner_ < 0 || crowns_[idx(gameWinner_)] != kCrownsToWin))
        return "the game is over without a two-crown winner";
    return {};
}

std::vector<int> State::scores() const
{
    std::vector<int> out;
    for (Seat s = 0; s < players_; ++s)
        out.push_back(crowns_[idx(s)]);
    return out;
}

std::vector<Seat> State::winners() const
{
    if (phase_ != Phase::Over)
        return {};
    return {gameWinner_};
}

} // namespace critter::pp
