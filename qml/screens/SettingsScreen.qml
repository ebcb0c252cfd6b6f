import QtQuick
import QtQuick.Layouts
import CritterTable

// Language, animation speed, bots, full screen, Seeing (colours, contrast,
// text size, motion) and sound. Every change applies at once and is saved
// (AppSettings keeps it in QSettings).
FocusScope {
    id: settingsScreen
    objectName: "settingsScreen"
    signal back()

    ScreenHeader {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        title: qsTr("Settings")
        subtitle: AppSettings.writeProblem === "" ? qsTr("Changes apply right away and are remembered.") : ""
        onBack: settingsScreen.back()
    }

    // The settings file cannot be written: said whole, in place of "remembered".
    Text {
        id: writeProblem
        objectName: "settingsWriteProblem"
        visible: AppSettings.writeProblem !== ""
        anchors { top: header.bottom; left: parent.left; right: parent.right }
        anchors.leftMargin: Theme.gapLarge
        anchors.rightMargin: Theme.gapLarge
        height: visible ? implicitHeight + Theme.gap : 0
        textFormat: Text.PlainText
        text: qsTr("Changes apply now but cannot be remembered: %1").arg(AppSettings.writeProblem)
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
        wrapMode: Text.Wrap
        color: Theme.amberLight
        font.family: Theme.bodyFont
        font.pixelSize: Theme.textSmall
    }

    ScrollingPanel {
        id: scroller
        anchors.top: writeProblem.bottom
        anchors.bottom: parent.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        maxWidth: 760

        ColumnLayout {
            id: rows
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: 22

            SettingRow {
                title: qsTr("Language")
                description: qsTr("The language of every screen, switched without a restart.")
                SegmentedChoice {
                    objectName: "languageChoice"
                    Accessible.name: qsTr("Language")
                    // Each language is named in its own language, whatever the current one is.
                    options: [{ value: "en", text: "English" }, { value: "de", text: "Deutsch" },
                              { value: "fr", text: "Français" }]
                    value: AppSettings.language
                    onActivated: (code) => AppSettings.language = code
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.cardEdge }
            SettingRow {
                title: qsTr("Animation speed")
                description: qsTr("How fast cards, tokens and screens move. Instant turns motion off.")
                SegmentedChoice {
                    objectName: "speedChoice"
                    Accessible.name: qsTr("Animation speed")
                    options: [
                        { value: AppSettings.Slow, text: qsTr("Slow") },
                        { value: AppSettings.Normal, text: qsTr("Normal") },
                        { value: AppSettings.Fast, text: qsTr("Fast") },
                        { value: AppSettings.Instant, text: qsTr("Instant") }
                    ]
                    value: AppSettings.animationSpeed
                    onActivated: (speed) => AppSettings.animationSpeed = speed
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.gap
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignRight
                    text: qsTr("Preview")
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall
                    color: Theme.inkSoft
                }
                SpeedPreview { Layout.preferredWidth: 300 }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.cardEdge }
            SettingRow {
                title: qsTr("Bot pace")
                description: qsTr("How long each bot move takes at least, so you can follow what the bots do.")
                SegmentedChoice {
                    objectName: "botPaceChoice"
                    Accessible.name: qsTr("Bot pace")
                    options: [
                        { value: AppSettings.Slow, text: qsTr("Slow") },
                        { value: AppSettings.Normal, text: qsTr("Normal") },
                        { value: AppSettings.Fast, text: qsTr("Fast") },
                        { value: AppSettings.Instant, text: qsTr("Instant") }
                    ]
                    value: AppSettings.botPace
                    onActivated: (pace) => AppSettings.botPace = pace
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.cardEdge }
            SettingRow {
                title: qsTr("Undo against bots")
                description: qsTr("Take back a misclick when you play alone against bots. Never after a card, die or pass was revealed, and never in pass-and-play.")
                TableSwitch {
                    objectName: "undoSwitch"
                    checked: AppSettings.undoAgainstBots
                    onToggled: AppSettings.undoAgainstBots = checked
                    Accessible.name: qsTr("Undo against bots")
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.cardEdge }
            SettingRow {
                title: qsTr("Confirm moves that cannot be undone")
                description: qsTr("A move undo cannot take back (a card drawn after it, pass-and-play) waits a moment with Cancel, or until you click Play.")
                SegmentedChoice {
                    objectName: "confirmMovesChoice"
                    Accessible.name: qsTr("Confirm moves that cannot be undone")
                    options: [
                        { value: PendingMove.Off, text: qsTr("Off") },
                        { value: PendingMove.CancelWindow, text: qsTr("Cancel window") },
                        { value: PendingMove.PickThenPlay, text: qsTr("Pick, then play") }
                    ]
                    value: AppSettings.confirmMoves
                    onActivated: (mode) => AppSettings.confirmMoves = mode
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.cardEdge }
            SettingRow {
                title: qsTr("Full screen")
                description: qsTr("Let the table fill the whole screen.")
                TableSwitch {
                    objectName: "fullScreenSwitch"
                    checked: AppSettings.fullScreen
                    onToggled: AppSettings.fullScreen = checked
                    Accessible.name: qsTr("Full screen")
                }
            }

            // ---- Seeing ----
            GroupHeading { objectName: "seeingHeading"; text: qsTr("Seeing") }
            SettingRow {
                title: qsTr("Colour-blind-safe colours")
                description: qsTr("Seat and accent colours that stay apart with every common colour-vision deficiency. Seats always have their own shape and letter too.")
                TableSwitch {
                    objectName: "colourSafeSwitch"
                    checked: AppSettings.colourSafe
                    onToggled: AppSettings.colourSafe = checked
                    Accessible.name: qsTr("Colour-blind-safe colours")
                }
            }
            RowLayout {
                objectName: "seatPreview"
                Layout.fillWidth: true
                spacing: 8
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignRight
                    text: qsTr("Seats")
                    font.family: Theme.bodyFont
                    font.pixelSize: Theme.textSmall
                    color: Theme.inkSoft
                    elide: Text.ElideRight
                }
                Repeater {
                    model: 6
                    SeatMark {
                        required property int index
                        implicitWidth: 30
                        seat: index
                        label: String(index + 1)
                    }
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.cardEdge }
            SettingRow {
                title: qsTr("High contrast")
                description: qsTr("Black and white with strong edges: a plain dark table, white cards and dark text.")
                TableSwitch {
                    objectName: "highContrastSwitch"
                    checked: AppSettings.highContrast
                    onToggled: AppSettings.highContrast = checked
                    Accessible.name: qsTr("High contrast")
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.cardEdge }
            SettingRow {
                title: qsTr("Text size")
                description: qsTr("The size of all text in the app.")
                SegmentedChoice {
                    objectName: "textSizeChoice"
                    Accessible.name: qsTr("Text size")
                    options: [
                        { value: AppSettings.TextSmall, text: qsTr("Small") },
                        { value: AppSettings.TextNormal, text: qsTr("Normal") },
                        { value: AppSettings.TextLarge, text: qsTr("Large") },
                        { value: AppSettings.TextLarger, text: qsTr("Larger") }
                    ]
                    value: AppSettings.textSize
                    onActivated: (size) => AppSettings.textSize = size
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: Theme.cardEdge }
            SettingRow {
                title: qsTr("Reduce motion")
                description: qsTr("Nothing flies, spins, slides or bounces: cards and pawns appear in place and changes fade.")
                TableSwitch {
                    objectName: "reducedMotionSwitch"
                    checked: AppSettings.reducedMotion
                    onToggled: AppSettings.reducedMotion = checked
                    Accessible.name: qsTr("Reduce motion")
                }
            }
            // ---- Sound ----
            GroupHeading { text: qsTr("Sound") }
            SettingRow {
                title: qsTr("Sound effects")
                description: qsTr("Short sounds for the die, cards, a bust, a Panda Panda call, a lap and a win. Silent when animations are instant.")
                TableSwitch {
                    objectName: "soundSwitch"
                    checked: !AppSettings.soundMuted
                    onToggled: AppSettings.soundMuted = !checked
                    Accessible.name: qsTr("Sound effects")
                }
            }
            SettingRow {
                title: qsTr("Volume")
                description: qsTr("How loud the sounds are. Let go of the slider to hear one.")
                RowLayout {
                    spacing: 12
                    TableSlider {
                        id: volumeSlider
                        objectName: "volumeSlider"
                        Layout.preferredWidth: 220
                        enabled: !AppSettings.soundMuted
                        from: 0
                        to: 100
                        stepSize: 5
                        value: AppSettings.soundVolume
                        onMoved: AppSettings.soundVolume = Math.round(value)
                        onMoveFinished: SoundBoard.play("card")
                        Accessible.name: qsTr("Volume")
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "volumeText"
                        Layout.preferredWidth: 52
                        horizontalAlignment: Text.AlignRight
                        //: The sound volume as a percentage (0 to 100).
                        text: qsTr("%1 %").arg(Math.round(volumeSlider.value))
                        opacity: volumeSlider.enabled ? 1 : 0.45
                        font.family: Theme.bodyFont
                        font.pixelSize: Theme.textBody
                        color: Theme.ink
                    }
                }
            }
        }
    }

    // A group's name over its settings, with a rule above it.
    component GroupHeading: ColumnLayout {
        property alias text: headingText.text
        Layout.fillWidth: true
        Layout.topMargin: 6
        spacing: 10
        Rectangle { Layout.fillWidth: true; height: 2; color: Theme.cardEdge }
        Text {
            id: headingText
            textFormat: Text.PlainText
            Layout.fillWidth: true
            font.family: Theme.displayFont
            font.pixelSize: Theme.textHeading
            font.bold: true
            color: Theme.ink
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
    }

    // A setting: its title and a line on the left, its control on the right,
    // centred on the text. Anchored rather than a RowLayout: a RowLayout
    // left the control where it centred it while the description was still
    // wrapping at its first, narrow width (the Language choice sat 48 px low).
    component SettingRow: Item {
        property alias title: titleText.text
        property alias description: descriptionText.text
        default property alias control: controlSlot.data
        Layout.fillWidth: true
        implicitHeight: Math.max(texts.implicitHeight, controlSlot.height)
        Column {
            id: texts
            anchors.left: parent.left
            anchors.right: controlSlot.left
            anchors.rightMargin: Theme.gapLarge
            anchors.verticalCenter: parent.verticalCenter
            spacing: 4
            Heading {
                id: titleText
                width: parent.width
                // A setting's name, read out with its control, not as a heading.
                Accessible.role: Accessible.StaticText
            }
            Text {
                id: descriptionText
                textFormat: Text.PlainText
                width: parent.width
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                font.family: Theme.bodyFont
                font.pixelSize: Theme.textSmall
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
        }
        Item {
            id: controlSlot
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            width: childrenRect.width
            height: childrenRect.height
        }
    }
}
