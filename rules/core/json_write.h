#pragma once
// Compact JSON text written straight into one string, for the paths that
// write a state many times a second: a network table sends every seat its
// observation after every move (issue 32), and building a nlohmann::json tree
// first (a map node and a heap block per value) cost a third of the server's
// time a move. The writers give each object's keys in sorted order, so the
// text is exactly nlohmann's dump() of the same document: the one canonical
// form the readers, the privacy tests and the saved replays already know
// (tests/rules/test_wire_text.cpp holds every game's writer to it).
#include <charconv>
#include <string>
#include <string_view>

namespace critter {

class JsonText {
public:
    JsonText() : out_(&own_) { own_.reserve(1024); }
    // Appends to `into` (a message being put together) instead of a string
    // of its own: no copy of what is written.
    explicit JsonText(std::string& into) : out_(&into) {}
    JsonText(const JsonText&) = delete;
    JsonText& operator=(const JsonText&) = delete;

    JsonText& openObject() { return open('{'); }
    JsonText& closeObject() { return close('}'); }
    JsonText& openList() { return open('['); }
    JsonText& closeList() { return close(']'); }

    // A key in the object open now; its value comes next.
    JsonText& key(std::string_view name)
    {
        separate();
        string(name);
        *out_ += ':';
        first_ = true;
        return *this;
    }

    JsonText& value(int n) { return number(n); }
    JsonText& value(long long n) { return number(n); }
    JsonText& value(bool b)
    {
        separate();
        *out_ += b ? "true" : "false";
        first_ = false;
        return *this;
    }
    JsonText& value(const char* text) { return value(std::string_view(text)); }
    JsonText& value(std::string_view text)
    {
        separate();
        string(text);
        first_ = false;
        return *this;
    }

    template <class T>
    JsonText& field(std::string_view name, const T& v)
    {
        return key(name).value(v);
    }

    // The first n entries of an array of small numbers, as a list.
    template <class Array>
    JsonText& numbers(const Array& values, std::size_t n)
    {
        openList();
        for (std::size_t i = 0; i < n && i < values.size(); ++i)
            value(static_cast<int>(values[i]));
        return closeList();
    }

    // A value left out here, to be written in its place later (a seat's own
    // value in the shared text of core/wire_split.h): returns where it goes;
    // the text goes on as though it were there.
    std::size_t gap()
    {
        separate();
        first_ = false;
        return out_->size();
    }

    const std::string& text() const { return *out_; }
    std::string take() { return std::move(*out_); }

private:
    JsonText& open(char bracket)
    {
        separate();
        *out_ += bracket;
        first_ = true;
        return *this;
    }
    JsonText& close(char bracket)
    {
        *out_ += bracket;
        first_ = false;
        return *this;
    }
    void separate()
    {
        if (!first_)
            *out_ += ',';
    }
    template <class Int>
    JsonText& number(Int n)
    {
        separate();
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
        out_->append(digits, end);
        first_ = false;
        return *this;
    }
    // Escaped as nlohmann escapes (UTF-8 passes through as it is). The runs
    // between escapes go in whole: most text (every key) has none.
    void string(std::string_view text)
    {
        *out_ += '"';
        std::size_t run = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20)
                continue;
            out_->append(text.data() + run, i - run);
            run = i + 1;
            switch (c) {
            case '"': *out_ += "\\\""; break;
            case '\\': *out_ += "\\\\"; break;
            case '\b': *out_ += "\\b"; break;
            case '\f': *out_ += "\\f"; break;
            case '\n': *out_ += "\\n"; break;
            case '\r': *out_ += "\\r"; break;
            case '\t': *out_ += "\\t"; break;
            default: {
                constexpr char kHex[] = "0123456789abcdef";
                *out_ += "\\u00";
                *out_ += kHex[(c >> 4) & 0xF];
                *out_ += kHex[c & 0xF];
            }
            }
        }
        out_->append(text.data() + run, text.size() - run);
        *out_ += '"';
    }

    std::string own_;
    std::string* out_;    // own_, or the string given
    bool first_ = true;   // nothing written yet in the list or object open now
};

} // namespace critter
