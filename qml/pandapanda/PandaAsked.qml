pragma ComponentBehavior: Bound
import QtQuick
import CritterTable

// Beside the deck at the Panda Panda table: the round, what to do now in
// full (the top bar has the banner's title), the bar's choices (Call, Draw
// from the deck: rows of the session's ChoiceModel), what a bot just did,
// and the words of whatever the pointer rests on.
Column {
    id: asked
    required property PandaPandaSession session
    // Some row of the bar's own group is on offer.
    property bool barOffered: false
    // The words of what the pointer rests on (a card, a pile, the deck, a button).
    property string hoverHint: ""
    // The tip of the button under the pointer, for hoverHint.
    property string buttonHint: ""
    readonly property Item buttons: moveButtons

    spacing: 6
    Text {
        textFormat: Text.PlainText
        objectName: "roundTitle"
        text: qsTr("Round %1").arg(asked.session.round)
        color: Theme.onTable
        font.family: Theme.displayFont
        font.pixelSize: Theme.textSubheading
        font.bold: true
    }
    // What to do, in full (the top bar shows the banner's title).
    Text {
        textFormat: Text.PlainText
        objectName: "ppBannerDetail"
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        width: parent.width
        text: asked.session.bannerDetail
        visible: text.length > 0
        color: Theme.onTableSoft
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textBody
        wrapMode: Text.WordWrap
        maximumLineCount: 3
        elide: Text.ElideRight
    }
    // The bar's choices (Call, Draw from the deck), each in the place
    // C++ gave it for as long as the decision lasts.
    Row {
        id: moveButtons
        spacing: Theme.gap
        topPadding: 4
        visible: asked.barOffered
        Repeater {
            model: asked.session.choiceModel
            delegate: ChoiceButton {
                required property string tip
                session: asked.session
                namePrefix: "ppChoice-"
                visible: group === "main" && asked.session.choiceModel.offered > 0
                glyph: style === "accent" ? "★" : ""
                onHoveredChanged: asked.buttonHint = hovered ? tip : ""
            }
        }
    }
    // Pass-and-play: the card just drawn, to its owner, before the device goes on.
    PandaDrawn {
        session: asked.session
    }
    Text {
        textFormat: Text.PlainText
        objectName: "botLine"
        width: parent.width
        visible: text.length > 0 && !asked.session.myDecision
        text: asked.session.botLine
        color: Theme.amberLight
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textBody
        font.italic: true
        elide: Text.ElideRight
    }
    Text {
        textFormat: Text.PlainText
        objectName: "hoverHint"
        width: parent.width
        text: asked.hoverHint
        visible: text.length > 0
        color: Theme.card
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall
        font.bold: true
        wrapMode: Text.WordWrap
    }
}
