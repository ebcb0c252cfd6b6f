#include "trashpandassession.h"

#include <QRandomGenerator>
#include <QtGlobal>

#include <algorithm>
#include <bit>
#include <cmath>

#include "bots/bot_factory.h"
#include "bots/trashpandas/bot_traits.h"
#include "trashpandas/notation.h"
#include "trashpandas/odds.h"
#include "trashpandas/scoring.h"
#include "tptext.h"

using namespace critter;
using namespace critter::tp;

// The game's own bots, not the factory defaults.
static_assert(BotTraits<State>::kTuned);

struct TrashPandasSession::SeatInfo {
    QString name;
    bool bot = false;
    BotLevel level = BotLevel::Normal;
    std::unique_ptr<Bot<State>> ai;
    Rng rng;
};

namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }

QString percent(double p)
{
    const double v = p * 100.0;
    if (v > 0.0 && v < 10.0)
        return QString::number(v, 'f', 1) + QLatin1Char('%');
    return QString::number(std::lround(v)) + QLatin1Char('%');
}

QVariantList cardList(const Counts& counts)
{
    QVariantList out;
    for (int c = 0; c < kCardTypes; ++c)
        for (int i = 0; i < counts[at(c)]; ++i)
            out.append(c);
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

bool phaseMatches(const QString& until, Phase phase)
{
    if (until == QLatin1String("resolve"))
        return phase == Phase::Resolve;
    if (until == QLatin1String("rolled"))
        return phase == Phase::Rolled;
    if (until == QLatin1String("reaction"))
        return phase == Phase::YumYum || phase == Phase::Steal || phase == Phase::Mask;
    if (until == QLatin1String("steal"))
        return phase == Phase::Steal;
    if (until == QLatin1String("roll"))
        return phase == Phase::Roll;
    return false;
}
} // namespace

TrashPandasSession::TrashPandasSession(QObject* parent) : QObject(parent)
{
    connect(&m_runner, &BotRunner::thinkingChanged, this, &TrashPandasSession::botThinkingChanged);
}

TrashPandasSession::~TrashPandasSession()
{
    m_runner.cancel();
}

void TrashPandasSession::setSeats(const QVariantList& seats)
{
    m_seats = seats;
    emit seatsChanged();
}

void TrashPandasSession::setSeed(qint64 seed)
{
    m_seed = seed;
    emit seatsChanged();
}

void TrashPandasSession::setBotPaceMs(int ms)
{
    if (ms == m_botPaceMs)
        return;
    m_botPaceMs = std::max(0, ms);
    emit botPaceMsChanged();
}

int TrashPandasSession::personCount() const
{
    return static_cast<int>(std::count_if(m_info.begin(), m_info.end(), [](const SeatInfo& s) { return !s.bot; }));
}

void TrashPandasSession::start()
{
    m_runner.cancel();
    m_events.clear();
    m_log.clear();
    m_info.clear();
    m_names.clear();
    const int players = std::clamp(static_cast<int>(m_seats.size()), kMinPlayers, kMaxPlayers);
    for (int i = 0; i < players; ++i) {
        const QVariantMap seat = i < m_seats.size() ? m_seats[i].toMap() : QVariantMap{};
        SeatInfo info;
        info.name = seat.value(QStringLiteral("name")).toString();
        if (info.name.isEmpty())
            info.name = tr("Seat %1").arg(i + 1);
        info.bot = i >= m_seats.size() || seat.value(QStringLiteral("kind")).toString() == QLatin1String("bot");
        const auto level = parseBotLevel(seat.value(QStringLiteral("level")).toString().toStdString());
        info.level = level.value_or(BotLevel::Normal);
        if (info.bot)
            info.ai = makeDefaultBot<State>(info.level);
        m_names.append(info.name);
        m_info.push_back(std::move(info));
    }

    std::uint64_t seed = static_cast<std::uint64_t>(m_seed);
    bool forced = false;
    const QString seedText = qEnvironmentVariableIsSet("CRITTER_TP_SEED") ? qEnvironmentVariable("CRITTER_TP_SEED")
                                                                           : qEnvironmentVariable("CRITTER_SEED");
    const quint64 fromEnv = seedText.toULongLong(&forced);
    if (forced)
        seed = fromEnv;
    else if (seed == 0)
        seed = QRandomGenerator::global()->generate64();
    for (std::size_t i = 0; i < m_info.size(); ++i)
        m_info[i].rng.reseed(seed * 31u + i + 1u);

    State::Setup setup;
    setup.players = players;
    setup.seed = seed;
    m_state = std::make_unique<State>(setup);

    // One person: their view stays. Two or more: the privacy screen first.
    m_viewer = 0;
    for (int i = 0; i < players; ++i)
        if (!m_info[at(i)].bot) {
            m_viewer = i;
            break;
        }
    m_viewerConfirmed = personCount() < 2;
    m_privacySeat = -1;
    m_botLine.clear();
    emit botLineChanged();
    m_log.append(tr("A new game for %1 players. %2 starts.").arg(players).arg(m_names.value(0)));
    m_awaitingDrain = false;
    advance();
}

bool TrashPandasSession::isLegal(int type, int a, int b) const
{
    if (!m_state || m_choices.isEmpty())
        return false;
    return m_state->isLegal(makeAction(static_cast<ActionType>(type), a, b));
}

bool TrashPandasSession::act(int type, int a, int b)
{
    if (!isLegal(type, a, b))
        return false;
    apply(makeAction(static_cast<ActionType>(type), a, b), m_viewer);
    return true;
}

void TrashPandasSession::apply(const Action& action, int seat)
{
    std::vector<Event> events;
    const ApplyResult result = m_state->apply(action, &events);
    if (!result) {
        qWarning("Trash Pandas: refused %s: %s", toNotation(action).c_str(), result.error.c_str());
        advance();
        return;
    }
    if (m_info[at(seat)].bot) {
        m_botLine = TpText::actionText(action, seat, m_names);
        emit botLineChanged();
    }
    m_events.insert(m_events.end(), events.begin(), events.end());
    m_awaitingDrain = true;
    m_choices.clear(); // nothing more to click until the events are played
    emit viewChanged();
    emit eventsPending();
}

QVariant TrashPandasSession::nextEvent()
{
    if (m_events.empty()) {
        if (m_awaitingDrain) {
            m_awaitingDrain = false;
            advance();
        }
        return {};
    }
    const Event e = m_events.front();
    m_events.pop_front();
    const QString text = TpText::eventText(e, m_names);
    if (!text.isEmpty())
        m_log.append(text, e.seat >= 0 ? e.seat : (e.type == int(EventType::CardMoved) ? placeSeat(e.b) : -1));

    QVariantMap out{{QStringLiteral("type"), e.type}, {QStringLiteral("seat"), e.seat}, {QStringLiteral("a"), e.a},
                    {QStringLiteral("b"), e.b},       {QStringLiteral("c"), e.c},       {QStringLiteral("text"), text}};
    if (e.type == int(EventType::CardMoved)) {
        int card = e.c;
        // A hidden move the viewer may see: the private CardSeen right after it.
        if (card < 0 && !m_events.empty() && personCount() > 0) {
            const Event& next = m_events.front();
            if (next.type == int(EventType::CardSeen) && next.seat == m_viewer && next.b == e.a && next.c == e.b)
                card = next.a;
        }
        out.insert(QStringLiteral("card"), card);
        out.insert(QStringLiteral("fromKind"), int(placeKind(e.a)));
        out.insert(QStringLiteral("fromSeat"), placeSeat(e.a));
        out.insert(QStringLiteral("toKind"), int(placeKind(e.b)));
        out.insert(QStringLiteral("toSeat"), placeSeat(e.b));
    }
    emit eventsPending();
    return out;
}

void TrashPandasSession::drainEvents()
{
    while (nextEvent().isValid()) {
    }
}

void TrashPandasSession::advance()
{
    if (!m_state)
        return;
    m_privacySeat = -1;
    m_publicSeat = -1;
    if (m_state->isOver()) {
        m_deciding = -1;
        refresh();
        return;
    }
    const Seat d = m_state->currentSeat();
    m_deciding = d;
    SeatInfo& info = m_info[at(d)];
    if (info.bot) {
        refresh();
        auto seen = std::make_shared<State::Observation>(m_state->observation(d));
        auto legal = std::make_shared<std::vector<Action>>();
        m_state->legalActions(*legal);
        Bot<State>* bot = info.ai.get();
        Rng* rng = &info.rng;
        m_runner.start([seen, legal, bot, rng](const StopFlag& stop) { return bot->choose(*seen, *legal, *rng, &stop); },
                       [this, d](Action a) {
                           if (m_state && m_state->currentSeat() == d && m_state->isLegal(a))
                               apply(a, d);
                       },
                       m_botPaceMs);
        return;
    }
    if (personCount() >= 2 && (d != m_viewer || !m_viewerConfirmed)) {
        if (m_state->turn().phase == Phase::YumYum) { // asked in the open first
            m_publicSeat = d;
            refresh();
            return;
        }
        m_privacySeat = d;
        const Phase p = m_state->turn().phase;
        const bool ownTurn = d == m_state->turn().active && p != Phase::Steal;
        m_privacyReason = ownTurn ? tr("It is your turn.") : tr("A quick question for you.");
        refresh();
        return;
    }
    m_viewer = d;
    refresh();
}

void TrashPandasSession::privacyReady()
{
    if (m_privacySeat < 0)
        return;
    m_viewer = m_privacySeat;
    m_viewerConfirmed = true;
    m_privacySeat = -1;
    refresh();
}

void TrashPandasSession::publicPass()
{
    if (m_publicSeat < 0 || !m_state)
        return;
    const Seat seat = m_publicSeat;
    m_publicSeat = -1;
    apply(makeAction(ActionType::Pass), seat);
}

void TrashPandasSession::publicAnswerPrivately()
{
    if (m_publicSeat < 0)
        return;
    m_privacySeat = m_publicSeat;
    m_publicSeat = -1;
    m_privacyReason = tr("A quick question for you.");
    refresh();
}

void TrashPandasSession::leave()
{
    m_runner.cancel();
}

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

void TrashPandasSession::refresh()
{
    m_seen = m_state->observation(m_viewer);
    // Behind the privacy screen, or only bots at the table (a spectator sees no hand).
    const bool hidden = m_privacySeat >= 0 || m_publicSeat >= 0 || personCount() == 0;

    m_players.clear();
    for (int s = 0; s < m_seen.players; ++s) {
        const auto& view = m_seen.seats[at(s)];
        QVariantMap p;
        p[QStringLiteral("seat")] = s;
        p[QStringLiteral("name")] = m_names.value(s);
        p[QStringLiteral("bot")] = m_info[at(s)].bot;
        p[QStringLiteral("handCount")] = int(view.handCount);
        p[QStringLiteral("stashDown")] = int(view.stashDownCount);
        p[QStringLiteral("stashUp")] = countList(view.stashUp);
        p[QStringLiteral("active")] = s == m_seen.turn.active && !m_seen.over;
        p[QStringLiteral("deciding")] = s == m_deciding;
        p[QStringLiteral("viewer")] = s == m_viewer && !hidden;
        if (m_seen.over) {
            p[QStringLiteral("revealed")] = countList(m_seen.revealed[at(s)]);
            p[QStringLiteral("score")] = m_seen.scores[at(s)];
        }
        m_players.append(p);
    }
    m_hand = hidden ? QVariantList{} : cardList(m_seen.hand);
    m_discard = cardList(m_seen.discard);

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
        else if (saves.nanners > 0)
            detail = tr("Your Nanners saves it: a bust becomes a stop (0% bust).");
        else if (saves.blammos > 0)
            detail = saves.blammos == 1
                ? tr("With your Blammo! to re-roll: %1").arg(percent(odds->bust.value()))
                : tr("With your %1 Blammo! cards to re-roll: %2").arg(saves.blammos).arg(percent(odds->bust.value()));
        else if (mine)
            detail = tr("A Blammo! in hand would make it %1; a Nanners, 0%.")
                         .arg(percent(odds::bustChance(held, 1).value()));
        else
            detail = tr("Less if %1 holds a Blammo! or Nanners.").arg(m_names.value(m_seen.turn.active));
        m_odds[QStringLiteral("detail")] = detail;
    } else {
        m_odds[QStringLiteral("shown")] = false;
    }

    buildChoices();
    buildBanner();
    buildScores();
    emit viewChanged();
}

void TrashPandasSession::buildChoices()
{
    m_choices.clear();
    if (!m_state || m_state->isOver() || m_privacySeat >= 0 || m_publicSeat >= 0 || !m_events.empty() || m_awaitingDrain)
        return;
    const Seat d = m_state->currentSeat();
    if (d != m_viewer || m_info[at(d)].bot)
        return;
    std::vector<Action> legal;
    m_state->legalActions(legal);
    for (const Action& a : legal) {
        QString name = QString::fromStdString(toNotation(a));
        name.replace(QLatin1Char(' '), QLatin1Char('-'));
        m_choices.append(QVariantMap{{QStringLiteral("type"), a.type},
                                     {QStringLiteral("a"), a.a},
                                     {QStringLiteral("b"), a.b},
                                     {QStringLiteral("label"), TpText::choiceLabel(a, m_seen, m_names)},
                                     {QStringLiteral("main"), isMainChoice(a)},
                                     {QStringLiteral("card"), choiceCard(a)},
                                     {QStringLiteral("token"), choiceToken(a)},
                                     {QStringLiteral("objectName"), QStringLiteral("tpChoice-") + name}});
    }
}

void TrashPandasSession::buildBanner()
{
    m_bannerDetail.clear();
    const Turn& t = m_seen.turn;
    const QString active = m_names.value(t.active);
    if (m_seen.over) {
        m_banner = tr("Game over");
        m_bannerDetail = m_winnersText;
        return;
    }
    if (m_privacySeat >= 0) {
        m_banner = tr("Waiting for %1").arg(m_names.value(m_privacySeat));
        return;
    }
    if (m_publicSeat >= 0) {
        m_banner = tr("%1 stopped. %2, a Yum Yum to make them roll once more?").arg(active, m_names.value(m_publicSeat));
        m_bannerDetail = tr("Everyone is asked in turn, card or not. Say no here, or look at your hand in private.");
        return;
    }
    if (m_choices.isEmpty()) {
        const QString who = m_names.value(m_deciding);
        switch (t.phase) {
        case Phase::YumYum: m_banner = tr("%1 stopped. Anyone for a Yum Yum?").arg(active); break;
        case Phase::Steal: m_banner = tr("%1 is stealing from %2").arg(m_names.value(t.thief), m_names.value(t.victim)); break;
        case Phase::Mask: m_banner = tr("The Mask shows %1: matching cards may be stashed").arg(cardName(t.maskCard)); break;
        case Phase::Resolve: m_banner = tr("%1 uses their tokens").arg(active); break;
        default: m_banner = tr("%1's turn").arg(active); break;
        }
        if (m_deciding >= 0 && m_deciding != t.active)
            m_bannerDetail = tr("%1 is deciding…").arg(who);
        return;
    }
    switch (t.phase) {
    case Phase::Roll:
        m_banner = t.bonus ? tr("Bonus roll! Roll the die") : tr("Your turn: roll the die");
        m_bannerDetail = t.bonus ? tr("You may take up to three more tokens.")
                                 : tr("Each roll takes a token. Roll a token you already hold and you bust.");
        break;
    case Phase::Rolled:
        m_banner = tr("Roll again, or stop and use your tokens?");
        break;
    case Phase::Busting:
        m_banner = tr("Bust! You already hold the %1").arg(tokenName(t.die - 1));
        m_bannerDetail = tr("Accept it (tokens go back, you draw one card) or save it with a card.");
        break;
    case Phase::Resolve:
        m_banner = tr("Use your tokens, in any order");
        m_bannerDetail = tr("Click a token you took (amber ring) to use it.");
        break;
    case Phase::YumYum:
        m_banner = tr("%1 stopped. Make them roll once more with a Yum Yum?").arg(active);
        break;
    case Phase::Steal:
        m_banner = t.stealKind == StealKind::Hand ? tr("%1 is stealing a card from your hand").arg(m_names.value(t.thief))
                                                  : tr("%1 is stealing from your stash").arg(m_names.value(t.thief));
        m_bannerDetail = tr("Block it with a Doggo, turn it round with a Kitteh, or let it happen.");
        break;
    case Phase::Mask:
        m_banner = tr("The Mask shows %1. Stash a matching card face up?").arg(cardName(t.maskCard));
        m_bannerDetail = tr("For each card stashed this way, %1 draws a card.").arg(active);
        break;
    case Phase::Over:
        break;
    }
}

void TrashPandasSession::buildScores()
{
    m_scoreRows.clear();
    m_totals.clear();
    m_winnersText.clear();
    if (!m_state || !m_state->isOver())
        return;
    const ScoreBreakdown b = scoreBreakdown(*m_state);
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
        m_scoreRows.append(QVariantMap{{QStringLiteral("card"), c},
                                       {QStringLiteral("name"), cardName(c)},
                                       {QStringLiteral("cells"), cells}});
    }
    const std::vector<Seat> winners = m_state->winners();
    QStringList names;
    for (int s = 0; s < b.players; ++s) {
        const bool won = std::find(winners.begin(), winners.end(), s) != winners.end();
        if (won)
            names.append(m_names.value(s));
        m_totals.append(QVariantMap{{QStringLiteral("seat"), s},
                                    {QStringLiteral("name"), m_names.value(s)},
                                    {QStringLiteral("total"), b.total[at(s)]},
                                    {QStringLiteral("types"), b.types[at(s)]},
                                    {QStringLiteral("cards"), b.cards[at(s)]},
                                    {QStringLiteral("winner"), won}});
    }
    m_winnersText = names.size() == 1 ? tr("%1 wins!").arg(names.first())
                                      : tr("%1 share the win!").arg(names.join(QStringLiteral(" & ")));
}

bool TrashPandasSession::fastForward(const QString& until, int limit)
{
    if (!m_state)
        return false;
    m_runner.cancel();
    drainEvents();
    m_events.clear();
    m_awaitingDrain = false;
    auto helper = makeDefaultBot<State>(BotLevel::Easy);
    Rng rng(7);
    std::vector<Action> legal;
    std::vector<Event> events;
    for (int i = 0; i < limit && !m_state->isOver(); ++i) {
        const Seat d = m_state->currentSeat();
        if (!m_info[at(d)].bot && phaseMatches(until, m_state->turn().phase))
            break;
        legal.clear();
        m_state->legalActions(legal);
        const Action a = helper->choose(m_state->observation(d), legal, rng, nullptr);
        events.clear();
        m_state->apply(a, &events);
        for (const Event& e : events) {
            const QString text = TpText::eventText(e, m_names);
            if (!text.isEmpty())
                m_log.append(text, e.seat);
        }
    }
    m_viewerConfirmed = true;
    advance();
    return m_state->isOver() ? until == QLatin1String("over") : phaseMatches(until, m_state->turn().phase);
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

QString TrashPandasSession::seatName(int seat) const
{
    return m_names.value(seat);
}

bool TrashPandasSession::isBot(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(m_info.size()) && m_info[at(seat)].bot;
}
