// The state value: setups, the shared plumbing of every rule step (decks,
// draws, dice, random picks), what each seat may see, re-sampling hidden
// cards, and the bookkeeping checks.
#include "trashdash/state.h"

#include <algorithm>
#include <cassert>
#include <optional>

#include "trashdash/rules_detail.h"

namespace critter::td {
namespace {

std::size_t at(int n) { return static_cast<std::size_t>(n); }
std::uint8_t u8(int n) { return static_cast<std::uint8_t>(n); }

std::string seatName(Seat seat) { return "racer " + std::to_string(seat); }

// A forced list of card kinds: known kinds, no more of a kind than it has copies.
std::string checkForcedDeck(const std::vector<int>& kinds, bool action, const std::string& what)
{
    const auto& c = content();
    std::array<int, kMaxActionKinds> used{};
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const int k = kinds[i];
        const int kindsCount = static_cast<int>(action ? c.actionCards.size() : c.trashCards.size());
        if (k < 0 || k >= kindsCount)
            return what + "[" + std::to_string(i) + "] is not a card";
        const int copies = action ? c.actionCards[at(k)].copies : c.trashCards[at(k)].copies;
        if (++used[at(k)] > copies)
            return what + " lists more " + (action ? c.actionCards[at(k)].id : c.trashCards[at(k)].id) +
                " than the game has (" + std::to_string(copies) + ")";
    }
    return {};
}

// The built-in track with these tiles (the last one, should two share
// them), or -1.
std::int8_t trackIndexOf(const std::vector<std::string>& tiles)
{
    std::int8_t index = -1;
    const auto& tracks = content().tracks;
    for (std::size_t i = 0; i < tracks.size(); ++i)
        if (tracks[i].tiles == tiles)
            index = static_cast<std::int8_t>(i);
    return index;
}

// The built-in tracks ready to race, in content order, built once: a race
// on one of them need not look its tiles up by id at every start.
struct ReadyTrack {
    RaceTrack track;          // with the track's own laps
    std::int8_t index = -1;   // trackIndexOf its tiles
};
const std::vector<ReadyTrack>& readyTracks()
{
    static const std::vector<ReadyTrack> ready = [] {
        std::vector<ReadyTrack> out;
        for (const TrackInfo& info : content().tracks)
            out.push_back({buildTrack(content(), info.tiles, info.laps).track, trackIndexOf(info.tiles)});
        return out;
    }();
    return ready;
}

} // namespace

int rankByProgress(std::span<const int> progress, Seat seat)
{
    int ahead = 0;
    for (const int p : progress)
        if (p > progress[at(seat)])
            ++ahead;
    return 1 + ahead;
}

int Public::rank(Seat seat) const
{
    std::array<int, kMaxRacers> progress{};
    for (Seat s = 0; s < players; ++s)
        progress[at(s)] = racers[at(s)].progress;
    return rankByProgress(std::span<const int>(progress.data(), players), seat);
}

int Public::place(Seat seat) const
{
    // The rank in the last race run (-1 before any: after every ranked racer).
    const auto lastRank = [this](Seat s) {
        for (int r = kRaces - 1; r >= 0; --r)
            if (racers[at(s)].ranks[at(r)] > 0)
                return int(racers[at(s)].ranks[at(r)]);
        return kMaxRacers + 1;
    };
    const auto better = [&](Seat x, Seat y) {
        const RacerView& a = racers[at(x)];
        const RacerView& b = racers[at(y)];
        return a.points != b.points ? a.points > b.points : lastRank(x) < lastRank(y);
    };
    int ahead = 0;
    for (Seat s = 0; s < players; ++s)
        if (better(s, seat))
            ++ahead;
    return 1 + ahead;
}

// ---------------------------------------------------------------- setups

std::string validateSetup(const Setup& setup)
{
    const auto& c = content();
    const int n = static_cast<int>(setup.racers.size());
    if (n < kMinRacers || n > kMaxRacers)
        return "a race has 2 to 6 racers, not " + std::to_string(n);
    std::array<bool, kCharacters> taken{};
    bool handRacer = false;
    for (int i = 0; i < n; ++i) {
        const RacerSetup& r = setup.racers[at(i)];
        if (r.character < 0 || r.character >= static_cast<int>(c.characters.size()))
            return seatName(i) + ": not a character";
        if (taken[at(r.character)])
            return seatName(i) + ": " + c.characters[at(r.character)].name + " is already racing";
        taken[at(r.character)] = true;
        if (r.side != 0 && r.side != 1)
            return seatName(i) + ": the side is A or B";
        handRacer = handRacer || !r.cpu;
    }
    if (!handRacer)   // TD-19: CPUs are added to people and bots (the CPU module)
        return "at least one racer must be a person or a bot";
    if (setup.first < 0 || setup.first >= n)
        return "the first racer must be a seat of the race (0 to " + std::to_string(n - 1) + ")";
    if (setup.mode == Mode::Standard) {
        if (setup.tiles.empty()) {
            if (!c.track(setup.track))
                return "'" + setup.track + "' is not a track";
            if (setup.laps < 0 || setup.laps > kMaxLaps)
                return "laps must be 1 to " + std::to_string(kMaxLaps) + " (0: the track's own), not " + std::to_string(setup.laps);
        } else if (TrackBuild b = buildTrack(c, setup.tiles, setup.laps); !b.ok) {
            return b.error;
        }
    }
    for (std::size_t i = 0; i < setup.actionDecks.size(); ++i)
        if (std::string e = checkForcedDeck(setup.actionDecks[i], true, "actionDecks[" + std::to_string(i) + "]"); !e.empty())
            return e;
    for (std::size_t i = 0; i < setup.trashDecks.size(); ++i)
        if (std::string e = checkForcedDeck(setup.trashDecks[i], false, "trashDecks[" + std::to_string(i) + "]"); !e.empty())
            return e;
    for (std::size_t i = 0; i < setup.dashRolls.size(); ++i)
        if (std::find(c.dashDie.begin(), c.dashDie.end(), setup.dashRolls[i]) == c.dashDie.end())
            return "dashRolls[" + std::to_string(i) + "] is not a face of the Dash die";
    for (std::size_t i = 0; i < setup.cpuRolls.size(); ++i)
        if (setup.cpuRolls[i] < 1 || setup.cpuRolls[i] > kDieFaces)
            return "cpuRolls[" + std::to_string(i) + "] is not a face 1-6";
    for (std::size_t i = 0; i < setup.picks.size(); ++i)
        if (setup.picks[i] < 0 || setup.picks[i] >= static_cast<int>(c.actionCards.size()))
            return "picks[" + std::to_string(i) + "] is not an Action card";
    return {};
}

std::vector<RacerSetup> defaultRacers(const std::vector<bool>& cpu)
{
    std::vector<RacerSetup> out;
    for (std::size_t i = 0; i < cpu.size() && i < kMaxRacers; ++i)
        out.push_back({static_cast<int>(i), 0, cpu[i]});
    return out;
}

std::vector<RacerSetup> randomHandRacers(int players, Rng& rng)
{
    std::vector<int> characters(content().characters.size());
    for (std::size_t i = 0; i < characters.size(); ++i)
        characters[i] = static_cast<int>(i);
    for (std::size_t i = characters.size(); i > 1; --i)
        std::swap(characters[i - 1], characters[rng.below(static_cast<std::uint32_t>(i))]);
    std::vector<RacerSetup> racers;
    for (int i = 0; i < players && i < static_cast<int>(characters.size()); ++i)
        racers.push_back({characters[static_cast<std::size_t>(i)], static_cast<int>(rng.below(2)), false});
    return racers;
}

Setup standardSetup(const std::string& trackId, std::vector<RacerSetup> racers, std::uint64_t seed, int laps)
{
    Setup s;
    s.seed = seed;
    s.track = trackId;
    s.laps = laps;
    s.racers = std::move(racers);
    return s;
}

Setup customSetup(std::vector<std::string> tiles, std::vector<RacerSetup> racers, std::uint64_t seed, int laps)
{
    Setup s;
    s.seed = seed;
    s.track = "custom";
    s.tiles = std::move(tiles);
    s.laps = laps;
    s.racers = std::move(racers);
    return s;
}

Setup tournamentSetup(Circuit circuit, std::vector<RacerSetup> racers, std::uint64_t seed)
{
    Setup s;
    s.seed = seed;
    s.mode = Mode::Tournament;
    s.circuit = circuit;
    s.racers = std::move(racers);
    return s;
}

// ---------------------------------------------------------------- the start

State::State(const Setup& setup, std::vector<Event>* events) : rng_(setup.seed)
{
    history_.setup = setup;
    history_.actions.reserve(setup.mode == Mode::Tournament ? kRaces * kUsualRaceActions : kUsualRaceActions);
    // An unsound setup (only possible when built by hand) races the default
    // two racers on the default track rather than failing.
    std::optional<Setup> fallback;
    if (!validateSetup(setup).empty()) {
        fallback.emplace();
        fallback->seed = setup.seed;
    }
    const Setup& use = fallback ? *fallback : setup;
    const auto& c = content();
    pub_.players = u8(static_cast<int>(use.racers.size()));
    pub_.mode = use.mode;
    pub_.circuit = use.circuit;
    pub_.cpu = use.cpu;
    for (std::size_t i = 0; i < use.racers.size(); ++i) {
        RacerView& r = pub_.racers[i];
        r.character = static_cast<std::int8_t>(use.racers[i].character);
        r.side = static_cast<std::int8_t>(use.racers[i].side);
        r.cpu = use.racers[i].cpu;
    }
    if (use.mode == Mode::Standard) {
        if (const TrackInfo* builtIn = use.tiles.empty() ? c.track(use.track) : nullptr) {
            const ReadyTrack& ready = readyTracks()[at(static_cast<int>(builtIn - c.tracks.data()))];
            pub_.track = ready.track;
            if (use.laps != 0)
                pub_.track.laps = u8(use.laps);
            pub_.trackIndex = ready.index;
        } else {
            pub_.track = buildTrack(c, use.tiles, use.laps).track;
            pub_.trackIndex = trackIndexOf(use.tiles);
        }
    }
    Rules::startRace(*this, use.first, events);
    Rules::run(*this, events);
}

std::vector<int> State::actionDeckTopFirst() const
{
    std::vector<int> out;
    for (int i = actionCount_ - 1; i >= 0; --i)
        out.push_back(actionDeck_[at(i)]);
    return out;
}

std::vector<int> State::trashDeckTopFirst() const
{
    std::vector<int> out;
    for (int i = trashCount_ - 1; i >= 0; --i)
        out.push_back(trashDeck_[at(i)]);
    return out;
}

// ---------------------------------------------------------------- plumbing

namespace {
// A new deck of the cards left (copies per kind) in deck, bottom first (the
// top at the count returned - 1): this shuffle's forced cards from a
// scenario on top (those still available), the rest shuffled below. Counts
// the shuffle.
template <std::size_t N>
int dealDeck(int* left, std::size_t kinds, const std::vector<std::vector<int>>& forced, std::uint16_t& shuffles,
             Rng& rng, std::array<std::uint8_t, N>& deck)
{
    std::array<std::uint8_t, N> order{};   // top first
    std::size_t placed = 0;
    if (shuffles < forced.size())
        for (int k : forced[shuffles])
            if (k >= 0 && static_cast<std::size_t>(k) < kinds && left[k] > 0) {
                --left[k];
                order[placed++] = u8(k);
            }
    ++shuffles;
    const std::size_t restStart = placed;
    for (std::size_t k = 0; k < kinds; ++k)
        for (int n = 0; n < left[k]; ++n)
            order[placed++] = u8(static_cast<int>(k));
    const auto begin = order.begin();
    rng.shuffle(begin + static_cast<std::ptrdiff_t>(restStart), begin + static_cast<std::ptrdiff_t>(placed));
    deck = {};
    for (std::size_t i = 0; i < placed; ++i)
        deck[i] = order[placed - 1 - i];
    return static_cast<int>(placed);
}
} // namespace

// Every Action card not in a hand (at a race start) or the discard pile (a
// reshuffle, the deck being empty) becomes the deck: a scenario's forced cards
// on top, the rest shuffled below.
void Rules::shuffleActionDeck(State& s, Ev ev, bool reshuffle)
{
    const auto& kinds = content().actionCards;
    std::array<int, kMaxActionKinds> left{};
    for (std::size_t k = 0; k < kinds.size(); ++k) {
        left[k] = kinds[k].copies;
        for (Seat p = 0; p < s.pub_.players; ++p)
            left[k] -= s.hands_[State::idx(p)][k];
    }
    s.actionCount_ =
        dealDeck(left.data(), kinds.size(), s.history_.setup.actionDecks, s.actionShuffles_, s.rng_, s.actionDeck_);
    s.pub_.actionDiscard = {};
    if (reshuffle)
        emit(ev, EventType::Reshuffled, kNoSeat, 0, s.actionCount_);
}

void Rules::shuffleTrashDeck(State& s, Ev ev, bool reshuffle)
{
    const auto& kinds = content().trashCards;
    std::array<int, kMaxTrashKinds> left{};
    for (std::size_t k = 0; k < kinds.size(); ++k)
        left[k] = kinds[k].copies;
    for (Seat p = 0; p < s.pub_.players; ++p)
        if (s.trash_[State::idx(p)] >= 0)
            --left[at(s.trash_[State::idx(p)])];
    s.trashCount_ =
        dealDeck(left.data(), kinds.size(), s.history_.setup.trashDecks, s.trashShuffles_, s.rng_, s.trashDeck_);
    s.pub_.trashDiscard = {};
    if (reshuffle)
        emit(ev, EventType::Reshuffled, kNoSeat, 1, s.trashCount_);
}

// The rulebook: a deck that runs out is replaced by its shuffled discard pile.
int Rules::takeActionTop(State& s, Ev ev)
{
    if (s.actionCount_ == 0) {
        if (total(s.pub_.actionDiscard) == 0)
            return -1;   // every card is in a hand: nothing to draw (TD-14)
        shuffleActionDeck(s, ev, true);
    }
    const int kind = s.actionDeck_[at(--s.actionCount_)];
    s.actionDeck_[at(s.actionCount_)] = 0;
    return kind;
}

bool Rules::drawAction(State& s, Seat seat, Ev ev)
{
    const int kind = takeActionTop(s, ev);
    if (kind < 0)
        return false;
    ++s.hands_[State::idx(seat)][at(kind)];
    emit(ev, EventType::CardDrawn, seat, kind);
    return true;
}

void Rules::drawActions(State& s, Seat seat, int count, Ev ev)
{
    for (int i = 0; i < count; ++i)
        if (!drawAction(s, seat, ev))
            return;
}

bool Rules::drawTrash(State& s, Seat seat, Ev ev)
{
    if (s.trashCount_ == 0) {
        if (total(s.pub_.trashDiscard) == 0)
            return false;
        shuffleTrashDeck(s, ev, true);
    }
    const int kind = s.trashDeck_[at(--s.trashCount_)];
    s.trashDeck_[at(s.trashCount_)] = 0;
    s.trash_[State::idx(seat)] = static_cast<std::int8_t>(kind);
    emit(ev, EventType::TrashDrawn, seat, kind, racer(s, seat).cpu ? 1 : 0);
    if (hasAbility(s, seat, Ability::CraftyCritter))
        drawActions(s, seat, abilityCard(s, seat).amount, ev);
    return true;
}

void Rules::discardFromHand(State& s, Seat seat, int kind, DiscardReason why, Ev ev)
{
    --s.hands_[State::idx(seat)][at(kind)];
    ++s.pub_.actionDiscard[at(kind)];
    emit(ev, EventType::CardDiscarded, seat, kind, static_cast<int>(why));
}

int Rules::rollDash(State& s)
{
    const auto& faces = content().dashDie;
    const auto& forced = s.history_.setup.dashRolls;
    while (s.dashIndex_ < forced.size()) {
        const int value = forced[s.dashIndex_++];
        if (std::find(faces.begin(), faces.end(), value) != faces.end())
            return value;
    }
    return faces[s.rng_.below(kDieFaces)];
}

int Rules::rollCpu(State& s)
{
    const auto& forced = s.history_.setup.cpuRolls;
    while (s.cpuIndex_ < forced.size()) {
        const int face = forced[s.cpuIndex_++];
        if (face >= 1 && face <= kDieFaces)
            return face - 1;
    }
    return static_cast<int>(s.rng_.below(kDieFaces));
}

int Rules::pickFromHand(State& s, Seat seat)
{
    const Hand& hand = s.hands_[State::idx(seat)];
    const auto& forced = s.history_.setup.picks;
    if (s.pickIndex_ < forced.size()) {
        const int k = forced[s.pickIndex_++];
        if (k >= 0 && k < kMaxActionKinds && hand[at(k)] > 0)
            return k;
    }
    auto r = static_cast<int>(s.rng_.below(static_cast<std::uint32_t>(handSize(hand))));
    for (std::size_t k = 0; k < hand.size(); ++k) {
        r -= hand[k];
        if (r < 0)
            return static_cast<int>(k);
    }
    return 0;   // unreachable for a non-empty hand
}

// ---------------------------------------------------------------- apply

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
    const Seat who = pub_.deciding;
    const bool afterTrash = pub_.phase == Phase::AfterTrash;
    pub_.phase = Phase::Running;
    pub_.deciding = kNoSeat;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Go: Rules::go(s, action.a, action.b, afterTrash, ev); break;
    case ActionType::Dash: Rules::dash(s, action.a, action.b, ev); break;
    case ActionType::PlayTrash: Rules::playTrash(s, action.a, ev); break;
    case ActionType::Rest: Rules::rest(s, ev); break;
    case ActionType::Reroll: Rules::reroll(s, action.a, ev); break;
    case ActionType::KeepRoll: Rules::keepRoll(s); break;
    case ActionType::SpendToken: Rules::spendToken(s, who, ev); break;
    case ActionType::PassToken: Rules::passToken(s, who); break;
    case ActionType::SwapTrash: Rules::swapTrash(s, who, ev); break;
    case ActionType::KeepTrash: break;
    case ActionType::RecycleDiscard: Rules::recycleDiscard(s, who, action.a, ev); break;
    case ActionType::SearchBin: Rules::searchBin(s, who, action.a == 1, ev); break;
    case ActionType::Hiss: Rules::hiss(s, who, action.a); break;
    case ActionType::NoHiss: pub_.hissExclude = -1; break;
    case ActionType::Rummage: Rules::rummage(s, who, action.a, ev); break;
    case ActionType::NoRummage: break;
    case ActionType::ChooseSide: Rules::chooseSide(s, who, action.a, ev); break;
    case ActionType::Count: break;
    }
    Rules::run(s, ev);
}

Event redactedFor(const Event& event, Seat viewer)
{
    Event seen = event;
    if (event.type == static_cast<int>(EventType::CardDrawn) && viewer != event.seat)
        seen.a = -1;
    // A CPU's Trash card is drawn face down: nobody sees it, its owner neither.
    if (event.type == static_cast<int>(EventType::TrashDrawn) && (viewer != event.seat || event.b == 1))
        seen.a = -1;
    return seen;
}

// ---------------------------------------------------------------- knowledge

Observation State::observation(Seat seat) const
{
    Observation o;
    o.seat = seat;
    o.pub = pub_;
    for (Seat p = 0; p < pub_.players; ++p) {
        o.handCounts[idx(p)] = u8(handSize(hands_[idx(p)]));
        o.holdsTrash[idx(p)] = trash_[idx(p)] >= 0;
    }
    if (seat >= 0 && seat < pub_.players && !pub_.racers[idx(seat)].cpu) {
        o.hand = hands_[idx(seat)];
        o.trash = trash_[idx(seat)];
    }
    o.actionDeckCount = actionCount_;
    o.trashDeckCount = trashCount_;
    return o;
}

// Every card the seat cannot see (the game's cards minus its own hand and
// Trash card and the open discard piles) is dealt at random into the other
// hands, the other held Trash cards and the two decks, in the counts seen.
// A spectator's view (seat kNoSeat, wire.h) and a CPU racer's seat hold no
// card of their own: every hand and every held Trash card is re-sampled.
State State::sampleWorld(const Observation& seen, Rng& rng)
{
    State w{Blank{}};
    w.pub_ = seen.pub;
    w.history_.setup.seed = rng.next();
    w.history_.setup.mode = seen.pub.mode;
    w.history_.setup.circuit = seen.pub.circuit;
    w.history_.setup.racers.clear();
    for (Seat p = 0; p < seen.pub.players; ++p) {
        const RacerView& r = seen.pub.racers[idx(p)];
        w.history_.setup.racers.push_back({r.character, r.side, r.cpu});
    }
    w.rng_ = Rng(w.history_.setup.seed);
    const auto& c = content();
    const Seat me = seen.seat;
    const bool iHold = me >= 0 && me < seen.pub.players && !seen.pub.racers[idx(me)].cpu;

    std::vector<int> actions;
    for (std::size_t k = 0; k < c.actionCards.size(); ++k) {
        int n = c.actionCards[k].copies - seen.pub.actionDiscard[k] - (iHold ? seen.hand[k] : 0);
        for (; n > 0; --n)
            actions.push_back(static_cast<int>(k));
    }
    rng.shuffle(actions);
    std::size_t next = 0;
    for (Seat p = 0; p < seen.pub.players; ++p) {
        if (p == me && iHold) {
            w.hands_[idx(p)] = seen.hand;
            continue;
        }
        for (int n = 0; n < seen.handCounts[idx(p)] && next < actions.size(); ++n)
            ++w.hands_[idx(p)][at(actions[next++])];
    }
    w.actionCount_ = 0;
    for (; next < actions.size() && w.actionCount_ < kActionCards; ++next)
        w.actionDeck_[at(w.actionCount_++)] = u8(actions[next]);

    std::vector<int> trash;
    for (std::size_t k = 0; k < c.trashCards.size(); ++k) {
        int n = c.trashCards[k].copies - seen.pub.trashDiscard[k] - (iHold && seen.trash == static_cast<int>(k) ? 1 : 0);
        for (; n > 0; --n)
            trash.push_back(static_cast<int>(k));
    }
    rng.shuffle(trash);
    next = 0;
    for (Seat p = 0; p < seen.pub.players; ++p) {
        if (p == me && iHold) {
            w.trash_[idx(p)] = seen.trash;
        } else if (seen.holdsTrash[idx(p)] && next < trash.size()) {
            w.trash_[idx(p)] = static_cast<std::int8_t>(trash[next++]);
        }
    }
    w.trashCount_ = 0;
    for (; next < trash.size() && w.trashCount_ < kTrashCards; ++next)
        w.trashDeck_[at(w.trashCount_++)] = u8(trash[next]);
    return w;
}

// ---------------------------------------------------------------- bookkeeping

std::string State::checkInvariants() const
{
    const auto& c = content();
    const int n = pub_.players;
    if (n < kMinRacers || n > kMaxRacers)
        return "racer count out of range";
    for (std::size_t k = 0; k < c.actionCards.size(); ++k) {
        int seen = pub_.actionDiscard[k];
        for (Seat p = 0; p < n; ++p)
            seen += hands_[idx(p)][k];
        for (int i = 0; i < actionCount_; ++i)
            seen += actionDeck_[at(i)] == k ? 1 : 0;
        if (seen != c.actionCards[k].copies)
            return "Action card " + c.actionCards[k].id + ": " + std::to_string(seen) + " accounted for, the game has " +
                std::to_string(c.actionCards[k].copies);
    }
    for (std::size_t k = 0; k < c.trashCards.size(); ++k) {
        int seen = pub_.trashDiscard[k];
        for (Seat p = 0; p < n; ++p)
            seen += trash_[idx(p)] == static_cast<int>(k) ? 1 : 0;
        for (int i = 0; i < trashCount_; ++i)
            seen += trashDeck_[at(i)] == k ? 1 : 0;
        if (seen != c.trashCards[k].copies)
            return "Trash card " + c.trashCards[k].id + ": " + std::to_string(seen) + " accounted for";
    }
    int tokens = pub_.tokenSupply;
    std::array<bool, kCharacters> taken{};
    for (Seat p = 0; p < n; ++p) {
        const RacerView& r = pub_.racers[idx(p)];
        tokens += r.tokens;
        if (r.character < 0 || r.character >= kCharacters || taken[at(r.character)])
            return "racer " + std::to_string(p) + " has no character of its own";
        taken[at(r.character)] = true;
        if (r.cpu && (r.tokens != 0 || handSize(hands_[idx(p)]) != 0))
            return "a CPU racer holds Action cards or Reroll tokens";
        if (r.progress < 0 || r.progress > pub_.track.finish())
            return "racer " + std::to_string(p) + " is off the track";
        if (r.progress == pub_.track.finish() && p != pub_.raceWinner)
            return "racer " + std::to_string(p) + " finished but did not win";
    }
    if (tokens != kRerollTokens)
        return std::to_string(tokens) + " Reroll tokens instead of 8";
    if (pub_.taskCount >= kMaxTasks)   // push() drops a step at the limit: never reach it
        return "the pending steps reached their limit";
    if (pub_.phase == Phase::Running)
        return "the rules stopped without a decision";
    if (pub_.phase == Phase::Over)
        return pub_.deciding == kNoSeat ? std::string() : "a decision is asked after the game";
    const Seat d = pub_.deciding;
    if (d < 0 || d >= n || pub_.racers[idx(d)].cpu)
        return "the deciding seat is not a hand racer";
    switch (pub_.phase) {
    case Phase::Choose:
    case Phase::AfterTrash:
    case Phase::DashRoll:
        if (d != pub_.turn)
            return "a turn decision is asked of another seat";
        break;
    case Phase::TokenReroll:
        if (pub_.racers[idx(d)].tokens == 0 || !pub_.racers[idx(pub_.turn)].cpu)
            return "a Reroll token decision without a token or a CPU roll";
        break;
    case Phase::TrashCan:
        if (trash_[idx(d)] < 0)
            return "asked to swap a Trash card not held";
        break;
    case Phase::Recycle:
    case Phase::Rummage:
        if (handSize(hands_[idx(d)]) == 0)
            return "asked to discard from an empty hand";
        break;
    case Phase::Hiss:
        if (pub_.hissExclude < 0)
            return "a Hiss without a scared opponent";
        break;
    default:
        break;
    }
    return {};
}

std::vector<int> State::scores() const
{
    std::vector<int> out;
    for (Seat p = 0; p < pub_.players; ++p)
        out.push_back(pub_.racers[idx(p)].points);
    return out;
}

// Standard: the racer who completed the final lap. Tournament: the most
// points; a tie goes to the better rank in race 3; still tied, shared.
// A bit per winning seat (no list: the race's last action must not allocate).
int Rules::winnerMask(const State& s)
{
    const Public& p = s.pub_;
    if (p.mode == Mode::Standard)
        return 1 << p.raceWinner;
    // After race 3 the last race run is race 3 (TD-18).
    int mask = 0;
    for (Seat r = 0; r < p.players; ++r)
        if (p.place(r) == 1)
            mask |= 1 << r;
    return mask;
}

std::vector<Seat> State::winners() const
{
    std::vector<Seat> out;
    if (!isOver())
        return out;
    const int mask = Rules::winnerMask(*this);
    for (Seat r = 0; r < pub_.players; ++r)
        if (mask & (1 << r))
            out.push_back(r);
    return out;
}

} // namespace critter::td
