#include "tpdiscardorder.h"

#include <algorithm>

using namespace critter;
using namespace critter::tp;

const std::vector<int>& TpDiscardOrder::follow(const State& state)
{
    const History<State::Setup>& want = state.history();
    const auto continues = [&] {
        if (!m_shadow)
            return false;
        const History<State::Setup>& had = m_shadow->history();
        return had.setup == want.setup && had.actions.size() <= want.actions.size() &&
            std::equal(had.actions.begin(), had.actions.end(), want.actions.begin());
    };
    if (!continues()) {
        m_shadow.emplace(want.setup);
        m_pile.clear();
    }
    std::vector<Event> events;
    for (std::size_t i = m_shadow->history().actions.size(); i < want.actions.size(); ++i) {
        events.clear();
        if (!m_shadow->apply(want.actions[i], &events))
            break;   // never: the history's moves were legal when made
        for (const Event& e : events)
            seen(e);
    }
    return m_pile;
}

void TpDiscardOrder::seen(const Event& e)
{
    if (e.type != int(EventType::CardMoved) || e.c < 0)
        return;
    if (placeKind(e.b) == PlaceKind::Discard) {
        m_pile.push_back(e.c);   // played: on top
    } else if (placeKind(e.a) == PlaceKind::Discard) {
        // A Feesh takes a card of that type; the copy played last leaves (any copy looks the same).
        const auto it = std::find(m_pile.rbegin(), m_pile.rend(), e.c);
        if (it != m_pile.rend())
            m_pile.erase(std::next(it).base());
    }
}
