#include "trashpandassession.h"

#include <QLocale>
#include <QtGlobal>

#include <algorithm>
#include <bit>
#include <cmath>
#include <tuple>
#include <utility>

#include "bots/trashpandas/bot_traits.h"
#include "trashpandas/notation.h"
#include "trashpandas/odds.h"
#include "trashpandas/scoring.h"
#include "tptext.h"

using namespace critter;
using namespace critter::tp;

// The game's own bots, not the factory defaults.
static_assert(BotTraits<State>::kTuned);

// QML's mirrors of the rules' enums.
static_assert(int(TrashPandasSession::Pass) == int(ActionType::Pass) &&
              int(TrashPandasSession::Pass) + 1 == int(ActionType::Count));
static_assert(int(TrashPandasSession::ResolveTree) == int(ActionType::ResolveTree) &&
              int(TrashPandasSession::StashMatch) == int(ActionType::StashMatch));
static_assert(int(TrashPandasSession::PhaseOver) == int(Phase::Over) &&
              int(TrashPandasSession::PhaseSteal) == int(Phase::Steal));

namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }

// In the current language's style: "12.5%" in English, "12,5 %" in French and German.
QString percent(double p)
{
    const double v = p * 100.0;
    const QLocale locale;
    const QString number = v > 0.0 && v < 10.0 ? locale.toString(v, 'f', 1)
                                               : locale.toString(static_cast<qlonglong>(std::lround(v)));
    //: A percentage; %1 is the number. Some languages put a (no-break) space before %.
    return TrashPandasSession::tr("%1%").arg(number);
}

std::vector<int> cardList(const Counts& counts)
{
    std::vector<int> out;
    for (int c = 0; c < kCardTypes; ++c)
        for (int i = 0; i < counts[at(c)]; ++i)
            out.push_back(c);
    return out;
}

QVariantList countList(const Counts& counts)
{
    QVariantList out;
    for (int c = 0; c < kCardTypes; ++c)
        if (counts[at(c)] > 0)
            out.append(QVariantMap{{QStringLiteral("card"), c}, {QStringLiteral("count"), int(counts[at(c)])}});
    return out;
}

// Which card a choice plays, and which token it works on (-1 for none).
int choiceCard(const Action& a)
{
    switch (static_cast<ActionType>(a.type)) {
    case ActionType::PlayBlammo: return int(Card::Blammo);
    case ActionType::PlayNanners: return int(Card::Nanners);
    case ActionType::PlayFeesh: return int(Card::Feesh);
    case ActionType::PlayShiny: return int(Card::Shiny);
    case ActionType::PlayPie: return int(Card::Pie);
    case ActionType::PlayYumYum: return int(Card::YumYum);
    case ActionType::PlayDoggo: return int(Card::Doggo);
    case ActionType::PlayKitteh: return int(Card::Kitteh);
    case ActionType::StashMatch: return a.a;
    default: return -1;
    }
}

int choiceToken(const Action& a)
{
    switch (static_cast<ActionType>(a.type)) {
    case ActionType::PlayPie: return a.a;
    case ActionType::ResolveTrashCan: return int(Token::TrashCan);
    case ActionType::ResolveTree: return int(Token::Tree);
    case ActionType::ResolveCanTree: return int(Token::CanTree);
    case ActionType::ResolvePaw: return int(Token::Paw);
    case ActionType::ResolveMask: return int(Token::Mask);
    case ActionType::ResolveRecycle: return int(Token::Recycle);
    default: return -1;
    }
}

// Shown as a button in the decision bar (the rest sit on cards and tokens).
bool isMainChoice(const Action& a)
{
    switch (static_cast<ActionType>(a.type)) {
    case ActionType::Roll:
    case ActionType::Stop:
    case ActionType::Bust:
    case ActionType::Pass:
    case ActionType::PlayBlammo:
    case ActionType::PlayNanners:
    case ActionType::PlayYumYum:
    case ActionType::PlayDoggo:
    case ActionType::PlayKitteh:
    case ActionType::StashMatch:
        return true;
    default:
        return false;
    }
}

} // namespace

namespace {
QString placeWord(int code)
{
    switch (placeKind(code)) {
    case PlaceKind::TrashCan: return QStringLiteral("trash");
    case PlaceKind::Discard: return QStringLiteral("discard");
    case PlaceKind::Hand: return QStringLiteral("hand");
    case PlaceKind::StashDown:
    case PlaceKind::StashUp: return QStringLiteral("stash");
    }
    return {};
}
} // namespace

TrashPandasSession::TrashPandasSession(QObject* parent)
    : GameSession<State>(QStringLiteral("trash-pandas"), parent)
{
}

TrashPandasSession::~TrashPandasSession()
{
    leave();
}

bool TrashPandasSession::rulesPlayerCountOk(int players) const
{
    return players >= kMinPlayers && players <= kMaxPlayers;
}

QString TrashPandasSession::newGameText() const
{
    return tr("A new game for %1 players. %2 starts.").arg(players()).arg(seatName(0));
}

QString TrashPandasSession::progressText() const
{
    return hasState() ? progressOf(state(), names()) : QString();
}

QString TrashPandasSession::progressOf(const tp::State& state, const QStringList&)
{
    return tr("%n card(s) left in the trash can", nullptr, state.observation(0).trashCount);
}

// ---- what may be undone, who is asked in the open ------------------------------

bool TrashPandasSession::revealsTo(const Event& event, Seat person) const
{
    switch (static_cast<EventType>(event.type)) {
    case EventType::DieRolled:
        return true;                         // a roll is chance everyone sees
    case EventType::CardSeen:
        return event.seat == person;         // a hidden card shown to this seat
    case EventType::CardMoved:
        // A card leaving the trash can face up (Mask) is chance everyone sees.
        return placeKind(event.a) == PlaceKind::TrashCan && event.c >= 0;
    default:
        return false;
    }
}

bool TrashPandasSession::askedInOpen(Seat seat) const
{
    // A Yum Yum after someone stops: everyone is asked in turn, card or not.
    return hasState() && state().currentSeat() == seat && state().turn().phase == Phase::YumYum;
}

std::optional<Action> TrashPandasSession::onlyDecline(Seat seat) const
{
    // A Yum Yum, a steal or a Mask the seat holds no card to answer.
    if (!hasState() || state().currentSeat() != seat)
        return std::nullopt;
    const std::vector<Action> legal = decisionFor(state()).actions;
    if (legal.size() == 1 && legal.front().type == int(ActionType::Pass))
        return legal.front();
    return std::nullopt;
}

// ---- moves ---------------------------------------------------------------------

bool TrashPandasSession::isLegal(int type, int a, int b) const
{
    return myDecision() && state().isLegal(makeAction(static_cast<ActionType>(type), a, b));
}

bool TrashPandasSession::act(int type, int a, int b)
{
    return TableSession::act(makeAction(static_cast<ActionType>(type), a, b));
}

int TrashPandasSession::pickLimit(int token) const
{
    if (!myDecision())
        return 0;
    int limit = 0;
    for (const Action& a : decisionFor(state()).actions) {
        if (token == int(Token::Tree) && a.type == int(ActionType::ResolveTree))
            limit = std::max(limit, (a.a >= 0 ? 1 : 0) + (a.b >= 0 ? 1 : 0));
        if (token == int(Token::CanTree) && a.type == int(ActionType::ResolveCanTree) && a.a == 1)
            limit = 1;
    }
    return limit;
}

// The stash a token makes of the picked hand cards, if it is legal now.
std::optional<Action> TrashPandasSession::pickAction(int token, const QVariantList& handIndices) const
{
    std::vector<int> cards;
    for (const QVariant& index : handIndices) {
        const int i = index.toInt();
        if (i < 0 || i >= m_hand.rowCount())
            return std::nullopt;
        cards.push_back(m_hand.at(i));
    }
    std::sort(cards.begin(), cards.end());
    Action action;
    if (token == int(Token::Tree) && (cards.size() == 1 || cards.size() == 2))
        action = makeAction(ActionType::ResolveTree, cards[0], cards.size() > 1 ? cards[1] : -1);
    else if (token == int(Token::CanTree) && cards.size() == 1)
        action = makeAction(ActionType::ResolveCanTree, 1, cards[0]);
    else
        return std::nullopt;
    if (!myDecision() || !state().isLegal(action))
        return std::nullopt;
    return action;
}

QVariantMap TrashPandasSession::pickedChoice(int token, const QVariantList& handIndices) const
{
    const std::optional<Action> action = pickAction(token, handIndices);
    if (!action)
        return {};
    return {{QStringLiteral("type"), action->type}, {QStringLiteral("a"), action->a}, {QStringLiteral("b"), action->b}};
}

QString TrashPandasSession::botMoveText(const Action& action, Seat seat, const std::vector<Event>&) const
{
    return TpText::actionText(action, seat, names());
}

QString TrashPandasSession::hintMoveText(const Action& action, Seat seat) const
{
    return TpText::choiceLabel(action, state().observation(seat), names());
}

// ---- the event steps -------------------------------------------------------------

std::size_t TrashPandasSession::stepSize(const std::deque<Event>& queue) const
{
    // A hidden card and the private looks at it that follow (the thief's,
    // the victim's) move as one.
    std::size_t n = 1;
    if (!queue.empty() && queue[0].type == int(EventType::CardMoved))
        while (n < queue.size() && queue[n].type == int(EventType::CardSeen))
            ++n;
    return n;
}

TableStep TrashPandasSession::stepFor(const std::vector<Event>& events)
{
    using K = StepKind::Kind;
    using P = StepKind::Pace;
    const Event& e = events.front();
    TableStep step;
    step.seat = e.seat;
    switch (static_cast<EventType>(e.type)) {
    case EventType::DieRolled: step.kind = K::DieRolled; step.pace = P::Roll; step.value = e.a; break;
    case EventType::TokenTaken: step.kind = K::TokenTaken; step.pace = P::Move; step.value = e.a; break;
    case EventType::TokenReturned:
    case EventType::TokenResolved: step.kind = K::TokenReturned; step.pace = P::Quick; step.value = e.a; break;
    case EventType::Bust: step.kind = K::Bust; step.pace = P::Shout; break;
    case EventType::BonusTurn: step.kind = K::BonusTurn; step.pace = P::Shout; break;
    case EventType::EndTriggered: step.kind = K::LastTurn; step.pace = P::Shout; break;
    case EventType::Stopped: step.kind = K::Stopped; step.pace = P::Quick; break;
    case EventType::ReactionPlayed: {
        // A reaction answers a seat: a Yum Yum forces its roll, a Doggo or
        // Kitteh stops its steal. Said to that seat; no motion of its own
        // (the card's move to the discard pile is its own step).
        if (e.b != shownSeat() || !handVisible())
            return {};
        step.kind = K::Blocked;
        step.pace = P::Instant;
        step.target = e.b;
        step.value = e.a;
        step.notice = doneToSeat(events, shownSeat());
        break;
    }
    case EventType::CardMoved: {
        int card = e.c;
        // A hidden move the viewer may see: a private CardSeen (the thief's,
        // the victim's) moves with it.
        for (std::size_t j = 1; card < 0 && handVisible() && j < events.size() &&
                                events[j].type == int(EventType::CardSeen); ++j)
            if (events[j].seat == shownSeat())
                card = events[j].a;
        step.kind = K::CardMoved;
        step.pace = P::Move;
        step.moves = {TableMove{card, placeWord(e.a), placeSeat(e.a), placeWord(e.b), placeSeat(e.b)}};
        const int from = placeSeat(e.a);
        const int to = placeSeat(e.b);
        const auto fromKind = placeKind(e.a);
        const bool steal = placeKind(e.b) == PlaceKind::Hand && from != to &&
                           (fromKind == PlaceKind::Hand || fromKind == PlaceKind::StashDown ||
                            fromKind == PlaceKind::StashUp);
        if (steal) {
            step.seat = to;
            step.target = from;
            if (from == shownSeat() && handVisible())
                step.notice = doneToSeat(events, shownSeat());
        }
        break;
    }
    default: return {};
    }
    return step;
}

// What a step did to `seat` (a steal from its hand or stash, a reaction that
// answers it): the notice over the board as it plays, and the first lines of
// the seat's away recap. The events are the step's, as the table has them or
// as that seat may see them: a hidden card is named only through the seat's own CardSeen.
QString TrashPandasSession::doneToSeat(const std::vector<Event>& events, Seat seat) const
{
    const Event& e = events.front();
    if (seat < 0)
        return {};
    if (e.type == int(EventType::ReactionPlayed)) {
        if (e.b != seat || e.seat == seat)
            return {};
        const auto card = static_cast<Card>(e.a);
        return card == Card::YumYum ? tr("%1 plays Yum Yum on you: roll once more.").arg(seatName(e.seat))
                                    : tr("%1 answers your steal with %2.").arg(seatName(e.seat), TpText::cardName(card));
    }
    if (e.type != int(EventType::CardMoved))
        return {};
    const int from = placeSeat(e.a);
    const int to = placeSeat(e.b);
    const auto fromKind = placeKind(e.a);
    const bool steal = placeKind(e.b) == PlaceKind::Hand && from != to &&
                       (fromKind == PlaceKind::Hand || fromKind == PlaceKind::StashDown || fromKind == PlaceKind::StashUp);
    if (!steal || from != seat)
        return {};
    int card = e.c;
    for (std::size_t j = 1; card < 0 && j < events.size() && events[j].type == int(EventType::CardSeen); ++j)
        if (events[j].seat == seat)
            card = events[j].a;
    const QString thief = seatName(to);
    const bool fromHand = fromKind == PlaceKind::Hand;
    return card >= 0 ? (fromHand ? tr("%1 takes %2 from your hand.") : tr("%1 takes %2 from your stash."))
                           .arg(thief, TpText::cardName(static_cast<Card>(card)))
                     : (fromHand ? tr("%1 takes a card from your hand.").arg(thief)
                                 : tr("%1 takes a card from your stash.").arg(thief));
}

// The log's lines for one step as `seat` reads them: a hidden card is named
// only where the seat's own CardSeen shows it (what it drew, stashed or took).
QStringList TrashPandasSession::recapLines(const std::vector<Event>& events, Seat seat) const
{
    QStringList out;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        // Their own turn beginning is now: the banner says it.
        if (e.type == int(EventType::CardSeen) || (e.type == int(EventType::TurnStarted) && e.seat == seat))
            continue;
        QString text = TpText::eventText(e, names());
        if (e.type == int(EventType::CardMoved) && e.c < 0)
            for (std::size_t j = i + 1; j < events.size() && events[j].type == int(EventType::CardSeen); ++j)
                if (events[j].seat == seat && seat >= 0)
                    text = TpText::seenMoveText(e, events[j].a, names());
        if (!text.isEmpty())
            out << text;
    }
    return out;
}

void TrashPandasSession::stepShown(const std::vector<Event>& events)
{
    logEvents(events);
}

void TrashPandasSession::logEvents(const std::vector<Event>& events)
{
    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        // At the table each event is its own step: the one before may have come in the last call.
        const Event& before = i > 0 ? events[i - 1] : m_lastLogged;
        // Recycle (TP-11) is resolved, then the token it was swapped for is taken: say which.
        if (e.type == int(EventType::TokenTaken) && before.type == int(EventType::TokenResolved) &&
            before.a == int(Token::Recycle)) {
            log()->append(tr("%1 takes the %2 in exchange.").arg(seatName(e.seat), tokenName(e.a)), e.seat);
            continue;
        }
        // A private look is told to the one seat it belongs to, in the line
        // of the hidden move it follows (which card was drawn, stashed or taken).
        if (e.type == int(EventType::CardSeen))
            continue;
        QString text = TpText::eventText(e, names());
        if (e.type == int(EventType::CardMoved) && e.c < 0)
            for (std::size_t j = i + 1; j < events.size() && events[j].type == int(EventType::CardSeen); ++j) {
                const Seat seer = events[j].seat;
                if (seer == logViewer() && logViewer() >= 0)
                    text = TpText::seenMoveText(e, events[j].a, names());
                // Pass-and-play: the owner of a card taken away is told which,
                // privately (at once if they hold the device, else at their next look).
                else if (logViewer() < 0 && seer == placeSeat(e.a) && seer != placeSeat(e.b))
                    notePrivately(seer, TpText::seenMoveText(e, events[j].a, names()));
            }
        if (!text.isEmpty())
            log()->append(text, e.seat >= 0 ? e.seat : (e.type == int(EventType::CardMoved) ? placeSeat(e.b) : -1));
    }
    if (!events.empty())
        m_lastLogged = events.back();
}

// ---- the view --------------------------------------------------------------------

QVariantList TrashPandasSession::middleTokens() const
{
    QVariantList out;
    for (int k = 0; k < kTokens; ++k)
        if (!(m_seen.turn.held & tokenBit(static_cast<Token>(k))))
            out.append(k);
    return out;
}

QVariantList TrashPandasSession::heldTokens() const
{
    QVariantList out;
    for (int k = 0; k < kTokens; ++k)
        if (m_seen.turn.held & tokenBit(static_cast<Token>(k)))
            out.append(k);
    return out;
}

void TrashPandasSession::refreshView()
{
    if (!hasState())
        return;
    // Each part of the view says so only when it changed (the lists are shared, so a snapshot is cheap;
    // the seat model tells its own changes, row by row).
    const auto snapshot = [this] {
        return std::make_tuple(m_ownStash, m_seen.trashCount, m_seen.turn.held,
                               m_seen.turn.die,
                               std::make_tuple(m_seen.turn.active, m_seen.turn.phase, m_seen.turn.bonus,
                                               m_seen.turn.maskCard),
                               m_choices, m_odds, m_winnersText);
    };
    const auto before = snapshot();
    buildView();
    const auto after = snapshot();
    if (std::get<0>(before) != std::get<0>(after)) emit ownStashChanged();
    if (std::get<1>(before) != std::get<1>(after)) emit trashCountChanged();
    if (std::get<2>(before) != std::get<2>(after)) emit tokensChanged();
    if (std::get<3>(before) != std::get<3>(after)) emit dieChanged();
    if (std::get<4>(before) != std::get<4>(after)) emit turnChanged();
    publishBanner(m_banner, m_bannerDetail);
    if (std::get<5>(before) != std::get<5>(after)) emit choicesChanged();
    if (std::get<6>(before) != std::get<6>(after)) emit oddsChanged();
    publishPrivacyReason(m_privacyReason);
    if (std::get<7>(before) != std::get<7>(after)) emit scoresChanged();
}

void TrashPandasSession::buildView()
{
    const Seat seat = shownSeat();
    m_seen = state().observation(seat >= 0 ? seat : 0);
    // Behind the privacy screen, asked in the open, or only bots at the table: no hand shows.
    const bool hidden = !handVisible();
    if (openSeat() >= 0) {
        // Asked on the privacy screen itself (seen by all): the same words whatever the hand holds.
        m_privacyReason = tr("%1 stopped. Make them roll once more with a Yum Yum?")
                              .arg(seatName(state().turn().active));
        m_reasonOpen = true;
    } else if (privacySeat() >= 0) {
        if (std::exchange(m_reasonOpen, false))
            m_privacyReason.clear();
        const Phase p = state().turn().phase;
        const bool ownTurn = privacySeat() == state().turn().active && p != Phase::Steal;
        if (m_privacyReason.isEmpty() || ownTurn)
            m_privacyReason = ownTurn ? tr("It is your turn.") : tr("A quick question for you.");
    } else {
        m_privacyReason.clear();
        m_reasonOpen = false;
    }

    std::vector<TpSeatView> seats;
    seats.reserve(static_cast<std::size_t>(std::max(0, m_seen.players)));
    for (int s = 0; s < m_seen.players; ++s) {
        const auto& view = m_seen.seats[at(s)];
        TpSeatView p;
        p.seat = s;
        p.name = seatName(s);
        p.bot = isBot(s);
        p.handCount = int(view.handCount);
        p.stashDown = int(view.stashDownCount);
        p.stashUp = countList(view.stashUp);
        p.active = s == m_seen.turn.active && !m_seen.over;
        p.deciding = s == deciding();
        p.viewer = s == seat && !hidden && !replaying();   // "(you)"
        p.shown = s == seat && !hidden;
        if (m_seen.over) {
            p.revealed = countList(m_seen.revealed[at(s)]);
            p.score = m_seen.scores[at(s)];
        }
        seats.push_back(std::move(p));
    }
    m_seats.set(std::move(seats));
    m_hand.set(hidden ? std::vector<int>{} : cardList(m_seen.hand));
    m_ownStash.clear();
    if (!hidden)
        for (int card : cardList(m_seen.stashDown))
            m_ownStash.append(card);
    m_discard.set(m_discardOrder.follow(state()));   // the card played last on top
    buildOdds(hidden);
    buildChoices();
    buildBanner();
    buildScores();
}

void TrashPandasSession::buildOdds(bool hidden)
{
    m_odds.clear();
    if (const auto odds = odds::rollOddsFor(m_seen)) {
        const int held = std::popcount(m_seen.turn.held);
        const bool mine = m_seen.seat == m_seen.turn.active && !hidden;
        const odds::Saves saves = mine ? odds::savesOf(m_seen) : odds::Saves{};
        const double plain = odds::bustChance(held).value();
        m_odds[QStringLiteral("shown")] = true;
        m_odds[QStringLiteral("plain")] = plain;
        m_odds[QStringLiteral("saved")] = odds->bust.value();
        m_odds[QStringLiteral("text")] = tr("Next roll busts: %1 (%2 in 6)").arg(percent(plain)).arg(held);
        QString detail;
        if (held == 0)
            detail = tr("No token taken yet: this roll is safe.");
        else if (saves.nanners > saves.fishedNanners)
            detail = tr("Your Nanners saves it: a bust becomes a stop (0% bust).");
        else if (saves.nanners > 0)
            detail = tr("Your Feesh can fish back the Nanners: a bust becomes a stop (0% bust).");
        else if (saves.fishedBlammos > 0 && saves.blammos > saves.fishedBlammos)
            // The Feesh counts: it can fish back a Blammo! already played.
            detail = tr("With %1 Blammo! and %2 Feesh to fish one back: %3")
                         .arg(saves.blammos - saves.fishedBlammos).arg(saves.fishedBlammos).arg(percent(odds->bust.value()));
        else if (saves.fishedBlammos > 0)
            detail = tr("With %1 Feesh to fish back a Blammo!: %2").arg(saves.fishedBlammos).arg(percent(odds->bust.value()));
        else if (saves.blammos > 0)
            detail = saves.blammos == 1
                ? tr("With your Blammo! to re-roll: %1").arg(percent(odds->bust.value()))
                : tr("With your %1 Blammo! cards to re-roll: %2").arg(saves.blammos).arg(percent(odds->bust.value()));
        else if (mine)
            detail = tr("A Blammo! in hand would make it %1; a Nanners, 0%.")
                         .arg(percent(odds::bustChance(held, 1).value()));
        else
            detail = tr("Less if %1 holds a Blammo! or Nanners.").arg(seatName(m_seen.turn.active));
        m_odds[QStringLiteral("detail")] = detail;
    } else {
        m_odds[QStringLiteral("shown")] = false;
    }

}

// Legal moves the table does not offer because they only lose: a Nanners
// right after the first roll of a collection cancels that roll and stops
// with no token at all (a plain stop keeps the token).
bool TrashPandasSession::pointless(const Action& a) const
{
    const Turn& t = m_seen.turn;
    return a.type == int(ActionType::PlayNanners) && t.phase == Phase::Rolled && std::popcount(t.held) <= 1;
}

bool TrashPandasSession::offers(ActionType type, int a) const
{
    for (const QVariant& choice : m_choices) {
        const QVariantMap c = choice.toMap();
        if (c.value(QStringLiteral("type")).toInt() == int(type) && (a == -2 || c.value(QStringLiteral("a")).toInt() == a))
            return true;
    }
    return false;
}

// The bust prompt speaks of a save only when the hand holds one (the asked
// player's own hand, on their own turn).
bool TrashPandasSession::canSave() const
{
    return offers(ActionType::PlayBlammo) || offers(ActionType::PlayNanners) ||
        offers(ActionType::PlayFeesh, int(Card::Blammo)) || offers(ActionType::PlayFeesh, int(Card::Nanners));
}

// Shown only to the steal's target, behind its own privacy screen.
QString TrashPandasSession::stealAnswerText() const
{
    const bool doggo = offers(ActionType::PlayDoggo), kitteh = offers(ActionType::PlayKitteh);
    if (doggo && kitteh)
        return tr("Block it with a Doggo, turn it round with a Kitteh, or let it happen.");
    if (doggo)
        return tr("Block it with your Doggo (drawing 2 cards or none), or let it happen.");
    if (kitteh)
        return tr("Turn it round with your Kitteh, or let it happen.");
    return tr("You hold no Doggo or Kitteh: let it happen.");
}

// Made by picking hand cards (Tree, Can or Tree), not by a button of its own.
static bool byPick(const Action& a)
{
    return (a.type == int(ActionType::ResolveTree) && a.a >= 0) || (a.type == int(ActionType::ResolveCanTree) && a.a == 1);
}

void TrashPandasSession::buildChoices()
{
    m_choices.clear();
    if (const Seat open = openSeat(); open >= 0) {
        // Asked in the open, on the privacy screen everyone sees: no, or a
        // private look (never a Yum Yum here: that would tell the table what
        // the hand holds).
        TableChoice no = choiceRow(makeAction(ActionType::Pass), QStringLiteral("pass"));
        no.label = tr("No Yum Yum");
        offerChoices(QStringLiteral("open/%1/%2").arg(open).arg(m_seen.turn.number), {no, lookPrivatelyChoice()});
        return;
    }
    if (!myDecision()) {
        withdrawChoices();
        return;
    }
    QStringList pickGroups;
    std::vector<TableChoice> rows;
    for (const Action& a : decisionFor(state()).actions) {
        if (pointless(a))
            continue;
        QString name = QString::fromStdString(toNotation(a));
        name.replace(QLatin1Char(' '), QLatin1Char('-'));
        m_choices.append(QVariantMap{{QStringLiteral("type"), a.type},
                                     {QStringLiteral("a"), a.a},
                                     {QStringLiteral("b"), a.b},
                                     {QStringLiteral("label"), TpText::choiceLabel(a, m_seen, names())},
                                     {QStringLiteral("main"), isMainChoice(a)},
                                     {QStringLiteral("card"), choiceCard(a)},
                                     {QStringLiteral("token"), choiceToken(a)},
                                     {QStringLiteral("byPick"), byPick(a)},
                                     {QStringLiteral("objectName"), QStringLiteral("tpChoice-") + name}});
        rows.push_back(choiceRow(a, name));
        // Every stash a pick can make is one button: "Stash", after the cards are picked.
        if (byPick(a) && !pickGroups.contains(rows.back().group))
            pickGroups << rows.back().group;
    }
    std::vector<TableChoice> shown;
    for (TableChoice& row : rows) {
        if (row.pick < 0)
            continue;   // made through its group's pick row
        shown.push_back(std::move(row));
    }
    for (const QString& group : pickGroups) {
        const int token = group.mid(6).toInt();
        TableChoice pick;
        pick.id = QStringLiteral("pick-") + group;
        pick.label = tr("Stash the picked cards");
        pick.group = group;
        pick.groupTitle = tr("Use %1").arg(tokenName(token));
        pick.style = QStringLiteral("accent");
        pick.token = token;
        pick.pick = pickLimit(token);
        pick.tip = tokenPrompt(token);
        // The pick comes first in its group: options that appear later never push it.
        const auto first = std::find_if(shown.begin(), shown.end(), [&](const TableChoice& c) { return c.group == group; });
        shown.insert(first, pick);
    }
    // One decision while the same person answers the same phase of the same
    // turn: its buttons keep their places (resolving one token after another).
    const Turn& t = m_seen.turn;
    const QString key =
        QStringLiteral("%1/%2/%3/%4").arg(deciding()).arg(int(t.phase)).arg(t.number).arg(int(t.bonus));
    offerChoices(key, std::move(shown));
}

// One row of the choice bar for a legal action: its group (the bar's own
// buttons, a token's or a card's), its style and its key.
TableChoice TrashPandasSession::choiceRow(const Action& a, const QString& name) const
{
    TableChoice c;
    c.id = name;
    c.label = TpText::choiceLabel(a, m_seen, names());
    c.card = choiceCard(a);
    c.token = choiceToken(a);
    c.action = a;
    c.style = QStringLiteral("primary");
    switch (static_cast<ActionType>(a.type)) {
    case ActionType::Roll: c.style = QStringLiteral("accent"); c.shortcut = QStringLiteral("R"); break;
    case ActionType::Stop: c.shortcut = QStringLiteral("S"); break;
    case ActionType::Bust: c.style = QStringLiteral("secondary"); c.shortcut = QStringLiteral("B"); break;
    case ActionType::Pass: c.style = QStringLiteral("secondary"); c.shortcut = QStringLiteral("N"); break;
    default: break;
    }
    if (isMainChoice(a)) {
        c.group = QStringLiteral("main");
    } else if (c.token >= 0 && a.type != int(ActionType::PlayPie)) {
        c.group = QStringLiteral("token-") + QString::number(c.token);
        c.groupTitle = tr("Use %1").arg(tokenName(c.token));
        c.tip = tokenHelp(c.token);
        if (byPick(a))
            c.pick = -1;   // made by the group's pick row
    } else {
        // Played from a card: MMM Pie! on a token, Feesh and Shiny on a card.
        c.style = QStringLiteral("secondary");
        c.group = QStringLiteral("card-") + QString::number(c.card);
        c.groupTitle = tr("Play %1…").arg(cardName(c.card));
        c.tip = cardHelp(c.card);
    }
    return c;
}

std::optional<Action> TrashPandasSession::pickedAction(const TableChoice& choice, const QVariantList& picks) const
{
    return pickAction(choice.token, picks);
}

void TrashPandasSession::buildBanner()
{
    m_bannerDetail.clear();
    const Turn& t = m_seen.turn;
    const QString active = seatName(t.active);
    if (m_seen.over) {
        m_banner = tr("Game over");
        m_bannerDetail = m_winnersText;
        return;
    }
    if (privacySeat() >= 0) {
        m_banner = tr("Waiting for %1").arg(seatName(privacySeat()));
        return;
    }
    if (m_choices.isEmpty()) {
        const QString who = seatName(deciding());
        switch (t.phase) {
        case Phase::YumYum: m_banner = tr("%1 stopped. Anyone for a Yum Yum?").arg(active); break;
        case Phase::Steal: m_banner = tr("%1 is stealing from %2").arg(seatName(t.thief), seatName(t.victim)); break;
        case Phase::Mask: m_banner = tr("The Masquerade mask shows %1: matching cards may be stashed").arg(cardName(t.maskCard)); break;
        case Phase::Resolve: m_banner = tr("%1 uses their tokens").arg(active); break;
        default: m_banner = tr("%1's turn").arg(active); break;
        }
        if (deciding() >= 0 && deciding() != t.active)
            m_bannerDetail = tr("%1 is deciding…").arg(who);
        return;
    }
    switch (t.phase) {
    case Phase::Roll:
        if (!t.bonus && t.held != 0) {
            // Tokens already taken and a roll demanded: someone answered the stop with a Yum Yum.
            m_banner = tr("Yum Yum! Roll once more");
            m_bannerDetail = tr("Another player made you roll again. Roll a token you already hold and you bust.");
            break;
        }
        m_banner = t.bonus ? tr("Bonus roll! Roll the die") : tr("Your turn: roll the die");
        m_bannerDetail = t.bonus ? tr("You may take up to three more tokens.")
                                 : tr("Each roll takes a token. Roll a token you already hold and you bust.");
        break;
    case Phase::Rolled:
        m_banner = tr("Roll again, or stop and use your tokens?");
        break;
    case Phase::Busting:
        m_banner = tr("Bust! You already hold the %1").arg(tokenName(t.die - 1));
        m_bannerDetail = canSave() ? tr("Accept it (tokens go back, you draw one card) or save it with a card.")
                                   : tr("No card in your hand can save it: the tokens go back and you draw one card.");
        break;
    case Phase::Resolve:
        m_banner = tr("Use your tokens, in any order");
        m_bannerDetail = tr("Click a token you took (amber ring) to use it.");
        break;
    case Phase::YumYum:
        m_banner = tr("%1 stopped. Make them roll once more with a Yum Yum?").arg(active);
        break;
    case Phase::Steal:
        m_banner = t.stealKind == StealKind::Hand ? tr("%1 is stealing a card from your hand").arg(seatName(t.thief))
                                                  : tr("%1 is stealing from your stash").arg(seatName(t.thief));
        m_bannerDetail = stealAnswerText();
        break;
    case Phase::Mask:
        m_banner = tr("The Masquerade mask shows %1. Stash a matching card face up?").arg(cardName(t.maskCard));
        m_bannerDetail = tr("For each card stashed this way, %1 draws a card.").arg(active);
        break;
    case Phase::Over:
        break;
    }
}

void TrashPandasSession::buildScores()
{
    std::vector<TpScoreRow> rows;
    std::vector<TpTotal> totals;
    m_winnersText.clear();
    if (!hasState() || !state().isOver()) {
        m_scoreRows.set({});
        m_totals.set({});
        return;
    }
    const ScoreBreakdown b = scoreBreakdown(state());
    for (int c = 0; c < kCardTypes; ++c) {
        QVariantList cells;
        for (int s = 0; s < b.players; ++s) {
            const ScoreLine& line = b.lines[at(s)][at(c)];
            QString place;
            if (line.cards == 0)
                place = QStringLiteral("–");
            else if (c == int(Card::Blammo))
                place = tr("1 per card");
            else if (line.place > 0)
                place = line.tied ? tr("%1, tied").arg(TpText::placeName(line.place)) : TpText::placeName(line.place);
            cells.append(QVariantMap{{QStringLiteral("cards"), line.cards},
                                     {QStringLiteral("points"), line.points},
                                     {QStringLiteral("place"), place},
                                     {QStringLiteral("tied"), line.tied}});
        }
        rows.push_back({c, cardName(c), cells});
    }
    const std::vector<Seat> winners = state().winners();
    QStringList names;
    for (int s = 0; s < b.players; ++s) {
        const bool won = std::find(winners.begin(), winners.end(), s) != winners.end();
        if (won)
            names.append(seatName(s));
        totals.push_back({s, seatName(s), int(b.total[at(s)]), int(b.types[at(s)]), int(b.cards[at(s)]), won});
    }
    m_scoreRows.set(std::move(rows));
    m_totals.set(std::move(totals));
    m_winnersText = names.size() == 1 ? tr("%1 wins!").arg(names.first())
                                      : tr("%1 share the win!").arg(names.join(QStringLiteral(" & ")));
}

QString TrashPandasSession::tokenPrompt(int token) const
{
    const int picks = pickLimit(token);
    if (token == int(Token::Tree) && picks > 0)
        return picks == 1 ? tr("Tree: pick a card in your hand to stash, then Stash.")
                          : tr("Tree: pick up to %1 cards in your hand to stash, then Stash.").arg(picks);
    if (token == int(Token::CanTree) && picks > 0)
        return tr("Can or Tree: draw 1, or pick 1 card to stash.");
    return tr("%1:").arg(tokenName(token));
}

QString TrashPandasSession::cardPoints(int card) const
{
    if (card < 0 || card >= kCardTypes)
        return {};
    if (card == int(Card::Blammo))
        return QStringLiteral("1 ×");   // a point per card
    QStringList points;
    for (int p : cardInfo(static_cast<Card>(card)).points)
        if (p > 0)
            points << QString::number(p);
    return points.isEmpty() ? QStringLiteral("–") : points.join(QStringLiteral(" · "));
}

QString TrashPandasSession::cardName(int card) const
{
    return card >= 0 && card < kCardTypes ? TpText::cardName(static_cast<Card>(card)) : QString();
}

QString TrashPandasSession::cardHelp(int card) const
{
    return card >= 0 && card < kCardTypes ? TpText::cardHelp(static_cast<Card>(card)) : QString();
}

QString TrashPandasSession::tokenName(int token) const
{
    return token >= 0 && token < kTokens ? TpText::tokenName(static_cast<Token>(token)) : QString();
}

QString TrashPandasSession::tokenHelp(int token) const
{
    return token >= 0 && token < kTokens ? TpText::tokenHelp(static_cast<Token>(token)) : QString();
}

