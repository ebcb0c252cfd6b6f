pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import CritterTable

// A drop-down on our cream cards. model: [{ value, text }].
T.ComboBox {
    id: control
    Accessible.name: displayText   // a default; a form says what is chosen
    textRole: "text"
    valueRole: "value"
    implicitWidth: 160
    implicitHeight: Math.max(40, Math.round(Theme.textBody * 1.3) + 18)
    leftPadding: 14
    rightPadding: 36
    focusPolicy: Qt.StrongFocus

    // Enter and Return open the list as Space does (and, open, pick as before).
    // The release that follows must not close the list it just opened.
    property bool openedByKey: false
    Keys.onPressed: (event) => {
        if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && !popup.visible) {
            event.accepted = true
            if (!event.isAutoRepeat) {
                openedByKey = true
                popup.open()
            }
        }
    }
    Keys.onReleased: (event) => {
        if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && openedByKey) {
            openedByKey = false
            event.accepted = true
        }
    }
    opacity: enabled ? 1 : 0.45
    font.family: Theme.bodyFont
    font.pixelSize: Theme.textBody

    contentItem: Text {
        textFormat: Text.PlainText
        text: control.displayText
        font: control.font
        color: Theme.ink
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    indicator: Text {
        textFormat: Text.PlainText
        x: control.width - width - 14
        y: (control.height - height) / 2
        text: "▾"
        font.pixelSize: Theme.scaled(16)
        color: Theme.teal
        rotation: control.popup.visible ? 180 : 0
        Behavior on rotation { NumberAnimation { duration: Theme.moveShort; easing.type: Theme.easing } }
    }

    background: Rectangle {
        radius: 10
        color: control.hovered || control.popup.visible ? "#ffffff" : Theme.cardShade
        border.width: control.popup.visible ? 2 : 1
        border.color: control.popup.visible ? Theme.teal : Theme.cardEdge
        FocusRing {
            shown: control.visualFocus
            baseRadius: 10
        }
    }

    delegate: T.ItemDelegate {
        id: option
        required property var modelData
        required property int index
        width: ListView.view ? ListView.view.width : implicitWidth
        implicitHeight: Math.max(38, Math.round(Theme.textBody * 1.3) + 16)
        leftPadding: 14
        highlighted: control.highlightedIndex === index
        contentItem: Text {
            textFormat: Text.PlainText
            text: option.modelData[control.textRole]
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textBody
            font.bold: control.currentIndex === option.index
            color: option.highlighted ? Theme.card : Theme.ink
            verticalAlignment: Text.AlignVCenter
        }
        background: Rectangle {
            radius: 8
            color: option.highlighted ? Theme.teal : "transparent"
        }
    }

    popup: T.Popup {
        y: control.height + 4
        width: control.width
        implicitHeight: contentItem.implicitHeight + 12
        padding: 6
        enter: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.motionShort } }
        exit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.motionShort } }
        contentItem: ListView {
            clip: true
            implicitHeight: contentHeight
            model: control.popup.visible ? control.delegateModel : null
            currentIndex: control.highlightedIndex
        }
        background: Item {
            SoftShadow {
                anchors.fill: parent
                radius: 12
                elevation: 2
            }
            Rectangle {
                anchors.fill: parent
                radius: 12
                color: Theme.card
                border.color: Theme.cardEdge
            }
        }
    }
}
