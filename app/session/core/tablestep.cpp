#include "tablestep.h"

double StepKind::paceSteps(Pace pace)
{
    switch (pace) {
    case Instant: return 0.0;
    case Flick: return 0.25;
    case Quick: return 0.5;
    case Hop: return 0.8;
    case Move: return 1.0;
    case Sweep: return 1.5;
    case Exchange: return 2.0;
    case Roll: return 8.0 / 3.0;
    case Shout: return 4.0;
    case Celebration: return 25.0 / 3.0;
    }
    return 1.0;
}

QVariantList TableStep::movesList() const
{
    QVariantList out;
    out.reserve(moves.size());
    for (const TableMove& m : moves)
        out.append(QVariant::fromValue(m));
    return out;
}
