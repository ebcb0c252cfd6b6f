pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// The player aid, always in view: every winning hand by hand size. Rows the
// viewer's hand is closest to are highlighted, with how many changes away.
Panel {
    id: aid
    property var hands: []          // session.winningHands
    property var rows: []           // session.aid (distances; changes -1 when unknown)
    property int handSize: -1
    padding: 12
    objectName: "playerAid"
    implicitHeight: column.implicitHeight + 2 * padding

    Column {
        id: column
        width: parent.width
        spacing: 3
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: qsTr("Winning hands")
            color: Theme.ink
            font.family: Theme.displayFont
            font.pixelSize: Theme.textSubheading
            font.bold: true
            elide: Text.ElideRight
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: aid.handSize >= 0 ? qsTr("Exactly these letters, nothing more. Your hand: %1.").arg(aid.handSize)
                                   : qsTr("Exactly these letters, nothing more.")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall - 1
            wrapMode: Text.WordWrap
            bottomPadding: 4
        }
        Repeater {
            model: aid.hands
            Rectangle {
                id: row
                required property int index
                required property var modelData
                readonly property var dist: index < aid.rows.length ? aid.rows[index] : null
                readonly property bool near: dist ? dist.near : false
                readonly property bool exact: dist ? dist.exact : false
                readonly property bool firstOfSize: index === 0 || aid.hands[index - 1].size !== modelData.size
                objectName: "aidRow-" + index
                width: column.width
                height: Math.max(26, Theme.textBody + 4)
                radius: 6
                color: exact ? Theme.tealLight : near ? Theme.amberLight : "transparent"
                border.color: exact ? Theme.teal : near ? Theme.amber : "transparent"
                border.width: near || exact ? 2 : 0

                Text {
                    id: sizeLabel
                    textFormat: Text.PlainText
                    x: 4
                    width: 22
                    anchors.verticalCenter: parent.verticalCenter
                    text: row.firstOfSize ? row.modelData.size : ""
                    color: Theme.inkSoft
                    font.family: Theme.displayFont
                    font.pixelSize: Theme.textBody
                    font.bold: true
                }
                Row {
                    anchors.left: sizeLabel.right
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 2
                    Repeater {
                        model: row.modelData.letters
                        PandaLetterChip { required property int modelData; letter: modelData; size: 16 }
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.right: parent.right
                    anchors.rightMargin: 6
                    anchors.verticalCenter: parent.verticalCenter
                    visible: row.dist !== null && row.dist.changes >= 0 && (row.near || row.exact)
                    text: row.exact ? qsTr("you have it!") : qsTr("%1 away").arg(row.dist ? row.dist.changes : 0)
                    color: row.exact ? Theme.tealDark : Theme.amberDark
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall - 1
                    font.bold: true
                }
            }
        }
    }
}
