pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import CritterTable

// The keyboard at every table, in one place. Tab and Shift+Tab move between
// the table's regions (hand, piles, tokens, players, track, controls, top
// bar), the arrow keys move within one, Enter or Space act on what has
// focus (each card, token and button handles that itself). A game lists its
// own shortcuts in `moves`; each one only presses what the session already
// offers (a button it built, a card it highlighted), so the keyboard never
// decides what is legal. The table forwards its unhandled keys to handle().
Item {
    id: keys
    required property TableSession session
    required property Item table
    // Tab order. A region is an item, a list of items side by side, or a
    // function giving either; its stops are the visible, enabled items inside that take focus
    // (activeFocusOnTab).
    property var regions: []
    // Where focus goes when the person is asked (the decision bar).
    property Item controls: null
    // Covers (privacy screen, scores, round end): while one shows it is the
    // only region and no move shortcut fires.
    property list<Item> overlays
    // The game's own shortcuts for the sheet and the keys: [{key: Qt.Key_R,
    // keyText: "R", label}] take the session's choice whose shortcut is keyText;
    // a move may instead bring run(), returning whether it did anything.
    property var moves: []
    // Extra lines for the sheet: [{keyText, label}] (how to play cards...).
    property var notes: []
    // Esc: the game closes a half-made choice (returns whether it did).
    property var cancel: function() { return false }
    property string gameName: ""
    property bool live: true           // the table is the screen in front
    // A table whose log can be hidden says so; L then toggles it.
    property bool logKey: false
    signal logToggled()

    readonly property Item openOverlay: {
        for (let i = 0; i < overlays.length; ++i)
            if (overlays[i] && overlays[i].visible)
                return overlays[i]
        return null
    }
    // Move shortcuts only for the person asked now, looking at their own table.
    readonly property bool movesAllowed: live && session.myDecision && !session.privacyNeeded
                                         && !session.replaying && openOverlay === null
    readonly property Item focused: Window.activeFocusItem

    // ---- stops and regions ----
    function collect(item, out) {
        const kids = item.children
        for (let i = 0; i < kids.length; ++i) {
            const child = kids[i]
            if (!child.visible || !child.enabled)
                continue
            if (child.activeFocusOnTab)
                out.push(child)     // a stop's insides are its own business
            else
                collect(child, out)
        }
    }
    // A region's stops in reading order: rows top to bottom, left to right in a row.
    function stopsIn(region) {
        const out = []
        for (const part of partsOf(region)) {
            if (!part || !part.visible)
                continue
            if (part.activeFocusOnTab && part.enabled)
                out.push(part)
            else
                collect(part, out)
        }
        const at = out.map(it => ({ item: it, p: it.mapToItem(table, it.width / 2, it.height / 2), h: it.height }))
        at.sort((a, b) => {
            const dy = a.p.y - b.p.y
            return Math.abs(dy) > Math.min(a.h, b.h) / 2 ? dy : a.p.x - b.p.x
        })
        return at.map(a => a.item)
    }
    function activeRegions() {
        return openOverlay ? [openOverlay] : regions.filter(r => stopsIn(r).length > 0)
    }
    // A region given as a function is asked each time (seats made by a Repeater).
    function partsOf(region) {
        const parts = typeof region === "function" ? region() : region
        return Array.isArray(parts) ? parts : [parts]
    }
    function contains(region, item) {
        const parts = partsOf(region)
        for (let it = item; it; it = it.parent)
            if (parts.indexOf(it) >= 0)
                return true
        return false
    }
    function regionOf(item, list) {
        for (let i = 0; i < list.length; ++i)
            if (contains(list[i], item))
                return i
        return -1
    }

    // The last stop focused in each region (by its first part), so Tab comes back to it.
    property var remembered: new Map()
    function focusStop(stop, region) {
        if (!stop)
            return false
        remembered.set(partsOf(region)[0], stop)
        stop.forceActiveFocus(Qt.TabFocusReason)
        return true
    }
    function enter(region) {
        const stops = stopsIn(region)
        const last = remembered.get(partsOf(region)[0])
        return focusStop(stops.indexOf(last) >= 0 ? last : stops[0], region)
    }

    // Tab (+1) and Shift+Tab (-1): the next region that has something to focus.
    function cycle(delta) {
        const list = activeRegions()
        if (list.length === 0)
            return
        const at = regionOf(focused, list)
        // A cover alone (scores, round end): Tab goes round its buttons.
        if (list.length === 1 && at === 0) {
            const stops = stopsIn(list[0])
            const i = stops.indexOf(focused)
            focusStop(stops[(i + delta + stops.length) % stops.length], list[0])
            return
        }
        const next = at < 0 ? (delta > 0 ? 0 : list.length - 1) : (at + delta + list.length) % list.length
        enter(list[next])
    }
    // Arrows: the previous or next stop within the focused region.
    function step(delta, toEnd) {
        const list = activeRegions()
        const at = regionOf(focused, list)
        if (at < 0)
            return offerFocus(true)
        const stops = stopsIn(list[at])
        let i = stops.indexOf(focused)
        for (let it = focused; i < 0 && it; it = it.parent)
            i = stops.indexOf(it)
        const next = toEnd ? (delta > 0 ? stops.length - 1 : 0) : Math.max(0, Math.min(stops.length - 1, i + delta))
        focusStop(stops[next], list[at])
        return true
    }

    // Focus lost (the focused card was played, a cover came up): put it where
    // the person can act again. `always`: also when focus sits somewhere fine.
    // Focus left for nowhere: no item, the table itself, something hidden, or
    // outside the table (a popup's overlay does not count: it has its own).
    function focusIsLost() {
        const item = focused
        return !item || item === table || !item.visible || !item.enabled
               || (!contains(table, item) && !contains(T.Overlay.overlay, item))
    }
    function offerFocus(always) {
        if (!live || (!always && !focusIsLost()))
            return always
        if (openOverlay)
            return enter(openOverlay)
        if (session.myDecision && controls && stopsIn(controls).length > 0)
            return enter(controls)
        const list = activeRegions()
        return list.length > 0 ? enter(list[0]) : false
    }
    Connections {
        target: keys.session
        function onDecisionChanged() { Later.call(keys.offerFocus, false) }
        function onViewerChanged() { Later.call(keys.offerFocus, false) }
    }
    onLiveChanged: if (live) Later.call(keys.offerFocus, false)
    onOpenOverlayChanged: Later.call(keys.offerFocus, openOverlay !== null)
    onFocusedChanged: {
        if (live && focusIsLost())
            Later.call(keys.offerFocus, false)
    }

    // ---- the table's keys ----
    function press(button) {
        if (!button || !button.visible || !button.enabled)
            return false
        button.clicked()
        return true
    }
    // The session's choice for a shortcut (ChoiceModel's shortcut role): taken
    // when it is the only one, its button focused (to choose with the arrows)
    // when several share the key.
    function pressChoice(keyText) {
        const ids = session.choiceModel.idsForShortcut(keyText)
        if (ids.length === 1)
            return session.choose(ids[0])
        if (ids.length > 1) {
            const found = []
            findChoiceButtons(table, ids, found)
            return found.length > 0 && focusStop(found[0], controls)
        }
        return false
    }
    function findChoiceButtons(item, ids, out) {
        const kids = item.children
        for (let i = 0; i < kids.length; ++i) {
            const child = kids[i]
            if (!child.visible)
                continue
            if (child.enabled && child.activeFocusOnTab && ids.indexOf(child.choiceId) >= 0)
                out.push(child)
            findChoiceButtons(child, ids, out)
        }
    }
    function handle(event) {
        const mods = event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier)
        if (!live || event.isAutoRepeat && event.key !== Qt.Key_Left && event.key !== Qt.Key_Right
                && event.key !== Qt.Key_Up && event.key !== Qt.Key_Down)
            return
        if (mods === Qt.ControlModifier && event.key === Qt.Key_Z) {
            event.accepted = undo()
            return
        }
        if (mods === Qt.ControlModifier && event.key === Qt.Key_S) {
            event.accepted = openOverlay === null && press(saveButton)
            return
        }
        if (mods !== 0)
            return
        switch (event.key) {
        case Qt.Key_Escape:
            event.accepted = cancel()
            return
        case Qt.Key_Left: case Qt.Key_Up:
            event.accepted = step(-1, false)
            return
        case Qt.Key_Right: case Qt.Key_Down:
            event.accepted = step(1, false)
            return
        case Qt.Key_Home:
            event.accepted = step(-1, true)
            return
        case Qt.Key_End:
            event.accepted = step(1, true)
            return
        case Qt.Key_F1: case Qt.Key_Question:
            keys.showSheet()
            event.accepted = true
            return
        }
        if (event.text === "?") {
            keys.showSheet()
            event.accepted = true
            return
        }
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            // Nothing focused took it: focus goes where one can act.
            event.accepted = offerFocus(true)
            return
        }
        if (event.key === Qt.Key_L && logKey && openOverlay === null) {
            logToggled()
            event.accepted = true
            return
        }
        if (event.key === Qt.Key_U) {
            event.accepted = undo()
            return
        }
        if (event.key === Qt.Key_H && movesAllowed) {
            event.accepted = press(hintButton)
            return
        }
        if (!movesAllowed)
            return
        for (const move of moves) {
            if (move.key === event.key) {
                // A move without run() is a choice's shortcut (ChoiceModel).
                event.accepted = move.run ? move.run() : pressChoice(move.keyText)
                return
            }
        }
    }
    // Undo, Hint and Save press the table's own buttons, which know when they apply.
    property Item undoButton: null
    property Item hintButton: null
    property Item saveButton: null
    function undo() {
        return live && !session.privacyNeeded && openOverlay === null && press(undoButton)
    }

    // Tab goes here first: Qt Quick would otherwise walk every focusable item.
    Shortcut {
        sequences: ["Tab"]
        enabled: keys.live
        context: Qt.WindowShortcut
        onActivated: keys.cycle(1)
    }
    Shortcut {
        // Shift+Tab arrives as Backtab on some platforms: two spellings of one
        // key may both match, which Qt calls ambiguous; both go back.
        sequences: ["Backtab", "Shift+Tab", "Shift+Backtab"]
        enabled: keys.live
        context: Qt.WindowShortcut
        onActivated: keys.cycle(-1)
        onActivatedAmbiguously: keys.cycle(-1)
    }

    // The sheet, made the first time it is asked for and kept (null until
    // then): a table makes none of it before its first frame (issue 35).
    property ShortcutSheet sheet: null
    function showSheet() {
        if (!sheet)
            sheet = sheetMaker.createObject(keys) as ShortcutSheet
        sheet.open()
    }
    Component {
        id: sheetMaker
        ShortcutSheet {
            gameName: keys.gameName
            logKey: keys.logKey
            moves: keys.moves
            notes: keys.notes
        }
    }
}
