#include "ratedtable.h"

namespace ratedtable {

int personSeat(const std::vector<SeatSpec>& seats)
{
    int person = -1;
    bool bot = false;
    for (std::size_t s = 0; s < seats.size(); ++s) {
        const SeatSpec& seat = seats[s];
        if (seat.kind == QLatin1String("bot")) {
            bot = true;
        } else if (seat.kind != QLatin1String("cpu")) {
            if (person >= 0 || !seat.isPerson())
                return -1;   // a second person, or one over the network
            person = static_cast<int>(s);
        }
    }
    return bot ? person : -1;
}

void setBotLevels(std::vector<SeatSpec>& seats, const QString& level)
{
    for (SeatSpec& seat : seats)
        if (seat.kind == QLatin1String("bot"))
            seat.level = level;
}

} // namespace ratedtable
