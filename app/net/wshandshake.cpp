#include "wshandshake.h"

#include <QByteArray>
#include <QCryptographicHash>

#include <cctype>

namespace net::ws {

namespace {

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

bool sameWord(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

// Whether a comma-separated header value holds the token (any case).
bool hasToken(std::string_view value, std::string_view token)
{
    while (!value.empty()) {
        const std::size_t comma = value.find(',');
        if (sameWord(trim(value.substr(0, comma)), token))
            return true;
        if (comma == std::string_view::npos)
            break;
        value.remove_prefix(comma + 1);
    }
    return false;
}

bool base64Key(std::string_view key)
{
    // 16 random bytes in base64: 22 characters and "==".
    if (key.size() != 24 || key.substr(22) != "==")
        return false;
    for (std::size_t i = 0; i < 22; ++i) {
        const char c = key[i];
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '+' && c != '/')
            return false;
    }
    return true;
}

Handshake refuse(std::size_t used, const char* status, const char* reason, bool versionHeader = false)
{
    Handshake h;
    h.status = Handshake::Refused;
    h.used = used;
    h.reason = reason;
    h.response = std::string("HTTP/1.1 ") + status + "\r\nContent-Type: text/plain\r\nConnection: close\r\n";
    if (versionHeader)
        h.response += "Sec-WebSocket-Version: 13\r\n";
    h.response += "Content-Length: " + std::to_string(h.reason.size() + 1) + "\r\n\r\n" + h.reason + "\n";
    return h;
}

} // namespace

std::string acceptKey(std::string_view key)
{
    QByteArray in(key.data(), static_cast<qsizetype>(key.size()));
    in += "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
    return QCryptographicHash::hash(in, QCryptographicHash::Sha1).toBase64().toStdString();
}

Handshake readHandshake(std::string_view bytes)
{
    const std::size_t end = bytes.substr(0, kMaxHandshakeBytes).find("\r\n\r\n");
    if (end == std::string_view::npos) {
        if (bytes.size() >= kMaxHandshakeBytes)
            return refuse(bytes.size(), "431 Request Header Fields Too Large", "the request's head is too long");
        return {};
    }
    const std::size_t used = end + 4;
    std::string_view head = bytes.substr(0, end);
    const std::size_t lineEnd = head.find("\r\n");
    const std::string_view requestLine = head.substr(0, lineEnd);
    head = lineEnd == std::string_view::npos ? std::string_view() : head.substr(lineEnd + 2);
    // GET <target> HTTP/1.1 (or a later 1.x)
    const std::size_t sp1 = requestLine.find(' ');
    const std::size_t sp2 = sp1 == std::string_view::npos ? sp1 : requestLine.find(' ', sp1 + 1);
    if (sp2 == std::string_view::npos || requestLine.substr(0, sp1) != "GET" || sp2 == sp1 + 1 ||
        requestLine.substr(sp2 + 1).substr(0, 7) != "HTTP/1." || requestLine.size() != sp2 + 9 ||
        requestLine[sp2 + 8] < '1' || requestLine[sp2 + 8] > '9')
        return refuse(used, "400 Bad Request", "not a WebSocket upgrade request (GET ... HTTP/1.1)");
    bool upgrade = false, connection = false, host = false;
    std::string_view key, version;
    while (!head.empty()) {
        const std::size_t e = head.find("\r\n");
        const std::string_view line = head.substr(0, e);
        head = e == std::string_view::npos ? std::string_view() : head.substr(e + 2);
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos || colon == 0)
            return refuse(used, "400 Bad Request", "a header line without a name");
        const std::string_view name = line.substr(0, colon);
        const std::string_view value = trim(line.substr(colon + 1));
        if (sameWord(name, "Upgrade"))
            upgrade = upgrade || hasToken(value, "websocket");
        else if (sameWord(name, "Connection"))
            connection = connection || hasToken(value, "upgrade");
        else if (sameWord(name, "Host"))
            host = true;
        else if (sameWord(name, "Sec-WebSocket-Key"))
            key = value;
        else if (sameWord(name, "Sec-WebSocket-Version"))
            version = value;
    }
    if (!upgrade || !connection)
        return refuse(used, "400 Bad Request", "not a WebSocket upgrade request (Upgrade: websocket)");
    if (!host)
        return refuse(used, "400 Bad Request", "a request without a Host header");
    if (version != "13")
        return refuse(used, "426 Upgrade Required", "only WebSocket version 13 is spoken here", true);
    if (!base64Key(key))
        return refuse(used, "400 Bad Request", "a missing or malformed Sec-WebSocket-Key");
    Handshake h;
    h.status = Handshake::Upgrade;
    h.used = used;
    h.response = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: " +
                 acceptKey(key) + "\r\n\r\n";
    return h;
}

} // namespace net::ws
