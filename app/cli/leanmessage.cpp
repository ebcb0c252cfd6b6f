#include "leanmessage.h"

#include <charconv>

namespace critter::cli {
namespace {

class Reader {
public:
    explicit Reader(std::string_view text) : m_text(text) {}

    bool at(char c)
    {
        space();
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }
    bool string(std::string& out)
    {
        out.clear();
        if (!at('"'))
            return false;
        while (m_at < m_text.size()) {
            const char c = m_text[m_at++];
            if (c == '"')
                return true;
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_at >= m_text.size())
                return false;
            switch (const char e = m_text[m_at++]) {
            case '"': case '\\': case '/': out += e; break;
            case 'n': out += '\n'; break;
            case 't': out += '\t'; break;
            case 'r': out += '\r'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            default: return false;   // \u: never in what this reads (notations, codes, reasons)
            }
        }
        return false;
    }
    bool integer(int& out)
    {
        space();
        const char* begin = m_text.data() + m_at;
        const auto [end, error] = std::from_chars(begin, m_text.data() + m_text.size(), out);
        if (error != std::errc())
            return false;
        m_at += static_cast<std::size_t>(end - begin);
        return true;
    }
    bool boolean(bool& out)
    {
        space();
        for (const bool value : {true, false}) {
            const std::string_view word = value ? "true" : "false";
            if (m_text.substr(m_at, word.size()) == word) {
                m_at += word.size();
                out = value;
                return true;
            }
        }
        return false;
    }
    // Any value, passed over: strings with their escapes, brackets nested.
    bool skip()
    {
        space();
        int depth = 0;
        while (m_at < m_text.size()) {
            const char c = m_text[m_at];
            if (c == '"') {
                ++m_at;
                while (m_at < m_text.size() && m_text[m_at] != '"')
                    m_at += m_text[m_at] == '\\' ? 2u : 1u;
                if (m_at >= m_text.size())
                    return false;
                ++m_at;
            } else if (c == '{' || c == '[') {
                ++depth;
                ++m_at;
            } else if (c == '}' || c == ']') {
                if (depth == 0)
                    return true;   // the end of the object the value was in
                --depth;
                ++m_at;
            } else if (c == ',' && depth == 0) {
                return true;
            } else {
                ++m_at;
            }
            if (depth == 0 && (c == '"' || c == '}' || c == ']'))
                return true;
        }
        return false;
    }

private:
    void space()
    {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\n' || m_text[m_at] == '\r' || m_text[m_at] == '\t'))
            ++m_at;
    }

    std::string_view m_text;
    std::size_t m_at = 0;
};

} // namespace

bool readLeanMessage(std::string_view text, LeanMessage& out)
{
    out = LeanMessage{};
    Reader r(text);
    if (!r.at('{'))
        return false;
    if (r.at('}'))
        return true;
    std::string key;
    do {
        if (!r.string(key) || !r.at(':'))
            return false;
        if (key == "observation")
            return true;   // written last; a benchmark seat does not read it
        bool ok = true;
        if (key == "type")
            ok = r.string(out.type);
        else if (key == "game")
            ok = r.string(out.game);
        else if (key == "reason")
            ok = r.string(out.reason);
        else if (key == "seat")
            ok = r.integer(out.seat);
        else if (key == "moves")
            ok = r.integer(out.moves);
        else if (key == "deciding")
            ok = r.integer(out.deciding);
        else if (key == "over")
            ok = r.boolean(out.over);
        else if (key == "legal") {
            ok = r.at('[');
            if (ok && !r.at(']')) {
                do {
                    out.legal.emplace_back();
                    ok = r.string(out.legal.back());
                } while (ok && r.at(','));
                ok = ok && r.at(']');
            }
        } else {
            ok = r.skip();
        }
        if (!ok)
            return false;
    } while (r.at(','));
    return r.at('}');
}

} // namespace critter::cli
