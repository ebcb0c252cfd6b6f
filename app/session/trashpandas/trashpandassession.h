#pragma once
// One game of Trash Pandas at the table, on the session core
// (core/tablesession.h): the core owns the seats, who looks, the bots, the
// event queue, the log, saves, undo and replay. This adds what is Trash
// Pandas' own: the view of the viewer's observation, the bust odds, the
// event steps and texts, and the choices its controls may send, every one
// built here from the rules' legal actions (QML only shows and sends back).
#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include "cardlistmodel.h"
#include "tpdiscardorder.h"
#include "tpscoremodels.h"
#include "tpseatmodel.h"
#include "gamesession.h"
#include "tpwhywon.h"
#include "trashpandas/save.h"
#include "trashpandas/state.h"

// moc is shown TableSession as the base: GameSession<S> adds no meta-object of
// its own (no Q_OBJECT), so the generated code is the same, and the QML type
// registration then knows the base (TableSession's properties, signals and
// methods for qmllint and tooling) instead of an unknown template name.
#ifdef Q_MOC_RUN
class TrashPandasSession : public TableSession
#else
class TrashPandasSession : public GameSession<critter::tp::State>
#endif
{
    Q_OBJECT
    QML_ELEMENT

    // The view (the viewer's observation), refreshed when the event queue is empty.
    // Each part of the view notifies on its own, only when it changed.
    // One row per seat (TpSeatModel's roles), updated in place: only the rows that changed say so.
    Q_PROPERTY(TpSeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(CardListModel* handModel READ handModel CONSTANT)       // card ids, sorted; empty when hidden
    Q_PROPERTY(CardListModel* discardModel READ discardModel CONSTANT) // card ids, one per card
    // The viewer's own face-down stash, card ids (empty unless their hand may show).
    Q_PROPERTY(QVariantList ownStash READ ownStash NOTIFY ownStashChanged)
    Q_PROPERTY(int trashCount READ trashCount NOTIFY trashCountChanged)
    Q_PROPERTY(QVariantList middleTokens READ middleTokens NOTIFY tokensChanged)
    Q_PROPERTY(QVariantList heldTokens READ heldTokens NOTIFY tokensChanged)
    Q_PROPERTY(int die READ die NOTIFY dieChanged)
    Q_PROPERTY(int turnSeat READ turnSeat NOTIFY turnChanged)
    Q_PROPERTY(int phase READ phase NOTIFY turnChanged)
    Q_PROPERTY(bool bonus READ bonus NOTIFY turnChanged)
    Q_PROPERTY(int maskCard READ maskCard NOTIFY turnChanged)
    // The viewer's legal actions: {type, a, b, label, main, card, token, byPick, objectName}.
    Q_PROPERTY(QVariantList choices READ choices NOTIFY choicesChanged)
    // The odds beside Roll: shown, the line (a likely bust marked ⚠ and warned), the detail.
    Q_PROPERTY(bool oddsShown READ oddsShown NOTIFY oddsChanged)
    Q_PROPERTY(bool oddsWarning READ oddsWarning NOTIFY oddsChanged)
    Q_PROPERTY(QString oddsText READ oddsText NOTIFY oddsChanged)
    Q_PROPERTY(QString oddsDetail READ oddsDetail NOTIFY oddsChanged)
    // The results once the game is over (empty before): a row per card type, a row per player.
    Q_PROPERTY(TpScoreRowModel* scoreRows READ scoreRows CONSTANT)
    Q_PROPERTY(TpTotalModel* totals READ totals CONSTANT)
    Q_PROPERTY(QString winnersText READ winnersText NOTIFY scoresChanged)

public:
    // Mirrors of the rules' enums for QML, checked against them in the .cpp.
    enum ActionKind {
        Roll, Stop, Bust, PlayBlammo, PlayNanners, PlayFeesh, PlayShiny, PlayPie,
        ResolveTrashCan, ResolveTree, ResolveCanTree, ResolvePaw, ResolveMask, ResolveRecycle,
        PlayYumYum, PlayDoggo, PlayKitteh, StashMatch, Pass
    };
    Q_ENUM(ActionKind)
    enum PhaseKind { PhaseRoll, PhaseRolled, PhaseBusting, PhaseYumYum, PhaseResolve, PhaseSteal, PhaseMask, PhaseOver };
    Q_ENUM(PhaseKind)

    explicit TrashPandasSession(QObject* parent = nullptr);
    ~TrashPandasSession() override;

    TpSeatModel* seats() { return &m_seats; }
    const TpSeatModel* seats() const { return &m_seats; }
    CardListModel* handModel() { return &m_hand; }
    CardListModel* discardModel() { return &m_discard; }
    QVariantList ownStash() const { return m_ownStash; }
    int trashCount() const { return m_seen.trashCount; }
    QVariantList middleTokens() const;
    QVariantList heldTokens() const;
    int die() const { return m_seen.turn.die; }
    int turnSeat() const { return m_seen.turn.active; }
    int phase() const { return static_cast<int>(m_seen.turn.phase); }
    bool bonus() const { return m_seen.turn.bonus; }
    int maskCard() const { return m_seen.turn.maskCard; }
    QVariantList choices() const { return m_choices; }
    QVariantMap odds() const { return m_odds; }
    bool oddsShown() const { return m_odds.value(QStringLiteral("shown")).toBool(); }
    bool oddsWarning() const { return oddsShown() && m_odds.value(QStringLiteral("plain")).toDouble() >= 0.5; }
    QString oddsText() const
    {
        const QString text = m_odds.value(QStringLiteral("text")).toString();
        return oddsWarning() ? QStringLiteral("⚠ ") + text : text;
    }
    QString oddsDetail() const { return m_odds.value(QStringLiteral("detail")).toString(); }
    TpScoreRowModel* scoreRows() { return &m_scoreRows; }
    TpTotalModel* totals() { return &m_totals; }
    QString winnersText() const { return m_winnersText; }

    // The viewer makes one of their legal actions; false (and nothing
    // happens) when it is not legal for them now.
    Q_INVOKABLE bool act(int type, int a = -1, int b = -1);
    Q_INVOKABLE bool isLegal(int type, int a = -1, int b = -1) const;
    // Tree and Can-Tree: how many hand cards a token lets the viewer pick to stash (0: none).
    Q_INVOKABLE int pickLimit(int token) const;
    // The stash choice for the picked hand cards (indices into hand), or an
    // empty map when that pick is not a legal stash.
    Q_INVOKABLE QVariantMap pickedChoice(int token, const QVariantList& handIndices) const;

    // What a token asks when clicked ("Tree: pick up to 2 cards ...").
    Q_INVOKABLE QString tokenPrompt(int token) const;
    // What a card scores ("6 · 2 · 1", "1 ×" for Blammo!, "–" for none), from the rules' card table.
    Q_INVOKABLE QString cardPoints(int card) const;
    Q_INVOKABLE QString cardName(int card) const;
    Q_INVOKABLE QString cardHelp(int card) const;
    Q_INVOKABLE QString tokenName(int token) const;
    Q_INVOKABLE QString tokenHelp(int token) const;
    Q_INVOKABLE bool isBot(int seat) const { return seat >= 0 && seat < players() && !isPerson(seat); }

signals:
    void ownStashChanged();
    void trashCountChanged();
    void tokensChanged();
    void dieChanged();
    void turnChanged();
    void choicesChanged();
    void oddsChanged();
    void scoresChanged();

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
    bool askedInOpen(critter::Seat seat) const override;
    std::optional<critter::Action> onlyDecline(critter::Seat seat) const override;
    QString newGameText() const override;
    QString progressText() const override;
    // After the game: why the winner won (tpwhywon.h, public information only).
    WhyWon rulesWhyWon() const override { return tpwhy::Words::of(tpwhy::explain(state()), names()); }

public:
    // The Continue line for a game in this state, in the language shown (a
    // saved game's summary is worded from its file: gamefiles::progress).
    static QString progressOf(const critter::tp::State& state, const QStringList& names);

protected:
    std::optional<critter::Action> pickedAction(const TableChoice& choice, const QVariantList& picks) const override;

private:
    void buildView();
    void buildChoices();
    TableChoice choiceRow(const critter::Action& a, const QString& name) const;
    std::optional<critter::Action> pickAction(int token, const QVariantList& handIndices) const;
    bool pointless(const critter::Action& a) const;
    bool offers(critter::tp::ActionType type, int a = -2) const;   // a = -2: any
    bool canSave() const;
    QString stealAnswerText() const;
    void buildBanner();
    void buildScores();
    void buildOdds(bool hidden);

    critter::tp::State::Observation m_seen;
    critter::Event m_lastLogged{-1};   // the last event logged, for a line that reads two events
    TpSeatModel m_seats;
    QVariantList m_ownStash;
    CardListModel m_hand;
    CardListModel m_discard;
    TpDiscardOrder m_discardOrder;
    QVariantList m_choices;
    QVariantMap m_odds;
    QString m_banner;
    QString m_bannerDetail;
    QString m_privacyReason;
    bool m_reasonOpen = false;   // m_privacyReason holds the open question
    TpScoreRowModel m_scoreRows;
    TpTotalModel m_totals;
    QString m_winnersText;
};
