#pragma once
// An observation's wire text in two parts (issue 32). A host sends every seat
// its observation after every move, and most of it is public, the same for
// every seat: the shared text is written once a move with a hole where each
// value only its seat may see goes, and each seat's text is the shared text
// with that seat's own values spliced into the holes. The bytes are exactly
// the whole text's: keys stay in sorted order, so own values may sit between
// public ones.
//
// A game gives two writers (rules/<game>/wire.h): sharedWire, the public keys
// and values with SharedText::own(key) for each key whose value is the
// seat's own, and ownWire, those values, one OwnValues::next() each, in the
// same order. observationToWire is the two put together (wholeText), so each
// value has one writer and the two paths cannot write different text.
// A host writes the shared text from the spectators' view, so even a value
// wrongly left in it would be the spectators' (never a hidden card).
#include <array>
#include <cassert>
#include <cstddef>
#include <string>
#include <string_view>

#include "core/json_write.h"

namespace critter {

class SharedText {
public:
    // Far more than any game's own values (Panda Panda has five).
    static constexpr std::size_t kMaxHoles = 8;

    JsonText out;

    // A key whose value only its seat may see: the value is left out.
    void own(std::string_view key)
    {
        assert(holes_ < kMaxHoles);
        at_[holes_++] = out.key(key).gap();
    }

    const std::string& text() const { return out.text(); }
    std::size_t holes() const { return holes_; }
    std::size_t hole(std::size_t i) const { return at_[i]; }

private:
    std::array<std::size_t, kMaxHoles> at_{};
    std::size_t holes_ = 0;
};

// One seat's text being put together after `into`: the shared text's runs,
// and the seat's own values written in the holes as they come.
class OwnValues {
public:
    OwnValues(const SharedText& shared, std::string& into) : shared_(shared), into_(into) {}

    // Copies the public run up to the next hole; the value written with the
    // JsonText given goes in it.
    JsonText next()
    {
        assert(next_ < shared_.holes());
        const std::size_t to = shared_.hole(next_++);
        into_.append(shared_.text(), from_, to - from_);
        from_ = to;
        return JsonText(into_);
    }

    // The public text after the last hole. False when the game wrote a
    // value too few (a wrong text; tests/rules/*/test_*_wire.cpp catch it).
    bool finish()
    {
        into_.append(shared_.text(), from_);
        from_ = shared_.text().size();
        return next_ == shared_.holes();
    }

private:
    const SharedText& shared_;
    std::string& into_;
    std::size_t next_ = 0;
    std::size_t from_ = 0;
};

// Appends the text of the observation `seen` to `into`: `shared` (written
// from any view of the same position) with seen's own values spliced in.
template <class Observation, class OwnWriter>
bool spliceOwn(const SharedText& shared, const Observation& seen, OwnWriter&& ownWire, std::string& into)
{
    OwnValues values(shared, into);
    ownWire(values, seen);
    return values.finish();
}

// The whole text of one observation, both parts written from it.
template <class Observation, class SharedWriter, class OwnWriter>
std::string wholeText(const Observation& seen, SharedWriter&& sharedWire, OwnWriter&& ownWire)
{
    SharedText shared;
    sharedWire(shared, seen);
    std::string out;
    out.reserve(shared.text().size() + 128);
    spliceOwn(shared, seen, ownWire, out);
    return out;
}

} // namespace critter
