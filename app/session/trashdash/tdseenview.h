#pragma once
// What a viewer's screen shows between one action and the next: the
// observation before the action, moved on by each event the viewer saw
// (redacted for them), so during a turn the header, the hand, the Trash slot
// and the pawns change step by step with the log, not all at once when the
// turn's last event has played (issue 29 item 10). When the queue drains the
// rules' own observation replaces it; test_td_seen_view checks that the two
// agree after every action of random races.
#include "core/action.h"
#include "trashdash/state.h"

namespace tdview {
void advanceSeen(critter::td::Observation& seen, const critter::Event& event);
}
