#include "protocol.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QJsonValue>
#include <QRandomGenerator>

#include <string>
#include <string_view>

namespace net {

namespace {

// No 0/O or 1/I: a code read aloud across a table is typed right.
constexpr char kCodeLetters[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

bool plainText(const QString& text)
{
    for (const QChar c : text)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            return false;
    return true;
}

} // namespace

const QStringList& reactions()
{
    static const QStringList list{QStringLiteral("cheer"), QStringLiteral("wow"), QStringLiteral("oops"),
                                  QStringLiteral("laugh"), QStringLiteral("gg")};
    return list;
}

std::optional<ClientMessage> readActMessage(const QByteArray& bytes)
{
    // Every move of every table comes this way: a JSON document built and
    // read for each was a tenth of the server's own time a move.
    const std::string_view s(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    constexpr std::string_view head = "{\"action\":\"";
    constexpr std::string_view movesKey = "\",\"moves\":";
    constexpr std::string_view tail = ",\"type\":\"act\",\"v\":";
    static const std::string version = std::to_string(kProtocolVersion) + '}';
    if (!s.starts_with(head))
        return std::nullopt;
    std::size_t i = head.size();
    const std::size_t start = i;
    while (i < s.size() && s[i] != '"') {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x20 || c >= 0x7f || c == '\\')
            return std::nullopt;
        ++i;
    }
    const std::size_t length = i - start;
    if (i >= s.size() || length == 0 || length > static_cast<std::size_t>(kMaxNotationChars))
        return std::nullopt;
    if (s.substr(i, movesKey.size()) != movesKey)
        return std::nullopt;
    i += movesKey.size();
    const std::size_t digits = i;
    qint64 moves = 0;
    while (i < s.size() && i - digits < 9 && s[i] >= '0' && s[i] <= '9')
        moves = moves * 10 + (s[i++] - '0');
    if (i == digits || (s[digits] == '0' && i - digits > 1) || moves > (1 << 24))
        return std::nullopt;
    if (s.substr(i, tail.size()) != tail || s.substr(i + tail.size()) != version)
        return std::nullopt;
    ClientMessage m;
    m.type = ClientMessage::Type::Act;
    m.moves = static_cast<int>(moves);
    m.action = QString::fromLatin1(s.data() + start, static_cast<qsizetype>(length));
    return m;
}

std::optional<ClientMessage> readClientMessage(const QByteArray& bytes, QString* why)
{
    if (std::optional<ClientMessage> act = readActMessage(bytes))
        return act;
    return readClientMessageJson(bytes, why);
}

std::optional<ClientMessage> readClientMessageJson(const QByteArray& bytes, QString* why)
{
    auto fail = [why](const QString& reason) -> std::optional<ClientMessage> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    if (bytes.size() > kMaxMessageBytes)
        return fail(QStringLiteral("message too large (over 64 KiB)"));
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return fail(QStringLiteral("not JSON: %1").arg(error.errorString()));
    if (!doc.isObject())
        return fail(QStringLiteral("not a JSON object"));
    const QJsonObject o = doc.object();
    const QJsonValue v = o.value(QLatin1String("v"));
    if (!v.isDouble() || v.toDouble() != static_cast<double>(v.toInt()))
        return fail(QStringLiteral("no protocol version \"v\""));
    if (v.toInt() != kProtocolVersion)
        return fail(QStringLiteral("protocol version %1 is not this host's version %2: both sides need the same "
                                   "Critter Table release")
                        .arg(v.toInt())
                        .arg(kProtocolVersion));
    const QString type = o.value(QLatin1String("type")).toString();
    auto text = [&o](const char* key, QString& out, int most) {
        const QJsonValue value = o.value(QLatin1String(key));
        if (value.isUndefined())
            return true;
        if (!value.isString() || value.toString().size() > most)
            return false;
        out = value.toString();
        return true;
    };
    auto whole = [&o](const char* key, int& out, int lo, int hi) {
        const QJsonValue value = o.value(QLatin1String(key));
        if (value.isUndefined())
            return true;
        if (!value.isDouble())
            return false;
        const double d = value.toDouble();
        // The range first: casting a number far out of range is undefined (found by fuzz_net_message).
        if (!(d >= lo && d <= hi) || d != static_cast<double>(static_cast<qint64>(d)))
            return false;
        out = static_cast<int>(d);
        return true;
    };

    ClientMessage m;
    if (type == QLatin1String("join")) {
        m.type = ClientMessage::Type::Join;
        if (!text("code", m.code, 16) || !isTableCode(m.code.toUpper()))
            return fail(QStringLiteral("join: \"code\" must be a table code of %1 letters and digits").arg(kCodeLength));
        m.code = m.code.toUpper();
        if (!text("name", m.name, 200) || !plainText(m.name))
            return fail(QStringLiteral("join: \"name\" must be plain text of at most 200 characters"));
        if (!whole("seat", m.seat, -2, 63))
            return fail(QStringLiteral("join: \"seat\" must be a seat number, -1 (any) or -2 (watch)"));
        if (!text("token", m.token, 64))
            return fail(QStringLiteral("join: \"token\" must be a seat token"));
        return m;
    }
    if (type == QLatin1String("create")) {
        m.type = ClientMessage::Type::Create;
        if (!text("game", m.game, 40))
            return fail(QStringLiteral("create: \"game\" must be a game id"));
        if (!o.value(QLatin1String("seats")).isArray() || o.value(QLatin1String("seats")).toArray().size() > 8)
            return fail(QStringLiteral("create: \"seats\" must be a list of at most 8 seats"));
        m.seats = o.value(QLatin1String("seats")).toArray();
        for (const QJsonValue& seat : m.seats)
            if (!seat.isObject())
                return fail(QStringLiteral("create: each seat must be an object like {\"kind\": \"remote\"}"));
        const QJsonValue options = o.value(QLatin1String("options"));
        if (!options.isUndefined() && !options.isObject())
            return fail(QStringLiteral("create: \"options\" must be an object"));
        m.options = options.toObject();
        return m;
    }
    if (type == QLatin1String("act")) {
        m.type = ClientMessage::Type::Act;
        if (!whole("moves", m.moves, 0, 1 << 24) || m.moves < 0)
            return fail(QStringLiteral("act: \"moves\" must be the move count your table shows"));
        if (!text("action", m.action, kMaxNotationChars) || m.action.isEmpty())
            return fail(QStringLiteral("act: \"action\" must be a move in the game's notation"));
        return m;
    }
    if (type == QLatin1String("chat")) {
        m.type = ClientMessage::Type::Chat;
        if (!text("text", m.text, kMaxChatChars) || m.text.trimmed().isEmpty() || !plainText(m.text))
            return fail(QStringLiteral("chat: \"text\" must be plain text of 1 to %1 characters").arg(kMaxChatChars));
        m.text = m.text.trimmed();
        return m;
    }
    if (type == QLatin1String("react")) {
        m.type = ClientMessage::Type::React;
        if (!text("what", m.text, 16) || !reactions().contains(m.text))
            return fail(QStringLiteral("react: \"what\" must be one of %1").arg(reactions().join(QStringLiteral(", "))));
        return m;
    }
    if (type == QLatin1String("leave")) {
        m.type = ClientMessage::Type::Leave;
        return m;
    }
    return fail(QStringLiteral("unknown message type \"%1\"").arg(type.left(20)));
}

QString newTableCode()
{
    QString code;
    for (int i = 0; i < kCodeLength; ++i)
        code += QLatin1Char(kCodeLetters[QRandomGenerator::system()->bounded(static_cast<int>(sizeof kCodeLetters) - 1)]);
    return code;
}

bool isTableCode(const QString& code)
{
    if (code.size() != kCodeLength)
        return false;
    for (const QChar c : code)
        if (c.unicode() > 127 || !QByteArrayView(kCodeLetters).contains(static_cast<char>(c.unicode())))
            return false;
    return true;
}

QString newSeatToken()
{
    QString token;
    for (int i = 0; i < 4; ++i)
        token += QStringLiteral("%1").arg(QRandomGenerator::system()->generate(), 8, 16, QLatin1Char('0'));
    return token;
}

QByteArray encode(const QJsonObject& message)
{
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}

QJsonObject message(const char* type)
{
    return QJsonObject{{QStringLiteral("v"), kProtocolVersion}, {QStringLiteral("type"), QLatin1String(type)}};
}

QJsonArray eventsJson(const std::vector<critter::Event>& events)
{
    QJsonArray out;
    for (const critter::Event& e : events)
        out.append(QJsonArray{e.type, e.seat, e.a, e.b, e.c});
    return out;
}

std::optional<std::vector<critter::Event>> eventsFromJson(const QJsonArray& events)
{
    std::vector<critter::Event> out;
    for (const QJsonValue& value : events) {
        const QJsonArray e = value.toArray();
        if (e.size() != 5)
            return std::nullopt;
        int field[5];
        for (int i = 0; i < 5; ++i) {
            const double d = e[i].toDouble();
            // Whole numbers within range only: toInt() reads a fraction as 0 (found by fuzz_net_message).
            if (!e[i].isDouble() || !(d >= -(1 << 20) && d <= (1 << 20)) || d != static_cast<double>(static_cast<int>(d)))
                return std::nullopt;
            field[i] = static_cast<int>(d);
        }
        out.push_back({field[0], field[1], field[2], field[3], field[4]});
    }
    return out;
}

std::optional<QJsonObject> readHostMessage(const QByteArray& bytes)
{
    static const QByteArray kObservation = QByteArrayLiteral(",\"observation\":");
    const qsizetype at = bytes.lastIndexOf(kObservation);
    if (at > 0 && bytes.endsWith('}')) {
        // The fields before it, closed, and the observation's own text.
        const QJsonDocument rest = QJsonDocument::fromJson(bytes.left(at) + '}');
        if (rest.isObject() && !rest.object().contains(QLatin1String("observation"))) {
            const qsizetype from = at + kObservation.size();
            QJsonObject m = rest.object();
            m.insert(QStringLiteral("observation"), QString::fromUtf8(bytes.mid(from, bytes.size() - 1 - from)));
            return m;
        }
    }
    // Anything else is read whole (a host's other messages, or one cut differently).
    const QJsonDocument doc = QJsonDocument::fromJson(bytes);
    if (!doc.isObject())
        return std::nullopt;
    return doc.object();
}

std::string observationText(const QJsonObject& table)
{
    const QJsonValue value = table.value(QLatin1String("observation"));
    if (value.isString())
        return value.toString().toStdString();
    return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact).toStdString();
}

} // namespace net
