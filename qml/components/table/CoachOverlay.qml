pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Learn to play over a table (GameTable places it; it works only with
// `lesson` set, for the opening "tutorial"): the coach (C++, TutorialCoach) loads the game's lesson into
// the session and says which step shows; this overlay dims the table
// around the one thing the step points at (a ring marks it, and only it
// takes clicks), and places the coach's bubble where it never covers that
// thing and stays inside the window. While bots play nothing shows. Once
// every step is done, the summary of the rules met.
Item {
    id: overlay
    objectName: "coachOverlay"
    required property TableSession session
    // This table is a lesson (otherwise the overlay stays hidden and idle).
    property bool lesson: false
    visible: lesson
    property string gameId: ""
    property string gameTitle: ""
    // What the coach may point at lies under this item (the table).
    property Item table: null
    signal failed(string reason)
    signal playReal()
    signal leave()
    // A move the lesson does not take was refused: close what the person opened.
    signal refused()

    readonly property TutorialCoach coach: coachObject
    // What the step points at now (null: nothing, the bubble stands alone).
    property Item targetItem: null
    readonly property real pad: 6
    property rect hole: Qt.rect(width / 2, height / 2, 0, 0)
    readonly property bool pointing: coach.ready && !coach.finished

    TutorialCoach {
        id: coachObject
        session: overlay.session
        onChanged: if (overlay.lesson) Later.call(overlay.refresh)
    }
    Connections {
        target: overlay.session
        function onOffScript() { overlay.refused() }
    }
    Component.onCompleted: {
        if (lesson && !coach.begin(gameId))
            Later.call(overlay.failed, coach.error)
    }

    function refresh() {
        const t = pointing && table ? coach.findTarget(table) : null
        targetItem = t
        if (t) {
            const p = t.mapToItem(overlay, 0, 0)
            const x = Math.max(0, p.x - pad), y = Math.max(0, p.y - pad)
            hole = Qt.rect(x, y, Math.min(width, p.x + t.width + pad) - x, Math.min(height, p.y + t.height + pad) - y)
        } else {
            hole = Qt.rect(width / 2, height / 2, 0, 0)
        }
    }
    // What the coach points at may move (a hand fans out, a bar grows): follow it.
    Timer {
        interval: 50
        repeat: true
        running: overlay.pointing
        onTriggered: overlay.refresh()
    }
    onWidthChanged: refresh()
    onHeightChanged: refresh()

    // ---- the dimmed table around the hole; only the hole takes clicks ----
    component Dim: Rectangle {
        color: Theme.scrim
        MouseArea { anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.AllButtons }
    }
    // (A move step whose target cannot be found leaves the table free, so it is never a dead end.)
    Item {
        anchors.fill: parent
        visible: overlay.pointing && (overlay.targetItem !== null || overlay.coach.explains)
        Dim { x: 0; y: 0; width: overlay.width; height: overlay.hole.y }
        Dim { x: 0; y: overlay.hole.y + overlay.hole.height; width: overlay.width; height: overlay.height - y }
        Dim { x: 0; y: overlay.hole.y; width: overlay.hole.x; height: overlay.hole.height }
        Dim { x: overlay.hole.x + overlay.hole.width; y: overlay.hole.y; width: overlay.width - x; height: overlay.hole.height }
        Rectangle {
            objectName: "coachRing"
            visible: overlay.targetItem !== null
            x: overlay.hole.x - 3; y: overlay.hole.y - 3
            width: overlay.hole.width + 6; height: overlay.hole.height + 6
            radius: Theme.radiusSmall
            color: "transparent"
            border.color: Theme.amber
            border.width: 3
        }
    }

    // ---- the bubble: beside the hole, never over it, inside the window ----
    CoachBubble {
        id: bubble
        coach: overlay.coach
        visible: overlay.pointing
        width: Math.min(460, overlay.width - 2 * Theme.gap)
        onLeave: overlay.leave()
        readonly property point place: {
            const h = overlay.hole, m = Theme.gap, W = overlay.width, H = overlay.height
            const w = width, ht = height
            const clampX = (x) => Math.max(m, Math.min(W - w - m, x))
            const clampY = (y) => Math.max(m, Math.min(H - ht - m, y))
            if (overlay.targetItem === null)
                return Qt.point((W - w) / 2, (H - ht) / 2)
            const cx = h.x + h.width / 2 - w / 2
            if (h.y + h.height + m + ht + m <= H)        // below
                return Qt.point(clampX(cx), h.y + h.height + m)
            if (h.y - m - ht >= m)                         // above
                return Qt.point(clampX(cx), h.y - m - ht)
            const cy = h.y + h.height / 2 - ht / 2
            if (h.x + h.width + m + w + m <= W)            // right
                return Qt.point(h.x + h.width + m, clampY(cy))
            if (h.x - m - w >= m)                          // left
                return Qt.point(h.x - m - w, clampY(cy))
            // No side has room (a very large target): the corner farthest from it.
            return Qt.point(h.x + h.width / 2 > W / 2 ? m : W - w - m, h.y + h.height / 2 > H / 2 ? m : H - ht - m)
        }
        x: place.x
        y: place.y
    }

    CoachSummary {
        anchors.fill: parent
        visible: overlay.coach.finished
        coach: overlay.coach
        gameTitle: overlay.gameTitle
        onPlayReal: overlay.playReal()
        onLeave: overlay.leave()
    }
}
