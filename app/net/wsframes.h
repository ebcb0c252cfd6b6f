#pragma once
// WebSocket frames (RFC 6455 section 5) as a server reads and writes them,
// for critter-server's own connections (wsconnection.h): Qt WebSockets'
// framing, its copies and its signals were a third of the server's own time
// a move (docs/performance.md, "Network play", session 22). Plain C++ (no Qt):
// the fuzz target fuzz_ws_frames links nothing else.
//
// A client's frames must be masked; a server's are not. A message may come
// in fragments, with control frames (ping, pong, close) between them. What
// breaks the protocol ends the connection with a close code and a reason.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace net::ws {

enum Opcode : std::uint8_t { kContinuation = 0x0, kText = 0x1, kBinary = 0x2, kClose = 0x8, kPing = 0x9, kPong = 0xA };

// Close codes (RFC 6455 7.4.1).
enum CloseCode : std::uint16_t {
    kCloseNormal = 1000,
    kCloseGoingAway = 1001,
    kCloseProtocolError = 1002,
    kCloseUnsupportedData = 1003,
    kCloseNoStatus = 1005,       // never sent: a close frame without a code
    kCloseBadData = 1007,        // a text message that is not UTF-8
    kClosePolicyViolated = 1008,
    kCloseTooBig = 1009,
};

// Reads a client's frames from the bytes as they come, one message at a time.
class FrameReader
{
public:
    // maxMessage: the most payload bytes a message (all its fragments) may
    // have; a frame whose header says more is refused before its payload is read.
    explicit FrameReader(std::size_t maxMessage) : m_max(maxMessage) {}

    struct Item {
        enum Kind {
            None,      // more bytes needed
            Text,      // a whole text message (valid UTF-8) in payload
            Binary,    // a whole binary message in payload
            Ping,      // payload: what the pong must carry
            Pong,
            Close,     // the client closes: code (kCloseNoStatus without one) and reason
            Error,     // the client broke the protocol: close with code, reason says why
        };
        Kind kind = None;
        std::string_view payload;   // valid until the next call
        std::uint16_t code = 0;
        std::string_view reason;
    };

    // The next item from data[*used...size): *used grows by the bytes it
    // took. After an Error nothing more is read.
    Item next(const char* data, std::size_t size, std::size_t* used);
    bool failed() const { return m_failed; }

private:
    Item fail(std::uint16_t code, const char* why);

    std::size_t m_max;
    bool m_failed = false;
    // The frame being read: its header once whole, then its payload.
    bool m_haveHeader = false;
    unsigned char m_header[14] = {};
    std::size_t m_headerHave = 0;
    std::uint8_t m_opcode = 0;
    bool m_fin = false;
    std::uint64_t m_length = 0;
    unsigned char m_mask[4] = {};
    std::string m_frame;        // the frame's unmasked payload so far
    // A fragmented message being gathered.
    bool m_inMessage = false;
    std::uint8_t m_messageOpcode = 0;
    std::string m_message;
    std::string m_control;      // a control frame's payload, kept for the item
};

// Whether bytes are valid UTF-8 (no overlong forms, no surrogates, at most U+10FFFF).
bool validUtf8(std::string_view bytes);

// Appends one unmasked frame with FIN set (a server's).
void appendFrame(std::string& out, Opcode opcode, std::string_view payload);
// The header alone of such a frame (at most 10 bytes into header); returns its length.
std::size_t frameHeader(unsigned char* header, Opcode opcode, std::size_t payloadSize);
// A close frame's payload: the code, then the reason cut to fit 123 bytes (on a character boundary).
std::string closePayload(std::uint16_t code, std::string_view reason);

} // namespace net::ws
