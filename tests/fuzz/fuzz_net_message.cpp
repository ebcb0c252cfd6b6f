// Any bytes as a message from a network client (app/net/protocol.h, issue 32):
// net::readClientMessage accepts it or refuses it with a reason, never
// crashes, hangs or leaks, and whatever it accepts keeps the promises the
// host relies on (re-checked here from the raw JSON, not from the reader's
// own helpers). A message object with an "events" array also goes through
// net::eventsFromJson: what it accepts is in range and writes back to the
// same numbers. The bytes also go through net::readHostMessage, a client's
// reader of what a host sends. A broken promise is a __builtin_trap() for the fuzzer.
#include <QByteArray>
#include <QChar>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QString>

#include <cstddef>
#include <cstdint>

#include "protocol.h"

namespace {

void require(bool promise)
{
    if (!promise)
        __builtin_trap();
}

bool plainText(const QString& text)
{
    for (const QChar c : text)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            return false;
    return true;
}

bool exactly(const QJsonValue& value, double number)
{
    return value.isDouble() && value.toDouble() == number;
}

const char* typeName(net::ClientMessage::Type type)
{
    switch (type) {
    case net::ClientMessage::Type::Join: return "join";
    case net::ClientMessage::Type::Create: return "create";
    case net::ClientMessage::Type::Act: return "act";
    case net::ClientMessage::Type::Chat: return "chat";
    case net::ClientMessage::Type::React: return "react";
    case net::ClientMessage::Type::Leave: return "leave";
    }
    __builtin_trap();
}

// An accepted message, against the JSON it came from.
void checkAccepted(const net::ClientMessage& m, const QByteArray& bytes)
{
    require(bytes.size() <= net::kMaxMessageBytes);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    require(error.error == QJsonParseError::NoError && doc.isObject());
    const QJsonObject o = doc.object();
    require(exactly(o.value(QLatin1String("v")), net::kProtocolVersion));
    require(o.value(QLatin1String("type")) == QJsonValue(QLatin1String(typeName(m.type))));

    switch (m.type) {
    case net::ClientMessage::Type::Join:
        require(net::isTableCode(m.code) && m.code == m.code.toUpper());
        require(o.value(QLatin1String("code")).toString().toUpper() == m.code);
        require(m.name.size() <= 200 && plainText(m.name));
        require(m.seat >= -2 && m.seat <= 63);
        require(o.value(QLatin1String("seat")).isUndefined() ? m.seat == -1
                                                             : exactly(o.value(QLatin1String("seat")), m.seat));
        require(m.token.size() <= 64);
        break;
    case net::ClientMessage::Type::Create:
        require(m.game.size() <= 40);
        require(o.value(QLatin1String("seats")).isArray() && m.seats.size() <= 8);
        for (const QJsonValue& seat : m.seats)
            require(seat.isObject());
        require(o.value(QLatin1String("options")).isUndefined() || o.value(QLatin1String("options")).isObject());
        break;
    case net::ClientMessage::Type::Act:
        require(m.moves >= 0 && m.moves <= 1 << 24);
        require(exactly(o.value(QLatin1String("moves")), m.moves));
        require(!m.action.isEmpty() && m.action.size() <= net::kMaxNotationChars);
        require(o.value(QLatin1String("action")) == QJsonValue(m.action));
        break;
    case net::ClientMessage::Type::Chat:
        require(!m.text.isEmpty() && m.text.size() <= net::kMaxChatChars);
        require(m.text == m.text.trimmed() && plainText(m.text));
        require(o.value(QLatin1String("text")).toString().trimmed() == m.text);
        break;
    case net::ClientMessage::Type::React:
        require(net::reactions().contains(m.text));
        require(o.value(QLatin1String("what")) == QJsonValue(m.text));
        break;
    case net::ClientMessage::Type::Leave:
        break;
    }
}

// The events of a table message: accepted means five whole numbers each,
// within +-2^20, that eventsJson writes back exactly as they came.
void checkEvents(const QJsonArray& json)
{
    const auto events = net::eventsFromJson(json);
    if (!events)
        return;
    require(events->size() == static_cast<std::size_t>(json.size()));
    for (const critter::Event& e : *events)
        for (const int field : {e.type, e.seat, e.a, e.b, e.c})
            require(field >= -(1 << 20) && field <= 1 << 20);
    require(net::eventsJson(*events) == json);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));

    QString why;
    const std::optional<net::ClientMessage> m = net::readClientMessage(bytes, &why);
    if (m) {
        require(why.isEmpty());
        checkAccepted(*m, bytes);
    } else {
        require(!why.isEmpty());
    }
    // The reason is optional to ask for; the answer is the same without it.
    require(net::readClientMessage(bytes, nullptr).has_value() == m.has_value());
    // A move read the quick way is the move the full reader reads.
    if (const std::optional<net::ClientMessage> act = net::readActMessage(bytes)) {
        const std::optional<net::ClientMessage> full = net::readClientMessageJson(bytes, nullptr);
        require(full && full->type == net::ClientMessage::Type::Act && full->moves == act->moves && full->action == act->action);
    }

    // Past 64 KiB (padding JSON may carry) is refused whatever it holds.
    if (bytes.size() <= net::kMaxMessageBytes) {
        const QByteArray padded = bytes + QByteArray(net::kMaxMessageBytes + 1 - bytes.size(), ' ');
        QString tooLarge;
        require(!net::readClientMessage(padded, &tooLarge) && !tooLarge.isEmpty());
    }

    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    if (doc.isObject()) {
        const QJsonValue events = doc.object().value(QLatin1String("events"));
        if (events.isArray())
            checkEvents(events.toArray());
    }

    // The same bytes from a host, as a client reads them: a whole JSON object
    // reads as an object, and never as anything but an object.
    const std::optional<QJsonObject> fromHost = net::readHostMessage(bytes);
    if (doc.isObject())
        require(fromHost.has_value());
    if (fromHost)
        (void)net::observationText(*fromHost);
    return 0;
}
