pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import QtQuick.Templates as T
import CritterTable

// Every finished game, per game and per person: who played how often, how
// often they won, their best score and longest streak, how they fare
// against each bot level, and their last scores as bars. The figures come
// worded from the Statistics singleton (C++); this only lays them out. A
// statistics file that could not be read is explained here, and a new one
// begins only when the person says so.
FocusScope {
    id: screen
    objectName: "statisticsScreen"
    signal back()

    property string gameId: "trash-pandas"
    property string person: ""

    // Everything below asks again when a game is recorded, the statistics
    // are cleared or the language changes (Statistics.revision).
    // (revision is read in a condition: a bare statement may be compiled away.)
    readonly property var people: Statistics.revision >= 0 ? Statistics.people(gameId) : []
    readonly property var figures: Statistics.revision >= 0 ? Statistics.figures(gameId, person) : ({})
    readonly property var rating: Statistics.revision >= 0 ? Statistics.rating(gameId, person) : ({})
    readonly property bool ready: Statistics.state === Statistics.Ready

    // The person shown: kept while they played this game, else the one who played most.
    function pickPerson() {
        for (let i = 0; i < people.length; ++i) {
            if (people[i].name === person)
                return
        }
        person = people.length > 0 ? people[0].name : ""
    }
    onPeopleChanged: pickPerson()
    Component.onCompleted: pickPerson()

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("Statistics")
        onBack: screen.back()
        subtitle: screen.ready ? qsTr("Finished games recorded: %n. They are kept on this computer only.", "", Statistics.totalGames)
                               : qsTr("Your statistics could not be opened.")
        TableButton {
            objectName: "clearStatisticsButton"
            kind: "secondary"
            text: qsTr("Clear statistics…")
            visible: screen.ready
            enabled: Statistics.totalGames > 0
            onClicked: clearConfirm.open()
        }
    }

    SegmentedChoice {
        id: gameChoice
        objectName: "statsGameChoice"
        Accessible.name: qsTr("Game")
        anchors.top: header.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        visible: screen.ready
        options: {
            const out = []
            const games = GameRegistry.games
            for (let i = 0; i < games.length; ++i)
                out.push({ value: games[i].gameId, text: games[i].title })
            return out
        }
        value: screen.gameId
        onActivated: (id) => screen.gameId = id
    }

    // ---- the file could not be opened: say why, and offer a new one ----------
    Panel {
        objectName: "statsProblem"
        visible: !screen.ready
        anchors.top: header.bottom
        anchors.topMargin: Theme.gap
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(720, screen.width - 2 * Theme.gapLarge)
        height: problemColumn.implicitHeight + 2 * padding
        elevation: 2

        Column {
            id: problemColumn
            width: parent.width
            spacing: 14
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: Statistics.state === Statistics.TooNew ? qsTr("These statistics are from a newer version")
                                                             : qsTr("The statistics file could not be read")
                font.family: Theme.displayFont
                font.pixelSize: Theme.textSubheading + 2
                font.bold: true
                color: Theme.ink
                wrapMode: Text.WordWrap
            }
            Text {
                textFormat: Text.PlainText
                objectName: "statsProblemText"
                width: parent.width
                text: Statistics.problem
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                color: Theme.ink
                wrapMode: Text.Wrap
            }
            Text {
                textFormat: Text.PlainText
                objectName: "statsPathText"
                width: parent.width
                //: %1 is the statistics file's full path.
                text: qsTr("File: %1").arg(Statistics.path)
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                color: Theme.inkSoft
                wrapMode: Text.WrapAnywhere
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                visible: Statistics.waitingGames > 0
                text: qsTr("Games finished since then, to be recorded in the new statistics: %n.", "", Statistics.waitingGames)
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                visible: Statistics.state !== Statistics.Unavailable
                text: qsTr("Start new statistics? The old file is kept beside the new one under another name, so nothing in it is lost.")
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
            Row {
                spacing: Theme.gap
                TableButton {
                    objectName: "startFreshButton"
                    visible: Statistics.state !== Statistics.Unavailable
                    kind: "primary"
                    text: qsTr("Start new statistics")
                    onClicked: Statistics.startFresh()
                }
                TableButton {
                    objectName: "notNowButton"
                    kind: "secondary"
                    text: qsTr("Not now")
                    onClicked: screen.back()
                }
            }
        }
    }

    // Finished games the database would not take (read-only, a full disk):
    // how many and why, so the figures below are not taken for all of them.
    Text {
        id: unrecordedNote
        objectName: "statsUnrecorded"
        visible: screen.ready && Statistics.unrecordedText !== ""
        anchors { top: gameChoice.bottom; left: parent.left; right: parent.right }
        anchors.topMargin: visible ? Theme.gap : 0
        anchors.leftMargin: Theme.gapLarge
        anchors.rightMargin: Theme.gapLarge
        height: visible ? implicitHeight : 0
        textFormat: Text.PlainText
        text: Statistics.unrecordedText
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        color: Theme.amberLight
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall
    }

    // ---- the figures ---------------------------------------------------------
    Flickable {
        id: scroller
        visible: screen.ready
        anchors.top: unrecordedNote.bottom
        anchors.topMargin: Theme.gap
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        contentHeight: body.height + Theme.gapLarge
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        TableScrollBar.vertical: TableScrollBar {}

        Item {
            id: body
            x: Theme.gapLarge
            width: scroller.width - 2 * Theme.gapLarge
            height: Math.max(playersPanel.height, detailPanel.height, emptyPanel.visible ? emptyPanel.height : 0)

            Text {
                textFormat: Text.PlainText
                objectName: "keptAsideText"
                visible: Statistics.keptAside !== ""
                anchors.bottom: parent.top
                anchors.bottomMargin: 2
                text: qsTr("The old statistics file was kept as %1.").arg(Statistics.keptAside.split("/").pop())
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                color: Theme.onTableSoft
            }

            Panel {
                id: emptyPanel
                objectName: "statsEmpty"
                visible: screen.people.length === 0
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(640, parent.width)
                height: emptyText.implicitHeight + 2 * padding
                Text {
                    id: emptyText
                    textFormat: Text.PlainText
                    width: parent.width
                    text: qsTr("No finished games of %1 by a person yet. Play one to the end and it is counted here.")
                          .arg(gameChoice.currentIndex >= 0 ? gameChoice.options[gameChoice.currentIndex].text : "")
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textBody
                    color: Theme.inkSoft
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                }
            }

            // Everyone who played this game; the chosen one's figures on the right.
            Panel {
                id: playersPanel
                visible: screen.people.length > 0
                width: Math.min(320, parent.width * 0.3)
                height: playersColumn.implicitHeight + 2 * padding
                padding: Theme.gap

                Column {
                    id: playersColumn
                    width: parent.width
                    spacing: 4
                    SectionTitle { text: qsTr("Players") }
                    Repeater {
                        model: screen.people
                        PersonRow {}
                    }
                }
            }

            Panel {
                id: detailPanel
                objectName: "statsDetail"
                visible: screen.people.length > 0
                anchors.left: playersPanel.right
                anchors.leftMargin: Theme.gap
                anchors.right: parent.right
                height: detailColumn.implicitHeight + 2 * padding
                padding: Theme.gapLarge - 4

                ColumnLayout {
                    id: detailColumn
                    width: parent.width
                    spacing: 12

                    Text {
                        textFormat: Text.PlainText
                        objectName: "statsPersonName"
                        Layout.fillWidth: true
                        text: screen.figures.shown ?? ""
                        font.family: Theme.displayFont
                        font.pixelSize: Theme.textHeading
                        font.bold: true
                        color: Theme.ink
                        elide: Text.ElideRight
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "statsSummary"
                        Layout.fillWidth: true
                        Layout.topMargin: -8
                        text: screen.figures.summary
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textSmall
                        color: Theme.inkSoft
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 10
                        Figure { objectName: "figureGames"; label: qsTr("Games"); value: String(screen.figures.games) }
                        Figure { objectName: "figureWins"; label: qsTr("Wins"); value: String(screen.figures.wins) }
                        Figure { objectName: "figureWinRate"; label: qsTr("Win rate"); value: screen.figures.winRateText; accent: true }
                        Figure { objectName: "figureBest"; label: screen.figures.scoreName; value: String(screen.figures.bestScore) }
                        Figure { objectName: "figureStreak"; label: qsTr("Longest win streak"); value: String(screen.figures.longestStreak) }
                    }

                    // The rating of rated games against bots and its line over time: first, when there is one.
                    SectionTitle { Layout.topMargin: 4; visible: screen.rating.rated === true; text: qsTr("Rating") }
                    RowLayout {
                        objectName: "statsRating"
                        visible: screen.rating.rated === true
                        Layout.fillWidth: true
                        spacing: Theme.gapLarge
                        ColumnLayout {
                            Layout.preferredWidth: Theme.scaled(150)
                            Layout.maximumWidth: Theme.scaled(190)
                            Layout.alignment: Qt.AlignTop
                            spacing: 8
                            Figure {
                                objectName: "figureRating"
                                Layout.fillWidth: true
                                label: screen.rating.summary ?? ""
                                value: screen.rating.text ?? ""
                                accent: true
                            }
                            Text {
                                textFormat: Text.PlainText
                                objectName: "statsRatingLevel"
                                Layout.fillWidth: true
                                text: screen.rating.levelText ?? ""
                                font.family: Theme.bodyFont
                                font.pixelSize: Theme.textSmall
                                color: Theme.inkSoft
                                wrapMode: Text.WordWrap
                            }
                        }
                        RatingPlot {
                            objectName: "ratingPlot"
                            Layout.fillWidth: true
                            Layout.preferredHeight: Theme.scaled(170)
                            points: screen.rating.points ?? []
                            low: screen.rating.low ?? 900
                            high: screen.rating.high ?? 1100
                            axisTitle: screen.rating.axisTitle ?? ""
                        }
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        Layout.topMargin: 4
                        spacing: Theme.gapLarge

                        // Against each bot level (and Trash Dash's CPU racers).
                        ColumnLayout {
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.alignment: Qt.AlignTop
                            spacing: 8
                            SectionTitle { text: qsTr("Against bots") }
                            Text {
                                textFormat: Text.PlainText
                                visible: screen.figures.opponents.length === 0
                                Layout.fillWidth: true
                                text: qsTr("No games against bots yet.")
                                font.family: Theme.bodyFont
                                font.pixelSize: Theme.textSmall
                                color: Theme.inkSoft
                                wrapMode: Text.WordWrap
                            }
                            Repeater {
                                model: screen.figures.opponents
                                OpponentRow { Layout.fillWidth: true }
                            }
                        }

                        // The last games' scores: teal bars for wins.
                        ColumnLayout {
                            objectName: "statsChart"
                            Layout.fillWidth: true
                            Layout.preferredWidth: 1
                            Layout.alignment: Qt.AlignTop
                            spacing: 8
                            SectionTitle { text: screen.figures.recentTitle }
                            ScoreBars {
                                Layout.fillWidth: true
                                Layout.preferredHeight: 150
                                games: screen.figures.recent
                                maxScore: screen.figures.recentMax
                            }
                            Row {
                                spacing: 14
                                LegendKey { color: Theme.teal; text: qsTr("won") }
                                LegendKey { color: Theme.cardEdge; text: qsTr("not won") }
                            }
                        }
                    }
                    // No rating yet: how to get one.
                    Text {
                        textFormat: Text.PlainText
                        objectName: "statsNoRating"
                        visible: !screen.rating.rated
                        Layout.fillWidth: true
                        text: qsTr("No rated games yet. Turn on Rated game at Setup, with one person against bots, and the rating starts here.")
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textSmall
                        color: Theme.inkSoft
                        wrapMode: Text.WordWrap
                    }

                }
            }
        }
    }

    // ---- clearing asks first ---------------------------------------------------
    T.Popup {
        id: clearConfirm
        objectName: "clearConfirm"
        parent: T.Overlay.overlay
        modal: true
        focus: true
        x: Math.round((parent.width - width) / 2)
        y: Math.round((parent.height - height) / 2)
        width: Math.min(520, parent.width - 2 * Theme.gapLarge)
        // A template popup has no size of its own: as tall as what it says.
        implicitHeight: implicitContentHeight + topPadding + bottomPadding
        padding: Theme.gapLarge
        T.Overlay.modal: Rectangle { color: "#99241509" }
        background: Panel { elevation: 3 }
        contentItem: Column {
            spacing: 14
            Text {
                textFormat: Text.PlainText
                width: clearConfirm.availableWidth   // not the Column's: its width follows its children
                text: qsTr("Clear all statistics?")
                font.family: Theme.displayFont
                font.pixelSize: Theme.textSubheading + 2
                font.bold: true
                color: Theme.ink
                wrapMode: Text.WordWrap
            }
            Text {
                objectName: "clearStatisticsText"
                textFormat: Text.PlainText
                width: clearConfirm.availableWidth   // not the Column's: its width follows its children
                text: qsTr("Every recorded game of every player, in all three games, is deleted. This cannot be undone.")
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
            Row {
                spacing: Theme.gap
                TableButton {
                    objectName: "keepStatisticsButton"
                    kind: "secondary"
                    text: qsTr("Keep them")
                    focus: true
                    onClicked: clearConfirm.close()
                }
                TableButton {
                    objectName: "confirmClearButton"
                    kind: "accent"
                    text: qsTr("Clear statistics")
                    onClicked: {
                        Statistics.clear()
                        clearConfirm.close()
                    }
                }
            }
        }
    }

    // ---- pieces ------------------------------------------------------------------
    component SectionTitle: Text {
        textFormat: Text.PlainText
        font.family: Theme.displayFont
        font.pixelSize: Theme.textBody + 1
        font.bold: true
        color: Theme.tealDark
        elide: Text.ElideRight
    }

    // One big number with its name under it.
    component Figure: Rectangle {
        id: figure
        property string label
        property string value
        property bool accent: false
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        implicitHeight: 84
        radius: Theme.radiusSmall
        color: accent ? Theme.amberLight : Theme.cardShade
        border.color: Theme.cardEdge
        Accessible.role: Accessible.StaticText
        Accessible.name: label + ": " + value
        Column {
            anchors.centerIn: parent
            width: parent.width - 12
            spacing: 2
            Text {
                textFormat: Text.PlainText
                objectName: "value"
                width: parent.width
                text: figure.value
                font.family: Theme.displayFont
                font.pixelSize: Theme.scaled(30)
                font.bold: true
                color: figure.accent ? Theme.amberDark : Theme.teal
                horizontalAlignment: Text.AlignHCenter
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: figure.label
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall - 1
                color: Theme.inkSoft
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
        }
    }

    // A player in the list: click to show their figures.
    component PersonRow: T.ItemDelegate {
        id: row
        required property var modelData
        readonly property bool chosen: modelData.name === screen.person
        //: In the players list: %n games played, %1 the win rate.
        readonly property string detail: qsTr("%n played · %1", "", modelData.games).arg(modelData.winRateText)
        objectName: "personRow-" + modelData.name
        width: playersColumn.width
        implicitHeight: 48
        padding: 10
        focusPolicy: Qt.StrongFocus
        Accessible.name: modelData.shown + ", " + detail
        onClicked: screen.person = modelData.name
        Keys.onReturnPressed: clicked()
        Keys.onEnterPressed: clicked()
        background: Rectangle {
            radius: Theme.radiusSmall
            color: row.chosen ? Theme.teal : row.hovered ? Theme.tealLight : "transparent"
            FocusRing { shown: row.visualFocus; baseRadius: Theme.radiusSmall }
        }
        contentItem: RowLayout {
            spacing: 8
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: row.modelData.shown
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textBody
                font.bold: true
                color: row.chosen ? Theme.card : Theme.ink
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                text: row.detail
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                color: row.chosen ? Theme.tealLight : Theme.inkSoft
            }
        }
    }

    // One bot level: its name, the share won as a bar, and "won 3 of 5".
    component OpponentRow: ColumnLayout {
        id: opponent
        required property var modelData
        spacing: 3
        Accessible.role: Accessible.StaticText
        Accessible.name: modelData.label + ": " + modelData.text
        RowLayout {
            Layout.fillWidth: true
            Text {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: opponent.modelData.label
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
            Text {
                textFormat: Text.PlainText
                text: opponent.modelData.text
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                color: Theme.inkSoft
            }
        }
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: 8
            radius: 4
            color: Theme.cardShade
            border.color: Theme.cardEdge
            Rectangle {
                width: parent.width * opponent.modelData.rate
                height: parent.height
                radius: 4
                color: Theme.teal
            }
        }
    }

    // Bars of the last games' scores, oldest on the left, each labelled.
    component ScoreBars: Item {
        id: chart
        property var games: []
        property int maxScore: 0
        readonly property real slot: games.length > 0 ? width / Math.max(games.length, 8) : width
        Rectangle {   // the baseline
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 18
            height: 2
            color: Theme.cardEdge
        }
        Repeater {
            model: chart.games
            Item {
                id: bar
                required property var modelData
                required property int index
                x: index * chart.slot
                width: chart.slot
                height: chart.height
                Accessible.role: Accessible.StaticText
                Accessible.name: modelData.text
                Rectangle {
                    id: column
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 20
                    width: Math.min(26, bar.width * 0.64)
                    // At least a sliver, so a score of 0 still shows a game.
                    height: Math.max(3, (bar.height - 42) * (chart.maxScore > 0 ? bar.modelData.score / chart.maxScore : 0))
                    radius: 4
                    color: bar.modelData.won ? Theme.teal : Theme.cardEdge
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: column.top
                    anchors.bottomMargin: 2
                    text: bar.modelData.score
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall - 1
                    font.bold: bar.modelData.won
                    color: bar.modelData.won ? Theme.tealDark : Theme.inkSoft
                }
                Text {
                    textFormat: Text.PlainText
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    text: bar.index + 1 === chart.games.length ? qsTr("last") : ""
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall - 2
                    color: Theme.inkSoft
                }
            }
        }
    }

    component LegendKey: Row {
        id: key
        property color color
        property string text
        spacing: 6
        Rectangle { width: 12; height: 12; radius: 3; color: key.color; anchors.verticalCenter: parent.verticalCenter }
        Text {
            textFormat: Text.PlainText
            text: key.text
            font.family: Theme.bodyFont
            font.pixelSize: Theme.textSmall - 1
            color: Theme.inkSoft
        }
    }
}
