#include "wsframes.h"

#include <algorithm>
#include <cstring>

namespace net::ws {

FrameReader::Item FrameReader::fail(std::uint16_t code, const char* why)
{
    m_failed = true;
    Item item;
    item.kind = Item::Error;
    item.code = code;
    item.reason = why;
    return item;
}

FrameReader::Item FrameReader::next(const char* data, std::size_t size, std::size_t* used)
{
    while (!m_failed) {
        std::size_t at = *used;
        if (!m_haveHeader) {
            // The first two bytes say how long the header is.
            const auto need = [this]() -> std::size_t {
                if (m_headerHave < 2)
                    return 2;
                const unsigned len7 = m_header[1] & 0x7F;
                const std::size_t extended = len7 == 126 ? 2 : len7 == 127 ? 8 : 0;
                return 2 + extended + ((m_header[1] & 0x80) ? 4 : 0);
            };
            while (m_headerHave < need()) {
                if (at >= size)
                    return {};
                m_header[m_headerHave++] = static_cast<unsigned char>(data[at++]);
                *used = at;
            }
            const unsigned char b0 = m_header[0], b1 = m_header[1];
            m_fin = (b0 & 0x80) != 0;
            m_opcode = b0 & 0x0F;
            if (b0 & 0x70)
                return fail(kCloseProtocolError, "a frame with reserved bits set");
            if (!(b1 & 0x80))
                return fail(kCloseProtocolError, "a client's frame must be masked");
            const unsigned len7 = b1 & 0x7F;
            std::size_t p = 2;
            if (len7 == 126) {
                m_length = (std::uint64_t{m_header[2]} << 8) | m_header[3];
                p = 4;
            } else if (len7 == 127) {
                m_length = 0;
                for (int i = 0; i < 8; ++i)
                    m_length = (m_length << 8) | m_header[2 + i];
                p = 10;
                if (m_length >> 63)
                    return fail(kCloseProtocolError, "a frame length with its top bit set");
            } else {
                m_length = len7;
            }
            std::memcpy(m_mask, m_header + p, 4);
            const bool control = (m_opcode & 0x08) != 0;
            if (control) {
                if (m_opcode != kClose && m_opcode != kPing && m_opcode != kPong)
                    return fail(kCloseProtocolError, "an unknown control frame");
                if (!m_fin)
                    return fail(kCloseProtocolError, "a fragmented control frame");
                if (m_length > 125)
                    return fail(kCloseProtocolError, "a control frame over 125 bytes");
            } else if (m_opcode == kContinuation) {
                if (!m_inMessage)
                    return fail(kCloseProtocolError, "a continuation frame with no message begun");
                if (m_length > m_max - m_message.size())
                    return fail(kCloseTooBig, "message too large (over 64 KiB)");
            } else if (m_opcode == kText || m_opcode == kBinary) {
                if (m_inMessage)
                    return fail(kCloseProtocolError, "a new message before the last one ended");
                if (m_length > m_max)
                    return fail(kCloseTooBig, "message too large (over 64 KiB)");
            } else {
                return fail(kCloseProtocolError, "an unknown frame opcode");
            }
            m_haveHeader = true;
            m_frame.clear();
        }
        // The payload, unmasked as it comes.
        const std::size_t want = static_cast<std::size_t>(m_length) - m_frame.size();
        const std::size_t take = std::min(want, size - at);
        if (take > 0) {
            const std::size_t offset = m_frame.size();
            m_frame.resize(offset + take);
            char* out = m_frame.data() + offset;
            for (std::size_t i = 0; i < take; ++i)
                out[i] = static_cast<char>(data[at + i] ^ static_cast<char>(m_mask[(offset + i) & 3]));
            at += take;
            *used = at;
        }
        if (m_frame.size() < m_length)
            return {};
        // A whole frame.
        m_haveHeader = false;
        m_headerHave = 0;
        Item item;
        switch (m_opcode) {
        case kPing:
        case kPong:
            m_control.swap(m_frame);
            item.kind = m_opcode == kPing ? Item::Ping : Item::Pong;
            item.payload = m_control;
            return item;
        case kClose:
            m_control.swap(m_frame);
            item.kind = Item::Close;
            if (m_control.size() == 1)
                return fail(kCloseProtocolError, "a close frame with a one-byte code");
            item.code = kCloseNoStatus;
            if (m_control.size() >= 2) {
                item.code = static_cast<std::uint16_t>((static_cast<unsigned char>(m_control[0]) << 8) |
                                                       static_cast<unsigned char>(m_control[1]));
                item.reason = std::string_view(m_control).substr(2);
                if (!validUtf8(item.reason))
                    return fail(kCloseBadData, "a close reason that is not UTF-8");
            }
            return item;
        default:
            break;
        }
        if (m_opcode != kContinuation) {
            m_messageOpcode = m_opcode;
            if (m_fin) {
                // The common case: a whole message in one frame, no copy.
                m_message.swap(m_frame);
            } else {
                m_inMessage = true;
                m_message.swap(m_frame);
                continue;
            }
        } else {
            m_message += m_frame;
            if (!m_fin)
                continue;
            m_inMessage = false;
        }
        if (m_messageOpcode == kText) {
            if (!validUtf8(m_message))
                return fail(kCloseBadData, "a text message that is not UTF-8");
            item.kind = Item::Text;
        } else {
            item.kind = Item::Binary;
        }
        item.payload = m_message;
        return item;
    }
    return {};
}

bool validUtf8(std::string_view bytes)
{
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.data());
    const auto* end = p + bytes.size();
    while (p < end) {
        // ASCII eight bytes at a time.
        while (end - p >= 8) {
            std::uint64_t word;
            std::memcpy(&word, p, 8);
            if (word & 0x8080808080808080ULL)
                break;
            p += 8;
        }
        if (p >= end)
            break;
        const unsigned c = *p;
        if (c < 0x80) {
            ++p;
            continue;
        }
        std::size_t n;
        unsigned cp;
        if (c >= 0xC2 && c <= 0xDF) {
            n = 1;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            n = 2;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (static_cast<std::size_t>(end - p) <= n)
            return false;
        for (std::size_t i = 1; i <= n; ++i) {
            if ((p[i] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i] & 0x3F);
        }
        if ((n == 2 && cp < 0x800) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        p += n + 1;
    }
    return true;
}

std::size_t frameHeader(unsigned char* header, Opcode opcode, std::size_t size)
{
    header[0] = static_cast<unsigned char>(0x80 | opcode);
    if (size < 126) {
        header[1] = static_cast<unsigned char>(size);
        return 2;
    }
    if (size <= 0xFFFF) {
        header[1] = 126;
        header[2] = static_cast<unsigned char>(size >> 8);
        header[3] = static_cast<unsigned char>(size & 0xFF);
        return 4;
    }
    header[1] = 127;
    for (int i = 0; i < 8; ++i)
        header[2 + i] = static_cast<unsigned char>((static_cast<std::uint64_t>(size) >> (8 * (7 - i))) & 0xFF);
    return 10;
}

void appendFrame(std::string& out, Opcode opcode, std::string_view payload)
{
    unsigned char header[10];
    const std::size_t n = frameHeader(header, opcode, payload.size());
    out.append(reinterpret_cast<const char*>(header), n);
    out.append(payload);
}

std::string closePayload(std::uint16_t code, std::string_view reason)
{
    std::string out;
    out += static_cast<char>(code >> 8);
    out += static_cast<char>(code & 0xFF);
    if (reason.size() > 123) {
        std::size_t cut = 123;
        // Not inside a character: back to its first byte.
        while (cut > 0 && (static_cast<unsigned char>(reason[cut]) & 0xC0) == 0x80)
            --cut;
        reason = reason.substr(0, cut);
    }
    out += reason;
    return out;
}

} // namespace net::ws
