pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import CritterTable

// "While you were away": what happened since the person now asked last
// moved, built by the session from that seat's own view of each event
// (AwayRecap in C++ decides when it opens and what it says; this only shows
// it). What was done to them comes first, in the notices' colour. It sits
// over the side column (the log), never over the hand or the choices, and
// a click anywhere on it, Esc or Enter closes it; their next move does too.
FocusScope {
    id: recap
    required property TableSession session
    readonly property AwayRecapState away: session.recap
    // The most it may grow to (the shell gives the room down to the table's foot).
    property real maxHeight: 400
    objectName: "awayRecap"
    visible: away.open
    height: Math.min(maxHeight, body ? body.implicitHeight : 0)
    Accessible.role: Accessible.AlertMessage
    Accessible.name: qsTr("While you were away")

    // Back through the privacy screen, the keyboard comes here, so Enter
    // closes this rather than playing whatever choice had the focus.
    // (The body takes it: see there.)
    Connections {
        target: recap.away
        function onChanged() { recap.makeBody() }
    }
    function close() { recap.away.close() }
    Keys.onEscapePressed: recap.close()
    Keys.onReturnPressed: recap.close()
    Keys.onEnterPressed: recap.close()

    // What it shows, made the first time it opens and kept: most tables
    // never open it, and hidden it still made its words' fonts and a button
    // before the table's first frame (issue 35).
    property Item body: null
    function makeBody() {
        if (!body && away.open)
            body = bodyMaker.createObject(recap) as Item
    }
    Component.onCompleted: makeBody()

    Component {
        id: bodyMaker
        Item {
            id: body
            anchors.fill: parent
            implicitHeight: column.implicitHeight + 2 * panel.padding

            Connections {
                target: recap.away
                function onChanged() {
                    if (recap.away.takesFocus)
                        Later.call(body.takeFocus)
                }
            }
            function takeFocus() {
                if (recap.away.open && recap.away.takesFocus)
                    closeButton.forceActiveFocus(Qt.OtherFocusReason)
            }
            // Made as it first opens: that opening's focus is taken here.
            Component.onCompleted: {
                if (recap.away.takesFocus)
                    Later.call(body.takeFocus)
            }

            Panel {
                id: panel
                anchors.fill: parent
                elevation: 3
                padding: Theme.gap
            }
            // A click anywhere on it closes it (and reaches nothing under it).
            MouseArea {
                anchors.fill: parent
                hoverEnabled: true
                onClicked: recap.close()
            }
            Flickable {
                id: flick
                anchors.fill: parent
                anchors.margins: panel.padding
                contentHeight: column.implicitHeight
                clip: contentHeight > height
                interactive: contentHeight > height
                boundsBehavior: Flickable.StopAtBounds
                T.ScrollBar.vertical: TableScrollBar {}

                Column {
                    id: column
                    width: flick.width - (flick.interactive ? 12 : 0)
                    spacing: 6
                    Text {
                        width: column.width
                        textFormat: Text.PlainText
                        objectName: "awayRecapTitle"
                        // Back from away, or alone against bots whose moves went by at Instant speed.
                        text: recap.away.takesFocus ? qsTr("While you were away") : qsTr("Since your last move")
                        wrapMode: Text.Wrap
                        color: Theme.ink
                        font.family: Theme.displayFont
                        font.pixelSize: Theme.textSubheading
                        font.bold: true
                    }
                    Repeater {
                        model: recap.away.lines
                        delegate: Rectangle {
                            id: row
                            required property int index
                            required property string modelData
                            readonly property bool toYou: index < recap.away.toYou
                            objectName: "awayRecapLine-" + index
                            width: column.width
                            height: line.implicitHeight + (toYou ? 8 : 0)
                            radius: Theme.radiusSmall
                            color: toYou ? Theme.danger : "transparent"
                            Text {
                                id: line
                                anchors.verticalCenter: parent.verticalCenter
                                x: row.toYou ? 8 : 0
                                width: parent.width - 2 * x
                                textFormat: Text.PlainText
                                // Done to you: said in the notices' colour, with a mark that needs no colour.
                                text: (row.toYou ? "‼ " : "• ") + row.modelData
                                wrapMode: Text.Wrap
                                color: row.toYou ? "white" : Theme.ink
                                font.family: Theme.bodyFont
                                font.pixelSize: Theme.textSmall
                                font.bold: row.toYou
                            }
                        }
                    }
                    Text {
                        objectName: "awayRecapMore"
                        visible: recap.away.more > 0
                        width: column.width
                        textFormat: Text.PlainText
                        text: qsTr("%n earlier line(s) in the log.", "", recap.away.more)
                        wrapMode: Text.Wrap
                        color: Theme.inkSoft
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textCaption
                        font.italic: true
                    }
                    TableButton {
                        id: closeButton
                        objectName: "awayRecapClose"
                        anchors.right: parent.right
                        text: qsTr("Got it")
                        Accessible.name: qsTr("Close what happened while you were away")
                        onClicked: recap.close()
                    }
                }
            }
        }
    }
}
