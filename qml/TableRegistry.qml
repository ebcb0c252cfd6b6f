pragma Singleton
import QtQuick

// The table component that plays each game, by the GameRegistry's game id.
// A game's table is plugged in by adding one line here (path relative to
// this file) and marking the game playable in app/registry; Setup pushes it
// with the properties { gameId, seats }.
QtObject {
    readonly property var tables: ({
        "trash-pandas": "trashpandas/TrashPandasTable.qml",
        "panda-panda": "pandapanda/PandaPandaTable.qml",
        // "trash-dash": "trashdash/TrashDashTable.qml",
    })

    function tableUrl(gameId) {
        const game = GameRegistry.game(gameId)
        const path = game && game.playable ? tables[gameId] : undefined
        return path ? Qt.resolvedUrl(path) : ""
    }

    function hasTable(gameId) {
        return tableUrl(gameId) !== ""
    }
}
