#pragma once
// One Trash Dash race (or Tournament) at the table, on the session core
// (core/tablesession.h): the core owns the seats, who looks, the bots, the
// event queue, the log, saves, undo and replay. This adds what is Trash
// Dash's own: the setup from Setup's options, the view of the viewer's
// observation (pawns moved space by space as the rules' events play), the
// event steps and texts, and the choices its controls may send: the rows of
// the one choice contract (choiceModel), every one built here from the rules'
// legal actions (QML only shows them and sends back choose(id)).
// CPU racers are played by the rules and never asked.
#include <QObject>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <array>

#include "cardlistmodel.h"
#include "gamesession.h"
#include "tdwhywon.h"
#include "tdracermodel.h"
#include "trashdash/save.h"
#include "trashdash/state.h"

// moc is shown TableSession as the base (see pandapandasession.h).
#ifdef Q_MOC_RUN
class TrashDashSession : public TableSession
#else
class TrashDashSession : public GameSession<critter::td::State>
#endif
{
    Q_OBJECT
    QML_ELEMENT

    // The race: its tiles (TrashDashCatalog's tile maps, Start first), name and laps.
    Q_PROPERTY(QVariantList trackTiles READ trackTiles NOTIFY trackChanged)
    Q_PROPERTY(QString trackName READ trackName NOTIFY trackChanged)
    Q_PROPERTY(int lapCount READ lapCount NOTIFY trackChanged)
    Q_PROPERTY(bool tournament READ tournament NOTIFY trackChanged)
    Q_PROPERTY(int raceNumber READ raceNumber NOTIFY trackChanged)   // 1-based
    Q_PROPERTY(int raceCount READ raceCount NOTIFY trackChanged)
    // The racers, a row per seat (tdracermodel.h): who they are, what the
    // observation shows of them, and their pawns as shown so far (position,
    // lapsDone, rank: pawns move one space per event step). Updated in place.
    Q_PROPERTY(TdRacerModel* racerModel READ racerModel CONSTANT)
    // The viewer's Action cards (kinds, sorted); empty while their hand may not show.
    Q_PROPERTY(CardListModel* handModel READ handModel CONSTANT)
    // Cards keep their places in the hand while it lasts; new ones arrive at
    // the end, and these rows of handModel are the ones just drawn.
    Q_PROPERTY(QVariantList newCards READ newCards NOTIFY handMarksChanged)
    // After the choice bar's rows: how the hand's cards play now ("Or click
    // a card in your hand.", or on its own when the hand is all there is).
    Q_PROPERTY(QString handHint READ handHint NOTIFY handHintChanged)
    Q_PROPERTY(int trashCard READ trashCard NOTIFY trashChanged)   // the viewer's, -1 none or hidden
    Q_PROPERTY(int tokenSupply READ tokenSupply NOTIFY tokensChanged)
    Q_PROPERTY(int myTokens READ myTokens NOTIFY tokensChanged)
    Q_PROPERTY(int actionDeckCount READ actionDeckCount NOTIFY decksChanged)
    Q_PROPERTY(int trashDeckCount READ trashDeckCount NOTIFY decksChanged)
    Q_PROPERTY(int actionDiscardCount READ actionDiscardCount NOTIFY decksChanged)
    Q_PROPERTY(int trashDiscardCount READ trashDiscardCount NOTIFY decksChanged)
    Q_PROPERTY(int dashDie READ dashDie NOTIFY diceChanged)    // 0: not rolled this turn
    Q_PROPERTY(int dashBase READ dashBase NOTIFY diceChanged)
    Q_PROPERTY(int cpuFace READ cpuFace NOTIFY diceChanged)    // -1: not rolled; 0-based
    Q_PROPERTY(int turnSeat READ turnSeat NOTIFY turnChanged)
    // The phase's word ("choose", "trashCan", ...). What the viewer may do
    // is choiceModel's rows (TableSession): groups "main" (the decision
    // bar), "hand" (played from a card in the hand: card, card2), "trash"
    // (the held Trash card, from its slot or the bar) and "side" (the side
    // for the next Tournament race, in the results).
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    // Results: shown between Tournament races and at the end.
    // A row per racer, best first (the rules' places): empty while racing.
    Q_PROPERTY(TdStandingModel* standingModel READ standingModel CONSTANT)
    Q_PROPERTY(bool betweenRaces READ betweenRaces NOTIFY standingsChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY standingsChanged)
    // Under the standings: the side to pick for the next race (both abilities), or what happens now.
    Q_PROPERTY(QString standingsHint READ standingsHint NOTIFY standingsChanged)

public:
    // A mirror of the rules' action types for C++ callers (tests), checked
    // against them in the .cpp. Not for QML: a table shows choiceModel's rows.
    enum ActionKind {
        Go, Dash, PlayTrash, Rest, Reroll, KeepRoll, SpendToken, PassToken, SwapTrash, KeepTrash,
        RecycleDiscard, SearchBin, Hiss, NoHiss, Rummage, NoRummage, ChooseSide
    };

    explicit TrashDashSession(QObject* parent = nullptr);
    ~TrashDashSession() override;

    // The race to deal next (before open("new")): options {mode: standard|tournament,
    // circuit: uptown|downtown, track: <id>|random|custom, tiles: [ids], laps: 0 (the
    // track's own) or 1-9, racers: [{character: <id>, side: 0|1}] per seat}; seats as
    // for start() (kind cpu: a CPU racer). Empty when the race can be dealt; otherwise why not.
    Q_INVOKABLE QString configure(const QVariantMap& options, const QVariantList& seats);

    QVariantList trackTiles() const { return m_trackTiles; }
    QString trackName() const { return m_trackName; }
    int lapCount() const { return m_lapCount; }
    bool tournament() const { return m_tournament; }
    int raceNumber() const { return m_raceNumber; }
    int raceCount() const { return m_tournament ? critter::td::kRaces : 1; }
    TdRacerModel* racerModel() { return &m_racers; }
    const TdRacerModel* racerModel() const { return &m_racers; }
    CardListModel* handModel() { return &m_hand; }
    QVariantList newCards() const { return m_newCards; }
    QString handHint() const { return m_handHint; }
    int trashCard() const { return m_trashCard; }
    int tokenSupply() const { return m_tokenSupply; }
    int myTokens() const { return m_myTokens; }
    int actionDeckCount() const { return m_decks[0]; }
    int trashDeckCount() const { return m_decks[1]; }
    int actionDiscardCount() const { return m_decks[2]; }
    int trashDiscardCount() const { return m_decks[3]; }
    int dashDie() const { return m_dashDie; }
    int dashBase() const { return m_dashBase; }
    int cpuFace() const { return m_cpuFace; }
    int turnSeat() const { return m_turnSeat; }
    QString phase() const { return m_phase; }
    TdStandingModel* standingModel() { return &m_standings; }
    const TdStandingModel* standingModel() const { return &m_standings; }
    bool betweenRaces() const { return m_betweenRaces; }
    QString resultText() const { return m_resultText; }
    QString standingsHint() const { return m_standingsHint; }

    // The viewer makes one of their legal actions; false (and nothing happens)
    // otherwise. For C++ (tests); the table sends choose(id).
    bool act(int type, int a = -1, int b = -1);
    Q_INVOKABLE QString cardName(int kind) const;
    // {move, attack, scare} of an Action card kind.
    Q_INVOKABLE QVariantMap cardValues(int kind) const;
    Q_INVOKABLE QString trashName(int kind) const;
    Q_INVOKABLE QString trashText(int kind) const;
    Q_INVOKABLE QString cpuFaceName(int face) const;
    Q_INVOKABLE int cpuFaceMove(int face) const;
    // The race's CPU strength (td::CpuStrength as a number; issue 34).
    int cpuStrength() const;

signals:
    void trackChanged();
    void trashChanged();
    void tokensChanged();
    void decksChanged();
    void diceChanged();
    void turnChanged();
    void phaseChanged();
    void standingsChanged();
    void handMarksChanged();
    void handHintChanged();
    // An Attack, Scare or effect did nothing: why, for the table to say
    // (the log says it too).
    void noEffect(const QString& text);

protected:
    bool rulesPlayerCountOk(int players) const override;
    bool revealsTo(const critter::Event& event, critter::Seat person) const override;
    std::size_t stepSize(const std::deque<critter::Event>& queue) const override;
    TableStep stepFor(const std::vector<critter::Event>& events) override;
    void stepShown(const std::vector<critter::Event>& events) override;
    void logEvents(const std::vector<critter::Event>& events) override;
    QStringList recapLines(const std::vector<critter::Event>& step, critter::Seat seat) const override;
    QString doneToSeat(const std::vector<critter::Event>& step, critter::Seat seat) const override;
    void refreshView() override;
    QString botMoveText(const critter::Action& action, critter::Seat seat,
                        const std::vector<critter::Event>& events) const override;
    QString hintMoveText(const critter::Action& action, critter::Seat seat) const override;
    QString hintReason(const critter::Action& action, critter::Seat seat) const override;
    QString newGameText() const override;
    QString progressText() const override;
    // After the game: why the winner won (tdwhywon.h, public information only).
    WhyWon rulesWhyWon() const override { return tdwhy::Words::of(tdwhy::explain(state()), names()); }

public:
    // The Continue line for a race in this state, in the language shown (a
    // saved game's summary is worded from its file: gamefiles::progress).
    static QString progressOf(const critter::td::State& state, const QStringList& names);

protected:
    // A td::Setup counts its racers instead of a `players` key, and a race
    // needs its track, racers and characters: the configured race for these
    // seats. A scenario without seats: its CPU racers race as CPUs.
    critter::td::Setup newSetup(int players, std::uint64_t seed) const override;
    std::vector<critter::SeatRecord> scenarioSeats(const critter::td::State& state) const override;

private:
    QStringList tileIdsOfRace(int race) const;
    // Brings every property up to the shown state; notifies what changed.
    void publish();
    // The viewer's choices as choiceModel rows (or none, when not asked).
    void buildChoices();
    TableChoice choiceRow(const critter::Action& a) const;
    void buildBanner(QString& banner, QString& detail) const;
    // The viewer's hand in the order shown (tdhandorder.h), marks updated.
    std::vector<int> handInPlace(bool visible);
    QString bonusText() const;
    std::vector<TdRacer> buildRacers(int length, bool visible) const;
    void buildStandings(std::vector<TdStanding>& rows, QString& text) const;

    // The configured race (configure()).
    critter::td::Setup m_setup;

    // What is shown: the rules' observation at the last refresh, with the
    // pawns and dice moved on by the event steps played since.
    critter::td::Observation m_seen;
    int m_shownRace = 0;
    int m_shownDashDie = 0;
    int m_shownCpuFace = -1;
    // The race's opening deal is under way (RaceStarted to the first TurnStarted): its draws flick.
    bool m_dealing = false;

    // The published values.
    QVariantList m_trackTiles;
    QString m_trackName;
    int m_lapCount = 0;
    bool m_tournament = false;
    int m_raceNumber = 1;
    TdRacerModel m_racers;
    CardListModel m_hand;
    // Whose hand in which race the shown order belongs to (another: sorted afresh).
    int m_handSeat = -1;
    int m_handRace = -1;
    QVariantList m_newCards;
    QString m_handHint;
    // The Trash card played this turn (its bonus waits for the Action card), -1 none.
    int m_bonusCard = -1;
    int m_trashCard = -1;
    int m_tokenSupply = 0;
    int m_myTokens = 0;
    std::array<int, 4> m_decks{};
    int m_dashDie = 0;
    int m_dashBase = 0;
    int m_cpuFace = -1;
    int m_turnSeat = -1;
    QString m_phase;
    TdStandingModel m_standings;
    bool m_betweenRaces = false;
    QString m_resultText;
    QString m_standingsHint;
};
