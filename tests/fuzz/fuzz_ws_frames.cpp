// Any bytes from a network client as critter-server's own WebSocket reads
// them (app/net/wshandshake.h, app/net/wsframes.h, issue 32): the opening
// handshake is answered (101 with the accept value, or an HTTP error with a
// reason) or waits for more; the frames after it give whole messages within
// 64 KiB, text always valid UTF-8, or one error with a close code, never a
// crash, a hang or a leak. Read in one piece or in any chunks, the same bytes
// give the same items. A message framed as a client frames it reads back as
// it was. A broken promise is a __builtin_trap() for the fuzzer.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "wsframes.h"
#include "wshandshake.h"

namespace {

void require(bool promise)
{
    if (!promise)
        __builtin_trap();
}

constexpr std::size_t kMax = 64 * 1024;

struct Seen {
    int kind;
    std::string payload;
    std::uint16_t code;
    std::string reason;
    bool operator==(const Seen&) const = default;
};

// Every item from bytes fed in chunks of the given sizes (cycled; 0: all at once).
std::vector<Seen> readAll(std::string_view bytes, const std::vector<std::size_t>& chunks)
{
    net::ws::FrameReader reader(kMax);
    std::vector<Seen> out;
    std::size_t at = 0, c = 0;
    while (at < bytes.size() && !reader.failed()) {
        std::size_t n = chunks.empty() || chunks[c % chunks.size()] == 0 ? bytes.size() - at : chunks[c % chunks.size()];
        ++c;
        n = std::min(n, bytes.size() - at);
        const std::string piece(bytes.substr(at, n));   // its own buffer: the reader must not keep pointers into it
        std::size_t used = 0;
        for (;;) {
            const std::size_t before = used;
            const auto item = reader.next(piece.data(), piece.size(), &used);
            require(used >= before && used <= piece.size());
            using Item = net::ws::FrameReader::Item;
            if (item.kind == Item::None) {
                require(used == piece.size());
                break;
            }
            if (item.kind == Item::Text || item.kind == Item::Binary)
                require(item.payload.size() <= kMax);
            if (item.kind == Item::Text)
                require(net::ws::validUtf8(item.payload));
            if (item.kind == Item::Ping || item.kind == Item::Pong || item.kind == Item::Close)
                require(item.payload.size() <= 125 && item.reason.size() <= 123);
            if (item.kind == Item::Error)
                require(item.code >= 1002 && item.code <= 1009 && !item.reason.empty() && reader.failed());
            out.push_back({item.kind, std::string(item.payload), item.code, std::string(item.reason)});
            if (item.kind == Item::Error)
                break;
        }
        at += n;
    }
    return out;
}

// A client's frame of payload, masked with key.
std::string clientFrame(net::ws::Opcode opcode, std::string_view payload, const unsigned char key[4])
{
    std::string frame;
    net::ws::appendFrame(frame, opcode, payload);
    const std::size_t header = frame.size() - payload.size();
    frame[1] = static_cast<char>(static_cast<unsigned char>(frame[1]) | 0x80);
    std::string masked(frame.substr(0, header));
    masked.append(reinterpret_cast<const char*>(key), 4);
    for (std::size_t i = 0; i < payload.size(); ++i)
        masked += static_cast<char>(payload[i] ^ static_cast<char>(key[i & 3]));
    return masked;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);

    // The handshake.
    const net::ws::Handshake h = net::ws::readHandshake(bytes);
    switch (h.status) {
    case net::ws::Handshake::NeedMore:
        require(h.response.empty() && bytes.size() < net::ws::kMaxHandshakeBytes);
        break;
    case net::ws::Handshake::Upgrade:
        require(h.used <= bytes.size() && h.used <= net::ws::kMaxHandshakeBytes);
        require(h.response.rfind("HTTP/1.1 101 ", 0) == 0 && h.response.find("Sec-WebSocket-Accept: ") != std::string::npos);
        break;
    case net::ws::Handshake::Refused:
        require(h.used <= bytes.size() && !h.reason.empty() && h.response.rfind("HTTP/1.1 4", 0) == 0);
        break;
    }
    // A request's head read in two pieces gives the same answer once whole.
    if (h.status != net::ws::Handshake::NeedMore && h.used > 1)
        require(net::ws::readHandshake(bytes.substr(0, h.used - 1)).status == net::ws::Handshake::NeedMore ||
                h.status == net::ws::Handshake::Refused);

    // The frames: the same items whole, byte by byte, and in chunks the first bytes choose.
    const std::vector<Seen> whole = readAll(bytes, {});
    require(readAll(bytes, {1}) == whole);
    if (size >= 2)
        require(readAll(bytes, {std::size_t{data[0]} % 17 + 1, std::size_t{data[1]} + 1, 3}) == whole);

    // The bytes as a message, framed as a client frames it (in two fragments
    // when long enough), read back as they were.
    const unsigned char key[4] = {0x12, 0x9A, 0x00, 0xFF};
    const bool text = net::ws::validUtf8(bytes);
    const auto opcode = text ? net::ws::kText : net::ws::kBinary;
    std::string framed;
    if (size >= 4 && !text) {
        std::string first = clientFrame(opcode, bytes.substr(0, size / 2), key);
        first[0] = static_cast<char>(first[0] & 0x7F);   // not the last fragment
        framed = first + clientFrame(net::ws::kPing, "p", key) + clientFrame(net::ws::kContinuation, bytes.substr(size / 2), key);
    } else {
        framed = clientFrame(opcode, bytes, key);
    }
    const std::vector<Seen> back = readAll(framed, {});
    if (size <= kMax) {
        require(!back.empty() && back.back().kind == (text ? 1 : 2) && back.back().payload == bytes);
    } else {
        require(!back.empty() && back.back().code == net::ws::kCloseTooBig);
    }
    // A close payload always fits a control frame.
    require(net::ws::closePayload(1008, bytes).size() <= 125);
    require(net::ws::validUtf8(net::ws::closePayload(1008, bytes).substr(2)) || !text);
    return 0;
}
