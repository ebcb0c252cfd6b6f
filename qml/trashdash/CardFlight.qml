pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// A card flying across the table for an event step (issue 30 item 4): one
// leg per move the step names (from a place to a place, in this item's
// coordinates), one after the other over the step's time. Face up when the
// step gives the card, face down (our own card back) when it gives -1. The
// table says where the places are and what the card shows (an Action card's
// values, a Trash card's name); the session says what moved. At 0 ms (instant) or with reduced motion nothing shows.
Item {
    id: flight
    property real cardWidth: 40
    readonly property bool flying: run.running

    // legs: [{ from: {x, y}, to: {x, y}, card: int, trash: bool,
    //          values: {move, attack, scare} (an Action card), name: string (a Trash card) }]; after `delay` ms.
    function fly(legs, ms, delay) {
        if (ms <= 0 || Theme.reducedMotion || legs.length === 0)
            return
        // One still on its way (the steps run on the pacer's clock) lands first.
        if (run.running)
            run.complete()
        piece.visible = false
        // The faces this flight shows, made the first time one is wanted.
        for (const leg of legs) {
            if (leg.card >= 0 && leg.trash !== true && !piece.face)
                piece.face = faceMaker.createObject(piece) as ActionCard
            if (leg.card >= 0 && leg.trash === true && !piece.trashFace)
                piece.trashFace = trashFaceMaker.createObject(piece) as Rectangle
        }
        flight.legs = legs
        flight.t = 0
        run.delay = Math.max(0, delay || 0)
        run.ms = ms
        run.start()
    }

    property var legs: []
    property real t: 0   // 0 .. legs.length: the leg (whole part) and how far along it
    readonly property int legIndex: Math.min(legs.length - 1, Math.floor(t))
    readonly property var leg: legs.length > 0 ? legs[Math.max(0, legIndex)] : null
    readonly property real along: Math.min(1, t - legIndex)

    Item {
        id: piece
        objectName: "tdCardFlight"
        visible: false
        z: 30
        width: flight.cardWidth
        height: flight.cardWidth * 1.4
        readonly property var leg: flight.leg
        x: leg ? leg.from.x + (leg.to.x - leg.from.x) * flight.along - width / 2 : 0
        y: leg ? leg.from.y + (leg.to.y - leg.from.y) * flight.along - height / 2 : 0
        rotation: -8 + 16 * flight.along
        readonly property int card: leg ? leg.card : -1
        readonly property bool faceUp: card >= 0
        readonly property bool trash: leg ? leg.trash === true : false

        // Face down: the card back, our own pattern.
        Rectangle {
            objectName: "tdCardFlightBack"
            visible: !piece.faceUp
            anchors.fill: parent
            radius: 5
            color: piece.trash ? "#3f4a47" : Theme.tealDark
            border.color: Theme.card
            border.width: 2
            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 0.5
                height: width
                rotation: 45
                color: "transparent"
                border.color: Theme.amberLight
                border.width: 2
            }
        }
        // Face up: an Action card as the hand shows it, or the Trash card's
        // name. Each is made the first time a card flies face up that way
        // (fly), not with the table: hidden and sized to nothing, their
        // words loaded a font engine for each size tried (issue 35).
        property ActionCard face: null
        property Rectangle trashFace: null
    }
    Component {
        id: faceMaker
        ActionCard {
            objectName: "tdCardFlightFace"
            visible: piece.faceUp && !piece.trash
            interactive: false
            activeFocusOnTab: false
            width: 72
            height: 100
            scale: piece.width / 72
            transformOrigin: Item.TopLeft
            kind: piece.card
            readonly property var values: piece.leg && piece.leg.values ? piece.leg.values : ({})
            move: values.move || 0
            attack: values.attack || 0
            scare: values.scare || 0
            name: ""
        }
    }
    Component {
        id: trashFaceMaker
        Rectangle {
            visible: piece.faceUp && piece.trash
            anchors.fill: parent
            radius: 5
            color: "#3f4a47"
            border.color: Theme.amber
            border.width: 2
            Text {
                anchors.fill: parent
                anchors.margins: 3
                textFormat: Text.PlainText
                text: piece.trash && piece.faceUp && piece.leg ? piece.leg.name || "" : ""
                color: Theme.card
                font.pixelSize: Theme.textTiny
                font.bold: true
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                fontSizeMode: Text.Fit
                minimumPixelSize: 6
            }
        }
    }

    SequentialAnimation {
        id: run
        property int delay: 0
        property int ms: 0
        PauseAnimation { duration: run.delay }
        PropertyAction { target: piece; property: "visible"; value: true }
        NumberAnimation { target: flight; property: "t"; from: 0; to: flight.legs.length; duration: run.ms; easing.type: Easing.InOutQuad }
        PropertyAction { target: piece; property: "visible"; value: false }
    }
}
