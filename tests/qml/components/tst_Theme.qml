import QtQuick
import QtTest
import CritterTable

TestCase {
    name: "Theme"

    function cleanup() {
        AppSettings.animationSpeed = AppSettings.Instant
    }

    function test_motionFollowsTheSpeedSetting_data() {
        return [
            { tag: "slow", speed: AppSettings.Slow, motion: 480 },
            { tag: "normal", speed: AppSettings.Normal, motion: 300 },
            { tag: "fast", speed: AppSettings.Fast, motion: 165 },
            { tag: "instant", speed: AppSettings.Instant, motion: 0 }
        ]
    }

    function test_motionFollowsTheSpeedSetting(data) {
        AppSettings.animationSpeed = data.speed
        compare(Theme.motion, data.motion)
        if (data.speed === AppSettings.Normal) {
            compare(Theme.motionShort, 200)
            compare(Theme.motionLong, 400)
        }
        if (data.speed === AppSettings.Instant) {
            compare(Theme.motionShort, 0)
            compare(Theme.motionLong, 0)
        }
    }

    function test_artResolvesToTheModule() {
        compare(Theme.art("logo"), "qrc:/CritterTable/resources/art/logo.svg")
    }

    function test_gameRegistryHasTheThreeGames() {
        compare(GameRegistry.games.length, 3)
        compare(GameRegistry.games[0].gameId, "trash-pandas")
        const dash = GameRegistry.game("trash-dash")
        compare(dash.minPlayers, 1)
        compare(dash.maxPlayers, 6)
        compare(dash.minRacers, 2)
        compare(dash.minSeats, 2)
        compare(dash.maxSeats, 6)
        compare(dash.cpuRacers, true)
        compare(dash.playable, true)
        compare(dash.options.map((o) => o.key), ["track", "laps", "mode"])
        compare(GameRegistry.game("panda-panda").rulesPage, "rules/PandaPandaRules.qml")
        compare(GameRegistry.botLevels, ["random", "easy", "normal", "hard"])
        compare(GameRegistry.game("nope"), null)
    }

    function test_tablesRegisteredForPlayableGames() {
        // When a game's table lands, add it here.
        verify(TableRegistry.hasTable("trash-pandas"))
        verify(TableRegistry.hasTable("panda-panda"))
        verify(TableRegistry.hasTable("trash-dash"))
        compare(TableRegistry.tableUrl("unknown"), "")
    }
}
