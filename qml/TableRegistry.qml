pragma Singleton
import QtQuick

// The table component that plays each game, by the GameRegistry's game id.
// A game's table is plugged in by adding one line here (path relative to
// this file) and marking the game playable in app/registry (Setup starts a
// game only when both say so); Setup pushes it with { gameId, seats }.
QtObject {
    readonly property var tables: ({
        "trash-pandas": "trashpandas/TrashPandasTable.qml",
        "panda-panda": "pandapanda/PandaPandaTable.qml",
        "trash-dash": "trashdash/TrashDashTable.qml",
    })

    function tableUrl(gameId) {
        const path = tables[gameId]
        return path ? Qt.resolvedUrl(path) : ""
    }

    function hasTable(gameId) {
        return tableUrl(gameId) !== ""
    }
}
