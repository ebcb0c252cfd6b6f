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

    function test_gameCatalogHasTheThreeGames() {
        compare(GameCatalog.games.length, 3)
        compare(GameCatalog.game("trash-dash").maxSeats, 6)
        compare(GameCatalog.game("nope"), null)
    }

    function test_tablesRegisteredForPlayableGames() {
        // When a game's table lands, add it here.
        verify(TableRegistry.hasTable("trash-pandas"))
        verify(TableRegistry.hasTable("panda-panda"))
        verify(!TableRegistry.hasTable("trash-dash"))
        compare(TableRegistry.tableUrl("unknown"), "")
    }
}
