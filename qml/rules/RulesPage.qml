import QtQml

// A game's how-to-play page (one file beside this one per game): its
// sections, [{ heading, body }], as the Rules screen and a table's Rules
// panel show them.
QtObject {
    property var sections: []
}
