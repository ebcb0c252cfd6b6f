import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// One space of a track tile: its icon for a special space, and what it
// does on hover or keyboard focus.
Rectangle {
    id: space
    property string kind: "plain"   // plain, trash-can, recycle-bin, spill, box
    property bool upper: true
    readonly property bool special: kind !== "plain"
    property bool focusable: true
    property int tileNumber: 0      // 1-based, along the track
    // Its explanation shows on hover or keyboard focus.
    readonly property bool explaining: special && (hover.hovered || activeFocus)

    color: upper ? Theme.trackUpper : Theme.trackLower
    border.color: activeFocus ? Theme.focus : Theme.cardEdge
    border.width: activeFocus ? 3 : Theme.border
    radius: 6
    activeFocusOnTab: focusable
    Accessible.role: Accessible.StaticText
    Accessible.name: (upper ? qsTr("Tile %1, upper space: %2") : qsTr("Tile %1, lower space: %2"))
                     .arg(tileNumber).arg(TrashDashCatalog.spaceName(kind) || qsTr("plain"))
    Accessible.description: TrashDashCatalog.spaceHelp(kind)

    Image {
        objectName: "tdSpaceIcon"
        visible: space.special
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: 3
        width: Math.min(parent.width, parent.height) * 0.42
        height: width
        source: space.special ? Theme.art("td-" + space.kind) : ""
        sourceSize.width: 64
        sourceSize.height: 64
    }
    HoverHandler { id: hover }
    ToolTip.visible: explaining
    ToolTip.delay: 300
    ToolTip.text: qsTr("%1: %2").arg(TrashDashCatalog.spaceName(kind)).arg(TrashDashCatalog.spaceHelp(kind))
}
