pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A seat asked for at someone else's table, before the host's table
// arrives: over the whole table until the session has started, with Back.
// GameTable makes it only for the opening "network" (issue 35). Its words
// were GameTable's and keep that translation context (qsTranslate), where
// translations/critter_*.ts hold them.
Rectangle {
    id: cover
    required property TableSession session
    signal leave()
    objectName: "joiningCover"
    visible: !session.started
    color: Theme.tableDark
    MouseArea { anchors.fill: parent; hoverEnabled: true }
    Column {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.gapLarge, 520)
        spacing: Theme.gap
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            text: NetPlay.status === "lost" || NetPlay.problem !== ""
                  ? qsTranslate("GameTable", "The host could not be reached: %1").arg(NetPlay.problem)
                  : qsTranslate("GameTable", "Sitting down at table %1…").arg(NetPlay.code)
            color: Theme.onTable
            font.family: Theme.displayFont
            font.pixelSize: Theme.textSubheading
        }
        TableButton {
            anchors.horizontalCenter: parent.horizontalCenter
            kind: "secondary"
            text: qsTranslate("GameTable", "Back")
            onClicked: cover.leave()
        }
    }
}
