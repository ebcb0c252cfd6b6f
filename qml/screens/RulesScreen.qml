pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// A short how-to-play for one game, in our own words: the registry names
// the page (qml/rules/), an object with its sections.
FocusScope {
    id: rulesScreen
    objectName: "rulesScreen"
    property string gameId: ""
    readonly property GameEntry game: GameRegistry.game(gameId)
    property RulesPage page: null
    readonly property var sections: page ? page.sections : []
    signal back()
    // Learn to play this game (a short lesson at the table).
    signal learnChosen(string gameId)

    onGameChanged: loadPage()
    Component.onCompleted: loadPage()

    function loadPage() {
        if (page)
            page.destroy()
        page = null
        if (!game || game.rulesPage.length === 0)
            return
        // The page's path is relative to the module root, one folder up.
        const component = Qt.createComponent(Qt.resolvedUrl("../" + game.rulesPage))
        if (component.status === Component.Ready)
            page = component.createObject(rulesScreen) as RulesPage
        else
            console.warn("RulesScreen:", component.errorString())
    }

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: rulesScreen.game ? qsTr("How to play %1").arg(rulesScreen.game.title) : ""
        subtitle: rulesScreen.game ? rulesScreen.game.players + "  ·  " + rulesScreen.game.minutes : ""
        onBack: rulesScreen.back()
        TableButton {
            objectName: "learnButton"
            visible: rulesScreen.game !== null && rulesScreen.game.playable && Lessons.has(rulesScreen.gameId)
            kind: "accent"
            text: qsTr("Learn to play")
            onClicked: rulesScreen.learnChosen(rulesScreen.gameId)
        }
    }

    ScrollingPanel {
        id: scroller
        objectName: "rulesScroller"
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        maxWidth: 900
        focus: true

        RowLayout {
            id: content
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: Theme.gapLarge

            Image {
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: scroller.panelWidth > 800 ? 240 : 180
                Layout.preferredHeight: Layout.preferredWidth * 0.625
                source: rulesScreen.game ? Theme.art(rulesScreen.game.art) : ""
                sourceSize.width: 480; sourceSize.height: 300
                fillMode: Image.PreserveAspectFit
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: rulesScreen.sections
                    RulesSection {
                        required property var modelData
                        Layout.fillWidth: true
                        heading: modelData.heading
                        body: modelData.body
                    }
                }
            }
        }
    }
}
