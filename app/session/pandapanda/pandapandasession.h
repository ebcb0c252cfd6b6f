#pragma once
// One game of Panda Panda at the table: owns the rules state, the seats,
// the bots (each deciding on the BotRunner from its own observation and
// legal actions only), the game log and the queue of events the table
// plays one by one. QML sees the viewer's observation as it stands after
// the events played so far (`shown`), the viewer's legal actions as
// controls, and eventStarted(step) for each animation.
//
// Viewer: with one person at the table it is always that person; with two
// or more, the person who must decide, after they passed the privacy screen
// (confirmViewer); with only bots, a spectator who sees no hand.
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <memory>
#include <vector>

#include "botrunner.h"
#include "bots/bot.h"
#include "core/rng.h"
#include "gamelogmodel.h"
#include "pandapanda/state.h"
#include "pandapandaview.h"

class PandaPandaSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // Seats
    Q_PROPERTY(int players READ players NOTIFY seatsChanged)
    Q_PROPERTY(QStringList names READ names NOTIFY seatsChanged)
    Q_PROPERTY(QStringList kinds READ kinds NOTIFY seatsChanged)   // "person" | "bot"
    Q_PROPERTY(int people READ people NOTIFY seatsChanged)
    // Pace: a base duration per event (Theme.motion; 0 plays instantly) and
    // the least time a bot takes over a decision.
    Q_PROPERTY(int stepMs MEMBER m_stepMs NOTIFY paceChanged)
    Q_PROPERTY(int botPaceMs MEMBER m_botPaceMs NOTIFY paceChanged)
    // 0: from $CRITTER_SEED, else random. Read when start() runs.
    Q_PROPERTY(qint64 seed READ seed WRITE setSeed NOTIFY seedChanged)
    Q_PROPERTY(GameLogModel* log READ log CONSTANT)
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botThinkingChanged)
    Q_PROPERTY(QVariantList winningHands READ winningHands CONSTANT)

    // The table as the viewer sees it now.
    Q_PROPERTY(int viewer READ viewer NOTIFY viewChanged)
    Q_PROPERTY(bool handVisible READ handVisible NOTIFY viewChanged)
    Q_PROPERTY(QVariantList hand READ hand NOTIFY viewChanged)
    Q_PROPERTY(QVariantList handSizes READ handSizes NOTIFY viewChanged)
    Q_PROPERTY(QVariantList piles READ piles NOTIFY viewChanged)
    Q_PROPERTY(QVariantList crowns READ crowns NOTIFY viewChanged)
    Q_PROPERTY(QVariantList passStatus READ passStatus NOTIFY viewChanged)
    Q_PROPERTY(QVariantList aid READ aid NOTIFY viewChanged)
    Q_PROPERTY(int deckCount READ deckCount NOTIFY viewChanged)
    Q_PROPERTY(int round READ round NOTIFY viewChanged)
    Q_PROPERTY(int turn READ turn NOTIFY viewChanged)
    Q_PROPERTY(bool passing READ passing NOTIFY viewChanged)
    Q_PROPERTY(int lastGiven READ lastGiven NOTIFY viewChanged)
    Q_PROPERTY(int lastReceived READ lastReceived NOTIFY viewChanged)

    // Who decides, and the viewer's controls (empty unless it is the viewer's turn to act).
    Q_PROPERTY(bool busy READ busy NOTIFY decisionChanged)          // events still playing
    Q_PROPERTY(int deciding READ deciding NOTIFY decisionChanged)   // -1 while busy or over
    Q_PROPERTY(QString phase READ phase NOTIFY decisionChanged)     // call | act | pass | over
    Q_PROPERTY(bool myDecision READ myDecision NOTIFY decisionChanged)
    Q_PROPERTY(bool canCall READ canCall NOTIFY decisionChanged)
    Q_PROPERTY(bool canDrawDeck READ canDrawDeck NOTIFY decisionChanged)
    Q_PROPERTY(QVariantList discardable READ discardable NOTIFY decisionChanged)
    Q_PROPERTY(QVariantList drawablePiles READ drawablePiles NOTIFY decisionChanged)
    Q_PROPERTY(QVariantList passable READ passable NOTIFY decisionChanged)
    Q_PROPERTY(bool privacyNeeded READ privacyNeeded NOTIFY decisionChanged)
    Q_PROPERTY(int privacySeat READ privacySeat NOTIFY decisionChanged)
    Q_PROPERTY(QString botLine READ botLine NOTIFY botLineChanged)

    // Round and game end.
    Q_PROPERTY(bool roundOver READ roundOver NOTIFY roundEndChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY roundEndChanged)
    Q_PROPERTY(int roundWinner READ roundWinner NOTIFY roundEndChanged)
    Q_PROPERTY(int winningHand READ winningHand NOTIFY roundEndChanged)
    Q_PROPERTY(int finishedRound READ finishedRound NOTIFY roundEndChanged)

public:
    explicit PandaPandaSession(QObject* parent = nullptr);
    ~PandaPandaSession() override;

    // seats: [{name, kind: "person"|"bot", level}] in turn order.
    Q_INVOKABLE void start(const QVariantList& seats);
    Q_INVOKABLE void playAgain();   // same seats, a new deal
    Q_INVOKABLE void leave();       // stops bots and events (leaving the table)

    // The viewer's moves; false (and nothing happens) unless legal now.
    Q_INVOKABLE bool call();
    Q_INVOKABLE bool discard(int letter);
    Q_INVOKABLE bool drawDeck();
    Q_INVOKABLE bool drawPile(int seat);
    Q_INVOKABLE bool pass(int letter);
    Q_INVOKABLE void confirmViewer();      // the privacy screen's "show me"
    Q_INVOKABLE void continueAfterRound(); // close the round's celebration

    // Demos for screenshots: plays random moves at once ("mid", "pass", "win").
    Q_INVOKABLE void demo(const QString& mode);

    int players() const { return m_state.players(); }
    QStringList names() const { return m_names; }
    QStringList kinds() const { return m_kinds; }
    int people() const { return m_people; }
    qint64 seed() const { return m_seed; }
    void setSeed(qint64 seed);
    GameLogModel* log() { return &m_log; }
    bool botThinking() const { return m_runner && m_runner->thinking(); }
    QVariantList winningHands() const;

    int viewer() const { return m_viewer; }
    bool handVisible() const;
    QVariantList hand() const;
    QVariantList handSizes() const;
    QVariantList piles() const;
    QVariantList crowns() const;
    QVariantList passStatus() const;
    QVariantList aid() const;
    int deckCount() const { return m_shown.deckCount; }
    int round() const { return m_shown.round; }
    int turn() const { return m_shown.turn; }
    bool passing() const { return m_shown.passing; }
    // Private to the viewer, like the hand.
    int lastGiven() const { return handVisible() ? m_shown.lastGiven : critter::pp::kNoLetter; }
    int lastReceived() const { return handVisible() ? m_shown.lastReceived : critter::pp::kNoLetter; }

    bool busy() const { return m_busy; }
    int deciding() const;
    QString phase() const;
    bool myDecision() const;
    bool canCall() const { return myDecision() && m_controls.call; }
    bool canDrawDeck() const { return myDecision() && m_controls.drawDeck; }
    QVariantList discardable() const { return myDecision() ? m_controls.discard : QVariantList(); }
    QVariantList drawablePiles() const { return myDecision() ? m_controls.piles : QVariantList(); }
    QVariantList passable() const { return myDecision() ? m_controls.pass : QVariantList(); }
    bool privacyNeeded() const { return m_privacySeat >= 0; }
    int privacySeat() const { return m_privacySeat; }
    QString botLine() const { return m_botLine; }

    bool roundOver() const { return m_roundOver; }
    bool gameOver() const { return m_gameOver; }
    int roundWinner() const { return m_roundWinner; }
    int winningHand() const { return m_winningHand; }
    int finishedRound() const { return m_finishedRound; }

    // For tests: the true state.
    const critter::pp::State& state() const { return m_state; }

signals:
    void seatsChanged();
    void paceChanged();
    void seedChanged();
    void botThinkingChanged();
    void viewChanged();
    void decisionChanged();
    void botLineChanged();
    void roundEndChanged();
    // One step for the table to animate, lasting `duration` ms: {kind, seat,
    // letter, from, to, duration, passes: [{from, to, letter}]}. kind: deal,
    // discard, drawDeck, drawPile, reshuffle, passStart, passChosen, passes,
    // call, roundWon, gameWon.
    void eventStarted(const QVariantMap& step);

private:
    bool isPerson(critter::Seat seat) const;
    critter::Seat logViewer() const;
    bool act(const critter::Action& action);
    void applyAndQueue(const critter::Action& action, critter::Seat actor);
    void playNext();
    void finishStep();
    void applyToShown(const critter::Event& event);
    void settle();
    void startBot(critter::Seat seat);
    void setBusy(bool busy);
    void resetGame();

    // Seats
    QVariantList m_seatSpec;
    QStringList m_names;
    QStringList m_kinds;
    QStringList m_levels;
    int m_people = 0;
    qint64 m_seed = 0;
    std::uint64_t m_usedSeed = 1;
    int m_games = 0;

    critter::pp::State m_state;
    critter::pp::Observation m_shown;
    critter::Seat m_viewer = 0;
    bool m_confirmed = false;
    critter::Seat m_privacySeat = critter::kNoSeat;
    ppview::Controls m_controls;

    // Bots, one per bot seat (null for people), each with its own generator.
    std::vector<std::unique_ptr<critter::Bot<critter::pp::State>>> m_bots;
    std::vector<critter::Rng> m_botRngs;
    QString m_botLine;
    int m_stepMs = 300;
    int m_botPaceMs = 900;

    // Events waiting to be shown, each with the seat whose move caused it.
    std::deque<critter::Event> m_queue;
    std::vector<critter::Event> m_step;   // the events of the step playing now
    bool m_busy = false;
    bool m_stepping = false;
    bool m_paused = false;   // waiting on the round's celebration
    bool m_gameOver = false;
    bool m_roundOver = false;
    critter::Seat m_roundWinner = critter::kNoSeat;
    int m_winningHand = -1;
    int m_finishedRound = 0;
    quint64 m_generation = 0;
    bool m_demoSlowPass = false;   // the "passfly" demo's slow A-pass for a screenshot   // drops timers of a game that was left

    GameLogModel m_log;
    std::unique_ptr<BotRunner> m_runner;   // declared last: stops before the bots go
};
