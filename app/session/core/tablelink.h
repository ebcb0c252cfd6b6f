#pragma once
// What the network adds to a table (issue 32, app/net/): a table played on
// the host tells its link after every move and every reset, so each seat
// over the network is sent what that seat may know; a table shown on a
// client sends the viewer's move to the host instead of playing it.
// A remote seat is to the session what a bot seat is: the rules ask it, the
// answer comes from elsewhere and is checked like any other.
#include <string>
#include <vector>

#include "core/action.h"

class TableLink
{
public:
    virtual ~TableLink() = default;

    // Host: a move was played (actor kNoSeat: answered for a person); its events as the rules emitted them.
    virtual void tableMoved(critter::Seat actor, const std::vector<critter::Event>& events) { (void)actor; (void)events; }
    // Host: a game was dealt, continued, opened or taken back: every seat is shown the table afresh.
    virtual void tableReset() {}
    // Host: the seats changed (a name, a seat handed to a bot and back).
    virtual void seatsChanged() {}

    // Client: this table only shows what the host sends.
    virtual bool isClient() const { return false; }
    // Client: the viewer's move, in the game's notation, for the host to check and play.
    virtual void sendMove(const std::string& notation) { (void)notation; }
};
