#pragma once
// The search tree of single-observer IS-MCTS (Cowling, Powley & Whitehouse
// 2012), game-independent because actions and seats are common vocabulary.
// Each node is a move (who made it, which action) reached from its parent;
// one tree is shared by every sampled world, so a child is "available" only
// in the worlds where its move is legal, and UCB1 uses that availability
// count in place of the parent's visits.
// Nodes live in one vector and link by index: no per-node allocation, and a
// reset() keeps the capacity for the next decision.
#include <cstdint>
#include <limits>
#include <vector>

#include "core/action.h"
#include "core/rng.h"

namespace critter {

class IsMctsTree {
public:
    using NodeId = std::uint32_t;
    static constexpr NodeId kRoot = 0;
    static constexpr NodeId kNone = std::numeric_limits<NodeId>::max();

    struct Node {
        Action action;               // the move that leads here
        Seat seat = kNoSeat;         // who made it; kNoSeat at the root
        NodeId parent = kNone;
        NodeId firstChild = kNone;
        NodeId nextSibling = kNone;
        std::uint32_t visits = 0;
        std::uint32_t available = 1; // passes through the parent where this move was legal
        double reward = 0.0;         // sum of `seat`'s values over the visits

        double mean() const { return visits > 0 ? reward / visits : 0.0; }
    };

    // Empties the tree to a lone root; at most maxNodes nodes after that.
    void reset(std::size_t maxNodes);

    const Node& node(NodeId id) const { return nodes_[id]; }
    std::size_t size() const { return nodes_.size(); }
    bool full() const { return nodes_.size() >= maxNodes_; }

    // At `at`, where `seat` chooses among `legal` in the current world: fills
    // untried with the legal actions that have no child yet (in legal's order)
    // and returns kNone if there are any. Otherwise counts one availability
    // for every child legal here and returns the one with the best UCB1 score
    // (the earliest in legal's order on a tie). legal has no duplicates.
    NodeId select(NodeId at, Seat seat, const std::vector<Action>& legal, double exploration,
                  std::vector<Action>& untried);

    // Adds the child (seat, action) under parent; kNone when the tree is full
    // (the search then plays out from the parent, which still learns).
    NodeId expand(NodeId parent, Seat seat, const Action& action);

    // One visit, and each node's mover's value, from leaf up to the root.
    void backup(NodeId leaf, const std::vector<double>& values);

    // The move to play: among legal, the most visited root child, then the
    // best mean; remaining ties are broken by rng. Never-expanded actions
    // count as unvisited, so the result is always one of legal.
    Action bestRootAction(const std::vector<Action>& legal, Rng& rng);

    // The root child for action, or kNone if it was never expanded.
    NodeId rootChild(const Action& action) const;

private:
    std::vector<Node> nodes_;
    std::size_t maxNodes_ = 0;
    std::vector<NodeId> matched_; // per legal action: its child here, or kNone
};

} // namespace critter
