#pragma once
// A seat's name is one line of visible text: what Setup takes, what a game
// file, an autosave or the statistics hand back. Line breaks, control
// characters (NUL too) and the marks that turn the writing direction (U+202E
// shows "evil" as "live") are taken out; the 20-character limit counts
// characters (code points), so an emoji is never cut in half.
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace seatname {

inline constexpr int kMaxLength = 20;

// What cleaning a name did, for the message under Setup's field.
struct Cleaned {
    QString name;
    bool removed = false;   // characters taken out (or a line break made a space)
    bool cut = false;       // longer than kMaxLength characters
};

// Takes out what is not visible text and cuts to kMaxLength characters; no
// trimming (someone typing "Ana " is about to type more).
Cleaned typed(const QString& raw);
// typed(), then trimmed: the name a table shows.
QString clean(const QString& raw);
// The name a seat has until someone types one: "Player 2", "Bot 3",
// "CPU racer 4" (kind as in SeatSpec; number counts from 1). Setup shows it,
// a table fills an empty name with it.
QString defaultName(const QString& kind, int number);

} // namespace seatname

// Setup's name field asks here (QML: SeatNames.typed(text), SeatNames.clean(text)).
class SeatNames : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    // {name, note}: the name as it may stand and, when something was taken
    // out or cut, a sentence saying so ("" when nothing was).
    Q_INVOKABLE QVariantMap typed(const QString& raw) const;
    Q_INVOKABLE QString clean(const QString& raw) const { return seatname::clean(raw); }
    Q_INVOKABLE int maxLength() const { return seatname::kMaxLength; }
    Q_INVOKABLE QString defaultName(const QString& kind, int number) const { return seatname::defaultName(kind, number); }
};
