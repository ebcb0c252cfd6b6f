#include "pandapandasession.h"
#include "pendingmove.h"

#include "pptext.h"

#include <QQmlEngine>

#include <algorithm>
#include <cmath>

#include "pandapanda/notation.h"

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
    // Only bots at the table: nobody closes a round's reveal, so it closes itself.
    m_celebration.setSingleShot(true);
    connect(&m_celebration, &QTimer::timeout, this, &PandaPandaSession::continueAfterRound);
    // What the viewer may do, and the words above it, follow who is asked,
    // who sits where, the undo setting and the round's end.
    connect(this, &TableSession::decisionChanged, this, &PandaPandaSession::updateChoices);
    connect(this, &TableSession::seatsChanged, this, &PandaPandaSession::updateChoices);
    connect(this, &TableSession::historyChanged, this, &PandaPandaSession::updateChoices);
    connect(this, &PandaPandaSession::roundEndChanged, this, &PandaPandaSession::updateChoices);
    connect(pendingMove(), &PendingMove::modeChanged, this, &PandaPandaSession::updateChoices);   // the banner's words
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
    return tr("A new game for %1 players. %2 starts.").arg(players()).arg(seatName(0));
}

QString PandaPandaSession::progressText() const
{
    return hasState() ? progressOf(state(), names()) : QString();
}

QString PandaPandaSession::progressOf(const pp::State& state, const QStringList& names)
{
    const pp::Observation seen = state.observation(0);
    QStringList parts;
    for (int s = 0; s < state.players(); ++s)
        parts << tr("%1 %2").arg(names.value(s)).arg(seen.crowns[at(s)]);
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
    QVariantList locked;   // per seat: its pile topped by an A
    for (int s = 0; s < o.players; ++s)
        locked.append(pp::pileLocked(o.piles[at(s)]));

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
    updateChoices();
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

// ---- the choices --------------------------------------------------------

QString PandaPandaSession::choiceId(const Action& action)
{
    return QString::fromStdString(pp::toNotation(action));
}

QString PandaPandaSession::deckChoice() const
{
    return choiceId(Action{pp::kDrawDeck});
}

// The seat a seat passes to in an A-pass (PP-2: to the left, the next seat).
Seat PandaPandaSession::leftOf(Seat seat) const
{
    return players() > 0 ? (std::max<Seat>(0, seat) + 1) % players() : 0;
}

void PandaPandaSession::updateChoices()
{
    buildChoices();
    const bool before = m_confirmCardChoice;
    // The core holds a card move no undo covers (its pending move); with
    // pick-then-play that takes a second click, and the banner says so.
    m_confirmCardChoice = !takesBackMoves() && pendingMove()->mode() == PendingMove::PickThenPlay;
    buildBanner();
    publishBanner(m_banner, m_bannerDetail);
    if (before != m_confirmCardChoice)
        emit confirmCardChoiceChanged();
}

// One row per legal action of the viewer: the bar's buttons (call, draw
// from the deck), a pile's draw (its target is the pile's seat), a hand
// card's discard or pass (its card is the letter). Nothing while the viewer
// is not asked.
void PandaPandaSession::buildChoices()
{
    if (!hasState() || !myDecision()) {
        withdrawChoices();
        return;
    }
    std::vector<TableChoice> rows;
    for (const Action& a : decisionFor(state()).actions)
        rows.push_back(choiceRow(a));
    // The bar's buttons first, then the piles, then the hand: a stable order.
    std::stable_sort(rows.begin(), rows.end(), [](const TableChoice& x, const TableChoice& y) {
        const auto rank = [](const TableChoice& c) {
            return c.group == QLatin1String("main") ? 0 : c.group == QLatin1String("piles") ? 1 : 2;
        };
        return rank(x) < rank(y);
    });
    // One decision while the same person answers the same phase of the same turn.
    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(deciding())
                            .arg(int(state().phase()))
                            .arg(state().round())
                            .arg(state().turnNumber());
    offerChoices(key, std::move(rows));
}

TableChoice PandaPandaSession::choiceRow(const Action& a) const
{
    TableChoice c;
    c.id = choiceId(a);
    c.action = a;
    c.style = QStringLiteral("primary");
    const QString letter = PpText::letter(a.a);
    switch (a.type) {
    case pp::kCall:
        c.group = QStringLiteral("main");
        c.style = QStringLiteral("accent");
        c.shortcut = QStringLiteral("C");
        c.label = tr("Call “Panda Panda!”");
        c.tip = tr("Reveal your winning hand and win the round.");
        break;
    case pp::kDrawDeck:
        c.group = QStringLiteral("main");
        c.shortcut = QStringLiteral("D");
        c.label = m_shown.deckCount > 0 ? tr("Draw from the deck") : tr("Reshuffle and draw");
        c.tip = m_shown.deckCount > 0 ? tr("Draw the top card of the deck.")
                                      : tr("The deck is empty: drawing shuffles all discard piles into a new deck first.");
        break;
    case pp::kDrawPile: {
        c.group = QStringLiteral("piles");
        c.style = QStringLiteral("secondary");
        c.target = a.a;
        const pp::Pile& pile = m_shown.piles[at(std::clamp<Seat>(a.a, 0, pp::kMaxPlayers - 1))];
        const QString top = PpText::letter(pile.top());
        c.label = PpText::choiceLabel(a, deciding(), names());
        c.tip = tr("Take the %1 from the top of %2’s pile.").arg(top, seatName(a.a));
        break;
    }
    case pp::kDiscard:
        c.group = QStringLiteral("discard");
        c.card = a.a;
        c.label = tr("Discard this %1").arg(letter);
        c.tip = a.a == pp::kLetterA ? tr("Discard this A: then everyone passes one card to the left.")
              : !takesBackMoves()   ? tr("Discard this %1 onto your pile (click twice, or drag it there).").arg(letter)
                                    : tr("Discard this %1 onto your pile (click, or drag it there).").arg(letter);
        break;
    case pp::kPass:
        c.group = QStringLiteral("pass");
        c.card = a.a;
        c.label = tr("Pass this %1").arg(letter);
        c.tip = !takesBackMoves() ? tr("Pass this %1 to %2 (click twice).").arg(letter, seatName(leftOf(deciding())))
                                  : tr("Pass this %1 to %2.").arg(letter, seatName(leftOf(deciding())));
        break;
    default:
        c.label = PpText::choiceLabel(a, deciding(), names());
        c.group = QStringLiteral("main");
        break;
    }
    return c;
}

// What the banner says: whose turn and what is asked, from the viewer's place.
void PandaPandaSession::buildBanner()
{
    m_banner.clear();
    m_bannerDetail.clear();
    if (!hasState())
        return;
    const Seat viewer = std::max<Seat>(0, this->viewer());
    const bool solo = people() == 1;
    const ppview::Controls can = controls();
    if (m_gameOver) {
        m_banner = tr("%1 wins the game!").arg(seatName(m_roundWinner));
        return;
    }
    if (myDecision()) {
        const Seat left = leftOf(viewer);
        const bool confirm = m_confirmCardChoice;
        if (can.call) {
            m_banner = tr("You have a winning hand!");
            m_bannerDetail = tr("Your hand holds exactly the letters of a winning hand. Call “Panda Panda!” to reveal it and win the round.");
            return;
        }
        if (!can.pass.isEmpty()) {
            m_banner = tr("Pass a card to %1").arg(seatName(left));
            m_bannerDetail = tr("An A was discarded, so everyone passes one card to the left at the same time. Click the card to give to %1; nobody sees it until all have chosen.").arg(seatName(left));
            if (confirm)
                m_bannerDetail += QLatin1Char(' ') + tr("Click it again (or its button) to confirm.");
            return;
        }
        m_banner = solo ? tr("Your turn") : tr("Your turn, %1").arg(seatName(viewer));
        QStringList parts;
        if (!can.discard.isEmpty())
            parts << (confirm ? tr("discard a card (click it twice, or drag it onto your pile)")
                              : tr("discard a card (click it or drag it onto your pile)"));
        if (can.drawDeck)
            parts << (m_shown.deckCount > 0 ? tr("draw from the deck") : tr("reshuffle the piles into a new deck and draw"));
        if (!can.piles.isEmpty())
            parts << tr("take the top card of a highlighted pile");
        m_bannerDetail = tr("Do one thing: %1.").arg(parts.join(tr(", or ")));
        return;
    }
    const Seat d = deciding();
    if (d >= 0 && d < players() && !isPerson(d)) {
        m_banner = state().phase() == pp::Phase::Pass ? tr("%1 is choosing a card to pass…").arg(seatName(d))
                                                      : tr("%1 is thinking…").arg(seatName(d));
        return;
    }
    if (m_shown.passing) {
        m_banner = tr("Everyone passes a card to the left");
        return;
    }
    if (m_shown.turn == viewer && solo) {
        m_banner = tr("Your turn");
        return;
    }
    m_banner = tr("%1’s turn").arg(seatName(m_shown.turn));
}

// ---- moves -----------------------------------------------------------------

bool PandaPandaSession::call() { return choose(choiceId(Action{pp::kCall})); }
bool PandaPandaSession::discard(int letter) { return choose(choiceId(Action{pp::kDiscard, letter})); }
bool PandaPandaSession::drawDeck() { return choose(choiceId(Action{pp::kDrawDeck})); }
bool PandaPandaSession::drawPile(int seat) { return choose(choiceId(Action{pp::kDrawPile, seat})); }
bool PandaPandaSession::pass(int letter) { return choose(choiceId(Action{pp::kPass, letter})); }

int PandaPandaSession::celebrationMs() const
{
    return static_cast<int>(std::lround(stepMs() * StepKind::paceSteps(StepKind::Celebration)));   // 2.5 s at Normal
}

void PandaPandaSession::continueAfterRound()
{
    m_celebration.stop();
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
    // Nobody at the table to close it: the next round follows after a moment to read it.
    if (roundOver && !gameOver && people() == 0 && !replaying())
        m_celebration.start(celebrationMs());
    else
        m_celebration.stop();
    emit roundEndChanged();
}

QString PandaPandaSession::botMoveText(const Action&, Seat, const std::vector<Event>& events) const
{
    // The first thing the table saw the bot do, as the log's reader may see it.
    for (const Event& event : events) {
        const Event seen = pp::redactedFor(event, logViewer());
        const QString text = PpText::describe(seen, names(), event.type == pp::kCardPassed && event.a < 0);
        if (!text.isEmpty())
            return text;
    }
    return {};
}

QString PandaPandaSession::hintMoveText(const Action& action, Seat seat) const
{
    return PpText::choiceLabel(action, seat, names());
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

TableStep PandaPandaSession::stepFor(const std::vector<Event>& events)
{
    using K = StepKind::Kind;
    using P = StepKind::Pace;
    const Event& raw = events.front();
    const Seat viewer = shownSeat();
    const Event seen = pp::redactedFor(raw, viewer);
    const bool hidden = !handVisible() || seen.seat != viewer;
    // The letter this viewer may see (discards and pile cards are public).
    const int letter = hidden && raw.type != pp::kDiscarded && raw.type != pp::kDrewFromPile ? -1 : seen.a;
    const QString hand = QStringLiteral("hand");
    const QString pile = QStringLiteral("pile");
    const QString deck = QStringLiteral("deck");
    TableStep step;
    step.seat = raw.seat;
    step.kind = K::CardMoved;
    step.pace = P::Move;
    switch (raw.type) {
    case pp::kDealt:
        step.kind = K::Dealt;
        step.pace = P::Flick;
        step.moves = {TableMove{letter, deck, -1, hand, raw.seat}};
        break;
    case pp::kDiscarded: step.moves = {TableMove{letter, hand, raw.seat, pile, raw.seat}}; break;
    case pp::kDrewFromDeck: step.moves = {TableMove{letter, deck, -1, hand, raw.seat}}; break;
    case pp::kDrewFromPile: step.moves = {TableMove{letter, pile, raw.b, hand, raw.seat}}; break;
    case pp::kReshuffled: step.kind = K::Reshuffled; break;
    case pp::kPassStarted: step.kind = K::PassStarted; step.pace = P::Exchange; break;
    case pp::kCardPassed:
        step.kind = K::CardsPassed;
        step.pace = P::Exchange;
        for (const Event& e : events) {
            if (m_shown.passStatus[at(e.seat)] == pp::PassStatus::Nothing)
                continue;
            const Event mine = pp::redactedFor(e, viewer);
            const int card = handVisible() ? mine.a : -1;
            step.moves.append(TableMove{card, hand, e.seat, hand, e.b});
            // A card passed to you: who gave it and which (TableStep::notice).
            if (e.b == viewer && handVisible() && e.seat != viewer) {
                step.seat = e.seat;
                step.target = viewer;
                step.notice = doneToSeat(events, viewer);
            }
        }
        break;
    case pp::kCalled: step.kind = K::Called; step.pace = P::Exchange; break;
    default: return {};
    }
    return step;
}

// What a step did to `seat`: a card passed to it (who gave it and which, a
// letter the receiver sees), the notice as the pass plays and the first line
// of the seat's away recap. A giver with nothing to pass gave nothing (PP-2).
QString PandaPandaSession::doneToSeat(const std::vector<Event>& events, Seat seat) const
{
    for (const Event& e : events) {
        if (e.type != pp::kCardPassed || seat < 0 || e.b != seat || e.seat == seat)
            continue;
        const Event mine = pp::redactedFor(e, seat);
        return mine.a >= 0 ? tr("%1 passes you %2.").arg(seatName(e.seat), PpText::card(mine.a)) : QString();
    }
    return {};
}

// The log's lines for one step as `seat` reads them (each event redacted for
// that seat once more). A pass between two other seats is left out: it moves
// face down, and from that seat's view a card and no card look alike.
QStringList PandaPandaSession::recapLines(const std::vector<Event>& events, Seat seat) const
{
    QStringList out;
    for (const Event& raw : events) {
        const Event e = pp::redactedFor(raw, seat);
        if (e.type == pp::kCardPassed && e.seat != seat && e.b != seat)
            continue;
        const QString text = PpText::describe(e, names(), e.type == pp::kCardPassed && e.a < 0);
        if (!text.isEmpty())
            out << text;
    }
    return out;
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
    // Pass-and-play: a draw ends the turn, and the next person's privacy
    // screen would hide the card at once; its owner sees it first, until
    // they say the device may go on (issue 29 item 30).
    for (const Event& raw : events)
        if ((raw.type == pp::kDrewFromDeck || raw.type == pp::kDrewFromPile) && raw.a >= 0 && people() >= 2 &&
            !replaying() && handVisible() && raw.seat == shownSeat()) {
            m_drawnCard = raw.a;
            emit drawnCardChanged();
            holdEvents();
        }
}

void PandaPandaSession::passOnAfterDraw()
{
    if (m_drawnCard == pp::kNoLetter)
        return;
    m_drawnCard = pp::kNoLetter;
    emit drawnCardChanged();
    releaseEvents();
}

void PandaPandaSession::logEvents(const std::vector<Event>& events)
{
    for (const Event& raw : events) {
        const Event forLog = pp::redactedFor(raw, logViewer());
        const bool nothing = raw.type == pp::kCardPassed && m_shown.passStatus[at(raw.seat)] == pp::PassStatus::Nothing;
        const QString text = PpText::describe(forLog, names(), nothing);
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
    // A game over with no events seen (opened, or back from its replay): the
    // winner and the hand revealed come from the rules, for the results.
    if (state().isOver() && m_roundWinner == kNoSeat && m_shown.roundWinner != kNoSeat) {
        m_roundWinner = m_shown.roundWinner;
        m_winningHand = m_shown.winningHand;
        m_finishedRound = m_shown.round;
    }
    publishView();
    if (m_drawnCard != pp::kNoLetter && !eventsHeld()) {   // the table was reset (left, opened, replayed)
        m_drawnCard = pp::kNoLetter;
        emit drawnCardChanged();
    }
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

