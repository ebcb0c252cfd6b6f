import QtQuick
import CritterTable

// After the game (issue 33 part 4), in every game's results: why the winner
// won, in the game's own terms (the session's whyWon, worked out and worded
// in C++ from what everyone may see at the end), a link that opens the
// replay at the moment that decided it (whyWonMove), and after a rated game
// how the person's rating moved (ratingChange). The link's replay shows the
// winner's cards (replayWhyWon), as any replay may. Shows nothing while the
// session has nothing to say.
Rectangle {
    id: box
    property TableSession session: null
    readonly property string why: session ? session.whyWon : ""
    readonly property string rating: session ? session.ratingChange : ""
    readonly property int move: session ? session.whyWonMove : -1
    readonly property bool showsLink: why.length > 0 && move >= 0 && !!session && session.keepsGame

    visible: why.length > 0 || rating.length > 0
    implicitHeight: visible ? column.implicitHeight + 2 * (Theme.gap / 2) : 0
    radius: 8
    color: Theme.cardShade

    Column {
        id: column
        x: Theme.gap
        y: (Theme.gap / 2)
        width: parent.width - 2 * Theme.gap
        spacing: (Theme.gap / 2)

        Text {
            objectName: "whyWonText"
            visible: box.why.length > 0
            width: parent.width
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            text: box.why
            color: Theme.ink
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall
        }
        Flow {
            width: parent.width
            spacing: Theme.gap
            visible: box.showsLink || box.rating.length > 0
            TableButton {
                id: replayLink
                objectName: "whyWonReplay"
                visible: box.showsLink
                kind: "secondary"
                glyph: "▶"
                //: The link from why the winner won to the replay at that moment; %1 the moment ("turn 23").
                text: box.session && box.session.whyWonMoment.length > 0 ? qsTr("See it in the replay (%1)").arg(box.session.whyWonMoment)
                                                                           : qsTr("See it in the replay")
                onClicked: box.session.replayWhyWon()
            }
            Text {
                id: ratingText
                objectName: "ratingChangeText"
                visible: box.rating.length > 0
                height: box.showsLink ? replayLink.height : implicitHeight
                verticalAlignment: Text.AlignVCenter
                textFormat: Text.PlainText
                text: box.rating
                color: Theme.tealDark
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                font.bold: true
            }
        }
    }
}
