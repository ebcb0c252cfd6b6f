#pragma once
// The network protocol between a host (the app's "Host on the network", or
// critter-server) and its clients (docs/network.md): JSON text messages over
// a WebSocket, each carrying the protocol version "v". A client sends only
// its requests and its own seat's moves in the game's notation; the host
// sends each seat only what that seat may know. Reading never throws: every
// message a client can send is checked here before the host looks at it.
#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

#include "core/action.h"


namespace net {

inline constexpr int kProtocolVersion = 1;
inline constexpr qint64 kMaxMessageBytes = 64 * 1024;   // larger: refused, connection closed
inline constexpr int kMaxChatChars = 200;
inline constexpr int kMaxNotationChars = 64;
inline constexpr int kCodeLength = 6;
// Quick reactions a table may send (shown as our own drawn faces).
const QStringList& reactions();

// What a client may ask.
struct ClientMessage {
    enum class Type { Join, Create, Act, Chat, React, Leave };
    Type type = Type::Join;
    // join
    QString code;            // the table's code (upper case letters and digits)
    QString name;            // the joiner's name (cleaned like any seat name)
    int seat = -1;           // join: the seat wanted (-1: any open seat); -2: watch as a spectator
    QString token;           // join: a seat token from an earlier join (rejoin)
    // create (critter-server): a new table
    QString game;
    QJsonArray seats;        // [{kind: remote|bot|cpu, level, name}]
    QJsonObject options;
    // act
    int moves = -1;          // the host's move count the client's view stands at
    QString action;          // notation
    // chat / react
    QString text;
};

// Reads one message; nullopt and why (a short English reason sent back to
// the client) for anything else, including a different protocol version.
std::optional<ClientMessage> readClientMessage(const QByteArray& bytes, QString* why);
// A move in the one form both our clients write it, keys in order and no
// spaces ({"action":"…","moves":N,"type":"act","v":1}, the notation printable
// ASCII with no escapes), read without building a JSON document: nullopt for
// anything else. readClientMessage tries it first; what it takes, the full
// reader (readClientMessageJson) reads the same (fuzz_net_message checks).
std::optional<ClientMessage> readActMessage(const QByteArray& bytes);
// The full reader alone.
std::optional<ClientMessage> readClientMessageJson(const QByteArray& bytes, QString* why);

// A table code: kCodeLength letters and digits that do not read alike.
QString newTableCode();
bool isTableCode(const QString& code);
// A seat token: 128 random bits, hex.
QString newSeatToken();

// Messages, compact JSON (the same content gives the same bytes).
QByteArray encode(const QJsonObject& message);

QJsonObject message(const char* type);
QJsonArray eventsJson(const std::vector<critter::Event>& events);
std::optional<std::vector<critter::Event>> eventsFromJson(const QJsonArray& events);

// A message from a host, as a client reads it: an object, or nullopt. A
// table message's observation (the rules' own JSON text, which the host
// writes last) is kept as that text, a string value, not parsed here: the
// game's wire reader parses it once, checking every field (parsing it twice
// was a third of a network bot's time, docs/performance.md).
std::optional<QJsonObject> readHostMessage(const QByteArray& bytes);
// A table message's observation as text, whether kept as text or an object.
std::string observationText(const QJsonObject& table);

} // namespace net
