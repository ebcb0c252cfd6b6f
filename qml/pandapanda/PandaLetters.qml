pragma Singleton
import QtQuick

// The seven Panda Panda letters: each has its own colour AND its own shape,
// so no letter is told apart by colour alone (the art is resources/art/pp-*.svg).
QtObject {
    readonly property string letters: "ABCDEFG"
    readonly property var colors: ["#d8432c", "#2d6cc0", "#2e8f45", "#7a4aae", "#d9800c", "#c2367a", "#2a2a2a"]

    function text(letter) { return letter >= 0 && letter < 7 ? letters.charAt(letter) : "?" }
    function color(letter) { return letter >= 0 && letter < 7 ? colors[letter] : "#735e4b" }
    function art(letter) { return "qrc:/CritterTable/resources/art/pp-" + (letter >= 0 && letter < 7 ? "abcdefg".charAt(letter) : "back") + ".svg" }
}
