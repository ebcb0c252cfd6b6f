pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import CritterTable

// A row of choices of which exactly one is picked; the teal marker slides to
// it. options: [{ value, text }]. Arrow keys move the choice; Space, Enter
// and Return pick the focused one.
FocusScope {
    id: root
    property var options: []
    property var value
    property int segmentWidth: 0   // 0: as wide as the widest label
    signal activated(var value)
    // Users name the group (Accessible.name) after what it chooses.
    Accessible.role: Accessible.Grouping

    readonly property int currentIndex: {
        for (let i = 0; i < options.length; ++i) {
            if (options[i].value === value)
                return i
        }
        return -1
    }
    readonly property real widest: {
        let w = 0
        for (let i = 0; i < segments.count; ++i) {
            const item = segments.itemAt(i)
            if (item)
                w = Math.max(w, item.implicitWidth)
        }
        return w
    }
    readonly property real cellWidth: segmentWidth > 0 ? segmentWidth : widest
    // The labels side by side, each as wide as it needs: the least width in
    // which no label is cut short.
    readonly property real labelsWidth: {
        let w = 0
        for (let i = 0; i < segments.count; ++i) {
            const item = segments.itemAt(i)
            if (item)
                w += item.implicitWidth
        }
        return w
    }
    readonly property real naturalWidth: labelsWidth + 8
    // Equal segments while the widest label fits one; narrower than that,
    // each segment takes its own label's width and a fair part of what is
    // left, so a long label ("Über das Netzwerk") is not cut short while a
    // short one ("Bot") has room to spare. Narrower still, all shrink alike.
    readonly property var cellWidths: {
        const n = segments.count
        const result = []
        const room = cellWidth * n
        for (let i = 0; i < n; ++i) {
            const item = segments.itemAt(i)
            const own = item ? item.implicitWidth : 0
            if (segmentWidth <= 0 || segmentWidth >= widest)
                result.push(cellWidth)
            else if (room >= labelsWidth)
                result.push(own + (room - labelsWidth) / n)
            else
                result.push(labelsWidth > 0 ? own * room / labelsWidth : 0)
        }
        return result
    }
    function cellX(index) {
        let x = 4
        for (let i = 0; i < index && i < cellWidths.length; ++i)
            x += cellWidths[i]
        return x
    }

    implicitWidth: cellWidth * options.length + 8
    implicitHeight: Math.max(40, Math.round(Theme.textBody * 1.3) + 18)

    function choose(index) {
        if (index < 0 || index >= options.length)
            return
        if (options[index].value !== value) {
            value = options[index].value
            activated(value)
        }
        segments.itemAt(index).forceActiveFocus(Qt.TabFocusReason)
    }

    Rectangle {
        anchors.fill: parent
        radius: height / 2
        color: Theme.cardShade
        border.color: Theme.cardEdge
    }
    Rectangle {
        id: marker
        visible: root.currentIndex >= 0
        x: root.cellX(root.currentIndex)
        y: 4
        width: root.currentIndex >= 0 && root.currentIndex < root.cellWidths.length
               ? root.cellWidths[root.currentIndex] : root.cellWidth
        height: root.height - 8
        radius: height / 2
        color: Theme.teal
        Behavior on x { NumberAnimation { duration: Theme.moveMedium; easing.type: Theme.easing } }
    }
    Row {
        x: 4
        y: 4
        Repeater {
            id: segments
            model: root.options
            T.AbstractButton {
                id: segment
                required property var modelData
                required property int index
                readonly property bool selected: index === root.currentIndex
                objectName: "segment-" + modelData.value
                width: index < root.cellWidths.length ? root.cellWidths[index] : root.cellWidth
                height: root.height - 8
                // Measured bold, as when picked, so no segment changes width
                // (and none moves under the pointer) when the choice moves.
                implicitWidth: Math.ceil(labelMetrics.advanceWidth) + 28
                TextMetrics {
                    id: labelMetrics
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textBody - 1
                    font.weight: Font.DemiBold
                    text: segment.text
                }
                text: modelData.text
                focus: selected
                focusPolicy: Qt.StrongFocus
                activeFocusOnTab: selected || root.currentIndex < 0
                // Named and marked as one of a group, whether or not a screen
                // reader was on when it was made.
                Accessible.role: Accessible.RadioButton
                Accessible.name: text
                Accessible.checkable: true
                Accessible.checked: selected
                onClicked: root.choose(index)
                Keys.onLeftPressed: root.choose(Math.max(0, index - 1))
                Keys.onRightPressed: root.choose(Math.min(root.options.length - 1, index + 1))
                Keys.onReturnPressed: segment.clicked()
                Keys.onEnterPressed: segment.clicked()

                // Cut short (large text in a narrow place): the whole word on hover.
                ToolTip.visible: segment.contentItem !== null && (segment.contentItem as Text).truncated
                                 && segment.hovered
                ToolTip.text: segment.text
                ToolTip.delay: 400
                contentItem: Text {
                    textFormat: Text.PlainText
                    text: segment.text
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textBody - 1
                    // Bolder when picked; the width above is measured bold.
                    font.weight: segment.selected ? Font.DemiBold : Font.Normal
                    color: segment.selected ? Theme.card : segment.hovered ? Theme.teal : Theme.ink
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                }
                background: Item {
                    FocusRing {
                        anchors.margins: -3
                        shown: segment.visualFocus
                        baseRadius: height / 2
                    }
                }
            }
        }
    }
}
