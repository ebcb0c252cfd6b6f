pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import CritterTable

// A row of round tokens, each with its art and its name under it (never
// colour alone). tokens: ids; sourceFor/nameFor/helpFor: functions of an id.
// Tokens listed in `clickable` glow and emit tokenClicked.
Item {
    id: row
    property var tokens: []
    property var clickable: []
    property var sourceFor: function(id) { return "" }
    property var nameFor: function(id) { return "" + id }
    property var helpFor: function(id) { return "" }
    property real tokenSize: 52
    property string namePrefix: "token-"
    property color labelColor: Theme.onTable
    property string emptyText: ""
    // A long name ("Masquerade mask") wraps to a second line under its token
    // rather than widen the row past its room; two lines are always kept.
    readonly property real labelWidth: Math.round(tokenSize * 1.9)
    readonly property real labelHeight: 2 * Math.ceil(Theme.textTiny * 1.3)
    signal tokenClicked(int token)

    implicitWidth: tokens.length > 0 || emptyText.length === 0 ? flow.implicitWidth : empty.implicitWidth + 8
    implicitHeight: tokenSize + 4 + labelHeight

    function itemFor(id) {
        for (let i = 0; i < repeater.count; ++i)
            if (repeater.itemAt(i) && repeater.itemAt(i).tokenId === id)
                return repeater.itemAt(i)
        return row
    }

    Text {
        id: empty
        textFormat: Text.PlainText
        anchors.centerIn: parent
        // Within the row's width: a second line rather than stick out.
        width: Math.min(implicitWidth, row.width)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        visible: row.tokens.length === 0 && row.emptyText.length > 0
        text: row.emptyText
        color: Theme.onTableSoft
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall
        font.italic: true
    }

    Row {
        id: flow
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 6
        Repeater {
            id: repeater
            model: row.tokens
            delegate: Item {
                id: token
                required property var modelData
                readonly property int tokenId: modelData
                readonly property bool canClick: row.clickable.indexOf(tokenId) >= 0
                objectName: row.namePrefix + tokenId
                width: Math.max(row.tokenSize, Math.min(name.implicitWidth, row.labelWidth)) + 2
                height: row.tokenSize + 4 + row.labelHeight
                // Every token is a stop (a screen reader reads them all); only
                // those in `clickable` act on Enter or Space.
                activeFocusOnTab: true
                Accessible.role: canClick ? Accessible.Button : Accessible.StaticText
                Accessible.name: qsTr("Token: %1").arg(row.nameFor.call(null, tokenId))
                Accessible.description: row.helpFor.call(null, tokenId)
                Accessible.onPressAction: if (canClick) row.tokenClicked(tokenId)
                Keys.onSpacePressed: if (canClick) row.tokenClicked(tokenId)
                Keys.onReturnPressed: if (canClick) row.tokenClicked(tokenId)
                Keys.onEnterPressed: if (canClick) row.tokenClicked(tokenId)
                ToolTip.visible: hover.hovered || activeFocus
                ToolTip.delay: 300
                ToolTip.text: row.helpFor.call(null, tokenId)

                Rectangle {
                    id: disc
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: token.canClick && (hover.hovered || token.activeFocus) ? -4 : 0
                    width: row.tokenSize; height: width; radius: width / 2
                    color: Theme.card
                    border.width: token.canClick ? 4 : 2
                    border.color: token.canClick ? Theme.amber : Theme.cardEdge
                    Behavior on y { NumberAnimation { duration: Theme.moveShort } }
                    Image {
                        anchors.fill: parent
                        anchors.margins: parent.width * 0.16
                        source: row.sourceFor.call(null, token.tokenId)
                        // Drawn at twice its size, worked out from the token's
                        // size (known as the row is made) rather than from the
                        // width and height the anchors give it one after the
                        // other: each of those was a fresh draw of the SVG (issue 35).
                        readonly property int drawn: Math.round((row.tokenSize - 2 * row.tokenSize * 0.16) * 2)
                        sourceSize.width: drawn; sourceSize.height: drawn
                        fillMode: Image.PreserveAspectFit
                    }
                    FocusRing { shown: token.activeFocus; baseRadius: disc.radius }
                }
                Text {
                    id: name
                    textFormat: Text.PlainText
                    anchors.top: disc.bottom
                    anchors.topMargin: 2
                    anchors.horizontalCenter: parent.horizontalCenter
                    width: Math.min(implicitWidth, row.labelWidth)
                    height: row.labelHeight
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    lineHeight: 0.95
                    // One long word ("Maskenballmaske") shrinks to fit rather than stick out.
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 8
                    text: row.nameFor.call(null, token.tokenId)
                    color: row.labelColor
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textTiny
                    font.bold: token.canClick
                }
                HoverHandler { id: hover; cursorShape: token.canClick ? Qt.PointingHandCursor : Qt.ArrowCursor }
                TapHandler { enabled: token.canClick; onTapped: row.tokenClicked(token.tokenId) }
            }
        }
    }
}
