import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// One space of a track tile: a stretch of cobbled alley (td-cobbles.svg),
// its special object standing on it (Trash Can, Recycle Bin, Spill, Big Ol'
// Box), an arrow painted the way racers run on its row (right on the upper
// row, left on the lower), and what it does on hover or keyboard focus.
Item {
    id: space
    property string kind: "plain"   // plain, trash-can, recycle-bin, spill, box
    property bool upper: true
    readonly property bool special: kind !== "plain"
    property bool focusable: true
    property bool compact: false    // the track picker's small tiles: colour only
    property int tileNumber: 0      // 1-based, along the track
    // Its explanation shows on hover or keyboard focus.
    readonly property bool explaining: special && (hover.hovered || activeFocus)
    // The object's box: the upper part of the space (pawns stand along the bottom).
    readonly property real objectSize: compact ? Math.min(width, height) * 0.8
                                               : Math.min(width * 0.62, height * 0.56)

    activeFocusOnTab: focusable
    Accessible.role: Accessible.StaticText
    Accessible.name: (upper ? qsTr("Tile %1, upper space: %2") : qsTr("Tile %1, lower space: %2"))
                     .arg(tileNumber).arg(TrashDashCatalog.spaceName(kind) || qsTr("plain"))
    Accessible.description: TrashDashCatalog.spaceHelp(kind)

    Rectangle {
        anchors.fill: parent
        radius: space.compact ? 2 : 4
        color: space.upper ? Theme.trackUpper : Theme.trackLower
        clip: true
        Image {
            visible: !space.compact && !Theme.highContrast
            anchors.fill: parent
            source: visible ? Theme.art("td-cobbles") : ""
            fillMode: Image.Tile
            sourceSize.width: 48
            sourceSize.height: 48
            // The lower row a touch darker: the way back.
            opacity: space.upper ? 0.55 : 0.75
        }
    }
    // The way racers run on this row, painted on the cobbles.
    Text {
        objectName: "tdRowArrow"
        textFormat: Text.PlainText
        visible: !space.compact && !space.special
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -space.height * 0.18
        text: space.upper ? "»" : "«"
        color: Theme.card
        opacity: 0.55
        font.bold: true
        font.pixelSize: Math.max(10, Math.min(space.width, space.height) * 0.4)
    }
    // The special space's object, standing on the alley with its shadow.
    Rectangle {
        visible: space.special && !space.compact
        x: icon.x + icon.width * 0.1
        y: icon.y + icon.height * 0.84
        width: icon.width * 0.8
        height: icon.height * 0.14
        radius: height / 2
        color: "#30000000"
    }
    Image {
        id: icon
        objectName: "tdSpaceIcon"
        visible: space.special
        x: (parent.width - width) / 2
        y: space.compact ? (parent.height - height) / 2 : Math.max(2, parent.height * 0.04)
        width: space.objectSize
        height: width
        source: space.special ? Theme.art("td-" + space.kind) : ""
        // A Spill's arrow points the way racers slide on this row.
        mirror: space.kind === "spill" && !space.upper
        sourceSize.width: 96
        sourceSize.height: 96
    }
    Rectangle {
        anchors.fill: parent
        visible: space.activeFocus
        radius: 4
        color: "transparent"
        border.color: Theme.focus
        border.width: 3
    }
    // Searched (a Trash card drawn here): the can or bin rocks, its lid
    // lifting, over ms.
    function rummage(ms) {
        if (!special || ms <= 0 || Theme.reducedMotion)
            return
        rock.stepMs = ms / 4
        rock.restart()
    }
    SequentialAnimation {
        id: rock
        property real stepMs: 100
        NumberAnimation { target: icon; property: "rotation"; to: -14; duration: rock.stepMs; easing.type: Easing.OutQuad }
        NumberAnimation { target: icon; property: "rotation"; to: 10; duration: rock.stepMs }
        NumberAnimation { target: icon; property: "rotation"; to: -6; duration: rock.stepMs }
        NumberAnimation { target: icon; property: "rotation"; to: 0; duration: rock.stepMs; easing.type: Easing.InQuad }
    }
    HoverHandler { id: hover }
    ToolTip.visible: explaining
    ToolTip.delay: 300
    ToolTip.text: qsTr("%1: %2").arg(TrashDashCatalog.spaceName(kind)).arg(TrashDashCatalog.spaceHelp(kind))
}
