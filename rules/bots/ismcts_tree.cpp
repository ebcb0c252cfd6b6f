#include "bots/ismcts_tree.h"

#include <cmath>

namespace critter {

void IsMctsTree::reset(std::size_t maxNodes)
{
    maxNodes_ = maxNodes < 1 ? 1 : maxNodes;
    nodes_.clear();
    nodes_.emplace_back();
}

IsMctsTree::NodeId IsMctsTree::select(NodeId at, Seat seat, const std::vector<Action>& legal,
                                      double exploration, std::vector<Action>& untried)
{
    // Match children to legal actions in one pass over the children; a child
    // for another seat or a move illegal in this world is simply not here.
    matched_.assign(legal.size(), kNone);
    for (NodeId c = nodes_[at].firstChild; c != kNone; c = nodes_[c].nextSibling) {
        if (nodes_[c].seat != seat)
            continue;
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (matched_[i] == kNone && legal[i] == nodes_[c].action) {
                matched_[i] = c;
                break;
            }
    }
    untried.clear();
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (matched_[i] == kNone)
            untried.push_back(legal[i]);
    if (!untried.empty())
        return kNone;

    NodeId best = kNone;
    double bestScore = -std::numeric_limits<double>::infinity();
    for (NodeId c : matched_) {
        Node& child = nodes_[c];
        ++child.available;
        const double score = child.visits == 0
            ? std::numeric_limits<double>::infinity()
            : child.mean() + exploration * std::sqrt(std::log(static_cast<double>(child.available)) / child.visits);
        if (score > bestScore) {
            bestScore = score;
            best = c;
        }
    }
    return best;
}

IsMctsTree::NodeId IsMctsTree::expand(NodeId parent, Seat seat, const Action& action)
{
    if (nodes_.size() >= maxNodes_)
        return kNone;
    const auto id = static_cast<NodeId>(nodes_.size());
    Node child;
    child.action = action;
    child.seat = seat;
    child.parent = parent;
    child.nextSibling = nodes_[parent].firstChild;
    nodes_[parent].firstChild = id;
    nodes_.push_back(child);
    return id;
}

void IsMctsTree::backup(NodeId leaf, const std::vector<double>& values)
{
    for (NodeId n = leaf; n != kNone; n = nodes_[n].parent) {
        Node& node = nodes_[n];
        ++node.visits;
        if (node.seat >= 0 && static_cast<std::size_t>(node.seat) < values.size())
            node.reward += values[static_cast<std::size_t>(node.seat)];
    }
}

IsMctsTree::NodeId IsMctsTree::rootChild(const Action& action) const
{
    for (NodeId c = nodes_[kRoot].firstChild; c != kNone; c = nodes_[c].nextSibling)
        if (nodes_[c].action == action)
            return c;
    return kNone;
}

Action IsMctsTree::bestRootAction(const std::vector<Action>& legal, Rng& rng)
{
    // Root children are all the bot's own moves; look each legal one up.
    matched_.assign(legal.size(), kNone);
    for (NodeId c = nodes_[kRoot].firstChild; c != kNone; c = nodes_[c].nextSibling)
        for (std::size_t i = 0; i < legal.size(); ++i)
            if (matched_[i] == kNone && legal[i] == nodes_[c].action) {
                matched_[i] = c;
                break;
            }
    auto better = [&](std::size_t i, std::size_t j) { // is legal[i] strictly better than legal[j]?
        const std::uint32_t vi = matched_[i] == kNone ? 0 : nodes_[matched_[i]].visits;
        const std::uint32_t vj = matched_[j] == kNone ? 0 : nodes_[matched_[j]].visits;
        if (vi != vj)
            return vi > vj;
        const double mi = matched_[i] == kNone ? 0.0 : nodes_[matched_[i]].mean();
        const double mj = matched_[j] == kNone ? 0.0 : nodes_[matched_[j]].mean();
        return mi > mj;
    };
    std::size_t best = 0;
    std::uint32_t ties = 1;
    for (std::size_t i = 1; i < legal.size(); ++i) {
        if (better(i, best)) {
            best = i;
            ties = 1;
        } else if (!better(best, i) && rng.below(++ties) == 0) {
            best = i; // reservoir sampling: each tied action equally likely
        }
    }
    return legal[best];
}

} // namespace critter
