#include "core/action.h"

#include <algorithm>

namespace critter {

std::string toDebugString(const Action& action)
{
    std::string text = std::to_string(action.type);
    for (int arg : {action.a, action.b, action.c}) {
        if (arg < 0)
            break;
        text += ':';
        text += std::to_string(arg);
    }
    return text;
}

bool Decision::allows(const Action& action) const
{
    return std::find(actions.begin(), actions.end(), action) != actions.end();
}

} // namespace critter
