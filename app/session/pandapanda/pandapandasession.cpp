#include "pandapandasession.h"

#include "pandapandaeventtext.h"

#include <QQmlEngine>

#include <algorithm>

#include "bots/pandapanda/bot_traits.h"

// The game's own bots, not the factory defaults.
static_assert(critter::BotTraits<critter::pp::State>::kTuned);

namespace pp = critter::pp;
using critter::Action;
using critter::Event;
using critter::kNoSeat;
using critter::Seat;

namespace {
std::size_t at(Seat seat) { return static_cast<std::size_t>(seat); }
} // namespace

PandaPandaSession::PandaPandaSession(QObject* parent)
    : GameSession<pp::State>(QStringLiteral("panda-panda"), parent)
{
    // The models live as long as the session; QML only borrows them.
    auto model = [this] {
        auto* m = new CardListModel(this);
        QQmlEngine::setObjectOwnership(m, QQmlEngine::CppOwnership);
        return m;
    };
    m_handModel = model();
    for (CardListModel*& pile : m_pileModels)
        pile = model();
    m_noPile = model();
    clearView();
}

PandaPandaSession::~PandaPandaSession()
{
    leave();
}

bool PandaPandaSession::rulesPlayerCountOk(int players) const
{
    return players >= pp::kMinPlayers && players <= pp::kMaxPlayers;
}

QVariantList PandaPandaSession::winningHands() const
{
    return ppview::winningHands();
}

QString PandaPandaSession::newGameText() const
{
    return tr("A new game for %1 players. %2 starts.").arg(players()).arg(seatModel()->name(0));
}

QString PandaPandaSession::progressText() const
{
    if (!hasState())
        return {};
    const pp::Observation seen = state().observation(0);
    QStringList parts;
    for (int s = 0; s < players(); ++s)
        parts << tr("%1 %2").arg(seatModel()->name(s)).arg(seen.crowns[at(s)]);
    return tr("Round %1 · crowns: %2").arg(seen.round).arg(parts.join(QStringLiteral(", ")));
}

// ---- what may be undone -----------------------------------------------------

bool PandaPandaSession::revealsTo(const Event& event, Seat person) const
{
    switch (event.type) {
    case pp::kDealt:
    case pp::kDrewFromDeck:
        return event.seat == person;             // a card from the deck into one's hand
    case pp::kCardPassed:
        return event.b == person;                // a card received in an A-pass
    case pp::kReshuffled:
        return true;                             // a new deck order
    default:
        return false;
    }
}

// ---- what the table shows -------------------------------------------------

CardListModel* PandaPandaSession::pileModel(int seat) const
{
    // Not by the seats at the table: a binding that asked before the seats came keeps its model.
    return seat >= 0 && seat < pp::kMaxPlayers ? m_pileModels[at(seat)] : m_noPile;
}

namespace {
std::vector<int> handCards(const pp::LetterCounts& hand)
{
    std::vector<int> cards;
    for (int letter = 0; letter < pp::kLetters; ++letter)
        cards.insert(cards.end(), hand[static_cast<std::size_t>(letter)], letter);
    return cards;
}

std::vector<int> pileCards(const pp::Pile& pile)
{
    return std::vector<int>(pile.cards.begin(), pile.cards.begin() + pile.size);
}
} // namespace

void PandaPandaSession::publishView()
{
    const pp::Observation& o = m_shown;
    const bool visible = handVisible();
    QVariantList locked;
    for (int s = 0; s < o.players; ++s)
        if (pp::pileLocked(o.piles[at(s)]))
            locked.append(s);

    // Everything is brought up to date first, then the changes are told, so
    // whoever hears one signal reads a consistent view.
    View& v = m_view;
    const bool handSizes = publishValue(v.handSizes, ppview::perSeat(o.handSizes, o.players));
    const bool crowns = publishValue(v.crowns, ppview::perSeat(o.crowns, o.players));
    const bool passStatus = publishValue(v.passStatus, ppview::passStatus(o));
    const bool aid = publishValue(v.aid, ppview::aidRows(o.hand, visible));
    const bool lockedPiles = publishValue(v.lockedPiles, locked);
    const bool deckCount = publishValue(v.deckCount, o.deckCount);
    const bool round = publishValue(v.round, o.round);
    const bool turn = publishValue(v.turn, static_cast<int>(o.turn));
    const bool passing = publishValue(v.passing, o.passing);
    const bool lastGiven = publishValue(v.lastGiven, visible ? o.lastGiven : pp::kNoLetter);
    const bool lastReceived = publishValue(v.lastReceived, visible ? o.lastReceived : pp::kNoLetter);

    // Behind a privacy screen the last viewer's cards are not even offered to QML.
    m_handModel->set(visible ? handCards(o.hand) : std::vector<int>{});
    for (int s = 0; s < pp::kMaxPlayers; ++s)
        m_pileModels[at(s)]->set(s < o.players ? pileCards(o.piles[at(s)]) : std::vector<int>{});

    if (handSizes)
        emit handSizesChanged();
    if (crowns)
        emit crownsChanged();
    if (passStatus)
        emit passStatusChanged();
    if (aid)
        emit aidChanged();
    if (lockedPiles)
        emit lockedPilesChanged();
    if (deckCount)
        emit deckCountChanged();
    if (round)
        emit roundChanged();
    if (turn)
        emit turnChanged();
    if (passing)
        emit passingChanged();
    if (lastGiven)
        emit lastGivenChanged();
    if (lastReceived)
        emit lastReceivedChanged();
}

QVariantList PandaPandaSession::passTargets() const
{
    QVariantList out;
    for (int s = 0; s < players(); ++s)
        out.append((s + 1) % players());   // PP-2: each passes to the left, the next seat
    return out;
}

QString PandaPandaSession::phase() const
{
    if (!hasState())
        return {};
    switch (state().phase()) {
    case pp::Phase::Call: return QStringLiteral("call");
    case pp::Phase::Act: return QStringLiteral("act");
    case pp::Phase::Pass: return QStringLiteral("pass");
    case pp::Phase::Over: return QStringLiteral("over");
    }
    return {};
}

ppview::Controls PandaPandaSession::controls() const
{
    if (!myDecision())
        return {};
    return ppview::controls(decisionFor(state()).actions);
}

// ---- moves -----------------------------------------------------------------

bool PandaPandaSession::call() { return act(Action{pp::kCall}); }
bool PandaPandaSession::discard(int letter) { return act(Action{pp::kDiscard, letter}); }
bool PandaPandaSession::drawDeck() { return act(Action{pp::kDrawDeck}); }
bool PandaPandaSession::drawPile(int seat) { return act(Action{pp::kDrawPile, seat}); }
bool PandaPandaSession::pass(int letter) { return act(Action{pp::kPass, letter}); }

void PandaPandaSession::continueAfterRound()
{
    if (!m_roundOver)
        return;
    setRoundEnd(false, m_gameOver);
    releaseEvents();
}

void PandaPandaSession::setRoundEnd(bool roundOver, bool gameOver)
{
    m_roundOver = roundOver;
    m_gameOver = gameOver;
    if (roundOver)
        holdEvents();   // the next round waits for the celebration to close
    emit roundEndChanged();
}

QString PandaPandaSession::botMoveText(const Action&, Seat, const std::vector<Event>& events) const
{
    // The first thing the table saw the bot do, as the log's reader may see it.
    for (const Event& event : events) {
        const Event seen = pp::redactedFor(event, logViewer());
        const QString text = PandaPandaEventText::describe(seen, names(), event.type == pp::kCardPassed && event.a < 0);
        if (!text.isEmpty())
            return text;
    }
    return {};
}

QString PandaPandaSession::hintMoveText(const Action& action, Seat seat) const
{
    return PandaPandaEventText::choiceLabel(action, seat, names());
}

// ---- the event steps -----------------------------------------------------------

std::size_t PandaPandaSession::stepSize(const std::deque<Event>& queue) const
{
    // An A-pass moves every card at once: one step for all of them.
    std::size_t n = 1;
    if (queue.front().type == pp::kCardPassed)
        while (n < queue.size() && queue[n].type == pp::kCardPassed)
            ++n;
    return n;
}

QVariantMap PandaPandaSession::stepFor(const std::vector<Event>& events)
{
    const Event& raw = events.front();
    const Seat viewer = shownSeat();
    const Event seen = pp::redactedFor(raw, viewer);
    QVariantMap step;
    double units = 1.0;
    switch (raw.type) {
    case pp::kDealt: step.insert(QStringLiteral("kind"), QStringLiteral("deal")); units = 0.25; break;
    case pp::kDiscarded: step.insert(QStringLiteral("kind"), QStringLiteral("discard")); break;
    case pp::kDrewFromDeck: step.insert(QStringLiteral("kind"), QStringLiteral("drawDeck")); break;
    case pp::kDrewFromPile:
        step.insert(QStringLiteral("kind"), QStringLiteral("drawPile"));
        step.insert(QStringLiteral("from"), raw.b);
        break;
    case pp::kReshuffled: step.insert(QStringLiteral("kind"), QStringLiteral("reshuffle")); break;
    case pp::kPassStarted: step.insert(QStringLiteral("kind"), QStringLiteral("passStart")); break;
    case pp::kCardPassed: {
        QVariantList passes;
        for (const Event& e : events) {
            if (m_shown.passStatus[at(e.seat)] == pp::PassStatus::Nothing)
                continue;
            const Event mine = pp::redactedFor(e, viewer);
            passes.append(QVariantMap{{QStringLiteral("from"), e.seat}, {QStringLiteral("to"), e.b},
                                      {QStringLiteral("letter"), handVisible() ? mine.a : -1}});
        }
        step.insert(QStringLiteral("kind"), QStringLiteral("passes"));
        step.insert(QStringLiteral("passes"), passes);
        units = 2.0;
        break;
    }
    case pp::kCalled: step.insert(QStringLiteral("kind"), QStringLiteral("call")); units = 2.0; break;
    default:
        return {};
    }
    const bool hidden = !handVisible() || seen.seat != viewer;
    step.insert(QStringLiteral("seat"), raw.seat);
    step.insert(QStringLiteral("letter"),
                hidden && raw.type != pp::kDiscarded && raw.type != pp::kDrewFromPile ? -1 : seen.a);
    step.insert(QStringLiteral("duration"), units);
    return step;
}

void PandaPandaSession::stepShown(const std::vector<Event>& events)
{
    logEvents(events);
    for (const Event& raw : events)
        applyToShown(raw);
    if (!events.empty() && events.front().type == pp::kCardPassed) {
        // Every card of the pass has moved.
        m_shown.passing = false;
        m_shown.passStatus.fill(pp::PassStatus::None);
        m_shown.myPass = pp::kNoLetter;
    }
    publishView();
}

void PandaPandaSession::logEvents(const std::vector<Event>& events)
{
    for (const Event& raw : events) {
        const Event forLog = pp::redactedFor(raw, logViewer());
        const bool nothing = raw.type == pp::kCardPassed && m_shown.passStatus[at(raw.seat)] == pp::PassStatus::Nothing;
        const QString text = PandaPandaEventText::describe(forLog, names(), nothing);
        if (!text.isEmpty())
            log()->append(text, raw.seat);
    }
}

void PandaPandaSession::refreshView()
{
    if (!hasState())
        return;
    const Seat seat = shownSeat();
    m_shown = state().observation(seat >= 0 ? seat : 0);
    if (seat < 0)
        m_shown.hand.fill(0);   // a spectator sees no hand
    publishView();
    const bool over = state().isOver();
    if (over != m_gameOver || (!eventsHeld() && m_roundOver))
        setRoundEnd(false, over);
}

void PandaPandaSession::clearView()
{
    m_shown = pp::Observation{};
    m_shown.seat = shownSeat();
    m_shown.players = players();
    m_shown.deckCount = pp::deckSize();
    m_shown.round = 1;
    m_roundWinner = kNoSeat;
    m_winningHand = -1;
    m_finishedRound = 0;
    publishView();
    setRoundEnd(false, false);
}

// The shown observation follows the events one by one; when the queue runs
// dry the core refreshes it from the rules' own observation.
void PandaPandaSession::applyToShown(const Event& raw)
{
    pp::Observation& o = m_shown;
    const Seat viewer = shownSeat();
    const Event e = pp::redactedFor(raw, viewer);
    const bool mine = viewer != kNoSeat && e.seat == viewer;
    auto addToHand = [&](int letter, int delta) {
        if (letter >= 0 && letter < pp::kLetters)
            o.hand[static_cast<std::size_t>(letter)] = static_cast<std::uint8_t>(o.hand[static_cast<std::size_t>(letter)] + delta);
    };
    auto handSize = [&](Seat seat, int delta) {
        if (seat >= 0 && seat < o.players)
            o.handSizes[at(seat)] = static_cast<std::uint8_t>(o.handSizes[at(seat)] + delta);
    };
    switch (raw.type) {
    case pp::kRoundStarted:
        o.hand.fill(0);
        o.handSizes.fill(0);
        for (pp::Pile& pile : o.piles)
            pile = pp::Pile{};
        o.deckCount = pp::deckSize();
        o.round = e.a;
        o.turn = e.seat;
        o.passing = false;
        o.passStatus.fill(pp::PassStatus::None);
        o.lastGiven = o.lastReceived = pp::kNoLetter;
        break;
    case pp::kDealt:
        --o.deckCount;
        handSize(e.seat, 1);
        if (mine)
            addToHand(e.a, 1);
        break;
    case pp::kTurnStarted:
        o.turn = e.seat;
        ++o.turnNumber;
        break;
    case pp::kCalled:
        o.roundWinner = e.seat;
        o.winningHand = e.a;
        m_roundWinner = e.seat;
        m_winningHand = e.a;
        m_finishedRound = o.round;
        emit roundEndChanged();
        break;
    case pp::kRoundWon:
        o.crowns[at(e.seat)] = static_cast<std::uint8_t>(e.a);
        // The game-winning crown goes straight to the winner's screen, with no "Next round" first.
        if (e.a < pp::kCrownsToWin)
            setRoundEnd(true, false);
        break;
    case pp::kGameWon:
        o.over = true;
        setRoundEnd(false, true);
        break;
    case pp::kDiscarded: {
        handSize(e.seat, -1);
        if (mine)
            addToHand(e.a, -1);
        pp::Pile& pile = o.piles[at(e.seat)];
        if (pile.size < pp::kMaxCards)
            pile.cards[pile.size++] = static_cast<std::uint8_t>(e.a);
        break;
    }
    case pp::kDrewFromDeck:
        --o.deckCount;
        handSize(e.seat, 1);
        if (mine)
            addToHand(e.a, 1);
        break;
    case pp::kDrewFromPile: {
        pp::Pile& pile = o.piles[at(e.b)];
        if (pile.size > 0)
            pile.cards[--pile.size] = 0;
        handSize(e.seat, 1);
        if (mine)
            addToHand(e.a, 1);
        break;
    }
    case pp::kReshuffled:
        for (pp::Pile& pile : o.piles)
            pile = pp::Pile{};
        o.deckCount = e.a;
        ++o.reshuffles;
        break;
    case pp::kPassStarted:
        o.passing = true;
        for (Seat seat = 0; seat < o.players; ++seat)
            o.passStatus[at(seat)] = o.handSizes[at(seat)] > 0 ? pp::PassStatus::Pending : pp::PassStatus::Nothing;
        break;
    case pp::kPassChosen:
        // The chosen card is set aside face down at once.
        o.passStatus[at(e.seat)] = pp::PassStatus::Chosen;
        handSize(e.seat, -1);
        if (mine) {
            o.myPass = e.a;
            addToHand(e.a, -1);
        }
        break;
    case pp::kCardPassed:
        if (o.passStatus[at(e.seat)] == pp::PassStatus::Nothing)
            break;
        handSize(e.b, 1);
        if (mine)
            o.lastGiven = e.a;
        if (viewer != kNoSeat && e.b == viewer) {
            addToHand(e.a, 1);
            o.lastReceived = e.a;
        }
        break;
    default:
        break;
    }
}

