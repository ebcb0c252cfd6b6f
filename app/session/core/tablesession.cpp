#include "tablesession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRandomGenerator>

#include "core/game_file.h"
#include "gamefiles.h"
#include "launchoptions.h"
#include "savedgames.h"
#include "ratedtable.h"
#include "seatname.h"

#include <algorithm>
#include <cmath>

using critter::Action;
using critter::BotReason;
using critter::Event;
using critter::kNoSeat;
using critter::Seat;

namespace {
GameRecorder* g_recorder = nullptr;
} // namespace

void TableSession::setRecorder(GameRecorder* recorder)
{
    g_recorder = recorder;
}

GameRecorder* TableSession::recorder()
{
    return g_recorder;
}

TableSession::TableSession(QString gameId, QObject* parent)
    : QObject(parent), m_gameId(std::move(gameId))
{
    m_pacer.setHooks({
        [this](const std::deque<Event>& queue) { return stepSize(queue); },
        [this](const std::vector<Event>& events) {
            TableStep step = stepFor(events);
            // Done to the person looking: the table says so, not only moves.
            step.toViewer = step.target >= 0 && step.target != step.seat && step.target == shownSeat() &&
                            handVisible();
            if (!step.toViewer)
                step.notice.clear();
            return step;
        },
        [this](const std::vector<Event>& step) {
            stepShown(step);
            emit viewChanged();
        },
        [this] { settle(); },
        [this] { setBusy(true); },
    });
    connect(&m_pacer, &EventPacer::stepStarted, this, &TableSession::eventStarted);
    connect(&m_runner, &BotRunner::thinkingChanged, this, &TableSession::botThinkingChanged);
    connect(&m_runner, &BotRunner::thinkingChanged, this, &TableSession::bannerChanged);   // "… is thinking"
    // A hint is for one position and one pair of eyes: any move, or anyone
    // else looking, takes it away.
    connect(this, &TableSession::decisionChanged, this, [this] { m_hint.clearUnless(m_moves.size(), canHint()); });
    connect(this, &TableSession::viewerChanged, this, &TableSession::privateNotesChanged);
    // The away recap is worded by the game, step by step as its table plays
    // them; it belongs to the person it opened for, and goes when anyone else looks.
    m_recap.setWords({
        [this](const std::deque<Event>& queue) { return stepSize(queue); },
        [this](const std::vector<Event>& step, Seat seat) { return recapLines(step, seat); },
        [this](const std::vector<Event>& step, Seat seat) { return doneToSeat(step, seat); },
    });
    connect(this, &TableSession::viewerChanged, this, [this] {
        if (m_recap.isOpen() && (m_recap.seat() != shownSeat() || !handVisible() || m_replay.active()))
            m_recap.close();
    });
    m_autosaveDir = SavedGames::defaultFolder();
}

TableSession::~TableSession()
{
    m_runner.cancel();
}

bool TableSession::myDecision() const
{
    return m_started && !m_busy && !m_replay.active() && m_deciding >= 0 && m_deciding == m_view.seat && handVisible() &&
        isPerson(m_deciding);
}

QStringList TableSession::kinds() const
{
    QStringList out;
    for (const SeatSpec& seat : m_seats.seats())
        out << seat.kind;
    return out;
}

void TableSession::setStepMs(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_pacer.stepMs())
        return;
    m_pacer.setStepMs(ms);
    emit paceChanged();
}

void TableSession::setBotPaceMs(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_botPaceMs)
        return;
    m_botPaceMs = ms;
    emit paceChanged();
}

void TableSession::setAutosaveDir(const QString& dir)
{
    if (dir == m_autosaveDir)
        return;
    m_autosaveDir = dir;
    emit autosaveDirChanged();
}

QString TableSession::autosavePath() const
{
    return m_autosaveDir.isEmpty() ? QString() : SavedGames::autosavePath(m_autosaveDir, m_gameId);
}

void TableSession::setUndoAllowed(bool allowed)
{
    if (allowed == m_undoAllowed)
        return;
    m_undoAllowed = allowed;
    emit historyChanged();
}

QString TableSession::bannerDetail() const
{
    if (m_runner.thinking() && m_deciding >= 0 && !m_replay.active())
        return tr("%1 is thinking…").arg(m_seats.name(m_deciding));
    return m_bannerDetail;
}

void TableSession::publishBanner(const QString& title, const QString& detail)
{
    const bool titleChanged = publishValue(m_banner, title);
    if (publishValue(m_bannerDetail, detail) || titleChanged)
        emit bannerChanged();
}

void TableSession::publishPrivacyReason(const QString& reason)
{
    if (publishValue(m_privacyReason, reason))
        emit privacyReasonChanged();
}

void TableSession::setLastError(const QString& error)
{
    m_lastError = error;
    emit lastErrorChanged();
}

QStringList TableSession::privateNotes() const
{
    const Seat seat = m_view.seat;
    if (m_replay.active() || !handVisible() || seat < 0 || static_cast<std::size_t>(seat) >= m_privateNotes.size())
        return {};
    return m_privateNotes[static_cast<std::size_t>(seat)];
}

void TableSession::notePrivately(Seat seat, const QString& text)
{
    if (seat < 0 || seat >= players() || !isPerson(seat) || m_replay.active())
        return;
    if (m_privateNotes.size() < static_cast<std::size_t>(players()))
        m_privateNotes.resize(static_cast<std::size_t>(players()));
    m_privateNotes[static_cast<std::size_t>(seat)].append(text);
    if (seat != m_view.seat || !handVisible())
        m_recap.noted(seat);   // written while they were away: their recap will say it
    emit privateNotesChanged();
}

void TableSession::dismissPrivateNotes()
{
    if (m_view.seat < 0 || static_cast<std::size_t>(m_view.seat) >= m_privateNotes.size())
        return;
    m_privateNotes[static_cast<std::size_t>(m_view.seat)].clear();
    emit privateNotesChanged();
}

Seat TableSession::logViewer() const
{
    // With one person the log speaks to them; otherwise it says only what the whole table may know.
    if (m_replay.active())
        return m_replay.seat();
    if (people() == 1)
        for (int s = 0; s < players(); ++s)
            if (isPerson(s))
                return s;
    return kNoSeat;
}

Seat TableSession::shownSeat() const
{
    if (m_replay.active())
        return m_replay.seat();
    return m_view.seat;
}

// ---- starting a game ---------------------------------------------------

void TableSession::start(const QVariantList& seats, qint64 seed, bool rated)
{
    std::vector<SeatSpec> specs = SeatModel::fromVariant(seats);
    if (!rulesPlayerCountOk(static_cast<int>(specs.size()))) {
        setLastError(tr("This game cannot be played with %n seat(s).", nullptr, static_cast<int>(specs.size())));
        return;
    }
    leave();
    setRated(rated && applyRated(specs));
    m_seats.reset(std::move(specs));
    emit seatsChanged();
    std::uint64_t s = static_cast<std::uint64_t>(seed);
    if (s == 0)
        s = QRandomGenerator::global()->generate64() | 1u;
    dealFresh(s);
}

bool TableSession::open(const QString& opening, const QVariantList& seats, const QUrl& file, bool rated)
{
    if (opening == QLatin1String("continue"))
        return continueSaved();
    if (opening == QLatin1String("file"))
        return openFile(file);
    start(seats, LaunchOptions::startSeed(), rated);
    return m_started;
}

// The one place a rated table's bots get their level: the recorder (the
// statistics) names it from the person's rating in this game.
bool TableSession::applyRated(std::vector<SeatSpec>& seats) const
{
    const int person = ratedtable::personSeat(seats);
    if (person < 0 || !g_recorder)
        return false;
    const QString level = g_recorder->ratedLevel(m_gameId, seats.at(static_cast<std::size_t>(person)).name);
    if (level.isEmpty())
        return false;
    ratedtable::setBotLevels(seats, level);
    return true;
}

void TableSession::setRated(bool rated)
{
    if (rated == m_rated)
        return;
    m_rated = rated;
    emit ratedChanged();
    emit historyChanged();   // undo follows it
}

void TableSession::playAgain()
{
    if (players() == 0 || isClient())
        return;   // a client's next game is the host's to deal
    leave();
    if (m_rated) {
        // The last game moved the rating: the bots follow it.
        std::vector<SeatSpec> specs = m_seats.seats();
        setRated(applyRated(specs));
        if (m_rated && specs != m_seats.seats()) {
            m_seats.reset(std::move(specs));
            emit seatsChanged();
        }
    }
    dealFresh(QRandomGenerator::global()->generate64() | 1u);
}

void TableSession::setGameFile(const QUrl& file)
{
    if (file == m_gameFile)
        return;
    m_gameFile = file;
    emit gameFileChanged();
}

void TableSession::dealFresh(std::uint64_t seed)
{
    setGameFile({});   // a new deal is no file's game
    m_replay.stop();
    std::vector<Event> opening;
    rulesNew(players(), seed, &opening);
    m_moves.clear();
    m_recap.reset(players());
    m_finishReported = false;
    m_ratingLine.clear();
    if (publishValue(m_ratingChange, QString()))
        emit ratingChangeChanged();
    if (publishValue(m_recordProblem, QString()))
        emit recordProblemChanged();
    m_log.clear();
    m_log.append(newGameText());
    if (m_rated) {
        const int person = ratedtable::personSeat(m_seats.seats());
        //: The log's second line at a rated table; %1 is the person's name.
        m_log.append(tr("A rated game: the bots play at the level nearest %1's rating, with no undo and no hints.")
                         .arg(person >= 0 ? m_seats.name(person) : QString()));
    }
    emit replayChanged();
    autosave();
    ratedtable::markRated(autosavePath(), seed, m_rated);
    resetTable(opening);
}

// Shows the game as it stands now, from scratch, then asks for the next decision.
void TableSession::resetTable(const std::vector<Event>& opening)
{
    leave();
    const bool wasStarted = m_started;
    m_started = true;
    if (!wasStarted)
        emit startedChanged();
    m_botLine.clear();
    emit botLineChanged();
    m_privateNotes.clear();
    emit privateNotesChanged();
    m_choices.clear();
    Seat firstPerson = kNoSeat;
    for (int s = 0; s < players() && firstPerson == kNoSeat; ++s)
        if (isPerson(s))
            firstPerson = s;
    setViewer(viewerpolicy::atStart(firstPerson, people()));
    if (opening.empty())
        refreshView();
    else
        clearView();
    emit tableReset();
    emit overChanged();
    emit historyChanged();
    emit viewChanged();
    setBusy(false);
    if (m_link)
        m_link->tableReset();
    m_pacer.push(opening);
    m_pacer.play();
}

// ---- who looks ---------------------------------------------------------

void TableSession::setViewer(const Viewer& viewer)
{
    if (viewer == m_view)
        return;
    m_view = viewer;
    emit viewerChanged();
    emit decisionChanged();   // whether the viewer is asked depends on who looks
}

void TableSession::confirmViewer()
{
    if (m_view.privacy < 0)
        return;
    m_recap.away(m_view.privacy);   // someone else held the device: what happened since is news to them
    setViewer(viewerpolicy::confirm(m_view));
    settle();   // shows their view and asks them
}

// ---- moves -------------------------------------------------------------

bool TableSession::act(const Action& action)
{
    if (!myDecision() || !rulesLegal(action))
        return false;
    applyMove(action, m_view.seat);
    return true;
}

namespace {
const QString kLookPrivately = QStringLiteral("look-privately");
}

TableChoice TableSession::lookPrivatelyChoice()
{
    TableChoice c;
    c.id = kLookPrivately;
    c.label = tr("Look at my hand");
    c.group = QStringLiteral("main");
    c.style = QStringLiteral("primary");
    return c;
}

bool TableSession::choose(const QString& id)
{
    const TableChoice* choice = m_choices.find(id);
    if (!choice || choice->pick > 0)
        return false;
    if (openSeat() != kNoSeat) {
        if (id != kLookPrivately)
            return actInOpen(choice->action);
        answerPrivately();
        return true;
    }
    return id != kLookPrivately && playOrHold(id, choice->label, choice->action, choice->card >= 0);
}

bool TableSession::playOrHold(const QString& id, const QString& label, const Action& action, bool fromCard)
{
    if (!myDecision() || !rulesLegal(action))
        return false;
    if (!onScript(action)) {
        emit offScript();
        return false;
    }
    // Undo stays honest (never past a reveal); a card played by one click
    // that undo could not take back is protected by the pending move
    // instead. The bar's named buttons (Roll, Stop, Draw, Rest) and a pick
    // confirmed with its own button are deliberate: they play at once, so
    // a turn of many rolls never waits on the window.
    const bool undoable = takesBackMoves() && !rulesRevealsIfPlayed(action, m_view.seat);
    // A scripted table takes only the script's move: nothing to protect.
    if (!undoable && fromCard && !scripted() && m_pending.hold(id, label, action, [this](const Action& held) { act(held); }))
        return true;
    m_pending.cancel();
    return act(action);
}

std::optional<Action> TableSession::pickedMove(const QString& id, const QVariantList& picks) const
{
    const TableChoice* choice = m_choices.find(id);
    if (!myDecision() || !choice || choice->pick <= 0 || picks.isEmpty() || picks.size() > choice->pick)
        return std::nullopt;
    const std::optional<Action> action = pickedAction(*choice, picks);
    return action && rulesLegal(*action) ? action : std::nullopt;
}

bool TableSession::choosePicked(const QString& id, const QVariantList& picks)
{
    const std::optional<Action> action = pickedMove(id, picks);
    const TableChoice* choice = m_choices.find(id);
    return action && playOrHold(id, choice ? choice->label : QString(), *action, false);
}

bool TableSession::canChoosePicked(const QString& id, const QVariantList& picks) const
{
    return pickedMove(id, picks).has_value();
}

Seat TableSession::openSeat() const
{
    const bool open = m_started && !m_replay.active() && !m_busy && m_deciding >= 0 && people() >= 2 && isPerson(m_deciding) &&
        m_view.asking && m_view.privacy == m_deciding && askedInOpen(m_deciding);
    return open ? m_deciding : kNoSeat;
}

bool TableSession::actInOpen(const Action& action)
{
    const Seat seat = openSeat();
    if (seat == kNoSeat || !rulesLegal(action))
        return false;
    if (!onScript(action)) {
        emit offScript();
        return false;
    }
    applyMove(action, seat);
    return true;
}

void TableSession::answerPrivately()
{
    const Seat seat = openSeat();
    if (seat == kNoSeat)
        return;
    setViewer(viewerpolicy::answerPrivately(seat));
    refreshView();
    emit viewChanged();
    m_recap.away(seat);   // asked on the privacy screen, they come back to their hand
    offerRecap(seat);
}

void TableSession::record(Seat actor, const std::vector<Event>& events)
{
    std::uint32_t mask = 0;
    for (int s = 0; s < players(); ++s)
        for (const Event& e : events)
            if (revealsTo(e, s)) {
                mask |= 1u << s;
                break;
            }
    m_moves.record(actor, mask);
}

void TableSession::offerRecap(Seat seat)
{
    int notes = 0;
    if (!m_recap.offer(seat, &notes) || seat < 0 || static_cast<std::size_t>(seat) >= m_privateNotes.size())
        return;
    // The notes written while they were away are the recap's first lines
    // (what was taken from them, by the same CardSeen): said once, there.
    QStringList& mine = m_privateNotes[static_cast<std::size_t>(seat)];
    if (notes > 0 && notes == mine.size()) {
        mine.clear();
        emit privateNotesChanged();
    }
}

void TableSession::recapMove(Seat watched, const std::vector<Event>& events)
{
    // Nobody reads a server's table; a client's seat watched the host's moves
    // play; a lesson's coach says every move as it comes.
    if (m_headless || isClient() || scripted())
        return;
    std::vector<std::vector<Event>> seen(static_cast<std::size_t>(players()));
    std::vector<bool> person(static_cast<std::size_t>(players()));
    for (int s = 0; s < players(); ++s) {
        person[static_cast<std::size_t>(s)] = isPerson(s);
        if (isPerson(s) && s != watched)
            seen[static_cast<std::size_t>(s)] = wireEvents(events, s);   // only what that seat may know
    }
    m_recap.moved(watched, seen, person, m_pacer.stepMs() == 0);
}

void TableSession::applyMove(const Action& action, Seat actor)
{
    if (isClient()) {
        // The host plays it (or refuses it) and sends the table back; until then nothing is on offer.
        m_pending.cancel();
        m_link->sendMove(rulesNotation(action));
        setDeciding(kNoSeat);
        withdrawChoices();
        return;
    }
    std::vector<Event> events;
    const critter::ApplyResult result = rulesApply(action, &events);
    if (!result) {
        // Only reachable through a bot: the controls offer legal moves alone.
        qWarning("%s: refused %s: %s", qPrintable(m_gameId), critter::toDebugString(action).c_str(), result.error.c_str());
        setLastError(QString::fromStdString(result.error));
        settle();
        return;
    }
    // A headless table (critter-server) shows no bot line.
    if (actor != kNoSeat && !isPerson(actor) && !m_headless) {
        const QString line = botMoveText(action, actor, events);
        if (!line.isEmpty() && line != m_botLine) {
            m_botLine = line;
            emit botLineChanged();
        }
    }
    record(actor, events);
    // A move made with the hand on screen is watched by its maker; an answer
    // on the privacy screen (a question asked in the open) is not: that
    // person saw only the question, so nothing is behind them yet.
    recapMove(actor == m_view.seat && handVisible() ? actor : kNoSeat, events);
    autosave(&action);
    if (rulesOver())
        reportFinished();
    emit historyChanged();
    if (m_link)
        m_link->tableMoved(actor, events);
    if (m_headless) {
        settle();   // each client's own table paces the events
        return;
    }
    m_pacer.push(events);
    setDeciding(kNoSeat);
    m_pacer.play();
}

// ---- the network -------------------------------------------------------

void TableSession::setLink(TableLink* link)
{
    if (link == m_link)
        return;
    m_link = link;
    emit linkChanged();
}

bool TableSession::networked() const
{
    if (isClient())
        return true;
    for (int s = 0; s < players(); ++s)
        if (isRemote(s))
            return true;
    return false;
}

void TableSession::setLobby(bool lobby)
{
    if (lobby == m_lobby)
        return;
    m_lobby = lobby;
    // Asked at the table's opening, before the host's lobby came up: nobody is asked in it.
    if (lobby) {
        setViewer(viewerpolicy::inLobby(m_view));
        m_runner.cancel();   // a bot asked at the opening waits for Begin too
    }
    emit lobbyChanged();
    if (m_link)
        m_link->seatsChanged();
    if (!lobby && m_started)
        settle();   // play begins: the rules' seat is asked
}

QString TableSession::actRemote(Seat seat, const std::string& notation)
{
    if (!m_started || rulesOver())
        return tr("The game is not being played.");
    if (m_lobby)
        return tr("The host has not begun play yet.");
    if (!isRemote(seat))
        return tr("Seat %1 is not played over the network.").arg(seat + 1);
    if (standIn(seat))
        return tr("A bot is playing this seat for now.");
    if (rulesCurrentSeat() != seat)
        return tr("It is not your turn to decide.");
    std::string why;
    const std::optional<Action> action = rulesParse(notation, why);
    if (!action)
        return tr("Not a move: %1").arg(QString::fromStdString(why));
    if (!rulesLegal(*action))
        return tr("That move is not allowed now.");
    m_runner.cancel();   // a stand-in bot may have started thinking
    applyMove(*action, seat);
    return {};
}

bool TableSession::standIn(Seat seat) const
{
    return seat >= 0 && seat < 32 && (m_standIns & (1u << seat)) != 0;
}

void TableSession::setStandIn(Seat seat, bool on)
{
    if (!isRemote(seat) || standIn(seat) == on)
        return;
    const std::uint32_t bit = 1u << seat;
    m_standIns = on ? (m_standIns | bit) : (m_standIns & ~bit);
    if (m_link)
        m_link->seatsChanged();
    if (!on && m_deciding == seat)
        m_runner.cancel();   // the person is back: their choice, not the bot's
    else if (on && m_started && !m_busy && !m_replay.active() && rulesCurrentSeat() == seat)
        startBot(seat);
}

void TableSession::renameSeat(Seat seat, const QString& name)
{
    if (!m_seats.rename(seat, name))
        return;
    autosave();   // the game file names who sits where: a host reopened after a crash keeps the name
    emit seatsChanged();
    if (m_link)
        m_link->seatsChanged();
}

bool TableSession::showFromHost(const QVariantList& seats, Seat mySeat, const std::string& observation,
                                const std::vector<Event>& events, bool reset, QString* why)
{
    const std::vector<SeatSpec> specs = SeatModel::fromVariant(seats);
    const int count = static_cast<int>(specs.size());
    std::string error;
    if (mySeat < -1 || mySeat >= count || !rulesAdoptWire(observation, count, error)) {
        if (why)
            *why = error.empty() ? tr("The host's seats do not match its game.") : QString::fromStdString(error);
        return false;
    }
    if (reset || specs != m_seats.seats()) {
        m_seats.reset(specs);
        emit seatsChanged();
    }
    if (reset || !m_started) {
        m_moves.clear();
        m_log.clear();
        m_log.append(newGameText());
        resetTable();
        // Joined or back mid-game: the game so far as this seat saw it, told
        // in the log (not played out on the table, which shows where it stands).
        logEvents(events);
        return true;
    }
    emit historyChanged();
    m_pacer.push(events);
    setDeciding(kNoSeat);
    m_pacer.play();
    return true;
}

// ---- the event queue ---------------------------------------------------

std::size_t TableSession::stepSize(const std::deque<Event>&) const
{
    return 1;
}

void TableSession::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    emit busyChanged();
    emit decisionChanged();
}

void TableSession::setDeciding(Seat seat)
{
    if (seat == m_deciding)
        return;
    m_deciding = seat;
    emit decisionChanged();
}

void TableSession::releaseEvents()
{
    m_pacer.release();
}

void TableSession::finishEvents()
{
    m_pacer.finish();
}

// The queue ran dry: show the rules' truth and ask the next seat.
void TableSession::settle()
{
    if (!m_pacer.idle())
        return;
    // In the lobby nobody is asked yet (the table shows, the seats fill).
    // A scripted table asks nobody once its script is played (the lesson is over).
    const Seat seat = m_replay.active() || m_lobby || scriptDone() ? kNoSeat : rulesCurrentSeat();
    // Pass-and-play: a different person must decide, so cover the table first
    // (a seat the game asks in the open is asked on that cover itself).
    if (seat != kNoSeat)
        setViewer(viewerpolicy::forDecision(m_view, seat, people(), isPerson(seat), askedInOpen(seat)));
    // Who is asked is settled before the view is built: a view's controls depend on it.
    m_busy = false;
    m_deciding = seat;
    if (!m_ratingLine.isEmpty() && rulesOver() && !m_replay.active()) {
        m_log.append(m_ratingLine);
        m_ratingLine.clear();
    }
    if (!m_headless)
        refreshView();
    emit busyChanged();
    emit decisionChanged();   // the controls follow the rules' new legal actions
    emit viewChanged();
    emit overChanged();
    if (myDecision())
        offerRecap(m_view.seat);   // while you were away (awayrecap.h)
    if (seat != kNoSeat && (isClient() || (isRemote(seat) && !standIn(seat)))) {
        // Asked over the network: the host's connection brings the move (a client waits for the host).
    } else if (seat != kNoSeat && !isPerson(seat)) {
        startBot(seat);
    } else if (seat != kNoSeat && people() == 1) {
        if (const std::optional<Action> decline = onlyDecline(seat); decline && onScript(*decline))
            applyMove(*decline, kNoSeat);   // nothing to ask: the person holds no answer
    }
}

void TableSession::startBot(Seat seat, int attempt)
{
    const quint64 moves = m_moves.size();
    // A scripted table: the bot plays the script's move, at the bot's pace.
    BotRunner::Job job;
    if (const std::optional<Action> scriptedMove = scriptMove())
        job = [move = *scriptedMove](const critter::StopFlag&) { return move; };
    else
        job = rulesBotJob(seat);
    m_runner.start(std::move(job),
                   [this, seat, moves, attempt](Action action) {
                       if (m_replay.active() || m_lobby || m_moves.size() != moves || rulesCurrentSeat() != seat)
                           return;
                       if (!rulesLegal(action)) {
                           // Never trust a bot with an illegal move: ask again, and after a few
                           // tries play its first legal move, so the table never stalls.
                           qWarning("%s: a bot chose an illegal move (try %d)", qPrintable(m_gameId), attempt + 1);
                           if (attempt < 2) {
                               startBot(seat, attempt + 1);
                               return;
                           }
                           action = rulesFirstLegal();
                       }
                       applyMove(action, seat);
                   },
                   m_botPaceMs);
}

void TableSession::askHint()
{
    if (!canHint())
        return;
    const Seat seat = m_deciding;
    auto reason = std::make_shared<BotReason>();
    m_hint.ask(rulesHintJob(seat, reason), reason,
               [this, seat](const Action& action, const BotReason& why) { return hintLine(action, why, seat); },
               m_moves.size());
}

QString TableSession::hintLine(const Action& action, const BotReason& why, Seat seat) const
{
    const QString move = hintMoveText(action, seat);
    // The game's words for why, when it has them: a player's reason, no odds.
    if (const QString reason = hintReason(action, seat); !reason.isEmpty() && why.legalMoves != 1)
        return tr("Hint: %1: %2").arg(move, reason);
    if (!why.searched)
        return why.legalMoves == 1 ? tr("Hint: %1. It is the only move you have.").arg(move)
                                   : tr("Hint: %1. The hard bot's rules of thumb pick it.").arg(move);
    const QLocale locale;
    const auto percent = [&locale](double value) { return locale.toString(static_cast<int>(std::lround(value * 100.0))); };
    if (!why.runnerUp)
        return tr("Hint: %1. The hard bot won about %2% of its %n look-ahead games with it.", nullptr, static_cast<int>(why.looks))
            .arg(move, percent(why.chosenValue));
    return tr("Hint: %1. The hard bot won about %2% of its %n look-ahead games with it; next best, %3, about %4%.",
              nullptr, static_cast<int>(why.looks))
        .arg(move, percent(why.chosenValue), hintMoveText(*why.runnerUp, seat), percent(why.runnerUpValue));
}

void TableSession::leave()
{
    m_pending.cancel();
    m_hint.clear();
    m_runner.cancel();
    m_pacer.clear();
}

// ---- undo ----------------------------------------------------------------

int TableSession::undoTarget() const
{
    // Against bots only: with two or more people an undo would show the next
    // person what the last one did and took back.
    if (!takesBackMoves() || !m_started || m_replay.active())
        return -1;
    return m_moves.undoTarget(logViewer(), [this](Seat s) { return isPerson(s); });
}

bool TableSession::undo()
{
    const int target = undoTarget();
    if (target < 0) {
        setLastError(tr("Nothing to undo: a card or die was revealed since your last move."));
        return false;
    }
    leave();
    rulesRewind(static_cast<std::size_t>(target), nullptr);
    m_moves.truncate(static_cast<std::size_t>(target));
    m_recap.reset(players());
    m_log.append(tr("Move taken back."), logViewer());
    autosave();
    resetTable();
    return true;
}

// ---- saves ---------------------------------------------------------------

std::vector<critter::SeatRecord> TableSession::seatRecords() const
{
    std::vector<critter::SeatRecord> out;
    for (const SeatSpec& seat : m_seats.seats())
        out.push_back({seat.name.toStdString(), seat.kind.toStdString(), seat.level.toStdString()});
    return out;
}

bool TableSession::seatsAre(const std::vector<critter::SeatRecord>& records) const
{
    // Compared in place (UTF-16 against UTF-8): no strings built a move.
    const std::vector<SeatSpec>& seats = m_seats.seats();
    if (records.size() != seats.size())
        return false;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const SeatSpec& seat = seats[i];
        const critter::SeatRecord& record = records[i];
        if (!QAnyStringView::equal(seat.name, QUtf8StringView(record.name)) ||
            !QAnyStringView::equal(seat.kind, QUtf8StringView(record.kind)) ||
            !QAnyStringView::equal(seat.level, QUtf8StringView(record.level)))
            return false;
    }
    return true;
}

void TableSession::autosave(const Action* played)
{
    // A client's rules hold a world drawn from its seat's view: the host keeps the game.
    // A lesson (scripted) is no game to continue.
    if (m_replay.active() || isClient() || scripted())
        return;
    if (m_autosaveHeld > 0) {
        m_autosaveOwed = true;   // written whole at the release
        return;
    }
    QString why;
    if (!m_autosaveWaitsForDisk && played && !rulesOver() && m_journal.extends(actionCount()) &&
        seatsAre(m_journal.seats())) {
        if (m_journal.append(rulesNotation(*played), &why)) {
            if (publishValue(m_saveProblem, QString()))
                emit saveProblemChanged();
            return;
        }
    }
    // A finished game's autosave is removed, not written: its text (the
    // whole game) is not built for nothing at the end of every game.
    const bool over = rulesOver();
    why = gamefiles::autosave(autosavePath(), over, over ? std::string() : saveText(), m_autosaveWaitsForDisk);
    if (why.isEmpty())
        m_journal.restart(autosavePath(), actionCount(), seatRecords());
    else
        setLastError(why);
    if (publishValue(m_saveProblem, why))
        emit saveProblemChanged();
}

void TableSession::releaseAutosave()
{
    if (m_autosaveHeld == 0 || --m_autosaveHeld > 0 || !m_autosaveOwed)
        return;
    m_autosaveOwed = false;
    autosave();
}

void TableSession::adoptLoaded(const std::vector<critter::SeatRecord>& seats, const std::vector<Action>& actions)
{
    QVariantList variant;
    for (const critter::SeatRecord& seat : seats)
        variant.append(QVariantMap{{QStringLiteral("name"), QString::fromStdString(seat.name)},
                                   {QStringLiteral("kind"), QString::fromStdString(seat.kind)},
                                   {QStringLiteral("level"), QString::fromStdString(seat.level)}});
    m_seats.reset(SeatModel::fromVariant(variant));
    emit seatsChanged();
    replayFromStart(actions, actions.size());   // rulesLoad played these already: they are legal
}

// Plays the first `count` actions again from the deal, rebuilding who did
// what, what it showed whom, and the log.
void TableSession::replayFromStart(const std::vector<Action>& actions, std::size_t count)
{
    m_moves.clear();
    m_recap.reset(players());
    std::vector<Event> opening;
    rulesRewind(0, &opening);
    m_log.clear();
    m_log.append(newGameText());
    logEvents(opening);   // the deal's lines ("Round 1 begins"), as the live game logged them
    for (std::size_t i = 0; i < count && i < actions.size(); ++i) {
        Seat actor = rulesCurrentSeat();
        if (people() == 1 && isPerson(actor) && onlyDecline(actor))
            actor = kNoSeat;   // it was answered for the person, as at the table
        std::vector<Event> events;
        rulesApply(actions[i], &events);
        record(actor, events);
        if (!m_replay.active())
            recapMove(actor, events);   // a game continued: each person is owed what came since their move
        logEvents(events);
    }
}

bool TableSession::loadText(const std::string& text, QString* error)
{
    std::vector<critter::SeatRecord> seats;
    std::vector<Action> actions;
    std::string why;
    // rulesLoad changes nothing unless the whole file is sound.
    if (!rulesLoad(text, seats, actions, why)) {
        if (error)
            *error = QString::fromStdString(why);
        return false;
    }
    leave();
    m_replay.stop();
    adoptLoaded(seats, actions);
    m_recap.allAway();   // continued or opened: everyone was away from this game
    // A file does not say a game was rated: it goes on as an ordinary one,
    // unless it is the autosave of a rated game left unfinished (its bots
    // kept their level; ratedtable.h).
    setRated(m_continuesRated && !rulesOver() && ratedtable::personSeat(m_seats.seats()) >= 0);
    // A name is one line of visible text: the file's were cleaned (SeatModel), and the log says so.
    if (std::any_of(seats.begin(), seats.end(), [](const critter::SeatRecord& seat) {
            const QString name = QString::fromStdString(seat.name).trimmed();
            return !name.isEmpty() && seatname::clean(name) != name;
        }))
        m_log.append(tr("Names in this file held line breaks, control characters or writing-direction marks, "
                        "or were longer than %1 characters: they show cleaned up.")
                         .arg(seatname::kMaxLength));
    m_finishReported = rulesOver();   // a game opened finished was recorded where it was played, if at all
    if (publishValue(m_ratingChange, QString()))
        emit ratingChangeChanged();
    if (publishValue(m_recordProblem, QString()))
        emit recordProblemChanged();
    emit replayChanged();
    resetTable();
    return true;
}

bool TableSession::continueSaved()
{
    const QString path = autosavePath();
    std::string text;
    if (path.isEmpty() || !gamefiles::read(path, text).isEmpty()) {
        setLastError(tr("There is no unfinished game to continue."));
        return false;
    }
    text = MoveJournal::withJournal(text, path);
    QString why;
    m_continuesRated = ratedtable::markedRated(path, text);
    const bool loaded = loadText(text, &why);
    m_continuesRated = false;
    if (!loaded) {
        setLastError(tr("The saved game could not be read: %1").arg(why));
        return false;
    }

    m_log.append(tr("Game continued."));
    return true;
}

bool TableSession::openFile(const QUrl& url)
{
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    std::string text;
    if (const QString why = gamefiles::read(path, text); !why.isEmpty()) {
        setLastError(tr("Could not open %1: %2").arg(QFileInfo(path).fileName(), why));
        return false;
    }
    QString why;
    if (!loadText(text, &why)) {
        setLastError(tr("%1 was not opened: %2").arg(QFileInfo(path).fileName(), why));
        return false;
    }
    if (rulesOver())
        startReplay();
    else
        autosave();
    setGameFile(url);
    return true;
}

bool TableSession::saveAs(const QUrl& url)
{
    const QString path = url.isLocalFile() ? url.toLocalFile() : url.toString();
    if (!m_started || isClient()) {
        // A client holds a world drawn from its own view, not the game: the host keeps the game file.
        setLastError(tr("Could not save to %1.").arg(path));
        return false;
    }
    if (const QString why = gamefiles::saveAs(path, saveText()); !why.isEmpty()) {
        setLastError(why);
        return false;
    }
    setGameFile(url);
    return true;
}

// ---- statistics ------------------------------------------------------------

FinishedGame TableSession::finishedGame() const
{
    FinishedGame game;
    if (!m_started || !rulesOver())
        return game;
    game.gameId = m_gameId;
    game.finishedAt = QDateTime::currentDateTimeUtc();
    game.moves = static_cast<int>(rulesHistory().size());
    game.rated = m_rated;
    const std::vector<int> scores = rulesScores();
    const std::vector<Seat> winners = rulesWinners();
    for (int s = 0; s < players(); ++s) {
        const SeatSpec& spec = m_seats.at(s);
        FinishedSeat seat;
        seat.name = spec.name;
        seat.kind = spec.kind;
        seat.level = spec.kind == QLatin1String("bot") ? spec.level : QString();
        seat.score = static_cast<std::size_t>(s) < scores.size() ? scores[static_cast<std::size_t>(s)] : 0;
        seat.winner = std::find(winners.begin(), winners.end(), s) != winners.end();
        game.seats.push_back(seat);
    }
    return game;
}

// Once per game, at the move that ended it; replays never come here.
void TableSession::reportFinished()
{
    if (m_finishReported || m_replay.active() || scripted())
        return;
    m_finishReported = true;
    if (g_recorder && publishValue(m_recordProblem, g_recorder->recordGame(finishedGame())))
        emit recordProblemChanged();
    // A rated game: how the rating moved, said in the log after the game's own last lines (settle).
    const int person = ratedtable::personSeat(m_seats.seats());
    if (m_rated && g_recorder && m_recordProblem.isEmpty() && person >= 0)
    {
        m_ratingLine = g_recorder->ratingLine(m_gameId, m_seats.name(person));
        if (publishValue(m_ratingChange, g_recorder->ratingChange(m_gameId, m_seats.name(person))))
            emit ratingChangeChanged();
    }
}

// ---- replay ----------------------------------------------------------------

void TableSession::startReplay()
{
    startReplayAt(0);
}

void TableSession::startReplayAt(int position)
{
    if (isClient())
        return;   // a client holds no history to replay: only what its seat saw
    if (!m_started)
        return;
    leave();
    m_replay.start(rulesHistory(), logViewer());
    setViewer({m_view.seat, m_view.confirmed, kNoSeat});   // no privacy screen over a replay
    replaySeek(m_replay.seekTarget(position));
}

void TableSession::replayWhyWon()
{
    const WhyWon why = whyWon();
    if (why.position < 0)
        return;
    startReplayAt(why.position);
    if (why.seat >= 0)
        replayShowSeat(why.seat);
}

WhyWon TableSession::whyWon() const
{
    // A replay's rules stand where it is: only the game as it ended is explained.
    if (!m_started || !rulesOver() || m_replay.active())
        return {};
    std::vector<Action> history = rulesHistory();
    if (!m_whyWon || history != m_whyWonFor) {
        m_whyWon = rulesWhyWon();
        m_whyWonFor = std::move(history);
    }
    return *m_whyWon;
}

void TableSession::stopReplay()
{
    if (!m_replay.active())
        return;
    replaySeek(replayLength());
    m_replay.stop();
    emit viewerChanged();
    resetTable();
    emit replayChanged();
}

void TableSession::replaySeek(int position)
{
    if (!m_replay.active())
        return;
    position = m_replay.seekTarget(position);
    leave();
    replayFromStart(m_replay.moves(), static_cast<std::size_t>(position));
    refreshView();
    emit viewerChanged();   // a replay shows the chosen seat
    emit tableReset();
    emit viewChanged();
    emit overChanged();
    emit replayChanged();
    setBusy(false);
    setDeciding(kNoSeat);
}

void TableSession::replayStep(int delta)
{
    if (!m_replay.active())
        return;
    const int position = replayPosition();
    if (m_replay.stepPlaysOn(position, delta)) {
        // One step forward animates like play.
        finishEvents();
        const Seat actor = rulesCurrentSeat();
        std::vector<Event> events;
        rulesApply(m_replay.move(position), &events);
        record(actor, events);
        emit replayChanged();
        m_pacer.push(events);
        m_pacer.play();
        return;
    }
    replaySeek(position + delta);
}

void TableSession::replayShowSeat(int seat)
{
    if (!m_replay.showSeat(seat, players()))
        return;
    refreshView();
    emit viewerChanged();
    emit replayChanged();
    emit viewChanged();
}


// ---- Learn to play -----------------------------------------------------------

void TableSession::setScript(std::vector<std::string> moves)
{
    const bool was = scripted();
    m_script = std::move(moves);
    if (was != scripted()) {
        emit scriptChanged();
        emit historyChanged();   // undo follows it
        emit decisionChanged();  // and hints
    }
}

std::optional<Action> TableSession::scriptMove() const
{
    if (!scripted() || !m_started || actionCount() >= scriptLength())
        return std::nullopt;
    std::string error;
    return rulesParse(m_script[static_cast<std::size_t>(actionCount())], error);
}

bool TableSession::onScript(const Action& action) const
{
    if (!scripted())
        return true;
    const std::optional<Action> move = scriptMove();
    return move && *move == action;
}
