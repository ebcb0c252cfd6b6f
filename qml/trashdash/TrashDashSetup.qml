pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import CritterTable

// Trash Dash's part of Setup: Standard race or Tournament (Uptown or
// Downtown), the track (one of the rulebook's six drawn as tiles, a random
// one, or our own from the builder), the laps, and each racer's character
// and ability side, both sides readable. options() gives the table's options.
Column {
    id: tdSetup
    objectName: "tdSetup"
    property var seats: []          // Setup's seats: [{name, kind}]
    property string mode: "standard"
    property string circuit: "uptown"
    property string track: "bin-bandit-boulevard"   // a track id, or "custom"
    property int laps: 0                            // 0: the track's own (or the suggestion)
    property string cpu: "standard"                 // how strong the CPU racers play (issue 34)
    readonly property bool hasCpu: seats.some(s => s.kind === "cpu")
    property var characters: []                     // per seat: character id
    property var sides: []                          // per seat: 0 or 1
    // Our own track's tiles, Start first: the builder's row, kept here so
    // the builder is made only while it is shown (a hidden one cost Setup
    // about 10 MiB and 200 ms; docs/performance.md, session 21).
    property var customTiles: ["start-a", "3a", "12a", "10a", "turn-a"]
    readonly property string customProblem: TrashDashCatalog.checkTiles(customTiles)
    readonly property bool valid: mode === "tournament" || track !== "custom" || customProblem.length === 0
    readonly property string problem: valid ? "" : customProblem
    readonly property var catalog: TrashDashCatalog.characters
    spacing: 12

    function characterOf(seat) {
        if (seat < characters.length && characters[seat] !== "")
            return characters[seat]
        // The first character no earlier seat took.
        const used = []
        for (let s = 0; s < seat; ++s)
            used.push(characterOf(s))
        for (const c of catalog)
            if (used.indexOf(c.id) < 0)
                return c.id
        return catalog[0].id
    }
    function setCharacter(seat, id) {
        const next = []
        for (let s = 0; s < Math.max(seats.length, characters.length); ++s)
            next.push(characterOf(s))
        // Characters are distinct: a racer who had it takes this seat's old one.
        const other = next.indexOf(id)
        if (other >= 0 && other !== seat)
            next[other] = next[seat]
        next[seat] = id
        characters = next
    }
    function sideOf(seat) { return seat < sides.length ? sides[seat] : 0 }
    function setSide(seat, side) {
        const next = sides.slice()
        while (next.length <= seat)
            next.push(0)
        next[seat] = side
        sides = next
    }
    function characterInfo(id) {
        for (const c of catalog)
            if (c.id === id)
                return c
        return catalog[0]
    }
    // The race last set up comes back (AppSettings.lastOptions). Every value
    // is checked: one that no longer fits (a hand-edited file, a track that
    // is gone) leaves that choice at its default.
    property bool restored: false
    Component.onCompleted: {
        const kept = AppSettings.lastOptions("trash-dash")
        if (kept.mode === "standard" || kept.mode === "tournament")
            mode = kept.mode
        if (kept.circuit === "uptown" || kept.circuit === "downtown")
            circuit = kept.circuit
        // A list of words comes back as a sequence, not a JS array: copy it.
        const tiles = kept.tiles ? Array.from(kept.tiles, String) : []
        if (tiles.length > 0 && TrashDashCatalog.checkTiles(tiles) === "")
            customTiles = tiles
        if (kept.track === "custom" || TrashDashCatalog.tracks.some(t => t.id === kept.track))
            track = kept.track
        if (Number.isInteger(kept.laps) && kept.laps >= 0 && kept.laps <= 4)
            laps = kept.laps
        if (kept.cpu === "standard" || kept.cpu === "tough" || kept.cpu === "champion")
            cpu = kept.cpu
        restored = true
    }
    function keep() {
        if (restored)
            AppSettings.setLastOptions("trash-dash", { mode: mode, circuit: circuit, track: track, laps: laps,
                                                       tiles: customTiles, cpu: cpu })
    }
    onModeChanged: keep()
    onCircuitChanged: keep()
    onTrackChanged: keep()
    onLapsChanged: keep()
    onCpuChanged: keep()
    // The builder's row and customTiles follow each other (tile ids hold no comma).
    function sameTiles(a, b) { return String(a) === String(b) }
    onCustomTilesChanged: {
        const shown = builder.item as TrackBuilder
        if (shown && !sameTiles(shown.tiles, customTiles))
            shown.tiles = customTiles
        keep()
    }
    Connections {
        target: builder.item as TrackBuilder
        function onTilesChanged() {
            const row = (builder.item as TrackBuilder).tiles
            if (!tdSetup.sameTiles(row, tdSetup.customTiles))
                tdSetup.customTiles = row
        }
    }

    function options() {
        const racers = []
        for (let s = 0; s < seats.length; ++s)
            racers.push({ character: characterOf(s), side: sideOf(s) })
        return { mode: mode, circuit: circuit, track: track, tiles: track === "custom" ? customTiles : [],
                 laps: laps, racers: racers, cpu: cpu }
    }

    Text {
        textFormat: Text.PlainText
        text: qsTr("The race")
        color: Theme.onTable
        font.family: Theme.displayFont
        font.pixelSize: Theme.textSubheading
        font.bold: true
    }
    SegmentedChoice {
        objectName: "tdModeChoice"
        options: [{ value: "standard", text: qsTr("One race") }, { value: "tournament", text: qsTr("Tournament of 3") }]
        value: tdSetup.mode
        onActivated: (v) => tdSetup.mode = v
    }
    SegmentedChoice {
        objectName: "tdCircuitChoice"
        visible: tdSetup.mode === "tournament"
        options: [{ value: "uptown", text: qsTr("Uptown") }, { value: "downtown", text: qsTr("Downtown") }]
        value: tdSetup.circuit
        onActivated: (v) => tdSetup.circuit = v
    }
    Text {
        textFormat: Text.PlainText
        visible: tdSetup.mode === "tournament"
        width: parent.width
        wrapMode: Text.WordWrap
        color: Theme.onTableSoft
        font.pixelSize: Theme.textSmall
        text: {
            const names = []
            for (const t of TrashDashCatalog.tracks)
                if (t.circuit === tdSetup.circuit)
                    names.push(t.name)
            return qsTr("Three races: %1. Points 3, 2, 1 for the first three places each race.").arg(names.join(", "))
        }
    }

    // The track picker: the six tracks drawn as their tiles, and our own.
    Flow {
        objectName: "tdTrackPicker"
        visible: tdSetup.mode === "standard"
        width: parent.width
        spacing: 8
        Repeater {
            model: TrashDashCatalog.tracks
            Rectangle {
                id: pick
                required property var modelData
                objectName: "tdTrack-" + modelData.id
                readonly property bool chosen: tdSetup.track === modelData.id
                width: Math.min(250, (tdSetup.width - 16) / 3)
                height: 96
                radius: Theme.radiusSmall
                color: chosen ? Theme.amberLight : Theme.card
                border.color: chosen ? Theme.amber : activeFocus ? Theme.focus : Theme.cardEdge
                border.width: chosen || activeFocus ? 3 : 1
                activeFocusOnTab: true
                Keys.onSpacePressed: tdSetup.track = modelData.id
                Column {
                    anchors.fill: parent
                    anchors.margins: 6
                    spacing: 4
                    NameLine {
                        width: parent.width
                        text: pick.modelData.name
                    }
                    Text {
                        textFormat: Text.PlainText
                        text: pick.modelData.laps === 1 ? qsTr("1 lap · %1 tiles").arg(pick.modelData.tiles.length)
                                                   : qsTr("%1 laps · %2 tiles").arg(pick.modelData.laps).arg(pick.modelData.tiles.length)
                        color: Theme.inkSoft
                        font.pixelSize: Theme.textTiny
                    }
                    Row {
                        spacing: 1
                        Repeater {
                            model: pick.modelData.tiles
                            TrackTile {
                                required property var modelData
                                width: Math.min(20, (pick.width - 12) / pick.modelData.tiles.length - 1)
                                height: 44
                                tile: modelData
                            }
                        }
                    }
                }
                MouseArea { anchors.fill: parent; onClicked: tdSetup.track = pick.modelData.id }
            }
        }
        Rectangle {
            objectName: "tdTrack-custom"
            readonly property bool chosen: tdSetup.track === "custom"
            width: Math.min(250, (tdSetup.width - 16) / 3)
            height: 96
            radius: Theme.radiusSmall
            color: chosen ? Theme.amberLight : Theme.card
            border.color: chosen ? Theme.amber : Theme.cardEdge
            border.width: chosen ? 3 : 1
            Column {
                id: customColumn
                anchors.centerIn: parent
                width: parent.width - 12
                Text { textFormat: Text.PlainText; anchors.horizontalCenter: parent.horizontalCenter; text: "✎"; font.pixelSize: Theme.scaled(26); color: Theme.teal }
                Text {
                    textFormat: Text.PlainText
                    width: customColumn.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    text: qsTr("Build your own track"); color: Theme.ink; font.bold: true; font.pixelSize: Theme.textSmall
                }
            }
            MouseArea { anchors.fill: parent; onClicked: tdSetup.track = "custom" }
        }
    }
    // Made when shown, from its file's address (an inline component of this
    // Bound file cannot be made by a Loader in Qt 6.4).
    Loader {
        id: builder
        active: tdSetup.mode === "standard" && tdSetup.track === "custom"
        visible: active
        width: parent.width
        source: active ? Qt.resolvedUrl("TrackBuilder.qml") : ""
        onLoaded: {
            const made = item as TrackBuilder
            made.objectName = "tdTrackBuilder"
            made.tiles = tdSetup.customTiles
        }
    }
    Row {
        visible: tdSetup.mode === "standard"
        spacing: 10
        Text {
            id: lapsLabel
            textFormat: Text.PlainText
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Laps")
            color: Theme.onTable
            font.bold: true
            font.pixelSize: Theme.textBody
        }
        SegmentedChoice {
            objectName: "tdLapsChoice"
            // Large text: narrower cells (a cut word shows whole on hover) rather than past the edge.
            segmentWidth: Math.min(widest, (tdSetup.width - lapsLabel.width - 18) / 5)
            options: [
                { value: 0, text: tdSetup.track === "custom" ? qsTr("Suggested (%1)").arg(TrashDashCatalog.recommendedLaps(tdSetup.customTiles.length))
                                                             : qsTr("Default (%1)").arg(TrashDashCatalog.trackLaps(tdSetup.track)) },
                { value: 1, text: "1" }, { value: 2, text: "2" }, { value: 3, text: "3" }, { value: 4, text: "4" }
            ]
            value: tdSetup.laps
            onActivated: (v) => tdSetup.laps = v
        }
    }

    // How strong the CPU racers play: only when one is in the race.
    Row {
        visible: tdSetup.hasCpu
        spacing: 10
        Text {
            id: cpuLabel
            textFormat: Text.PlainText
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("CPU racers")
            color: Theme.onTable
            font.bold: true
            font.pixelSize: Theme.textBody
        }
        SegmentedChoice {
            objectName: "tdCpuChoice"
            segmentWidth: Math.min(widest, (tdSetup.width - cpuLabel.width - 18) / 3)
            options: [{ value: "standard", text: qsTr("Standard") }, { value: "tough", text: qsTr("Tough") },
                      { value: "champion", text: qsTr("Champion") }]
            value: tdSetup.cpu
            onActivated: (v) => tdSetup.cpu = v
        }
    }
    Text {
        textFormat: Text.PlainText
        visible: tdSetup.hasCpu
        width: parent.width
        wrapMode: Text.WordWrap
        color: Theme.onTableSoft
        font.pixelSize: Theme.textSmall
        text: tdSetup.cpu === "champion" ? qsTr("Champion: fast rolls on almost every turn and hard hits. For those who beat Tough.")
            : tdSetup.cpu === "tough" ? qsTr("Tough: every roll two steps faster and harder hits. For those who beat Standard.")
            : qsTr("Standard: the CPU racers move two or three spaces a turn. For newcomers.")
    }

    Text {
        textFormat: Text.PlainText
        text: qsTr("Racers")
        color: Theme.onTable
        font.family: Theme.displayFont
        font.pixelSize: Theme.textSubheading
        font.bold: true
    }
    Repeater {
        model: tdSetup.seats
        Rectangle {
            id: racerRow
            required property var modelData
            required property int index
            objectName: "tdRacerSetup-" + index
            readonly property bool cpu: modelData.kind === "cpu"
            readonly property var info: tdSetup.characterInfo(tdSetup.characterOf(index))
            width: tdSetup.width
            height: racerColumn.implicitHeight + 16
            radius: Theme.radiusSmall
            color: Theme.card
            border.color: Theme.cardEdge
            ColumnLayout {
                id: racerColumn
                x: 8; y: 8
                width: parent.width - 16
                spacing: 6
                // Wraps onto a second line when large text needs it.
                Flow {
                    Layout.fillWidth: true
                    spacing: 10
                    Row {
                        spacing: 10
                        height: Math.max(characterChoice.height, implicitHeight)
                        SeatMark {
                            implicitWidth: 22
                            anchors.verticalCenter: parent.verticalCenter
                            seat: racerRow.index
                            label: String(racerRow.index + 1)
                        }
                        Text {
                            textFormat: Text.PlainText
                            anchors.verticalCenter: parent.verticalCenter
                            text: racerRow.modelData.name
                            color: Theme.ink
                            font.bold: true
                            font.pixelSize: Theme.textBody
                            width: 120
                            elide: Text.ElideRight
                        }
                    }
                    TableComboBox {
                        id: characterChoice
                        objectName: "tdCharacter-" + racerRow.index
                        implicitWidth: 190
                        model: tdSetup.catalog.map(c => ({ value: c.id, text: c.name }))
                        currentIndex: {
                            const id = tdSetup.characterOf(racerRow.index)
                            for (let i = 0; i < tdSetup.catalog.length; ++i)
                                if (tdSetup.catalog[i].id === id)
                                    return i
                            return 0
                        }
                        onActivated: (i) => tdSetup.setCharacter(racerRow.index, tdSetup.catalog[i].id)
                    }
                    SegmentedChoice {
                        objectName: "tdSide-" + racerRow.index
                        visible: !racerRow.cpu
                        options: [{ value: 0, text: qsTr("A: %1").arg(racerRow.info.sides[0].name) },
                                  { value: 1, text: qsTr("B: %1").arg(racerRow.info.sides[1].name) }]
                        value: tdSetup.sideOf(racerRow.index)
                        onActivated: (v) => tdSetup.setSide(racerRow.index, v)
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: !racerRow.cpu
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.textSmall
                    color: tdSetup.sideOf(racerRow.index) === 0 ? Theme.ink : Theme.inkSoft
                    // The chosen side reads bold, not only darker.
                    font.bold: tdSetup.sideOf(racerRow.index) === 0
                    text: qsTr("A · %1: %2").arg(racerRow.info.sides[0].name).arg(racerRow.info.sides[0].text)
                }
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: !racerRow.cpu
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.textSmall
                    color: tdSetup.sideOf(racerRow.index) === 1 ? Theme.ink : Theme.inkSoft
                    font.bold: tdSetup.sideOf(racerRow.index) === 1
                    text: qsTr("B · %1: %2").arg(racerRow.info.sides[1].name).arg(racerRow.info.sides[1].text)
                }
                Text {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: racerRow.cpu
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.textSmall
                    color: Theme.inkSoft
                    text: qsTr("CPU racer: rolls the CPU die and never plays cards. %1").arg(racerRow.info.cpuText)
                }
            }
        }
    }
}
