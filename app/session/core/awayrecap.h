#pragma once
// "While you were away" (issue 33 part 2): when a person is asked again, a
// short list of what happened since their last move, built only from that
// seat's own view of each event and with what was done to them first.
//
// The session hands every move's events over as each seat may see them
// (TableSession::wireEvents, the same per-seat view a network seat is sent),
// so a seat's list never holds what it may not know; the game words them at
// the time they are shown (its log words, and its done-to-you notice, the
// same words DoneToYouNotices shows while the step plays).
//
// When it opens (docs/architecture.md, "While you were away"): the seat is
// asked with its own hand on screen, something happened since its last
// move, and either the seat was away (someone else held the device: it came
// back through the privacy screen, or the game was continued or opened from
// a file) or the events went by faster than anyone could see (they played
// at Instant animation speed). One person watching bots at a pace they can
// follow gets no recap: they saw it happen. It closes by a click, Esc or
// Enter, at the seat's next move, and whenever someone else looks.
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <functional>
#include <vector>

#include "core/action.h"

class AwayRecap : public QObject
{
    Q_OBJECT
    // Its view is AwayRecap.qml: to QML this is the recap's state.
    QML_NAMED_ELEMENT(AwayRecapState)
    QML_UNCREATABLE("Owned by a table session")
    Q_PROPERTY(bool open READ isOpen NOTIFY changed)
    Q_PROPERTY(int seat READ seat NOTIFY changed)              // whose recap shows (-1: none)
    Q_PROPERTY(QStringList lines READ lines NOTIFY changed)    // what was done to them first
    Q_PROPERTY(int toYou READ toYou NOTIFY changed)            // how many of the first lines were done to them
    Q_PROPERTY(int more READ more NOTIFY changed)              // earlier lines left out for length (the log has them)
    // Opened as the person came back through the privacy screen (or to a
    // continued game): it takes the keyboard, so Enter closes it rather than
    // playing the focused choice. Against bots it leaves the focus where it is.
    Q_PROPERTY(bool takesFocus READ takesFocus NOTIFY changed)

public:
    // At most this many lines show; the rest are counted in `more`.
    static constexpr int kMaxLines = 30;

    // What a seat reads of its events: one step at a time (the game's own
    // grouping), each step's done-to-you line (the game's notice) or its log lines.
    struct Words
    {
        std::function<std::size_t(const std::deque<critter::Event>&)> stepSize;
        // Lines of a step as `seat` reads it (the events are already its view).
        std::function<QStringList(const std::vector<critter::Event>&, critter::Seat)> lines;
        // What the step did to `seat`, in the game's words, or "".
        std::function<QString(const std::vector<critter::Event>&, critter::Seat)> doneTo;
    };
    struct Text
    {
        QStringList lines;   // done to the seat first, then the rest in order
        int toYou = 0;
        int more = 0;
        bool operator==(const Text&) const = default;
    };

    explicit AwayRecap(QObject* parent = nullptr) : QObject(parent) {}
    void setWords(Words words) { m_words = std::move(words); }

    bool isOpen() const { return m_open >= 0; }
    int seat() const { return m_open; }
    QStringList lines() const { return m_shown.lines; }
    int toYou() const { return m_shown.toYou; }
    int more() const { return m_shown.more; }
    bool takesFocus() const { return m_open >= 0 && m_focus; }

    // A new deal, an undo, a replay: nothing is owed to anyone.
    void reset(int players);
    // A move was played. seen[s]: its events as seat s may see them; only
    // people's seats (person[s]) keep a list. The actor, when it made the
    // move looking at its own hand (the session passes kNoSeat for an answer
    // given on the privacy screen), watched it play: its list starts again.
    // fast: the events play at Instant speed.
    void moved(critter::Seat actor, const std::vector<std::vector<critter::Event>>& seen,
               const std::vector<bool>& person, bool fast);
    // The seat comes back to the device (through the privacy screen).
    void away(critter::Seat seat);
    // Every seat was away (a game continued or opened from a file).
    void allAway();
    // A private note for the seat (TableSession::notePrivately): said by its
    // recap too, when the recap covers it.
    void noted(critter::Seat seat);
    // The seat is asked with its hand on screen: opens its recap when it is
    // owed one. True when it opened; notes: how many of the seat's private
    // notes came since its last move (its recap says them, done to it).
    bool offer(critter::Seat seat, int* notes = nullptr);
    // The person has read it (a click, Esc, Enter), or someone else looks.
    Q_INVOKABLE void close();

    // What the seat would read now (its events since its last move), and those events.
    Text textFor(critter::Seat seat) const;
    // What the seat would read of these events (already its view), in its game's words.
    Text textOf(const std::vector<critter::Event>& seen, critter::Seat seat) const;
    const std::vector<critter::Event>& since(critter::Seat seat) const;
    // Would offer(seat) open it: something to say, and the seat was away or it went by too fast.
    bool owed(critter::Seat seat) const;

signals:
    void changed();

private:
    struct SeatLog
    {
        std::vector<critter::Event> seen;   // this seat's view of every event since its last move
        bool away = false;
        bool fast = false;
        int notes = 0;   // private notes since its last move
    };
    SeatLog* at(critter::Seat seat);
    const SeatLog* at(critter::Seat seat) const;

    Words m_words;
    std::vector<SeatLog> m_seats;
    critter::Seat m_open = critter::kNoSeat;
    bool m_focus = false;
    Text m_shown;
};
