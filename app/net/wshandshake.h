#pragma once
// The opening handshake of a WebSocket (RFC 6455 section 4.2) as a server
// reads it: an HTTP/1.1 GET asking to upgrade, answered with 101 and the
// accept value derived from the client's key, or refused with a 400 and a
// reason. Qt Core only (the hash): the fuzz target fuzz_ws_frames links nothing else.
#include <cstddef>
#include <string>
#include <string_view>

namespace net::ws {

// The most bytes a request's head may have; a longer one is refused.
inline constexpr std::size_t kMaxHandshakeBytes = 8192;

struct Handshake {
    enum Status {
        NeedMore,   // the head has not ended yet
        Upgrade,    // a valid request: send response, then speak frames
        Refused,    // send response (an HTTP error) and close; reason says why
    };
    Status status = NeedMore;
    std::size_t used = 0;       // the request's bytes (frames may follow them)
    std::string response;
    std::string reason;
};

// Reads the request at the start of bytes.
Handshake readHandshake(std::string_view bytes);

// Sec-WebSocket-Accept for a client's Sec-WebSocket-Key.
std::string acceptKey(std::string_view key);

} // namespace net::ws
