#include "pandapandasession.h"

#include "pandapandaeventtext.h"

#include <QRandomGenerator>
#include <QTimer>

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
    : QObject(parent), m_runner(std::make_unique<BotRunner>())
{
    connect(m_runner.get(), &BotRunner::thinkingChanged, this, &PandaPandaSession::botThinkingChanged);
    m_shown = m_state.observation(0);
}

PandaPandaSession::~PandaPandaSession()
{
    leave();
    m_runner.reset();   // waits for a thinking bot before the bots go
}

void PandaPandaSession::setSeed(qint64 seed)
{
    if (m_seed == seed)
        return;
    m_seed = seed;
    emit seedChanged();
}

QVariantList PandaPandaSession::winningHands() const
{
    return ppview::winningHands();
}

void PandaPandaSession::start(const QVariantList& seats)
{
    leave();
    m_seatSpec = seats;
    m_names.clear();
    m_kinds.clear();
    m_levels.clear();
    m_people = 0;
    const int count = std::clamp(static_cast<int>(seats.size()), pp::kMinPlayers, pp::kMaxPlayers);
    for (int i = 0; i < count; ++i) {
        const QVariantMap seat = i < seats.size() ? seats[i].toMap() : QVariantMap();
        const QString kind = seat.value(QStringLiteral("kind")).toString() == QLatin1String("person")
            ? QStringLiteral("person") : QStringLiteral("bot");
        QString name = seat.value(QStringLiteral("name")).toString();
        if (name.isEmpty())
            name = kind == QLatin1String("bot") ? tr("Bot %1").arg(i + 1) : tr("Player %1").arg(i + 1);
        m_names.append(name);
        m_kinds.append(kind);
        m_levels.append(seat.value(QStringLiteral("level")).toString());
        if (kind == QLatin1String("person"))
            ++m_people;
    }
    emit seatsChanged();

    std::uint64_t seed = static_cast<std::uint64_t>(m_seed);
    if (seed == 0)
        seed = qEnvironmentVariable("CRITTER_SEED").toULongLong();
    if (seed == 0)
        seed = QRandomGenerator::global()->generate64();
    m_usedSeed = seed;
    m_games = 0;
    resetGame();

    const QString demoMode = qEnvironmentVariable("CRITTER_DEMO");
    if (!demoMode.isEmpty())
        demo(demoMode);
}

void PandaPandaSession::playAgain()
{
    if (m_names.isEmpty())
        return;
    leave();
    ++m_games;
    resetGame();
}

void PandaPandaSession::resetGame()
{
    pp::Setup setup;
    setup.players = static_cast<int>(m_names.size());
    setup.seed = m_usedSeed + static_cast<std::uint64_t>(m_games) * std::uint64_t{0x9E3779B97F4A7C15u};
    // The first person starts the first game (Setup puts a person first).
    setup.firstPlayer = 0;
    std::vector<Event> events;
    m_state = pp::State(setup, &events);
    emit seatsChanged();

    m_bots.clear();
    m_botRngs.clear();
    critter::Rng seeds(setup.seed ^ std::uint64_t{0xB07B07u});
    for (int seat = 0; seat < players(); ++seat) {
        m_botRngs.emplace_back(seeds.next());
        if (isPerson(seat)) {
            m_bots.emplace_back();
            continue;
        }
        const auto level = critter::parseBotLevel(m_levels[seat].toStdString()).value_or(critter::BotLevel::Normal);
        m_bots.push_back(critter::makeDefaultBot<pp::State>(level));
    }

    // The viewer: the only person, else the first person (behind the privacy screen).
    m_viewer = 0;
    for (int seat = 0; seat < players(); ++seat) {
        if (isPerson(seat)) {
            m_viewer = seat;
            break;
        }
    }
    m_confirmed = m_people == 1;
    m_privacySeat = kNoSeat;
    m_shown = pp::Observation{};
    m_shown.seat = m_viewer;
    m_shown.players = players();
    m_shown.deckCount = pp::deckSize();
    m_shown.round = 1;
    m_gameOver = false;
    m_roundOver = false;
    m_roundWinner = kNoSeat;
    m_winningHand = -1;
    m_finishedRound = 0;
    m_paused = false;
    m_botLine.clear();
    m_log.clear();
    m_queue.assign(events.begin(), events.end());
    emit viewChanged();
    emit roundEndChanged();
    emit botLineChanged();
    playNext();
}

void PandaPandaSession::leave()
{
    ++m_generation;
    if (m_runner)
        m_runner->cancel();
    m_queue.clear();
    m_step.clear();
    m_stepping = false;
}

bool PandaPandaSession::isPerson(Seat seat) const
{
    return seat >= 0 && seat < m_kinds.size() && m_kinds[seat] == QLatin1String("person");
}

Seat PandaPandaSession::logViewer() const
{
    // The log is public in pass-and-play; with one person it is theirs.
    return m_people == 1 ? m_viewer : kNoSeat;
}

// ---- what the table shows -------------------------------------------------

bool PandaPandaSession::handVisible() const
{
    if (m_people == 0)
        return false;
    return m_confirmed && m_privacySeat < 0;
}

QVariantList PandaPandaSession::hand() const
{
    // Behind a privacy screen the last viewer's cards are not even offered to QML.
    return handVisible() ? ppview::handLetters(m_shown.hand) : QVariantList{};
}

QVariantList PandaPandaSession::handSizes() const
{
    return ppview::perSeat(m_shown.handSizes, m_shown.players);
}

QVariantList PandaPandaSession::piles() const
{
    return ppview::piles(m_shown);
}

QVariantList PandaPandaSession::crowns() const
{
    return ppview::perSeat(m_shown.crowns, m_shown.players);
}

QVariantList PandaPandaSession::passStatus() const
{
    return ppview::passStatus(m_shown);
}

QVariantList PandaPandaSession::aid() const
{
    return ppview::aidRows(m_shown.hand, handVisible());
}

int PandaPandaSession::deciding() const
{
    if (m_busy || m_paused)
        return kNoSeat;
    return m_state.currentSeat();
}

QString PandaPandaSession::phase() const
{
    switch (m_state.phase()) {
    case pp::Phase::Call: return QStringLiteral("call");
    case pp::Phase::Act: return QStringLiteral("act");
    case pp::Phase::Pass: return QStringLiteral("pass");
    case pp::Phase::Over: return QStringLiteral("over");
    }
    return {};
}

bool PandaPandaSession::myDecision() const
{
    const Seat seat = deciding();
    return seat != kNoSeat && seat == m_viewer && isPerson(seat) && handVisible();
}

// ---- moves -----------------------------------------------------------------

bool PandaPandaSession::act(const Action& action)
{
    if (!myDecision())
        return false;
    std::vector<Action> legal;
    m_state.legalActions(legal);
    if (std::find(legal.begin(), legal.end(), action) == legal.end())
        return false;
    applyAndQueue(action, m_viewer);
    return true;
}

bool PandaPandaSession::call() { return act(Action{pp::kCall}); }
bool PandaPandaSession::discard(int letter) { return act(Action{pp::kDiscard, letter}); }
bool PandaPandaSession::drawDeck() { return act(Action{pp::kDrawDeck}); }
bool PandaPandaSession::drawPile(int seat) { return act(Action{pp::kDrawPile, seat}); }
bool PandaPandaSession::pass(int letter) { return act(Action{pp::kPass, letter}); }

void PandaPandaSession::applyAndQueue(const Action& action, Seat actor)
{
    std::vector<Event> events;
    const critter::ApplyResult result = m_state.apply(action, &events);
    if (!result) {
        qWarning("Panda Panda: refused %s: %s", critter::toDebugString(action).c_str(), result.error.c_str());
        settle();
        return;
    }
    if (!isPerson(actor)) {
        // A short line saying what the bot did, as the table may see it.
        QString line;
        for (const Event& event : events) {
            const Event seen = pp::redactedFor(event, logViewer());
            const QString text = PandaPandaEventText::describe(seen, m_names, event.type == pp::kCardPassed && event.a < 0);
            if (!text.isEmpty()) {
                line = text;
                break;
            }
        }
        if (!line.isEmpty() && line != m_botLine) {
            m_botLine = line;
            emit botLineChanged();
        }
    }
    m_queue.insert(m_queue.end(), events.begin(), events.end());
    setBusy(true);
    emit decisionChanged();
    playNext();
}

void PandaPandaSession::confirmViewer()
{
    if (m_privacySeat < 0)
        return;
    m_viewer = m_privacySeat;
    m_privacySeat = kNoSeat;
    m_confirmed = true;
    m_shown = m_state.observation(m_viewer);
    emit viewChanged();
    settle();
}

void PandaPandaSession::continueAfterRound()
{
    if (!m_roundOver || m_gameOver)
        return;
    m_roundOver = false;
    m_paused = false;
    emit roundEndChanged();
    playNext();
}

// ---- the event queue -------------------------------------------------------

void PandaPandaSession::setBusy(bool busy)
{
    if (m_busy == busy)
        return;
    m_busy = busy;
    emit decisionChanged();
}

void PandaPandaSession::playNext()
{
    if (m_stepping)
        return;
    // Events with nothing to animate are applied at once; the rest take a step each.
    while (!m_paused && !m_queue.empty()) {
        setBusy(true);
        const Event raw = m_queue.front();
        m_queue.pop_front();
        m_step.assign(1, raw);
        // An A-pass moves every card at once: one step for all of them.
        if (raw.type == pp::kCardPassed) {
            while (!m_queue.empty() && m_queue.front().type == pp::kCardPassed) {
                m_step.push_back(m_queue.front());
                m_queue.pop_front();
            }
        }
        const Event seen = pp::redactedFor(raw, m_viewer);
        QVariantMap step;
        int duration = 0;
        switch (raw.type) {
        case pp::kDealt:
            step.insert(QStringLiteral("kind"), QStringLiteral("deal"));
            duration = m_stepMs / 4;
            break;
        case pp::kDiscarded:
            step.insert(QStringLiteral("kind"), QStringLiteral("discard"));
            duration = m_stepMs;
            break;
        case pp::kDrewFromDeck:
            step.insert(QStringLiteral("kind"), QStringLiteral("drawDeck"));
            duration = m_stepMs;
            break;
        case pp::kDrewFromPile:
            step.insert(QStringLiteral("kind"), QStringLiteral("drawPile"));
            step.insert(QStringLiteral("from"), raw.b);
            duration = m_stepMs;
            break;
        case pp::kReshuffled:
            step.insert(QStringLiteral("kind"), QStringLiteral("reshuffle"));
            duration = m_stepMs;
            break;
        case pp::kPassStarted:
            step.insert(QStringLiteral("kind"), QStringLiteral("passStart"));
            duration = m_stepMs;
            break;
        case pp::kCardPassed: {
            QVariantList passes;
            for (const Event& e : m_step) {
                const Event mine = pp::redactedFor(e, m_viewer);
                if (m_shown.passStatus[at(e.seat)] == pp::PassStatus::Nothing)
                    continue;
                passes.append(QVariantMap{{QStringLiteral("from"), e.seat}, {QStringLiteral("to"), e.b},
                                          {QStringLiteral("letter"), handVisible() ? mine.a : -1}});
            }
            step.insert(QStringLiteral("kind"), QStringLiteral("passes"));
            step.insert(QStringLiteral("passes"), passes);
            duration = m_demoSlowPass ? std::max(m_stepMs * 2, 3000) : m_stepMs * 2;
            m_demoSlowPass = false;
            break;
        }
        case pp::kCalled:
            step.insert(QStringLiteral("kind"), QStringLiteral("call"));
            duration = m_stepMs * 2;
            break;
        default:
            break;
        }
        if (duration <= 0 && !step.contains(QStringLiteral("kind"))) {
            finishStep();
            continue;
        }
        const bool hidden = !handVisible() || seen.seat != m_viewer;
        step.insert(QStringLiteral("seat"), raw.seat);
        step.insert(QStringLiteral("letter"), hidden && raw.type != pp::kDiscarded && raw.type != pp::kDrewFromPile ? -1 : seen.a);
        step.insert(QStringLiteral("duration"), duration);
        emit eventStarted(step);
        if (duration <= 0) {
            finishStep();
            continue;
        }
        m_stepping = true;
        const quint64 generation = m_generation;
        QTimer::singleShot(duration, this, [this, generation] {
            if (generation != m_generation)
                return;
            m_stepping = false;
            finishStep();
            playNext();
        });
        return;
    }
    if (!m_paused && m_queue.empty())
        settle();
}

void PandaPandaSession::finishStep()
{
    for (const Event& raw : m_step) {
        applyToShown(raw);
        const Event forLog = pp::redactedFor(raw, logViewer());
        const QString text = PandaPandaEventText::describe(
            forLog, m_names, raw.type == pp::kCardPassed && m_shown.passStatus[at(raw.seat)] == pp::PassStatus::Nothing);
        if (!text.isEmpty())
            m_log.append(text, raw.seat);
    }
    if (!m_step.empty() && m_step.front().type == pp::kCardPassed) {
        // Every card of the pass has moved.
        m_shown.passing = false;
        m_shown.passStatus.fill(pp::PassStatus::None);
        m_shown.myPass = pp::kNoLetter;
    }
    m_step.clear();
    emit viewChanged();
}

// The shown observation follows the events one by one; settle() then checks
// it against the rules' own observation.
void PandaPandaSession::applyToShown(const Event& raw)
{
    pp::Observation& o = m_shown;
    const Event e = pp::redactedFor(raw, m_viewer);
    const bool mine = e.seat == m_viewer;
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
        break;
    case pp::kRoundWon:
        o.crowns[at(e.seat)] = static_cast<std::uint8_t>(e.a);
        m_roundOver = true;
        m_paused = true;
        emit roundEndChanged();
        break;
    case pp::kGameWon:
        o.over = true;
        m_gameOver = true;
        m_paused = true;
        emit roundEndChanged();
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
        if (e.b == m_viewer) {
            addToHand(e.a, 1);
            o.lastReceived = e.a;
        }
        break;
    default:
        break;
    }
}

void PandaPandaSession::settle()
{
    setBusy(false);
    if (m_paused)
        return;
    if (m_viewer >= 0 && m_viewer < players()) {
        const pp::Observation truth = m_state.observation(m_viewer);
        m_shown.deciding = truth.deciding;   // not an event's business
        if (!(truth == m_shown) && !m_state.isOver()) {
            qDebug("Panda Panda: the table drifted from the rules' observation (%s); resynchronised",
                   truth.hand != m_shown.hand ? "hand" : truth.handSizes != m_shown.handSizes ? "hand sizes"
                   : truth.piles != m_shown.piles ? "piles" : truth.deckCount != m_shown.deckCount ? "deck"
                   : truth.crowns != m_shown.crowns ? "crowns" : truth.turn != m_shown.turn ? "turn"
                   : truth.turnNumber != m_shown.turnNumber ? "turn number" : truth.passStatus != m_shown.passStatus ? "pass status"
                   : truth.passing != m_shown.passing ? "passing" : truth.lastGiven != m_shown.lastGiven ? "given"
                   : truth.lastReceived != m_shown.lastReceived ? "received" : truth.myPass != m_shown.myPass ? "my pass"
                   : truth.round != m_shown.round ? "round" : truth.reshuffles != m_shown.reshuffles ? "reshuffles"
                   : truth.roundWinner != m_shown.roundWinner ? "round winner" : truth.winningHand != m_shown.winningHand ? "winning hand"
                   : truth.over != m_shown.over ? "over" : truth.seat != m_shown.seat ? "seat" : "other");
        }
        m_shown = truth;
    }
    const Seat seat = m_state.currentSeat();
    m_controls = {};
    // Pass-and-play: a different person must decide, so cover the table first.
    if (m_people >= 2 && seat != kNoSeat && isPerson(seat) && (seat != m_viewer || !m_confirmed)) {
        m_confirmed = false;
        m_privacySeat = seat;
    } else {
        m_privacySeat = kNoSeat;
    }
    if (seat != kNoSeat && isPerson(seat) && seat == m_viewer) {
        std::vector<Action> legal;
        m_state.legalActions(legal);
        m_controls = ppview::controls(legal);
    }
    emit viewChanged();
    emit decisionChanged();
    if (seat != kNoSeat && !isPerson(seat))
        startBot(seat);
}

void PandaPandaSession::startBot(Seat seat)
{
    critter::Bot<pp::State>* bot = m_bots[at(seat)].get();
    critter::Rng* rng = &m_botRngs[at(seat)];
    pp::Observation seen = m_state.observation(seat);
    std::vector<Action> legal;
    m_state.legalActions(legal);
    const quint64 generation = m_generation;
    m_runner->start(
        [bot, rng, seen, legal](const critter::StopFlag& stop) { return bot->choose(seen, legal, *rng, &stop); },
        [this, seat, legal, generation](Action action) {
            if (generation != m_generation || m_state.currentSeat() != seat)
                return;
            if (std::find(legal.begin(), legal.end(), action) == legal.end())
                action = legal.front();   // never trust a bot with an illegal move
            applyAndQueue(action, seat);
        },
        m_botPaceMs);
}

// ---- demos for screenshots ------------------------------------------------

void PandaPandaSession::demo(const QString& mode)
{
    leave();
    critter::Rng rng(m_usedSeed ^ std::uint64_t{0xDE30u});
    std::vector<Event> events;
    auto stopHere = [&]() {
        const Seat seat = m_state.currentSeat();
        if (mode == QLatin1String("pass"))
            return m_state.phase() == pp::Phase::Pass && seat == m_viewer;
        if (mode == QLatin1String("passfly"))   // the viewer discarded the A and chooses last
            return m_state.phase() == pp::Phase::Pass && seat == m_viewer && m_state.passStarter() == m_viewer;
        if (mode == QLatin1String("win"))
            return m_state.phase() == pp::Phase::Call;
        return m_state.turnNumber() >= 14 && m_state.phase() == pp::Phase::Act && seat == m_viewer &&
            m_state.deckCount() > 0;
    };
    for (int i = 0; i < 20000 && !m_state.isOver() && !stopHere(); ++i) {
        std::vector<Action> legal;
        m_state.legalActions(legal);
        // Keep the demo in round 1: nobody calls.
        Action action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        m_state.apply(action, &events);
    }
    for (const Event& event : events) {
        const Event forLog = pp::redactedFor(event, logViewer());
        const QString text = PandaPandaEventText::describe(forLog, m_names, false);
        if (!text.isEmpty() && event.type != pp::kCardPassed)
            m_log.append(text, event.seat);
    }
    m_queue.clear();
    m_confirmed = true;
    m_shown = m_state.observation(m_viewer);
    if (mode == QLatin1String("win") && m_state.phase() == pp::Phase::Call) {
        // Play the call itself, so the celebration shows.
        applyAndQueue(Action{pp::kCall}, m_state.currentSeat());
        return;
    }
    settle();
    if (mode == QLatin1String("passfly") && myDecision()) {
        // Choose in a moment, so a screenshot catches the cards in flight.
        const quint64 generation = m_generation;
        m_demoSlowPass = true;
        QTimer::singleShot(1800, this, [this, generation] {
            if (generation == m_generation && !m_controls.pass.isEmpty())
                pass(m_controls.pass.front().toInt());
        });
    }
}
