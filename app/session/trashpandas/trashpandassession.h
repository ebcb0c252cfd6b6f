#pragma once
// One game of Trash Pandas at the table (docs/architecture.md, "one action
// from a click to the rules and back"). Owns the rules state, the seats, the
// bots and their runner, and the game log. The view sees only the current
// viewer's observation; the controls get the viewer's legal actions as
// choices. Every apply's events go into a queue that the table plays one by
// one (nextEvent); when the queue runs dry the view is refreshed and the next
// decision is asked for (a bot thinks, a person may need the privacy screen).
#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <memory>
#include <optional>
#include <vector>

#include "botrunner.h"
#include "gamelogmodel.h"
#include "trashpandas/state.h"

class TrashPandasSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // Setup: [{ name, kind: "person"|"bot", level }]. start() deals.
    Q_PROPERTY(QVariantList seats READ seats WRITE setSeats NOTIFY seatsChanged)
    // 0: a fresh random seed at start(); the env CRITTER_TP_SEED or CRITTER_SEED (--seed) overrides.
    Q_PROPERTY(qint64 seed READ seed WRITE setSeed NOTIFY seatsChanged)
    // The least time a bot decision takes, in ms (the bot pace setting).
    Q_PROPERTY(int botPaceMs READ botPaceMs WRITE setBotPaceMs NOTIFY botPaceMsChanged)
    Q_PROPERTY(GameLogModel* log READ log CONSTANT)
    Q_PROPERTY(bool started READ started NOTIFY viewChanged)

    // The view (the viewer's observation), refreshed when the event queue is empty.
    Q_PROPERTY(int viewer READ viewer NOTIFY viewChanged)
    Q_PROPERTY(QVariantList players READ players NOTIFY viewChanged)
    Q_PROPERTY(QVariantList hand READ hand NOTIFY viewChanged)        // card ids, sorted
    Q_PROPERTY(QVariantList discard READ discard NOTIFY viewChanged)  // card ids, one per card
    Q_PROPERTY(int trashCount READ trashCount NOTIFY viewChanged)
    Q_PROPERTY(QVariantList middleTokens READ middleTokens NOTIFY viewChanged)
    Q_PROPERTY(QVariantList heldTokens READ heldTokens NOTIFY viewChanged)
    Q_PROPERTY(int die READ die NOTIFY viewChanged)
    Q_PROPERTY(int activeSeat READ activeSeat NOTIFY viewChanged)
    Q_PROPERTY(int decidingSeat READ decidingSeat NOTIFY viewChanged)
    Q_PROPERTY(int phase READ phase NOTIFY viewChanged)
    Q_PROPERTY(bool bonus READ bonus NOTIFY viewChanged)
    Q_PROPERTY(int maskCard READ maskCard NOTIFY viewChanged)
    Q_PROPERTY(QString banner READ banner NOTIFY viewChanged)
    Q_PROPERTY(QString bannerDetail READ bannerDetail NOTIFY viewChanged)
    Q_PROPERTY(bool viewerDeciding READ viewerDeciding NOTIFY viewChanged)
    Q_PROPERTY(QVariantList choices READ choices NOTIFY viewChanged)
    Q_PROPERTY(QVariantMap odds READ odds NOTIFY viewChanged)
    Q_PROPERTY(bool privacyNeeded READ privacyNeeded NOTIFY viewChanged)
    Q_PROPERTY(int privacySeat READ privacySeat NOTIFY viewChanged)
    Q_PROPERTY(QString privacyReason READ privacyReason NOTIFY viewChanged)
    // Pass-and-play: a Yum Yum question asked in the open (no hand shows);
    // the asked person says No here, or answers behind the privacy screen.
    Q_PROPERTY(int publicSeat READ publicSeat NOTIFY viewChanged)
    Q_PROPERTY(QString botLine READ botLine NOTIFY botLineChanged)
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botThinkingChanged)
    Q_PROPERTY(bool over READ over NOTIFY viewChanged)
    Q_PROPERTY(QVariantList scoreRows READ scoreRows NOTIFY viewChanged)
    Q_PROPERTY(QVariantList totals READ totals NOTIFY viewChanged)
    Q_PROPERTY(QString winnersText READ winnersText NOTIFY viewChanged)
    Q_PROPERTY(int pendingEvents READ pendingEvents NOTIFY eventsPending)

public:
    enum ActionKind {
        Roll, Stop, Bust, PlayBlammo, PlayNanners, PlayFeesh, PlayShiny, PlayPie,
        ResolveTrashCan, ResolveTree, ResolveCanTree, ResolvePaw, ResolveMask, ResolveRecycle,
        PlayYumYum, PlayDoggo, PlayKitteh, StashMatch, Pass
    };
    Q_ENUM(ActionKind)
    enum PhaseKind { PhaseRoll, PhaseRolled, PhaseBusting, PhaseYumYum, PhaseResolve, PhaseSteal, PhaseMask, PhaseOver };
    Q_ENUM(PhaseKind)
    enum EventKind {
        TurnStarted, DieRolled, TokenTaken, TokenReturned, TokenResolved, CardMoved, CardSeen, CardPlayed,
        ReactionPlayed, Stopped, BustEvent, BonusTurn, EndTriggered, GameOver
    };
    Q_ENUM(EventKind)

    explicit TrashPandasSession(QObject* parent = nullptr);
    ~TrashPandasSession() override;

    QVariantList seats() const { return m_seats; }
    void setSeats(const QVariantList& seats);
    qint64 seed() const { return m_seed; }
    void setSeed(qint64 seed);
    int botPaceMs() const { return m_botPaceMs; }
    void setBotPaceMs(int ms);
    GameLogModel* log() { return &m_log; }
    bool started() const { return m_state != nullptr; }

    int viewer() const { return m_viewer; }
    QVariantList players() const { return m_players; }
    QVariantList hand() const { return m_hand; }
    QVariantList discard() const { return m_discard; }
    int trashCount() const { return m_seen.trashCount; }
    QVariantList middleTokens() const;
    QVariantList heldTokens() const;
    int die() const { return m_seen.turn.die; }
    int activeSeat() const { return m_seen.turn.active; }
    int decidingSeat() const { return m_deciding; }
    int phase() const { return static_cast<int>(m_seen.turn.phase); }
    bool bonus() const { return m_seen.turn.bonus; }
    int maskCard() const { return m_seen.turn.maskCard; }
    QString banner() const { return m_banner; }
    QString bannerDetail() const { return m_bannerDetail; }
    bool viewerDeciding() const { return !m_choices.isEmpty(); }
    QVariantList choices() const { return m_choices; }
    QVariantMap odds() const { return m_odds; }
    bool privacyNeeded() const { return m_privacySeat >= 0; }
    int privacySeat() const { return m_privacySeat; }
    int publicSeat() const { return m_publicSeat; }
    QString privacyReason() const { return m_privacyReason; }
    QString botLine() const { return m_botLine; }
    bool botThinking() const { return m_runner.thinking(); }
    bool over() const { return m_seen.over; }
    QVariantList scoreRows() const { return m_scoreRows; }
    QVariantList totals() const { return m_totals; }
    QString winnersText() const { return m_winnersText; }
    int pendingEvents() const { return static_cast<int>(m_events.size()); }

    // Deals a new game from seats and seed.
    Q_INVOKABLE void start();
    // The viewer makes one of their legal actions; false (and nothing
    // happens) when it is not legal for them now.
    Q_INVOKABLE bool act(int type, int a = -1, int b = -1);
    Q_INVOKABLE bool isLegal(int type, int a = -1, int b = -1) const;
    // The next event to animate ({ type, seat, a, b, c, from, to, card, text }),
    // or undefined when the queue is empty (the view is then refreshed).
    Q_INVOKABLE QVariant nextEvent();
    // Plays every queued event at once (tests, instant speed).
    Q_INVOKABLE void drainEvents();
    // The person behind the privacy screen is ready: show their view.
    Q_INVOKABLE void privacyReady();
    // The person asked in the open: no Yum Yum (a pass), or answer privately.
    Q_INVOKABLE void publicPass();
    Q_INVOKABLE void publicAnswerPrivately();
    // Leaving the table: stop any thinking bot.
    Q_INVOKABLE void leave();
    // Screenshots and demos: every seat plays as an easy bot, instantly,
    // until a person must decide in the named phase ("resolve", "rolled",
    // "reaction", "over") or `limit` actions were made.
    Q_INVOKABLE bool fastForward(const QString& until, int limit = 2000);

    // The demo moment asked for by CRITTER_DEMO (main's --screen table:<game> --demo <moment>).
    Q_INVOKABLE QString demoRequest() const { return qEnvironmentVariable("CRITTER_DEMO"); }

    Q_INVOKABLE QString cardName(int card) const;
    Q_INVOKABLE QString cardHelp(int card) const;
    Q_INVOKABLE QString tokenName(int token) const;
    Q_INVOKABLE QString tokenHelp(int token) const;
    Q_INVOKABLE QString seatName(int seat) const;
    Q_INVOKABLE bool isBot(int seat) const;

signals:
    void seatsChanged();
    void botPaceMsChanged();
    void viewChanged();
    void eventsPending();
    void botLineChanged();
    void botThinkingChanged();

private:
    struct SeatInfo;
    void apply(const critter::Action& action, int seat);
    void advance();
    void refresh();
    void buildChoices();
    void buildBanner();
    void buildScores();
    int personCount() const;

    QVariantList m_seats;
    qint64 m_seed = 0;
    int m_botPaceMs = 900;
    std::vector<SeatInfo> m_info;
    QStringList m_names;
    std::unique_ptr<critter::tp::State> m_state;
    critter::tp::State::Observation m_seen;
    std::deque<critter::Event> m_events;
    GameLogModel m_log;

    int m_viewer = 0;
    bool m_viewerConfirmed = false;
    bool m_awaitingDrain = false;
    int m_deciding = -1;
    int m_privacySeat = -1;
    int m_publicSeat = -1;
    QString m_privacyReason;
    QVariantList m_players;
    QVariantList m_hand;
    QVariantList m_discard;
    QVariantList m_choices;
    QVariantMap m_odds;
    QString m_banner;
    QString m_bannerDetail;
    QString m_botLine;
    QVariantList m_scoreRows;
    QVariantList m_totals;
    QString m_winnersText;

    BotRunner m_runner; // last: destroyed first, so no bot still runs when the rest goes
};
