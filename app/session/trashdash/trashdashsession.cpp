#include "trashdashsession.h"

#include <QDateTime>
#include <QQmlEngine>

#include <algorithm>
#include <numeric>
#include <span>

#include "bots/trashdash/bot_traits.h"
#include "tdcatalog.h"
#include "tdseenview.h"
#include "tdhandorder.h"
#include "tdtext.h"
#include "trashdash/notation.h"

using critter::Action;
using critter::Event;
using critter::kNoSeat;
using critter::Seat;
namespace td = critter::td;

// QML's mirror of the rules' action types.
static_assert(int(TrashDashSession::ChooseSide) == int(td::ActionType::ChooseSide) &&
              int(TrashDashSession::ChooseSide) + 1 == int(td::ActionType::Count));
static_assert(int(TrashDashSession::Reroll) == int(td::ActionType::Reroll) &&
              int(TrashDashSession::RecycleDiscard) == int(td::ActionType::RecycleDiscard));

namespace {
std::size_t at(int n) { return static_cast<std::size_t>(n); }

std::vector<int> handCards(const td::Hand& hand)
{
    std::vector<int> out;
    for (int k = 0; k < static_cast<int>(hand.size()); ++k)
        out.insert(out.end(), hand[at(k)], k);
    // Fastest first, so a hand reads left to right from the big moves.
    const auto& cards = td::content().actionCards;
    std::stable_sort(out.begin(), out.end(), [&cards](int x, int y) { return cards[at(x)].move > cards[at(y)].move; });
    return out;
}

int discardCount(const auto& counts)
{
    return std::accumulate(counts.begin(), counts.end(), 0);
}
} // namespace

// ---- the deal ----------------------------------------------------------------------

TrashDashSession::TrashDashSession(QObject* parent)
    : GameSession<td::State>(QStringLiteral("trash-dash"), parent)
{
    QQmlEngine::setObjectOwnership(&m_hand, QQmlEngine::CppOwnership);
    QQmlEngine::setObjectOwnership(&m_racers, QQmlEngine::CppOwnership);
    QQmlEngine::setObjectOwnership(&m_standings, QQmlEngine::CppOwnership);
}

TrashDashSession::~TrashDashSession()
{
    leave();
}

bool TrashDashSession::rulesPlayerCountOk(int players) const
{
    return players >= td::kMinRacers && players <= td::kMaxRacers;
}

QString TrashDashSession::configure(const QVariantMap& options, const QVariantList& seats)
{
    const int n = static_cast<int>(seats.size());
    if (n < td::kMinRacers || n > td::kMaxRacers)
        return tr("A race needs %1 to %2 racers.").arg(td::kMinRacers).arg(td::kMaxRacers);
    std::vector<bool> cpu;
    for (const QVariant& seat : seats)
        cpu.push_back(seat.toMap().value(QStringLiteral("kind")).toString() == QLatin1String("cpu"));
    std::vector<td::RacerSetup> racers = td::defaultRacers(cpu);
    // The chosen characters; a seat without one takes the first character nobody chose.
    const QVariantList chosen = options.value(QStringLiteral("racers")).toList();
    std::vector<int> taken(at(n), -1);
    for (int s = 0; s < n && s < chosen.size(); ++s) {
        const QVariantMap r = chosen.at(s).toMap();
        const int c = td::content().character(r.value(QStringLiteral("character")).toString().toStdString());
        if (c >= 0 && std::find(taken.begin(), taken.end(), c) == taken.end())
            taken[at(s)] = c;
        racers[at(s)].side = std::clamp(r.value(QStringLiteral("side")).toInt(), 0, 1);
    }
    for (int s = 0; s < n; ++s) {
        if (taken[at(s)] < 0)
            for (int c = 0; c < td::kCharacters; ++c)
                if (std::find(taken.begin(), taken.end(), c) == taken.end()) {
                    taken[at(s)] = c;
                    break;
                }
        racers[at(s)].character = taken[at(s)];
        racers[at(s)].cpu = cpu[at(s)];
    }

    const QString mode = options.value(QStringLiteral("mode"), QStringLiteral("standard")).toString();
    const int laps = options.value(QStringLiteral("laps"), 0).toInt();
    td::Setup setup;
    if (mode == QLatin1String("tournament")) {
        const auto circuit = td::circuitFromId(options.value(QStringLiteral("circuit"), QStringLiteral("uptown")).toString().toStdString());
        setup = td::tournamentSetup(circuit.value_or(td::Circuit::Uptown), racers, 1);
    } else {
        QString track = options.value(QStringLiteral("track"), QStringLiteral("bin-bandit-boulevard")).toString();
        QStringList tiles = options.value(QStringLiteral("tiles")).toStringList();
        if (track == QLatin1String("random") && tiles.isEmpty())
            tiles = TrashDashCatalog::randomTiles(static_cast<qint64>(QDateTime::currentMSecsSinceEpoch()));
        if (track == QLatin1String("custom") || track == QLatin1String("random")) {
            const QString why = TrashDashCatalog::checkTiles(tiles);
            if (!why.isEmpty())
                return why;
            std::vector<std::string> ids;
            for (const QString& t : tiles)
                ids.push_back(t.toStdString());
            setup = td::customSetup(ids, racers, 1, laps);
        } else {
            if (!td::content().track(track.toStdString()))
                return tr("There is no track called %1.").arg(track);
            setup = td::standardSetup(track.toStdString(), racers, 1, laps);
        }
    }
    // How strong the CPU racers play (issue 34); anything else reads as Standard.
    setup.cpu = td::cpuStrengthFromId(options.value(QStringLiteral("cpu")).toString().toStdString())
                    .value_or(td::CpuStrength::Standard);
    const std::string why = td::validateSetup(setup);
    if (!why.empty())
        return QString::fromStdString(why);
    m_setup = setup;
    return {};
}

td::Setup TrashDashSession::newSetup(int players, std::uint64_t seed) const
{
    td::Setup setup = m_setup;
    // Seats that do not match the configured race (a table opened without
    // configure()): distinct characters, CPUs where the seats say so.
    if (static_cast<int>(setup.racers.size()) != players) {
        std::vector<bool> cpu;
        for (int s = 0; s < players; ++s)
            cpu.push_back(seatModel()->at(s).kind == QLatin1String("cpu"));
        setup.racers = td::defaultRacers(cpu);
    }
    setup.seed = seed;
    return setup;
}

std::vector<critter::SeatRecord> TrashDashSession::scenarioSeats(const td::State& state) const
{
    // Raced on (or watched) by bots and the scenario's CPU racers.
    std::vector<critter::SeatRecord> seats;
    for (const td::RacerSetup& racer : state.history().setup.racers)
        seats.push_back(racer.cpu ? critter::SeatRecord{"", "cpu", ""} : critter::SeatRecord{"", "bot", "normal"});
    return seats;
}

// ---- what may be undone ----------------------------------------------------------------

bool TrashDashSession::revealsTo(const Event& e, Seat person) const
{
    switch (static_cast<td::EventType>(e.type)) {
    case td::EventType::CardDrawn:
    case td::EventType::TrashDrawn:
        return e.seat == person;
    case td::EventType::RaceStarted:
    case td::EventType::DashRolled:
    case td::EventType::CpuRolled:
    case td::EventType::Reshuffled:
    case td::EventType::Scared:
        return true;   // chance everybody sees: a new deal, a roll, a random discard
    default:
        return false;
    }
}

// ---- the event steps ---------------------------------------------------------------------

namespace {
// A card a Scare (or a Hiss) discards: from the target's hand, or the deck's top for a CPU.
bool scareDiscard(const Event& e)
{
    return e.type == int(td::EventType::CardDiscarded) &&
        (e.b == int(td::DiscardReason::Scared) || e.b == int(td::DiscardReason::Hissed));
}

// Where a discarded card comes from: a hand, or the deck's top (seat -1).
TableMove discardMove(const Event& e)
{
    return {e.a, e.seat >= 0 ? QStringLiteral("hand") : QStringLiteral("deck"), e.seat, QStringLiteral("discard"), -1};
}
} // namespace

std::size_t TrashDashSession::stepSize(const std::deque<Event>& queue) const
{
    // The rules log a Scare's discards (and the Reroll tokens a CPU's gives)
    // before the Scared event: they play as one step with it, so the table
    // shows the Scare, then the cards flying to the discard pile.
    std::size_t n = 0;
    while (n < queue.size() && scareDiscard(queue[n]))
        ++n;
    if (n == 0)
        return 1;
    if (n < queue.size() && queue[n].type == int(td::EventType::TokensGained))
        ++n;
    return n < queue.size() && queue[n].type == int(td::EventType::Scared) ? n + 1 : 1;
}

TableStep TrashDashSession::stepFor(const std::vector<Event>& events)
{
    using K = StepKind::Kind;
    using P = StepKind::Pace;
    // One event, or a Scare's discards with the Scared event last (stepSize).
    const Event e = td::redactedFor(events.back(), shownSeat());
    using E = td::EventType;
    TableStep step;
    step.seat = e.seat;
    // The screen follows the log event by event: whose turn, the hands, the
    // Trash slots, the tokens (issue 29 item 10); the rules' view replaces it at settle.
    const td::Observation before = m_seen;
    for (const Event& raw : events)
        tdview::advanceSeen(m_seen, td::redactedFor(raw, shownSeat()));
    bool moved = !(before == m_seen);   // the step changes what the board shows before it plays
    switch (static_cast<E>(e.type)) {
    case E::RaceStarted:
        step.kind = K::RaceStarted;
        step.pace = P::Sweep;
        step.value = e.a;
        m_shownRace = e.a - 1;
        m_shownDashDie = 0;
        m_shownCpuFace = -1;
        m_dealing = true;
        moved = true;
        break;
    case E::TurnStarted:
        step.kind = K::TurnStarted;
        step.pace = P::Quick;
        m_dealing = false;
        m_shownDashDie = 0;
        m_shownCpuFace = -1;
        moved = true;
        break;
    case E::Stepped:
        step.kind = K::Stepped;
        step.pace = P::Hop;
        step.value = e.c;
        moved = true;
        break;
    case E::SpillSlid: step.kind = K::Slid; step.pace = P::Quick; step.value = e.a; break;
    case E::Attacked:
    case E::Scared: {
        // Done to a racer: said to them when they are the one looking.
        const bool attack = e.type == int(E::Attacked);
        step.kind = attack ? K::Attacked : K::Scared;
        step.pace = P::Move;
        step.target = e.a;
        step.value = attack ? e.c : e.b;   // spaces back as far as the Start line lets it (TD-5); cards discarded
        step.notice = doneToSeat(events, shownSeat());
        // A Scare's cards fly to the discard pile after it: a longer step.
        for (const Event& raw : events)
            if (scareDiscard(raw))
                step.moves << discardMove(td::redactedFor(raw, shownSeat()));
        if (!step.moves.isEmpty())
            step.pace = P::Exchange;
        break;
    }
    case E::Blocked: step.kind = K::Blocked; step.pace = P::Move; step.target = e.a; step.value = e.b; break;
    case E::DashRolled:
        step.kind = K::DieRolled;
        step.pace = P::Roll;
        step.value = e.a;
        m_shownDashDie = e.a;
        moved = true;
        break;
    case E::CpuRolled:
        step.kind = K::CpuDieRolled;
        step.pace = P::Roll;
        step.value = e.a;
        m_shownCpuFace = e.a;
        moved = true;
        break;
    case E::CardPlayed:
    case E::DashPlayed:
    case E::TrashPlayed: step.kind = K::CardPlayed; step.pace = P::Move; step.value = e.a; break;
    case E::LapCompleted: step.kind = K::LapCompleted; step.pace = P::Move; step.value = e.a; break;
    case E::RaceWon: step.kind = K::Won; step.pace = P::Shout; step.value = e.a; break;
    // The cards that move (issue 30 item 4), face down (-1) where this
    // viewer may not see them: e is already redacted for the shown seat.
    case E::CardDrawn:
        // From the Action deck to the racer's hand; the opening deal flicks.
        step.kind = K::CardMoved;
        step.pace = m_dealing ? P::Flick : P::Quick;
        step.moves = {TableMove{e.a, QStringLiteral("deck"), -1, QStringLiteral("hand"), e.seat}};
        break;
    case E::CardDiscarded: {
        // To the Action discard pile: from the hand (a Reroll, a Rummage),
        // or through the Recycle Bin the racer stands on ("space": where
        // that racer's pawn is). A Scare's discards go with the Scare.
        const TableMove out = discardMove(e);
        step.kind = K::CardMoved;
        step.pace = P::Move;
        if (e.b == int(td::DiscardReason::Recycle))
            step.moves = {TableMove{e.a, out.fromPlace, e.seat, QStringLiteral("space"), e.seat},
                          TableMove{e.a, QStringLiteral("space"), e.seat, out.toPlace, -1}};
        else
            step.moves = {out};
        break;
    }
    case E::TrashDrawn:
        // The Trash Can's lid opens and the card goes to the racer's Trash slot.
        step.kind = K::TrashDrawn;
        step.pace = P::Move;
        step.value = e.a;
        step.moves = {TableMove{e.a, QStringLiteral("space"), e.seat, QStringLiteral("trash"), e.seat}};
        break;
    default: break;
    }
    if (moved)
        publish();
    return step;
}

void TrashDashSession::stepShown(const std::vector<Event>& events)
{
    logEvents(events);
    for (const Event& e : events) {
        using E = td::EventType;
        // The bot line under the table speaks of the racer whose turn it is:
        // a new turn clears the last one's, a CPU's roll is its line.
        if (e.type == int(E::TurnStarted))
            setBotLine({});
        else if (e.type == int(E::CpuRolled))
            setBotLine(tr("%1: rolled %2").arg(seatName(e.seat), TdText::cpuFaceName(e.a, e.c)));
        if (const QString why = TdText::noEffectText(e, names()); !why.isEmpty())
            emit noEffect(why);
    }
}

// What a step did to `seat` (an Attack or a Scare on it): the notice as it
// plays and the first lines of the seat's away recap.
QString TrashDashSession::doneToSeat(const std::vector<Event>& events, Seat seat) const
{
    using E = td::EventType;
    const Event e = td::redactedFor(events.back(), seat);
    if (seat < 0 || e.a != seat || e.seat == seat || (e.type != int(E::Attacked) && e.type != int(E::Scared)))
        return {};
    if (e.type == int(E::Attacked))
        return e.c > 0 ? tr("%1 attacks you: %n space(s) back.", nullptr, e.c).arg(seatName(e.seat))
                       : tr("%1 attacks you, but the Start line stops you.").arg(seatName(e.seat));
    return tr("%1 scares you: %n card(s) discarded.", nullptr, e.b).arg(seatName(e.seat));
}

// The log's lines for one step as `seat` reads them (each event redacted for that seat once more).
QStringList TrashDashSession::recapLines(const std::vector<Event>& events, Seat seat) const
{
    QStringList out;
    for (const Event& raw : events) {
        if (raw.type == int(td::EventType::TurnStarted) && raw.seat == seat)
            continue;   // their own turn beginning is now: the banner says it
        const QString text = TdText::eventText(td::redactedFor(raw, seat), m_seen, names());
        if (!text.isEmpty())
            out << text;
    }
    return out;
}

void TrashDashSession::logEvents(const std::vector<Event>& events)
{
    const Seat reader = logViewer();
    for (const Event& raw : events) {
        const Event e = td::redactedFor(raw, reader);
        // A Trash card's Move bonus waits for the Action card: remember which card gave it.
        if (e.type == int(td::EventType::TrashPlayed))
            m_bonusCard = e.a;
        else if (e.type == int(td::EventType::TurnStarted) || e.type == int(td::EventType::RaceStarted))
            m_bonusCard = -1;
        const QString text = TdText::eventText(e, m_seen, names());
        if (!text.isEmpty())
            log()->append(text, e.seat >= 0 ? e.seat : -1);
    }
}

// ---- the view ------------------------------------------------------------------------------

void TrashDashSession::refreshView()
{
    if (!hasState())
        return;
    const Seat seat = shownSeat();
    m_seen = state().observation(seat >= 0 ? seat : 0);
    // Between Tournament races the finished race stays on show.
    m_shownRace = m_seen.pub.phase == td::Phase::ChooseSide ? m_seen.pub.race - 1 : m_seen.pub.race;
    m_shownDashDie = m_seen.pub.dashDie;
    m_shownCpuFace = m_seen.pub.cpuFace;
    publish();
}

QStringList TrashDashSession::tileIdsOfRace(int race) const
{
    const td::Setup& setup = state().history().setup;
    if (setup.mode == td::Mode::Tournament) {
        const auto tracks = td::content().circuitTracks(setup.circuit);
        const int r = std::clamp(race, 0, static_cast<int>(tracks.size()) - 1);
        return TrashDashCatalog::trackTiles(QString::fromStdString(tracks[at(r)]->id));
    }
    if (!setup.tiles.empty()) {
        QStringList out;
        for (const std::string& t : setup.tiles)
            out << QString::fromStdString(t);
        return out;
    }
    return TrashDashCatalog::trackTiles(QString::fromStdString(setup.track));
}

void TrashDashSession::publish()
{
    if (!hasState())
        return;
    const td::Observation& o = m_seen;
    const td::Setup& setup = state().history().setup;
    const bool visible = handVisible() && o.seat >= 0 && !o.pub.racers[at(o.seat)].cpu;

    // The track of the race on show.
    const QStringList tiles = tileIdsOfRace(m_shownRace);
    const int length = 2 * static_cast<int>(tiles.size());
    QString name;
    int laps = o.pub.track.laps;
    if (setup.mode == td::Mode::Tournament) {
        const auto tracks = td::content().circuitTracks(setup.circuit);
        const td::TrackInfo* info = tracks[at(std::clamp(m_shownRace, 0, 2))];
        name = TdText::trackName(QString::fromStdString(info->id));
        laps = info->laps;
    } else {
        name = setup.tiles.empty() ? TdText::trackName(QString::fromStdString(setup.track)) : TdText::trackName(QStringLiteral("custom"));
    }

    std::vector<TdRacer> racers = buildRacers(length, visible);

    QString banner, detail, reason;
    buildBanner(banner, detail);
    if (detail.isEmpty()) {
        // Nothing more to say: the race itself (track, race of how many, laps).
        const int raceCount = setup.mode == td::Mode::Tournament ? td::kRaces : 1;
        detail = laps == 1 ? tr("%1 · race %2 of %3 · 1 lap").arg(name).arg(m_shownRace + 1).arg(raceCount)
                           : tr("%1 · race %2 of %3 · %4 laps").arg(name).arg(m_shownRace + 1).arg(raceCount).arg(laps);
    }
    if (privacySeat() >= 0)
        reason = privacySeat() == o.pub.turn && o.pub.phase == td::Phase::Choose ? tr("It is your turn.")
                                                                               : tr("A quick question for you.");
    QString phase;
    switch (o.pub.phase) {
    case td::Phase::Choose: phase = QStringLiteral("choose"); break;
    case td::Phase::AfterTrash: phase = QStringLiteral("afterTrash"); break;
    case td::Phase::DashRoll: phase = QStringLiteral("dashRoll"); break;
    case td::Phase::TokenReroll: phase = QStringLiteral("tokenReroll"); break;
    case td::Phase::TrashCan: phase = QStringLiteral("trashCan"); break;
    case td::Phase::Recycle: phase = QStringLiteral("recycle"); break;
    case td::Phase::SearchBin: phase = QStringLiteral("searchBin"); break;
    case td::Phase::Hiss: phase = QStringLiteral("hiss"); break;
    case td::Phase::Rummage: phase = QStringLiteral("rummage"); break;
    case td::Phase::ChooseSide: phase = QStringLiteral("chooseSide"); break;
    case td::Phase::Over: phase = QStringLiteral("over"); break;
    case td::Phase::Running: phase = QStringLiteral("running"); break;
    }
    std::vector<TdStanding> standings;
    QString result;
    buildStandings(standings, result);
    const bool between = o.pub.phase == td::Phase::ChooseSide;

    // Everything is brought up to date first, then the changes are told.
    bool track = publishValue(m_trackTiles, TrashDashCatalog::tilesOf(tiles));
    track = publishValue(m_trackName, name) || track;
    track = publishValue(m_lapCount, laps) || track;
    track = publishValue(m_tournament, setup.mode == td::Mode::Tournament) || track;
    track = publishValue(m_raceNumber, m_shownRace + 1) || track;
    const bool trash = publishValue(m_trashCard, visible ? int(o.trash) : -1);
    bool tokens = publishValue(m_tokenSupply, int(o.pub.tokenSupply));
    tokens = publishValue(m_myTokens, o.seat >= 0 ? int(o.pub.racers[at(o.seat)].tokens) : 0) || tokens;
    const bool decks = publishValue(m_decks, std::array<int, 4>{o.actionDeckCount, o.trashDeckCount,
                                                          discardCount(o.pub.actionDiscard), discardCount(o.pub.trashDiscard)});
    bool dice = publishValue(m_dashDie, m_shownDashDie);
    dice = publishValue(m_dashBase, int(o.pub.dashBase)) || dice;
    dice = publishValue(m_cpuFace, m_shownCpuFace) || dice;
    const bool turn = publishValue(m_turnSeat, o.pub.phase == td::Phase::Over ? -1 : int(o.pub.turn));
    const bool phaseC = publishValue(m_phase, phase);
    bool standingsC = publishValue(m_betweenRaces, between);
    standingsC = publishValue(m_resultText, result) || standingsC;
    QString hint;
    if (myDecision() && o.pub.phase == td::Phase::ChooseSide && o.seat >= 0) {
        const auto character = o.pub.racers[at(o.seat)].character;
        const auto side = [&](int s) { return TdText::abilityName(character, s) + QStringLiteral(": ") + TdText::abilityText(character, s); };
        hint = tr("Pick your side for the next race.") + QStringLiteral("\nA · ") + side(0) + QStringLiteral("\nB · ") + side(1);
    } else if (o.pub.phase != td::Phase::Over) {
        hint = banner + (detail.isEmpty() ? QString() : QStringLiteral(" · ") + detail);
    }
    standingsC = publishValue(m_standingsHint, hint) || standingsC;
    // Behind a privacy screen the last viewer's cards are not even offered to QML.
    m_hand.set(handInPlace(visible));

    if (track) emit trackChanged();
    // The models tell their own changes, row by row and role by role.
    m_racers.set(std::move(racers));
    m_standings.set(std::move(standings));
    if (trash) emit trashChanged();
    if (tokens) emit tokensChanged();
    if (decks) emit decksChanged();
    if (dice) emit diceChanged();
    if (turn) emit turnChanged();
    if (phaseC) emit phaseChanged();
    publishBanner(banner, detail);
    publishPrivacyReason(reason);
    if (standingsC) emit standingsChanged();
    buildChoices();
}

// A row per seat, as shown: the pawns where the event steps have moved them
// (length: the spaces of a lap), hand counts as the observation gives them.
std::vector<TdRacer> TrashDashSession::buildRacers(int length, bool visible) const
{
    const td::Observation& o = m_seen;
    const int players = o.pub.players;
    std::vector<TdRacer> racers;
    racers.reserve(at(players));
    // The pawns as shown: the view moved on step by step (tdseenview.h).
    std::array<int, td::kMaxRacers> shownProgress{};
    for (int s = 0; s < players; ++s)
        shownProgress[at(s)] = o.pub.racers[at(s)].progress;
    for (int s = 0; s < players; ++s) {
        const int progress = shownProgress[at(s)];
        const td::RacerView& v = o.pub.racers[at(s)];
        TdRacer r;
        r.seat = s;
        r.name = seatName(s);
        r.kind = s < this->players() ? seatModel()->at(s).kind : QString();
        r.cpu = v.cpu;
        r.character = int(v.character);
        r.characterId = QString::fromStdString(td::content().characters[at(v.character)].id);
        r.characterName = TdText::characterName(v.character);
        r.side = int(v.side);
        r.abilityName = v.cpu ? tr("CPU racer") : TdText::abilityName(v.character, v.side);
        r.abilityText = v.cpu ? TdText::cpuText(v.character) : TdText::abilityText(v.character, v.side);
        // Both sides of the character card, for the side choice between Tournament races.
        r.sideTexts = QStringList{TdText::abilityName(v.character, 0) + QStringLiteral(": ") + TdText::abilityText(v.character, 0),
                                  TdText::abilityName(v.character, 1) + QStringLiteral(": ") + TdText::abilityText(v.character, 1)};
        r.handCount = int(o.handCounts[at(s)]);
        r.holdsTrash = bool(o.holdsTrash[at(s)]);
        r.tokens = int(v.tokens);
        r.invincible = v.invincible;
        r.points = int(v.points);
        r.turn = s == o.pub.turn && o.pub.phase != td::Phase::Over;
        r.deciding = s == deciding();
        r.viewer = s == shownSeat() && visible && !replaying();
        r.position = length > 0 ? progress % length : 0;
        r.lapsDone = length > 0 ? progress / length : 0;
        // The rules' ranking (TD-7), of the pawns as shown.
        r.rank = td::rankByProgress(std::span<const int>(shownProgress.data(), at(players)), s);
        racers.push_back(std::move(r));
    }
    // Pawns on one space stand side by side: each one's place there, in seat order.
    for (TdRacer& r : racers) {
        r.spaceSlot = 0;
        r.spaceCount = 0;
        for (const TdRacer& other : racers) {
            if (other.position != r.position)
                continue;
            ++r.spaceCount;
            if (other.seat < r.seat)
                ++r.spaceSlot;
        }
    }
    return racers;
}

void TrashDashSession::buildChoices()
{
    if (!myDecision()) {
        withdrawChoices();
        if (publishValue(m_handHint, QString()))
            emit handHintChanged();
        return;
    }
    std::vector<TableChoice> rows;
    for (const Action& a : decisionFor(state()).actions)
        rows.push_back(choiceRow(a));
    // "Or …" only when the bar shows something to choose instead (a Recycle
    // Bin's discard is played from the hand alone).
    const QString handGroup = QStringLiteral("hand");
    const bool fromHand = std::any_of(rows.begin(), rows.end(), [&](const TableChoice& c) { return c.group == handGroup; });
    const bool inBar = std::any_of(rows.begin(), rows.end(), [&](const TableChoice& c) {
        return c.group == QLatin1String("main") || c.group == QLatin1String("trash");
    });
    const QString hint = !fromHand ? QString()
        : inBar                    ? tr("Or click a card in your hand.")
        : m_seen.pub.phase == td::Phase::Recycle ? tr("Click the card in your hand you want to discard.")
                                                 : tr("Click a card in your hand.");
    if (publishValue(m_handHint, hint))
        emit handHintChanged();
    // One decision while the same racer answers the same phase of the same
    // turn: its buttons keep their places (a Dash rerolled again and again,
    // a Reroll token asked round the table).
    const td::Public& p = state().pub();
    const QString key = QStringLiteral("%1/%2/%3/%4").arg(deciding()).arg(int(p.phase)).arg(p.race).arg(p.turnNumber);
    offerChoices(key, std::move(rows));
}

// One row of the choice bar for a legal action: its group (the bar's own
// buttons, a hand card's plays, the Trash card's, the side for the next
// race), its style and its key. Its id is the action's notation.
TableChoice TrashDashSession::choiceRow(const Action& a) const
{
    using T = td::ActionType;
    TableChoice c;
    c.id = QString::fromStdString(td::toNotation(a));
    c.label = TdText::choiceLabel(a, m_seen, names());
    c.action = a;
    c.group = QStringLiteral("main");
    c.style = QStringLiteral("primary");
    const QString hand = QStringLiteral("hand");
    const QString accent = QStringLiteral("accent");
    const QString secondary = QStringLiteral("secondary");
    switch (static_cast<T>(a.type)) {
    case T::Go:
        c.group = hand;
        c.card = a.a;
        c.target = a.b;
        c.style = accent;
        c.shortcut = QStringLiteral("G");
        break;
    case T::Dash:
        c.group = hand;
        c.card = a.a;
        c.card2 = a.b;
        c.style = accent;
        c.shortcut = QStringLiteral("D");
        break;
    case T::PlayTrash:
        c.group = QStringLiteral("trash");
        c.groupTitle = tr("Use %1…").arg(TdText::trashName(m_seen.trash));
        c.tip = TdText::trashText(m_seen.trash);
        c.target = a.a;
        break;
    case T::Rest:
        c.style = secondary;
        c.shortcut = QStringLiteral("R");
        break;
    case T::Reroll:
        // A reroll discarding a card is played from that card; Lucky Streak's free one from the bar.
        if (a.a >= 0) {
            c.group = hand;
            c.card = a.a;
        }
        break;
    case T::KeepRoll:
        c.style = accent;
        c.shortcut = QStringLiteral("K");
        break;
    case T::RecycleDiscard:
    case T::Rummage:
        c.group = hand;
        c.card = a.a;
        break;
    case T::Hiss: c.target = a.a; break;
    case T::PassToken:
    case T::KeepTrash:
    case T::NoHiss:
    case T::NoRummage: c.style = secondary; break;
    case T::ChooseSide:
        c.group = QStringLiteral("side");
        c.tip = TdText::abilityText(m_seen.pub.racers[at(m_seen.seat)].character, a.a);
        break;
    case T::SpendToken:
    case T::SwapTrash:
    case T::SearchBin:
    case T::Count: break;
    }
    return c;
}

void TrashDashSession::buildBanner(QString& banner, QString& detail) const
{
    const td::Public& p = m_seen.pub;
    const QString turnName = seatName(p.turn);
    if (p.phase == td::Phase::Over) {
        banner = m_tournament || p.mode == td::Mode::Tournament ? tr("The tournament is over") : tr("The race is over");
        QStringList winners;
        for (Seat w : state().winners())
            winners << seatName(w);
        detail = tr("Winner: %1").arg(winners.join(QStringLiteral(", ")));
        return;
    }
    if (privacySeat() >= 0) {
        banner = tr("Waiting for %1").arg(seatName(privacySeat()));
        return;
    }
    if (!myDecision()) {
        banner = p.phase == td::Phase::ChooseSide ? tr("Between races") : tr("%1's turn").arg(turnName);
        if (deciding() >= 0 && deciding() != p.turn)
            detail = tr("%1 is deciding…").arg(seatName(deciding()));
        else if (deciding() >= 0 && botThinking())
            detail = tr("%1 is thinking…").arg(seatName(deciding()));
        return;
    }
    switch (p.phase) {
    case td::Phase::Choose:
        banner = tr("Your turn: Go, Trash, Dash or Rest");
        detail = tr("Click a card to play it, or one of a pair with the same Move to Dash.");
        break;
    case td::Phase::AfterTrash:
        banner = tr("Now play an Action card");
        detail = bonusText();
        break;
    case td::Phase::DashRoll:
        banner = tr("Dash: %1 + %2 on the die. Keep it or reroll?").arg(p.dashBase).arg(p.dashDie);
        detail = tr("A reroll costs one Action card from your hand.");
        break;
    case td::Phase::TokenReroll:
        banner = tr("%1 rolled %2. Spend a Reroll token?").arg(turnName, TdText::cpuFaceName(p.cpuFace, static_cast<int>(p.cpu)));
        {
            const int tokens = int(p.racers[at(m_seen.seat)].tokens);
            detail = tokens == 1 ? tr("You hold 1 Reroll token.") : tr("You hold %1 Reroll tokens.").arg(tokens);
        }
        break;
    case td::Phase::TrashCan:
        banner = tr("A Trash Can! Drop %1 for a new Trash card, or keep it?").arg(TdText::trashName(m_seen.trash));
        break;
    case td::Phase::Recycle:
        banner = tr("Recycle Bin: you drew 2, now discard 1");
        break;
    case td::Phase::SearchBin:
        banner = tr("Recycle Bin: recycle, or search it like a Trash Can?");
        break;
    case td::Phase::Hiss:
        banner = tr("Frightening Hiss: make another opponent discard a card?");
        break;
    case td::Phase::Rummage:
        banner = tr("Rummage: swap one card for a new one?");
        break;
    case td::Phase::ChooseSide:
        banner = tr("Race %1 is next: pick your side").arg(p.race + 1);
        break;
    default:
        break;
    }
}

void TrashDashSession::buildStandings(std::vector<TdStanding>& rows, QString& text) const
{
    const td::Public& p = m_seen.pub;
    const bool finished = p.phase == td::Phase::Over || p.phase == td::Phase::ChooseSide;
    if (!finished)
        return;
    const int races = p.mode == td::Mode::Tournament ? td::kRaces : 1;
    // Best first: the rules' places (TD-18; a Standard race's points follow its ranks).
    std::vector<int> order(p.players);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&p](int x, int y) { return p.place(x) < p.place(y); });
    for (const int s : order) {
        const td::RacerView& v = p.racers[at(s)];
        TdStanding row;
        row.seat = s;
        row.name = seatName(s);
        row.characterName = TdText::characterName(v.character);
        row.cpu = v.cpu;
        row.points = int(v.points);
        for (int r = 0; r < races; ++r)
            row.ranks.append(int(v.ranks[at(r)]));
        row.place = p.place(s);
        rows.push_back(std::move(row));
    }
    if (p.raceWinner >= 0)
        text = tr("%1 wins the race!").arg(seatName(p.raceWinner));
    if (p.phase == td::Phase::Over && p.mode == td::Mode::Tournament) {
        QStringList winners;
        for (Seat w : state().winners())
            winners << seatName(w);
        text = tr("%1 wins the tournament!").arg(winners.join(QStringLiteral(" & ")));
    }
}

// ---- moves and words ---------------------------------------------------------------------------

bool TrashDashSession::act(int type, int a, int b)
{
    return TableSession::act(td::makeAction(static_cast<td::ActionType>(type), a, b));
}

QString TrashDashSession::cardName(int kind) const { return TdText::cardName(kind); }

QVariantMap TrashDashSession::cardValues(int kind) const
{
    const auto& cards = td::content().actionCards;
    if (kind < 0 || kind >= static_cast<int>(cards.size()))
        return {};
    const td::ActionCardKind& c = cards[at(kind)];
    return {{QStringLiteral("move"), c.move}, {QStringLiteral("attack"), c.attack}, {QStringLiteral("scare"), c.scare}};
}

QString TrashDashSession::trashName(int kind) const { return TdText::trashName(kind); }
QString TrashDashSession::trashText(int kind) const { return TdText::trashText(kind); }
QString TrashDashSession::cpuFaceName(int face) const { return TdText::cpuFaceName(face, cpuStrength()); }

int TrashDashSession::cpuFaceMove(int face) const
{
    return face >= 0 && face < td::kDieFaces ? td::content().cpuDice[at(cpuStrength())][at(face)].move : 0;
}

int TrashDashSession::cpuStrength() const
{
    // From the public view: a table shown from a host's messages has it too.
    return static_cast<int>(state().observation(critter::kNoSeat).pub.cpu);
}

QString TrashDashSession::botMoveText(const Action& action, Seat seat, const std::vector<Event>& events) const
{
    // Worded as the bot saw it, before its move (the view shown is not yet
    // moved on), about its own Trash card: the one its move showed
    // (played or dropped), else none named. Never the viewer's.
    td::Observation seen = m_seen;
    seen.seat = seat;
    seen.trash = -1;
    for (const Event& e : events)
        if (e.seat == seat && (e.type == int(td::EventType::TrashPlayed) || e.type == int(td::EventType::TrashDropped))) {
            seen.trash = static_cast<std::int8_t>(e.a);
            break;
        }
    return tr("%1: %2").arg(seatName(seat), TdText::choiceLabel(action, seen, names()));
}

QString TrashDashSession::hintMoveText(const Action& action, Seat seat) const
{
    return TdText::choiceLabel(action, state().observation(seat), names());
}

QString TrashDashSession::newGameText() const
{
    if (!hasState())
        return {};
    const td::Setup& setup = state().history().setup;
    if (setup.mode == td::Mode::Tournament)
        return tr("A tournament of three races %1.").arg(setup.circuit == td::Circuit::Uptown ? tr("Uptown") : tr("Downtown"));
    const QString name = setup.tiles.empty() ? TdText::trackName(QString::fromStdString(setup.track)) : TdText::trackName(QStringLiteral("custom"));
    return tr("A race on %1 for %2 racers.").arg(name).arg(players());
}

QString TrashDashSession::progressText() const
{
    return hasState() ? progressOf(state(), names()) : QString();
}

QString TrashDashSession::progressOf(const td::State& state, const QStringList& names)
{
    const td::Public& p = state.pub();
    QStringList parts;
    for (int s = 0; s < p.players; ++s)
        parts << tr("%1 lap %2").arg(names.value(s)).arg(std::min<int>(p.laps(s) + 1, p.track.laps));
    if (p.mode == td::Mode::Tournament)
        return tr("Race %1 of 3 · %2").arg(p.race + 1).arg(parts.join(QStringLiteral(", ")));
    return parts.join(QStringLiteral(", "));
}

// ---- the hand, bonuses and hints ---------------------------------------------------------------

std::vector<int> TrashDashSession::handInPlace(bool visible)
{
    const td::Observation& o = m_seen;
    std::vector<int> now = visible ? handCards(o.hand) : std::vector<int>{};
    std::vector<int> arrived;
    std::vector<int> shown;
    // The same person's hand in the same race keeps its order; anyone else's
    // (a hand-over, a new race, a reset) is dealt sorted, nothing marked new.
    const bool same = visible && o.seat == m_handSeat && m_shownRace == m_handRace && !replaying();
    if (same)
        shown = tdhand::keepPlaces(m_hand.cards(), now, &arrived);
    else
        shown = now;
    m_handSeat = visible ? o.seat : -1;
    m_handRace = m_shownRace;
    // The marks show what arrived since a card last left the hand: the
    // screen follows the log one event at a time, so two cards drawn come
    // one publish each and both stay marked.
    QVariantList marks;
    if (same) {
        const bool cardLeft = shown.size() - arrived.size() < m_hand.cards().size();
        if (!cardLeft)
            marks = m_newCards;
        for (const int row : arrived)
            marks.append(row);
    }
    if (publishValue(m_newCards, marks))
        emit handMarksChanged();
    return shown;
}

// What the Trash card played this turn adds to the Action card still to come.
QString TrashDashSession::bonusText() const
{
    const td::Public& p = m_seen.pub;
    QStringList parts;
    if (p.moveBonus > 0)
        parts << (m_bonusCard >= 0 ? tr("+%1 Move from %2, added to the card you play").arg(p.moveBonus).arg(TdText::trashName(m_bonusCard))
                                   : tr("+%1 Move, added to the card you play").arg(p.moveBonus));
    if (p.energy > 0)
        parts << tr("every opponent you pass is Attacked %1").arg(p.energy);
    return parts.join(QStringLiteral(" · "));
}

// Why the hint's move, in a player's words, from what the asking seat sees.
QString TrashDashSession::hintReason(const Action& action, Seat seat) const
{
    using T = td::ActionType;
    const td::Observation o = state().observation(seat);
    const auto& cards = td::content().actionCards;
    const auto card = [&cards](int kind) -> const td::ActionCardKind* {
        return kind >= 0 && kind < static_cast<int>(cards.size()) ? &cards[at(kind)] : nullptr;
    };
    const int bonus = o.pub.moveBonus;
    switch (static_cast<T>(action.type)) {
    case T::Go: {
        const td::ActionCardKind* c = card(action.a);
        if (!c)
            return {};
        int best = 0;   // the most one card of this hand moves
        for (int k = 0; k < static_cast<int>(o.hand.size()); ++k)
            if (o.hand[at(k)] > 0 && card(k))
                best = std::max(best, card(k)->move);
        const int steps = c->move + bonus;
        const QString target = seatName(action.b);
        if (c->attack > 0 && action.b >= 0)
            return tr("it moves you %1 and Attacks %2.").arg(steps).arg(target);
        if (c->scare > 0 && action.b >= 0)
            return tr("it moves you %1 and Scares %2.").arg(steps).arg(target);
        return c->move >= best ? tr("it moves you furthest this turn (%1 spaces).").arg(steps)
                               : tr("it moves you %1 and keeps your bigger cards for later.").arg(steps);
    }
    case T::Dash: {
        const td::ActionCardKind* c = card(action.a);
        return c ? tr("two cards of Move %1 plus the Dash die go further than one card.").arg(c->move) : QString();
    }
    case T::PlayTrash: return tr("your Trash card works before your Action card: %1").arg(TdText::trashText(o.trash));
    case T::Rest: return tr("your hand is low: Rest refills it to 5 cards.");
    case T::Reroll: return tr("the roll is poor: a new one is likely better.");
    case T::KeepRoll: return tr("the roll is good enough to keep.");
    case T::SpendToken: return tr("that roll helps the CPU too much: a new one is likely better for you.");
    case T::PassToken: return tr("that roll is not worth a token.");
    case T::SwapTrash: return tr("a new Trash card is likely more use than %1.").arg(TdText::trashName(o.trash));
    case T::KeepTrash: return tr("%1 is worth keeping.").arg(TdText::trashName(o.trash));
    case T::RecycleDiscard:
    case T::Rummage: return tr("it is the card you will miss least.");
    case T::SearchBin: return action.a == 1 ? tr("a Trash card helps you more than an Action card now.")
                                            : tr("an Action card helps you more than a Trash card now.");
    case T::Hiss: return tr("%1 loses a card, and every card counts.").arg(seatName(action.a));
    case T::NoHiss:
    case T::NoRummage: return tr("your hand is fine as it is.");
    case T::ChooseSide: return tr("it suits the next track best.");
    case T::Count: break;
    }
    return {};
}
