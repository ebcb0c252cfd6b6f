import QtQuick
import CritterTable

// A generic playing card: rounded cream frame, soft shadow, a face slot
// (the card's children) and a back. It lifts under the pointer or keyboard
// focus, can be selected (lifted further, amber edge) and highlighted
// (a teal edge: "this card can be played now"). Game-neutral: each game puts
// its own face inside, e.g.  Card { Text { text: "A" } }.
Item {
    id: card
    default property alias face: faceSlot.data
    property bool faceUp: true
    property Component back: defaultBack
    property bool interactive: true      // hover lift, focus and clicks
    property bool focusable: false       // a keyboard stop even when not interactive (to be read)
    property bool selected: false
    property bool highlighted: false
    property bool dimmed: false
    property real radius: Math.max(6, width * 0.09)
    property string toolTip: ""          // what the card does, shown by the table on hover/focus
    readonly property bool hovered: hover.hovered
    readonly property bool lifted: interactive && (hover.hovered || card.activeFocus || selected)
    signal clicked()
    signal doubleClicked()

    implicitWidth: 90
    implicitHeight: 126
    // A focused card keeps its tab stop until focus moves on: Qt refuses to
    // drop it from the focused item (a card can stop being interactive
    // while focused, e.g. when a privacy screen comes up).
    activeFocusOnTab: interactive || focusable || activeFocus
    // Each game names its cards from what they show (a face-down card only as that).
    Accessible.role: interactive ? Accessible.Button : Accessible.StaticText
    Accessible.name: faceUp ? "" : qsTr("face-down card")
    Accessible.description: toolTip
    Accessible.onPressAction: if (interactive) card.clicked()
    Keys.onSpacePressed: if (interactive) card.clicked()
    Keys.onReturnPressed: if (interactive) card.clicked()
    Keys.onEnterPressed: if (interactive) card.clicked()

    Item {
        id: body
        width: card.width
        height: card.height
        y: card.selected ? -card.height * 0.16 : card.lifted ? -card.height * 0.08 : 0
        Behavior on y { NumberAnimation { duration: Theme.moveShort; easing.type: Theme.easing } }
        opacity: card.dimmed ? 0.55 : 1

        SoftShadow {
            anchors.fill: parent
            radius: card.radius
            elevation: card.lifted ? 2 : 1
        }
        Rectangle {
            id: frame
            anchors.fill: parent
            radius: card.radius
            color: Theme.card
            border.width: card.selected || card.highlighted ? 3 : Theme.border
            border.color: card.selected ? Theme.amber : card.highlighted ? Theme.teal : Theme.cardEdge
            clip: true

            Item {
                id: faceSlot
                objectName: "cardFace"
                anchors.fill: parent
                anchors.margins: 4
                visible: card.faceUp
            }
            Loader {
                objectName: "cardBack"
                anchors.fill: parent
                anchors.margins: 4
                active: !card.faceUp
                sourceComponent: card.back
            }
        }
        FocusRing {
            shown: card.activeFocus
            baseRadius: card.radius
        }
    }

    HoverHandler { id: hover; enabled: card.interactive; cursorShape: Qt.PointingHandCursor }
    TapHandler {
        enabled: card.interactive
        onTapped: { card.forceActiveFocus(Qt.MouseFocusReason); card.clicked() }
        onDoubleTapped: card.doubleClicked()
    }

    // The default back reaches the card by its id. `pragma ComponentBehavior:
    // Bound` would say that it may, but Qt 6.4's Loader then refuses to make
    // it ("Cannot instantiate bound component outside its creation context").
    // qmllint disable unqualified
    Component {
        id: defaultBack
        Rectangle {
            radius: card.radius - 3
            color: Theme.teal
            border.color: Theme.tealDark
            border.width: 2
            Grid {
                anchors.centerIn: parent
                columns: 3
                spacing: Math.max(3, card.width * 0.08)
                Repeater {
                    model: 9
                    Rectangle {
                        width: Math.max(4, card.width * 0.12); height: width; radius: width / 2
                        color: Theme.amber
                        opacity: 0.75
                    }
                }
            }
        }
    }
    // qmllint enable unqualified
}
