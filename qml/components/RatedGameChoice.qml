import QtQuick
import QtQuick.Layouts
import CritterTable

// Setup's "Rated game" switch (docs/ratings.md). Statistics decides whether
// these seats can play a rated game and at which bot level (the level
// nearest the person's rating) and says why; this panel only shows it and
// hands Setup the level to lock the seats' level controls to. The table's
// session applies the same rule again when the game is dealt.
Panel {
    id: choice
    property string gameId: ""
    // Setup's seats: [{ name, kind, level }].
    property var seats: []
    // As the switch was last left for this game (AppSettings).
    property bool wanted: gameId !== "" && AppSettings.lastRated(gameId)
    readonly property var plan: { Statistics.revision; return Statistics.ratedPlan(gameId, seats) }
    readonly property bool available: plan.available === true
    readonly property bool rated: wanted && available
    // The bots' level while rated, else "".
    readonly property string level: rated ? plan.level : ""

    padding: 14
    implicitHeight: column.implicitHeight + 2 * padding

    RowLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.gapLarge
        TableSwitch {
            id: ratedSwitch
            objectName: "ratedSwitch"
            Layout.alignment: Qt.AlignTop
            // Its words and its knob (its own implicit width counts the knob twice:
            // TableSwitch's text keeps room for it), measured apart from its width.
            Layout.preferredWidth: Math.ceil(label.advanceWidth) + indicator.implicitWidth + spacing + 2
            TextMetrics {
                id: label
                font: ratedSwitch.font
                text: ratedSwitch.text
            }
            text: qsTr("Rated game")
            checked: choice.rated
            enabled: choice.available
            Accessible.name: text
            onToggled: {
                choice.wanted = checked
                AppSettings.setLastRated(choice.gameId, checked)
            }
        }
        BodyText {
            objectName: "ratedNote"
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignVCenter
            text: choice.plan.text !== undefined ? choice.plan.text : ""
            font.pixelSize: Theme.textSmall
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}
