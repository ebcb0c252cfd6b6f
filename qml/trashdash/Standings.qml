pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// Results: after a race (between Tournament races, with the side choice
// for the next one) and at the end, each racer's places and points, best first.
// At the end "Look at the table" (or Esc, or a click beside the box) closes
// it to see the final table and the top bar, whose Results button opens it
// again; "Watch the replay" starts the replay.
Rectangle {
    id: standings
    // The session's standingModel: a row per racer, best first (TdStandingModel's
    // roles seat, name, characterName, cpu, points, ranks, place).
    property var rows: null
    property int races: 1
    property string title: ""
    property string resultText: ""
    property bool over: false
    // The session: the viewer's side for the next race is its choices'
    // group "side" (rows built in C++), taken by id.
    property TableSession session: null
    property string sideHint: ""
    // The racers (the session's racerModel): whose critter each row's token shows.
    property var racers: null
    function characterOf(seat) {
        for (let i = 0; racers && i < racers.count; ++i) {
            const r = racers.get(i)
            if (r.seat === seat)
                return r.characterId
        }
        return ""
    }
    // The person closes the results to look at the final table (the shell hides them).
    signal lookAtTable()
    signal playAgain()
    signal leave()
    signal watchReplay()

    color: Theme.scrim
    // A race's column fits its heading and a place in every language ("Rennen 3", "Platz 6").
    readonly property real raceWidth: Math.ceil(Math.max(44, raceHeading.advanceWidth, racePlace.advanceWidth)) + 4
    TextMetrics { id: raceHeading; font.bold: true; font.pixelSize: Theme.textSmall; text: qsTr("Race %1").arg(standings.races) }
    TextMetrics { id: racePlace; font.pixelSize: Theme.textBody; text: qsTr("#%1").arg(6) }
    // Esc at the end closes the results rather than leaving the table: the
    // keys come here first, the results taking the focus when they show.
    onVisibleChanged: if (visible && over) Later.call(standings.takeFocus)
    onOverChanged: if (visible && over) Later.call(standings.takeFocus)
    function takeFocus() {
        if (standings.visible && standings.over)
            lookButton.forceActiveFocus(Qt.TabFocusReason)
    }
    Keys.onEscapePressed: (event) => {
        if (standings.over)
            standings.lookAtTable()
        else
            event.accepted = false
    }
    // At the end a click beside the box closes it too; the box itself takes its clicks.
    MouseArea { anchors.fill: parent; hoverEnabled: true; onClicked: if (standings.over) standings.lookAtTable() }
    MouseArea { anchors.fill: resultsPanel }

    Panel {
        id: resultsPanel
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 640)
        height: Math.min(parent.height - 40, column.implicitHeight + 2 * padding)
        padding: 20
        elevation: 2
        ColumnLayout {
            id: column
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: 10
            Text {
                textFormat: Text.PlainText
                objectName: "tdStandingsTitle"
                Layout.fillWidth: true
                text: standings.title
                color: Theme.ink
                font.family: Theme.displayFont
                font.pixelSize: Theme.textHeading
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Text {
                textFormat: Text.PlainText
                objectName: "tdResultText"
                Layout.fillWidth: true
                text: standings.resultText
                color: Theme.teal
                font.pixelSize: Theme.textSubheading
                font.bold: true
                wrapMode: Text.WordWrap
            }
            // At the end: why the winner won, the way to that moment in the replay, a rated game's rating.
            WhyWonBox {
                objectName: "tdWhyWon"
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                session: standings.over ? standings.session : null
            }
            RowLayout {
                objectName: "tdStandingsHeader"
                Layout.fillWidth: true
                Layout.leftMargin: 10
                Layout.rightMargin: 10
                spacing: 14
                Text { textFormat: Text.PlainText; text: qsTr("Place"); font.bold: true; color: Theme.inkSoft; font.pixelSize: Theme.textSmall; Layout.preferredWidth: 56 }
                Text { textFormat: Text.PlainText; text: qsTr("Racer"); font.bold: true; color: Theme.inkSoft; font.pixelSize: Theme.textSmall; Layout.fillWidth: true }
                Repeater {
                    model: standings.races
                    Text { textFormat: Text.PlainText; required property int index; text: qsTr("Race %1").arg(index + 1); font.bold: true; color: Theme.inkSoft; font.pixelSize: Theme.textSmall; Layout.preferredWidth: standings.raceWidth }
                }
                // A single race's points say nothing its place does not: only a Tournament shows them.
                Text { textFormat: Text.PlainText; visible: standings.races > 1; text: qsTr("Points"); font.bold: true; color: Theme.inkSoft; font.pixelSize: Theme.textSmall; Layout.preferredWidth: 84 }
            }
            Column {
                objectName: "tdStandingRows"
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: standings.rows
                    delegate: Rectangle {
                        id: row
                        required property int index
                        required property int seat
                        required property string name
                        required property string characterName
                        required property bool cpu
                        required property int points
                        required property var ranks
                        required property int place
                        objectName: "tdStandingRow-" + index
                        width: parent.width
                        height: Math.max(34, Theme.textBody + 16)
                        radius: 6
                        color: index === 0 ? Theme.amberLight : Theme.cardShade
                        RowLayout {
                            anchors.fill: parent
                            anchors.leftMargin: 10
                            anchors.rightMargin: 10
                            spacing: 14
                            Text { textFormat: Text.PlainText; text: row.place + "."; font.bold: true; color: Theme.ink; font.pixelSize: Theme.textBody; Layout.preferredWidth: 28 }
                            CritterToken {
                                implicitWidth: 26
                                seat: row.seat
                                characterId: standings.characterOf(row.seat)
                                characterName: row.characterName
                                cpu: row.cpu
                            }
                            Text {
                                textFormat: Text.PlainText
                                Layout.fillWidth: true
                                text: row.name + " · " + row.characterName + (row.cpu ? " " + qsTr("(CPU)") : "")
                                elide: Text.ElideRight
                                color: Theme.ink
                                font.pixelSize: Theme.textBody
                            }
                            Repeater {
                                model: row.ranks
                                Text {
                                    textFormat: Text.PlainText
                                    required property int modelData
                                    text: modelData > 0 ? qsTr("#%1").arg(modelData) : "–"
                                    color: Theme.inkSoft
                                    font.pixelSize: Theme.textBody
                                    Layout.preferredWidth: standings.raceWidth
                                }
                            }
                            Text {
                                textFormat: Text.PlainText
                                visible: standings.races > 1
                                text: row.points === 1 ? qsTr("1 point") : qsTr("%1 points").arg(row.points)
                                font.bold: true
                                color: Theme.tealDark
                                font.pixelSize: Theme.textBody
                                Layout.preferredWidth: 84
                            }
                        }
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: standings.sideHint.length > 0
                text: standings.sideHint
                color: Theme.inkSoft
                font.pixelSize: Theme.textBody
                wrapMode: Text.WordWrap
            }
            // At the end: the finished race (the table, its replay), then the way on.
            Flow {
                Layout.fillWidth: true
                visible: standings.over
                spacing: 8
                TableButton {
                    id: lookButton
                    objectName: "tdLookAtTable"
                    kind: "primary"
                    text: qsTr("Look at the table")
                    onClicked: standings.lookAtTable()
                }
                TableButton {
                    objectName: "tdWatchReplay"
                    visible: !standings.session || standings.session.keepsGame
                    kind: "secondary"
                    glyph: "⟲"
                    text: qsTr("Watch the replay")
                    onClicked: standings.watchReplay()
                }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: standings.session ? standings.session.choiceModel : null
                    delegate: ChoiceButton {
                        session: standings.session
                        namePrefix: "tdChoice-"
                        visible: group === "side" && available
                    }
                }
                TableButton {
                    objectName: "tdPlayAgain"
                    visible: standings.over && (!standings.session || standings.session.keepsGame)
                    kind: "accent"
                    text: qsTr("Race again")
                    onClicked: standings.playAgain()
                }
                TableButton {
                    objectName: "tdLeaveResults"
                    visible: standings.over
                    kind: "secondary"
                    text: qsTr("Leave the table")
                    onClicked: standings.leave()
                }
            }
        }
    }
}
