#include "sessionfactory.h"

#include "pandapandasession.h"
#include "trashdashsession.h"
#include "trashpandassession.h"

namespace net {

TableSession* makeSession(const QString& gameId, const QVariantMap& options, const QVariantList& seats, QString* why)
{
    TableSession* session = nullptr;
    if (gameId == QLatin1String("trash-pandas")) {
        session = new TrashPandasSession;
    } else if (gameId == QLatin1String("panda-panda")) {
        session = new PandaPandaSession;
    } else if (gameId == QLatin1String("trash-dash")) {
        auto* dash = new TrashDashSession;
        // No seats: a table reopened from its game file, which names its race.
        if (const QString refused = seats.isEmpty() ? QString() : dash->configure(options, seats); !refused.isEmpty()) {
            delete dash;
            if (why)
                *why = refused;
            return nullptr;
        }
        session = dash;
    } else {
        if (why)
            *why = QStringLiteral("no game called \"%1\" here").arg(gameId.left(40));
        return nullptr;
    }
    session->setStepMs(0);
    session->setBotPaceMs(0);
    session->setUndoAllowed(false);
    return session;
}

} // namespace net
