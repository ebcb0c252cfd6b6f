pragma Singleton
import QtQuick
import CritterTable

// How every game's table opens its session: a new deal for the seats from
// Setup (seeded by --seed when given), the autosaved game (Continue), or a
// file (Open, or a file named on the command line).
QtObject {
    function open(session, table) {
        switch (table.opening) {
        case "continue":
            if (!session.continueSaved())
                table.openFailed(session.lastError)
            break
        case "file":
            if (!session.openFile(table.file))
                table.openFailed(session.lastError)
            break
        default:
            session.start(table.seats, LaunchOptions.seed)
        }
    }
}
