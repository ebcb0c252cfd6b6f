#pragma once
// The one session core every game's table stands on (docs/architecture.md,
// "The session core"). It owns what is the same at every table:
//  - the seats and who looks at the screen (the viewer): with one person it
//    is always that person; with two or more, the person the rules ask, and
//    only after they pressed through the privacy screen. Every change of who
//    may look goes through privacy(), so no hand is ever shown to the wrong
//    person;
//  - the bot runner (worker thread, the bot pace setting, cancelled on leave);
//  - one event protocol: the rules' events are queued and played one step at
//    a time; each step is pushed to the table as eventStarted(step), one
//    TableStep shape for every game (tablestep.h) with its duration, and the
//    core (not QML) waits it out, so pacing is one setting
//    and a game runs on with no table attached;
//  - the game log, the history, autosave after every action, undo against
//    bots, and replay stepping.
// A game derives from GameSession<State> (gamesession.h), which supplies the
// rules through the hooks below, and adds only its view, its event texts
// and the actions its controls may send.
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "botrunner.h"
#include "choicemodel.h"
#include "eventpacer.h"
#include "moveledger.h"
#include "movejournal.h"
#include "pendingmove.h"
#include "replaycontroller.h"
#include "viewerpolicy.h"
#include "core/action.h"
#include "core/game_file.h"
#include "finishedgame.h"
#include "gamelogmodel.h"
#include "tablehint.h"
#include "seatmodel.h"
#include "tablelink.h"
#include "awayrecap.h"
#include "whywon.h"

// Sets a view property's published value; true if it changed (the adapter
// then emits that property's own NOTIFY).
template <class T>
bool publishValue(T& published, T value)
{
    if (published == value)
        return false;
    published = std::move(value);
    return true;
}

class TableSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Each game's session derives from it")
    Q_PROPERTY(QString gameId READ gameId CONSTANT)
    Q_PROPERTY(SeatModel* seatModel READ seatModel CONSTANT)
    Q_PROPERTY(GameLogModel* log READ log CONSTANT)
    Q_PROPERTY(int players READ players NOTIFY seatsChanged)
    Q_PROPERTY(int people READ people NOTIFY seatsChanged)
    Q_PROPERTY(QStringList names READ names NOTIFY seatsChanged)
    Q_PROPERTY(QStringList kinds READ kinds NOTIFY seatsChanged)   // person | bot | cpu
    Q_PROPERTY(QStringList marks READ marks NOTIFY seatsChanged)   // the letter or glyph on each seat's mark
    Q_PROPERTY(bool started READ started NOTIFY startedChanged)

    // Who looks, and who is asked.
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)              // -1: a spectator
    Q_PROPERTY(bool handVisible READ handVisible NOTIFY viewerChanged)   // the viewer's own cards may show
    Q_PROPERTY(int privacySeat READ privacySeat NOTIFY viewerChanged)    // -1: no privacy screen
    Q_PROPERTY(bool privacyNeeded READ privacyNeeded NOTIFY viewerChanged)
    Q_PROPERTY(int deciding READ deciding NOTIFY decisionChanged)        // -1 while events play or over
    Q_PROPERTY(bool myDecision READ myDecision NOTIFY decisionChanged)   // the viewer is asked now
    // Pass-and-play: the seat asked in the open (Trash Pandas' Yum Yum), or
    // -1. It is asked on its own privacy screen, where no hand shows: the
    // choices on offer are an answer that shows nothing (choose its id) or
    // a look at the hand (the "look-privately" row, or confirmViewer).
    Q_PROPERTY(int openSeat READ openSeat NOTIFY decisionChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)                   // events still playing
    Q_PROPERTY(bool over READ over NOTIFY overChanged)
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botThinkingChanged)
    Q_PROPERTY(QString botLine READ botLine NOTIFY botLineChanged)
    // The banner along the top of every table: whose turn and what is asked
    // (the title), and a line more (or who is thinking). Each game words it.
    Q_PROPERTY(QString banner READ banner NOTIFY bannerChanged)
    Q_PROPERTY(QString bannerDetail READ bannerDetail NOTIFY bannerChanged)
    // Pass-and-play: what the privacy screen tells the person it waits for.
    Q_PROPERTY(QString privacyReason READ privacyReason NOTIFY privacyReasonChanged)
    // Pass-and-play: what happened to the viewer's own hidden cards while
    // someone else held the device (which card was taken), shown once they look.
    Q_PROPERTY(QStringList privateNotes READ privateNotes NOTIFY privateNotesChanged)

    // Pace: a base duration per step (Theme; 0 plays instantly) and the least
    // time a bot takes over a decision (the bot pace setting).
    Q_PROPERTY(int stepMs READ stepMs WRITE setStepMs NOTIFY paceChanged)
    Q_PROPERTY(int botPaceMs READ botPaceMs WRITE setBotPaceMs NOTIFY paceChanged)

    // Saves, undo and replay.
    Q_PROPERTY(QString autosaveDir READ autosaveDir WRITE setAutosaveDir NOTIFY autosaveDirChanged)
    Q_PROPERTY(bool undoAllowed READ undoAllowed WRITE setUndoAllowed NOTIFY historyChanged)  // the setting
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY historyChanged)
    Q_PROPERTY(int actionCount READ actionCount NOTIFY historyChanged)
    Q_PROPERTY(bool replaying READ replaying NOTIFY replayChanged)
    Q_PROPERTY(int replayPosition READ replayPosition NOTIFY replayChanged)
    Q_PROPERTY(int replayLength READ replayLength NOTIFY replayChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    // Why the last autosave failed ("" while this game is being saved): the
    // table says it for as long as it lasts, and Leave does not claim a save.
    Q_PROPERTY(QString saveProblem READ saveProblem NOTIFY saveProblemChanged)
    // Why this game's end could not go into the statistics ("" when it did,
    // or the game is not over).
    Q_PROPERTY(QString recordProblem READ recordProblem NOTIFY recordProblemChanged)
    // The file this game came from or was last saved to ("" for a new deal):
    // Save offers it again, as a desktop program's Save does.
    Q_PROPERTY(QUrl gameFile READ gameFile NOTIFY gameFileChanged)
    // The Hint button: shown while the viewer is asked (hint.text, hint.thinking).
    Q_PROPERTY(bool canHint READ canHint NOTIFY decisionChanged)
    Q_PROPERTY(TableHint* hint READ hint CONSTANT)
    // The one choice contract: what the viewer may do now, one row per button,
    // built by the game from the rules' legal actions; QML sends back choose(id).
    Q_PROPERTY(ChoiceModel* choiceModel READ choiceModel CONSTANT)
    // A chosen move undo could not take back, waiting out its cancel window
    // (or a second click) before it is played; its mode is the setting.
    Q_PROPERTY(PendingMove* pendingMove READ pendingMove CONSTANT)
    // A network table waiting for its people: dealt, but nobody is asked
    // until the host begins play (beginPlay) once the seats are taken.
    Q_PROPERTY(bool lobby READ lobby NOTIFY lobbyChanged)
    // A rated game against bots (docs/ratings.md): the bots play at the
    // person's rating's level, no undo, no hints, recorded with the rating.
    Q_PROPERTY(bool rated READ rated NOTIFY ratedChanged)
    // This screen keeps the game (false at a table shown from a host's
    // messages): save, replay and play again are offered only where it is kept.
    Q_PROPERTY(bool keepsGame READ keepsGame NOTIFY linkChanged)
    // "While you were away": what happened since the person asked now last moved (awayrecap.h).
    Q_PROPERTY(AwayRecap* recap READ recap CONSTANT)
    // Learn to play: a scripted table (setScript). No undo, hints, autosave or statistics.
    Q_PROPERTY(bool scripted READ scripted NOTIFY scriptChanged)
    // After the game (issue 33 part 4): why the winner won, in the game's
    // own terms (whywon.h), and the replay position of the moment that
    // decided it (-1: none); startReplayAt opens the replay there.
    Q_PROPERTY(QString whyWon READ whyWonText NOTIFY overChanged)
    Q_PROPERTY(QString whyWonMoment READ whyWonMoment NOTIFY overChanged)
    Q_PROPERTY(int whyWonMove READ whyWonMove NOTIFY overChanged)
    Q_PROPERTY(int whyWonSeat READ whyWonSeat NOTIFY overChanged)
    // After a rated game: how the person's rating moved ("Rating 1,012 → 1,036 (+24)"), else "".
    Q_PROPERTY(QString ratingChange READ ratingChange NOTIFY ratingChangeChanged)

public:
    explicit TableSession(QString gameId, QObject* parent = nullptr);
    ~TableSession() override;

    QString gameId() const { return m_gameId; }
    SeatModel* seatModel() { return &m_seats; }
    const SeatModel* seatModel() const { return &m_seats; }
    GameLogModel* log() { return &m_log; }
    int players() const { return m_seats.rowCount(); }
    int people() const { return m_seats.people(); }
    QStringList names() const { return m_seats.names(); }
    QStringList marks() const { return m_seats.marks(); }
    // A seat's name as the table shows it ("" for no such seat).
    Q_INVOKABLE QString seatName(int seat) const { return m_seats.name(seat); }
    QStringList kinds() const;
    bool started() const { return m_started; }

    int viewer() const { return shownSeat(); }
    // In a replay every seat's cards may be looked at, one seat at a time.
    bool handVisible() const { return m_replay.active() || m_view.handVisible(); }
    int privacySeat() const { return m_view.privacy; }
    bool privacyNeeded() const { return m_view.privacy >= 0; }
    int deciding() const { return m_deciding; }
    bool myDecision() const;
    bool busy() const { return m_busy; }
    bool over() const { return m_started && rulesOver(); }
    bool botThinking() const { return m_runner.thinking(); }
    QString botLine() const { return m_botLine; }
    QString banner() const { return m_banner; }
    QString bannerDetail() const;
    QString privacyReason() const { return m_privacyReason; }
    QStringList privateNotes() const;

    int stepMs() const { return m_pacer.stepMs(); }
    void setStepMs(int ms);
    int botPaceMs() const { return m_botPaceMs; }
    void setBotPaceMs(int ms);

    QString autosaveDir() const { return m_autosaveDir; }
    void setAutosaveDir(const QString& dir);
    QString autosavePath() const;
    // critter-server's tables: the autosave does not wait for the disk (gamefiles::autosave).
    void setAutosaveWaitsForDisk(bool wait) { m_autosaveWaitsForDisk = wait; }
    bool autosaveWaitsForDisk() const { return m_autosaveWaitsForDisk; }
    // critter-server, while it seats a batch of people: the game file is
    // written once when the last hold is released, not at every join
    // (creating a file was most of a join's cost, docs/performance.md).
    void holdAutosave() { ++m_autosaveHeld; }
    void releaseAutosave();
    // critter-server's tables: nobody looks at them there, so after a move
    // no view is built and the events are not paced (each client's table
    // does both); the rules, the seats and the link go on as ever.
    void setHeadless(bool headless) { m_headless = headless; }
    bool undoAllowed() const { return m_undoAllowed; }
    void setUndoAllowed(bool allowed);
    bool canUndo() const { return undoTarget() >= 0; }
    // Moves at this table may be taken back at all (the setting on, one
    // person against bots): the rule undo() follows, for a table that asks
    // twice before a move it could not take back.
    bool takesBackMoves() const { return m_undoAllowed && people() == 1 && !networked() && !m_rated && !scripted(); }
    // Played over the network, as host or client: no undo, no replay of a client's drawn world.
    bool networked() const;
    int actionCount() const { return static_cast<int>(m_moves.size()); }
    bool replaying() const { return m_replay.active(); }
    int replayPosition() const { return m_replay.active() ? static_cast<int>(m_moves.size()) : 0; }
    int replayLength() const { return m_replay.length(); }
    QString lastError() const { return m_lastError; }
    QString saveProblem() const { return m_saveProblem; }
    QString recordProblem() const { return m_recordProblem; }
    QUrl gameFile() const { return m_gameFile; }
    bool canHint() const { return myDecision() && !over() && !m_rated && !scripted(); }
    bool rated() const { return m_rated; }
    // Why the winner won, once the game is over (empty before, and for a game with no winner).
    WhyWon whyWon() const;
    QString whyWonText() const { return whyWon().text; }
    QString whyWonMoment() const { return whyWon().moment; }
    int whyWonMove() const { return whyWon().position; }
    int whyWonSeat() const { return whyWon().seat; }
    QString ratingChange() const { return m_ratingChange; }
    critter::Seat openSeat() const;
    TableHint* hint() { return &m_hint; }
    ChoiceModel* choiceModel() { return &m_choices; }
    const ChoiceModel* choiceModel() const { return &m_choices; }
    PendingMove* pendingMove() { return &m_pending; }
    AwayRecap* recap() { return &m_recap; }
    const AwayRecap* recap() const { return &m_recap; }

    // Deals a new game. seats: [{name, kind: person|bot|cpu, level}]; seed 0 picks one.
    // rated: a rated game, when the seats allow one and the recorder names
    // the person's level (ratedtable.h); otherwise an ordinary game.
    Q_INVOKABLE void start(const QVariantList& seats, qint64 seed = 0, bool rated = false);
    // How every table opens: "new" deals for seats (seeded by --seed when
    // given), "continue" picks up the autosave, "file" opens file. False
    // (lastError says why) when there was nothing to open.
    Q_INVOKABLE bool open(const QString& opening, const QVariantList& seats, const QUrl& file, bool rated = false);
    // Same seats, a new deal.
    Q_INVOKABLE void playAgain();
    // Picks up the autosaved game of this table; false (lastError says why) if none.
    Q_INVOKABLE bool continueSaved();
    // Opens a save, replay or scenario: an unfinished game plays on, a
    // finished one opens as a replay. False (lastError says why) changes nothing.
    Q_INVOKABLE bool openFile(const QUrl& file);
    Q_INVOKABLE bool saveAs(const QUrl& file);
    // The person behind the privacy screen is ready: show them their view.
    Q_INVOKABLE void confirmViewer();
    // Back to the person's previous decision (against bots only).
    Q_INVOKABLE bool undo();
    // Replay: watch the game so far from its start; step through it.
    Q_INVOKABLE void startReplay();
    // The replay opened at this position (actions played), such as the
    // moment that decided the game (whyWonMove); clamped to the game.
    Q_INVOKABLE void startReplayAt(int position);
    // "See it in the replay": the replay at the moment that decided the
    // game (whyWonMove), showing the winner's cards (whyWonSeat).
    Q_INVOKABLE void replayWhyWon();
    Q_INVOKABLE void replayStep(int delta);
    Q_INVOKABLE void replaySeek(int position);
    Q_INVOKABLE void replayShowSeat(int seat);   // whose cards the replay shows
    // Back from a replay to the game where it stands (a finished game's results).
    Q_INVOKABLE void stopReplay();
    // Leaving the table: stops bots and events; the game stays autosaved.
    Q_INVOKABLE void leave();
    // Plays every queued step at once.
    Q_INVOKABLE void finishEvents();
    // The viewer has read their private notes.
    Q_INVOKABLE void dismissPrivateNotes();
    // Asks the hard bot, from the viewer's own observation, what it would
    // play now; hint.text says it and why. Nothing happens unless canHint.
    Q_INVOKABLE void askHint();
    // The viewer (or, asked in the open, whoever holds the device) takes the
    // choice with this id (a row of choiceModel): false, and nothing
    // changes, unless it is on offer and legal now.
    Q_INVOKABLE bool choose(const QString& id);
    // A choice made by picking cards (its row's pick > 0): picks are the
    // game's own references (hand indices). False unless they make a legal move.
    Q_INVOKABLE bool choosePicked(const QString& id, const QVariantList& picks);
    // Would these picks make a legal move (the pick's button is enabled)?
    Q_INVOKABLE bool canChoosePicked(const QString& id, const QVariantList& picks) const;

    // ---- the network (issue 32; app/net/) -----------------------------------
    // The table's link to the network: a host's (remote seats are sent what
    // they may know after every move) or a client's (the viewer's moves go to
    // the host). nullptr: a table on its own. The link outlives its use here.
    void setLink(TableLink* link);
    TableLink* link() const { return m_link; }
    bool isClient() const { return m_link && m_link->isClient(); }
    bool keepsGame() const { return !isClient(); }
    // The seat the rules ask now (kNoSeat when over, not started or in the lobby): public at every table.
    critter::Seat seatToDecide() const { return m_started && !m_lobby ? rulesCurrentSeat() : critter::kNoSeat; }
    bool lobby() const { return m_lobby; }
    // Host: hold play until the people over the network have joined (lobby).
    void setLobby(bool lobby);
    // Host: the seats are taken; play begins.
    Q_INVOKABLE void beginPlay() { setLobby(false); }
    bool isRemote(critter::Seat seat) const { return seat >= 0 && seat < players() && m_seats.at(seat).isRemote(); }
    // Host: a remote seat's move, in the game's notation. Empty when played;
    // otherwise why not, and nothing changed (not that seat's turn, not a
    // move, not legal now, the seat is played by a bot for now).
    QString actRemote(critter::Seat seat, const std::string& notation);
    // Host: a remote seat is played by its bot (standIn) or waits for its person again.
    void setStandIn(critter::Seat seat, bool standIn);
    bool standIn(critter::Seat seat) const;
    // Host: a person took a remote seat under this name.
    void renameSeat(critter::Seat seat, const QString& name);
    // Host: a line everyone at the table may read (table talk).
    void appendLog(const QString& line) { m_log.append(line); }
    // What seat may know now as the game's wire text (kNoSeat: a spectator's
    // public view); its legal moves in notation (empty unless it decides);
    // a move's events as seat may see them ([type, seat, a, b, c] each).
    virtual std::string wireObservation(critter::Seat seat) const = 0;
    // Every seat's wireObservation at once, for a host sending a move to
    // each seat: what all see alike is written once (issue 32), each seat's
    // own values per seat. appendTo(out, seat) appends exactly the text of
    // wireObservation(seat) (nothing with no game). Good until the table changes.
    class WireViews
    {
    public:
        virtual ~WireViews() = default;
        virtual void appendTo(std::string& out, critter::Seat seat) const = 0;
    };
    virtual std::unique_ptr<WireViews> wireViews() const = 0;
    virtual std::vector<std::string> wireLegal(critter::Seat seat) const = 0;
    virtual std::vector<critter::Event> wireEvents(const std::vector<critter::Event>& events, critter::Seat seat) const = 0;
    // Every event since the deal, hidden ones too, as the rules emitted them:
    // a host passes them through wireEvents for the seat joining or coming
    // back, who reads the game so far in its log. Never sent as they are.
    virtual std::vector<critter::Event> eventsSoFar() const = 0;
    // Client: the table as the host sends it: the seats (mine is "person",
    // every other person "remote"), what my seat may know and the events
    // since the last message. reset: show it afresh (joined, rejoined, a new
    // game). False (why says it) when the host's text cannot be read; the
    // table is then unchanged.
    bool showFromHost(const QVariantList& seats, critter::Seat mySeat, const std::string& observation,
                      const std::vector<critter::Event>& events, bool reset, QString* why);

    // ---- Learn to play (app/session/tutorial/) --------------------------------
    // The moves this game takes from the deal on, in the game's notation.
    // While the game is within them a bot plays its scripted move, the viewer
    // may play only the scripted one (any other is refused, offScript, and
    // nothing changes), and once they are all played nobody is asked. A
    // scripted table keeps no autosave, statistics, undo or hints. Set it
    // before loading the tutorial's game; an empty list ends it.
    void setScript(std::vector<std::string> moves);
    bool scripted() const { return !m_script.empty(); }
    // How many moves the script holds, and whether all were played.
    int scriptLength() const { return static_cast<int>(m_script.size()); }
    bool scriptDone() const { return scripted() && actionCount() >= scriptLength(); }
    // The script's next move as written ("" past its end or unscripted).
    QString scriptNext() const
    {
        return scripted() && !scriptDone() ? QString::fromStdString(m_script[static_cast<std::size_t>(actionCount())]) : QString();
    }

    // Loads a save's text (continue, open, tests); false (error says why) changes nothing.
    bool loadText(const std::string& text, QString* error);
    std::string saveText() const { return rulesSave(seatRecords(), progressText().toStdString()); }

    // Statistics: every game that finishes at a table (played to its end
    // here, not replayed or opened finished) is handed to this recorder
    // once. The shell sets it; nullptr (the default) records nothing.
    static void setRecorder(GameRecorder* recorder);
    static GameRecorder* recorder();
    // The game as it ended (seats, scores, winners); empty gameId before the end.
    FinishedGame finishedGame() const;

signals:
    void seatsChanged();
    void startedChanged();
    void viewerChanged();
    void privateNotesChanged();
    void decisionChanged();
    void busyChanged();
    void overChanged();
    void botThinkingChanged();
    void botLineChanged();
    void bannerChanged();
    void privacyReasonChanged();
    void paceChanged();
    void autosaveDirChanged();
    void historyChanged();
    void replayChanged();
    void lastErrorChanged();
    void saveProblemChanged();
    void recordProblemChanged();
    void gameFileChanged();
    void lobbyChanged();
    void ratedChanged();
    void linkChanged();
    void scriptChanged();
    // A scripted table refused the viewer's move (not the one the script plays next).
    void offScript();
    void ratingChangeChanged();
    // The view (the viewer's observation as shown so far) changed.
    void viewChanged();
    // One step for the table to animate, lasting step.duration ms; its
    // toViewer says it is done to the seat this screen shows.
    void eventStarted(const TableStep& step);
    // A game was dealt, continued, undone or opened: the table shows the view afresh.
    void tableReset();

protected:
    // ---- the rules, type-erased: GameSession<S> implements these ----------
    // A new game; events: what the deal shows (cards dealt), played like any move's.
    virtual void rulesNew(int players, std::uint64_t seed, std::vector<critter::Event>* events) = 0;
    virtual bool rulesPlayerCountOk(int players) const = 0;
    virtual critter::Seat rulesCurrentSeat() const = 0;
    virtual bool rulesOver() const = 0;
    virtual bool rulesLegal(const critter::Action& action) const = 0;
    virtual critter::Action rulesFirstLegal() const = 0;
    virtual critter::ApplyResult rulesApply(const critter::Action& action, std::vector<critter::Event>* events) = 0;
    // Back to the first `actions` actions of the history (a replay from the
    // setup); `opening`, when given, receives the deal's events (a round begins).
    virtual void rulesRewind(std::size_t actions, std::vector<critter::Event>* opening) = 0;
    virtual std::vector<critter::Action> rulesHistory() const = 0;
    virtual BotRunner::Job rulesBotJob(critter::Seat seat) = 0;
    // The hard bot in seat's place, seeing only seat's observation; fills reason.
    virtual BotRunner::Job rulesHintJob(critter::Seat seat, std::shared_ptr<critter::BotReason> reason) = 0;
    virtual std::string rulesSave(const std::vector<critter::SeatRecord>& seats, const std::string& description) const = 0;
    // Reads and plays a file; on success the rules hold its game.
    virtual bool rulesLoad(const std::string& text, std::vector<critter::SeatRecord>& seats,
                           std::vector<critter::Action>& actions, std::string& error) = 0;
    // The game's notation of a move in the state now, and back.
    virtual std::string rulesNotation(const critter::Action& action) const = 0;
    virtual std::optional<critter::Action> rulesParse(const std::string& text, std::string& error) const = 0;
    // Client: the rules hold a world drawn from what the seat may know (wire
    // text) for this many players; false (error) changes nothing.
    virtual bool rulesAdoptWire(const std::string& observation, int players, std::string& error) = 0;
    // The final scores (one per seat) and the winning seats, once over.
    virtual std::vector<int> rulesScores() const = 0;
    virtual std::vector<critter::Seat> rulesWinners() const = 0;

    // ---- what each game adds -----------------------------------------------
    // Why the winner of the finished game won (whywon.h): only called once
    // the rules say the game is over, and only from what is public then.
    virtual WhyWon rulesWhyWon() const { return {}; }
    // Does this event show `person` something hidden, or settle chance they
    // can see (a roll, a draw into their hand, a pass received)? Undo never
    // goes back past one.
    virtual bool revealsTo(const critter::Event& event, critter::Seat person) const = 0;
    // The away recap's words (awayrecap.h) for one step of events that are
    // already `seat`'s own view (wireEvents): the lines that seat reads, in
    // the log's words, and what the step did to that seat ("" for nothing),
    // the words the done-to-you notice says while the step plays.
    virtual QStringList recapLines(const std::vector<critter::Event>&, critter::Seat) const { return {}; }
    virtual QString doneToSeat(const std::vector<critter::Event>&, critter::Seat) const { return {}; }
    // How many events from the front of the queue animate as one step (an
    // A-pass moves every card at once). At least 1.
    virtual std::size_t stepSize(const std::deque<critter::Event>& queue) const;
    // The step to push for these events (kind None animates nothing).
    virtual TableStep stepFor(const std::vector<critter::Event>& events) = 0;
    // After a step played: move the shown view on and say it in the log.
    virtual void stepShown(const std::vector<critter::Event>& events) = 0;
    // The log lines for events not animated (a game loaded or replayed to a point).
    virtual void logEvents(const std::vector<critter::Event>& events) = 0;
    // The shown view becomes the rules' observation for the viewer (after
    // the queue ran dry, a change of viewer, a reset).
    virtual void refreshView() = 0;
    // The view before a new game's opening events play (an empty table before the deal).
    virtual void clearView() { refreshView(); }
    // A bot's move in one short line (the bot line under the table).
    virtual QString botMoveText(const critter::Action& action, critter::Seat seat,
                                const std::vector<critter::Event>& events) const = 0;
    // A move seat could make, in a few words as its button would say it (the hint).
    virtual QString hintMoveText(const critter::Action& action, critter::Seat seat) const = 0;
    // Why the hint's move, in a player's words ("it moves you furthest this
    // turn"); empty: the hint gives the look-ahead's numbers instead.
    virtual QString hintReason(const critter::Action&, critter::Seat) const { return {}; }
    // Would this move, played now, show `person` something hidden (so undo
    // could not take it back)? GameSession plays it on a copy of the state.
    virtual bool rulesRevealsIfPlayed(const critter::Action&, critter::Seat) const { return true; }
    // A question whose only answer is to decline (no card that could answer
    // it): with one person at the table it is answered for them, unasked.
    // With two or more everyone is asked, card or not, so no question tells
    // anyone who holds what.
    virtual std::optional<critter::Action> onlyDecline(critter::Seat) const { return std::nullopt; }
    // May this seat be asked in the open (no hand shows)? Trash Pandas' Yum Yum.
    virtual bool askedInOpen(critter::Seat) const { return false; }
    // The game's words for the log at a new game.
    virtual QString newGameText() const = 0;
    // A line for the home screen's Continue (scores so far); kept in the save.
    virtual QString progressText() const { return {}; }

    // The move a pick choice makes of these picks (choosePicked), if any.
    virtual std::optional<critter::Action> pickedAction(const TableChoice&, const QVariantList&) const
    {
        return std::nullopt;
    }

    // ---- for the game's invokables -----------------------------------------
    // The game's banner and privacy-screen words; notified only when changed.
    void publishBanner(const QString& title, const QString& detail);
    void publishPrivacyReason(const QString& reason);
    // The viewer's choices now, under the name of their decision (rows keep
    // their places while the key stays the same; see choicemodel.h).
    void offerChoices(const QString& decisionKey, std::vector<TableChoice> choices)
    {
        m_choices.offer(decisionKey, std::move(choices));
    }
    // Nothing on offer while events play or someone else decides; the rows
    // keep their places in case the same decision comes back.
    void withdrawChoices() { m_choices.offer(m_choices.decision(), {}); }
    // The viewer makes a move: false (and nothing changes) unless the viewer
    // is asked now and the move is legal.
    bool act(const critter::Action& action);
    // The line under the table about the bots' and CPUs' moves (the game may
    // word one, or clear it when a new turn makes it stale).
    void setBotLine(const QString& line)
    {
        if (publishValue(m_botLine, line))
            emit botLineChanged();
    }
    // The seat the log and bot lines are written for (what may be said).
    critter::Seat logViewer() const;
    bool isPerson(critter::Seat seat) const { return m_seats.isPerson(seat); }
    // The seat whose observation the view shows (the viewer, or in a replay the chosen seat).
    critter::Seat shownSeat() const;
    // The seat asked in the open (openSeat) answers on its privacy screen
    // (actInOpen) or looks at its hand first (answerPrivately, the
    // lookPrivately row: one tap, no second screen).
    bool actInOpen(const critter::Action& action);
    static TableChoice lookPrivatelyChoice();
    // Tells a person, privately and at their next look, what only they may
    // know (the log shared by several people cannot say it).
    void notePrivately(critter::Seat seat, const QString& text);
    void answerPrivately();
    // A step may hold the queue (a round's celebration) until the table releases it.
    void holdEvents() { m_pacer.hold(); }
    void releaseEvents();
    bool eventsHeld() const { return m_pacer.held(); }

private:
    void dealFresh(std::uint64_t seed);
    // Sets the bots of a rated table to the person's level; false: it cannot be rated.
    bool applyRated(std::vector<SeatSpec>& seats) const;
    void setRated(bool rated);
    void resetTable(const std::vector<critter::Event>& opening = {});
    // actor kNoSeat: answered for the person (a question only declining could answer).
    void applyMove(const critter::Action& action, critter::Seat actor);
    void settle();
    void startBot(critter::Seat seat, int attempt = 0);
    void setBusy(bool busy);
    void setDeciding(critter::Seat seat);
    void setViewer(const Viewer& viewer);
    void setLastError(const QString& error);
    std::optional<critter::Action> pickedMove(const QString& id, const QVariantList& picks) const;
    // The viewer's move: played now, or held in m_pending when undo could not take it back.
    bool playOrHold(const QString& id, const QString& label, const critter::Action& action, bool fromCard);
    void setGameFile(const QUrl& file);
    // oneMoveMore: a move was just applied (a server's table may journal it).
    // played: the one move made since the last autosave (journaled alone when it can be).
    void autosave(const critter::Action* played = nullptr);
    void record(critter::Seat actor, const std::vector<critter::Event>& events);
    // Each person's seat keeps its view of a move for its away recap;
    // watched: the seat that made it looking at its own hand (or kNoSeat).
    void recapMove(critter::Seat watched, const std::vector<critter::Event>& events);
    void offerRecap(critter::Seat seat);
    int undoTarget() const;
    std::vector<critter::SeatRecord> seatRecords() const;
    // The seats are these records (what seatRecords() would give).
    bool seatsAre(const std::vector<critter::SeatRecord>& records) const;
    void adoptLoaded(const std::vector<critter::SeatRecord>& seats, const std::vector<critter::Action>& actions);
    void replayFromStart(const std::vector<critter::Action>& actions, std::size_t count);
    QString hintLine(const critter::Action& action, const critter::BotReason& why, critter::Seat seat) const;
    void reportFinished();
    // The script's move now, if the game is within the script and it reads.
    std::optional<critter::Action> scriptMove() const;
    // A scripted table: is this the script's move now?
    bool onScript(const critter::Action& action) const;

    QString m_gameId;
    SeatModel m_seats;
    GameLogModel m_log;
    bool m_started = false;

    Viewer m_view;   // who looks (viewerpolicy.h decides)
    critter::Seat m_deciding = critter::kNoSeat;
    bool m_busy = false;
    QString m_botLine;
    QString m_banner;
    QString m_bannerDetail;
    QString m_privacyReason;
    std::vector<QStringList> m_privateNotes;   // per seat, until read
    int m_botPaceMs = 900;

    EventPacer m_pacer;

    // Who took each action and whom it showed something hidden: how far undo may go.
    MoveLedger m_moves;
    bool m_undoAllowed = true;

    ReplayController m_replay;

    QString m_autosaveDir;
    bool m_autosaveWaitsForDisk = true;
    int m_autosaveHeld = 0;        // holdAutosave() calls not released yet
    bool m_autosaveOwed = false;   // an autosave asked for while held
    bool m_headless = false;
    MoveJournal m_journal;   // critter-server's tables only
    QString m_lastError;
    QString m_saveProblem;
    QString m_recordProblem;
    QUrl m_gameFile;
    // This game's end went to the recorder (or it was over when it came to
    // the table): an undo and a second ending are not recorded again.
    bool m_finishReported = false;
    bool m_rated = false;
    bool m_continuesRated = false;   // continueSaved found the autosave's rated mark
    QString m_ratingLine;            // how the rating moved, logged once the last move has played
    QString m_ratingChange;          // the same for the results panel (ratingChange)
    // whyWon() replays the game: kept for the history it was worked out for.
    mutable std::optional<WhyWon> m_whyWon;
    mutable std::vector<critter::Action> m_whyWonFor;

    TableLink* m_link = nullptr;
    bool m_lobby = false;
    std::uint32_t m_standIns = 0;   // remote seats played by their bot for now (a bit per seat)

    std::vector<std::string> m_script;   // Learn to play's moves, in notation

    ChoiceModel m_choices;
    PendingMove m_pending;
    TableHint m_hint;
    AwayRecap m_recap;
    BotRunner m_runner;   // last: destroyed first, so no bot still thinks when the rest goes
};
