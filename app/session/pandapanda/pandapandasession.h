#pragma once
// One game of Panda Panda at the table, on the session core
// (core/tablesession.h): the core owns the seats, who looks, the bots, the
// event queue, the log, saves, undo and replay. This adds what is Panda
// Panda's own: the view (the viewer's observation as it stands after the
// events played so far), the event steps and texts, the banner, and the
// choices the viewer may make (the ChoiceModel rows, built from the rules'
// legal actions; QML sends back choose(id)).
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>

#include "cardlistmodel.h"
#include "gamesession.h"
#include "ppwhywon.h"
#include "pandapanda/save.h"
#include "pandapanda/state.h"
#include "pandapandaview.h"

// moc is shown TableSession as the base: GameSession<S> adds no meta-object of
// its own (no Q_OBJECT), so the generated code is the same, and the QML type
// registration then knows the base (TableSession's properties, signals and
// methods for qmllint and tooling) instead of an unknown template name.
#ifdef Q_MOC_RUN
class PandaPandaSession : public TableSession
#else
class PandaPandaSession : public GameSession<critter::pp::State>
#endif
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVariantList winningHands READ winningHands CONSTANT)

    // The table as the viewer sees it now. Each property notifies on its own,
    // only when its value changed (compared after every view update).
    // The viewer's hand, letters sorted; empty while it may not show.
    Q_PROPERTY(CardListModel* handModel READ handModel CONSTANT)
    Q_PROPERTY(QVariantList handSizes READ handSizes NOTIFY handSizesChanged)
    Q_PROPERTY(QVariantList crowns READ crowns NOTIFY crownsChanged)
    Q_PROPERTY(QVariantList passStatus READ passStatus NOTIFY passStatusChanged)
    Q_PROPERTY(QVariantList aid READ aid NOTIFY aidChanged)
    Q_PROPERTY(int deckCount READ deckCount NOTIFY deckCountChanged)
    Q_PROPERTY(int round READ round NOTIFY roundChanged)
    Q_PROPERTY(int turnSeat READ turnSeat NOTIFY turnChanged)
    Q_PROPERTY(bool passing READ passing NOTIFY passingChanged)
    Q_PROPERTY(int lastGiven READ lastGiven NOTIFY lastGivenChanged)
    Q_PROPERTY(int lastReceived READ lastReceived NOTIFY lastReceivedChanged)

    // What is asked now, in words (whose turn, what to do), built here for the banner.
    // A hand card's move (a discard or a pass) cannot be taken back (two or
    // more people, or undo off): the hand asks for a second click first.
    Q_PROPERTY(bool confirmCardChoice READ confirmCardChoice NOTIFY confirmCardChoiceChanged)
    // The id of the choice the deck takes when clicked (drawing from it),
    // on offer or not; the piles take the row whose target is their seat and
    // a hand card the row whose card is its letter (choiceModel).
    Q_PROPERTY(QString deckChoice READ deckChoice CONSTANT)

    // The viewer's legal moves as plain facts, for tests (the table shows
    // choiceModel's rows; empty unless the viewer is asked now).
    Q_PROPERTY(QString phase READ phase NOTIFY decisionChanged)     // call | act | pass | over
    Q_PROPERTY(bool canCall READ canCall NOTIFY decisionChanged)
    Q_PROPERTY(bool canDrawDeck READ canDrawDeck NOTIFY decisionChanged)
    Q_PROPERTY(QVariantList discardable READ discardable NOTIFY decisionChanged)
    Q_PROPERTY(QVariantList drawablePiles READ drawablePiles NOTIFY decisionChanged)
    Q_PROPERTY(QVariantList passable READ passable NOTIFY decisionChanged)
    // Per seat: its discard pile may not be drawn from (topped by an A), from the rules.
    Q_PROPERTY(QVariantList lockedPiles READ lockedPiles NOTIFY lockedPilesChanged)

    // Round and game end.
    Q_PROPERTY(bool roundOver READ roundOver NOTIFY roundEndChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY roundEndChanged)
    Q_PROPERTY(int roundWinner READ roundWinner NOTIFY roundEndChanged)
    Q_PROPERTY(int winningHand READ winningHand NOTIFY roundEndChanged)
    Q_PROPERTY(int finishedRound READ finishedRound NOTIFY roundEndChanged)
    // Pass-and-play: the letter the viewer just drew, shown to them before the
    // device goes on (the queue waits for passOnAfterDraw); -1 otherwise.
    Q_PROPERTY(int drawnCard READ drawnCard NOTIFY drawnCardChanged)

public:
    explicit PandaPandaSession(QObject* parent = nullptr);
    ~PandaPandaSession() override;

    // The viewer's moves, for tests below the screen (the table sends
    // choose(id)); false (and nothing happens) unless on offer now.
    bool call();
    bool discard(int letter);
    bool drawDeck();
    bool drawPile(int seat);
    bool pass(int letter);
    // Closes the round's celebration. With nobody at the table it closes by
    // itself after a moment to read it (celebrationMs()).
    Q_INVOKABLE void continueAfterRound();
    // The person has seen the card they drew: the next person's turn comes on.
    Q_INVOKABLE void passOnAfterDraw();
    // How long a round's reveal stays when only bots play: 2.5 s at the
    // usual pace, none when steps are instant.
    int celebrationMs() const;

    // The id of a move's choice: the rules' notation ("discard C", "draw pile 1").
    static QString choiceId(const critter::Action& action);

    QVariantList winningHands() const;
    CardListModel* handModel() const { return m_handModel; }
    // Each seat's discard pile, bottom card first (the same model for as
    // long as the session lives; empty for a seat not at the table).
    Q_INVOKABLE CardListModel* pileModel(int seat) const;
    QVariantList handSizes() const { return m_view.handSizes; }
    QVariantList crowns() const { return m_view.crowns; }
    QVariantList passStatus() const { return m_view.passStatus; }
    QVariantList aid() const { return m_view.aid; }
    int deckCount() const { return m_view.deckCount; }
    int round() const { return m_view.round; }
    int turnSeat() const { return m_view.turn; }
    bool passing() const { return m_view.passing; }
    // Private to the viewer, like the hand.
    int lastGiven() const { return m_view.lastGiven; }
    int lastReceived() const { return m_view.lastReceived; }

    // Pass-and-play with pick-then-play: a card takes a second click (the core holds it).
    bool confirmCardChoice() const { return m_confirmCardChoice; }
    QString deckChoice() const;

    QString phase() const;
    bool canCall() const { return controls().call; }
    bool canDrawDeck() const { return controls().drawDeck; }
    QVariantList discardable() const { return controls().discard; }
    QVariantList drawablePiles() const { return controls().piles; }
    QVariantList passable() const { return controls().pass; }
    QVariantList lockedPiles() const { return m_view.lockedPiles; }

    bool roundOver() const { return m_roundOver; }
    bool gameOver() const { return m_gameOver; }
    int roundWinner() const { return m_roundWinner; }
    int winningHand() const { return m_winningHand; }
    int finishedRound() const { return m_finishedRound; }
    int drawnCard() const { return m_drawnCard; }

signals:
    void roundEndChanged();
    void drawnCardChanged();
    void confirmCardChoiceChanged();
    void handSizesChanged();
    void crownsChanged();
    void passStatusChanged();
    void aidChanged();
    void deckCountChanged();
    void roundChanged();
    void turnChanged();
    void passingChanged();
    void lastGivenChanged();
    void lastReceivedChanged();
    void lockedPilesChanged();

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
    void clearView() override;
    QString botMoveText(const critter::Action& action, critter::Seat seat,
                        const std::vector<critter::Event>& events) const override;
    QString hintMoveText(const critter::Action& action, critter::Seat seat) const override;
    QString newGameText() const override;
    QString progressText() const override;
    // After the game: why the winner won (ppwhywon.h, public information only).
    WhyWon rulesWhyWon() const override { return ppwhy::Words::of(ppwhy::explain(state()), names()); }

public:
    // The Continue line for a game in this state, in the language shown (a
    // saved game's summary is worded from its file: gamefiles::progress).
    static QString progressOf(const critter::pp::State& state, const QStringList& names);

private:
    ppview::Controls controls() const;
    // The choice rows, the banner and the banner's click-twice words, rebuilt after
    // anything they read changed; bannerChanged only when its words did.
    void updateChoices();
    void buildChoices();
    TableChoice choiceRow(const critter::Action& action) const;
    void buildBanner();
    critter::Seat leftOf(critter::Seat seat) const;
    void applyToShown(const critter::Event& event);
    void setRoundEnd(bool roundOver, bool gameOver);
    // Brings the properties and models up to m_shown; notifies what changed.
    void publishView();

    // The view's values as the properties last published them.
    struct View {
        QVariantList handSizes;
        QVariantList crowns;
        QVariantList passStatus;
        QVariantList aid;
        QVariantList lockedPiles;
        int deckCount = 0;
        int round = 0;
        int turn = 0;
        bool passing = false;
        int lastGiven = critter::pp::kNoLetter;
        int lastReceived = critter::pp::kNoLetter;
    };

    critter::pp::Observation m_shown;
    View m_view;
    CardListModel* m_handModel = nullptr;
    std::array<CardListModel*, critter::pp::kMaxPlayers> m_pileModels{};
    CardListModel* m_noPile = nullptr;   // for a seat not at the table
    bool m_gameOver = false;
    bool m_roundOver = false;
    critter::Seat m_roundWinner = critter::kNoSeat;
    int m_winningHand = -1;
    int m_finishedRound = 0;
    QString m_banner;
    QString m_bannerDetail;
    bool m_confirmCardChoice = false;
    // A bot-only round's reveal closes itself (see continueAfterRound).
    QTimer m_celebration;
    int m_drawnCard = critter::pp::kNoLetter;   // see drawnCard
};
