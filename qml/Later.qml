pragma Singleton
import QtQml

// Later.call(fn, args...): Qt.callLater(fn, args...), the same thing (fn
// runs once after the current event; calls of the same fn before then fold
// into one, with the latest arguments). It exists for qmllint alone: Qt
// 6.4's QtQml types declare Qt.callLater as a read-only QJSValue property,
// not a method, so qmllint warns at every call of it ("may or may not be a
// method"). Calling it here keeps that one false finding in one place.
QtObject {
    function call(fn, ...args) {
        // Qt.callLater is a method: Qt 6.4's types call it a QJSValue property.
        Qt.callLater(fn, ...args) // qmllint disable type
    }
}
