pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Pass-and-play: the card its owner just drew, shown to them before the
// device goes on (a draw ends the turn, and the next person's privacy screen
// would hide it at once). The owner's click lets the table move on.
Row {
    id: drawn
    required property PandaPandaSession session
    readonly property bool showing: session.drawnCard >= 0
    readonly property Item okButton: ok

    objectName: "ppDrawn"
    visible: showing
    spacing: Theme.gap
    topPadding: 4
    onShowingChanged: if (showing) ok.forceActiveFocus(Qt.OtherFocusReason)

    PandaCard {
        objectName: "ppDrawnCard"
        interactive: false
        width: 56
        height: 80
        letter: drawn.session.drawnCard
    }
    Column {
        spacing: 6
        anchors.verticalCenter: parent.verticalCenter
        Text {
            objectName: "ppDrawnText"
            textFormat: Text.PlainText
            text: drawn.showing ? qsTr("You drew %1.").arg(PandaLetters.text(drawn.session.drawnCard)) : ""
            color: Theme.amberLight
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textBody
            font.bold: true
        }
        TableButton {
            id: ok
            objectName: "ppDrawnOk"
            kind: "accent"
            text: qsTr("OK, pass the device")
            onClicked: drawn.session.passOnAfterDraw()
        }
    }
}
