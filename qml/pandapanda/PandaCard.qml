import QtQuick
import CritterTable

// A Panda Panda card: the shared Card frame with our letter art in its face
// slot; letter -1 (unknown to this viewer) shows the panda back.
Card {
    id: pandaCard
    property int letter: -1
    readonly property string letterText: letter >= 0 ? PandaLetters.text(letter) : ""
    faceUp: letter >= 0
    Accessible.name: letter >= 0 ? qsTr("Panda Panda card: %1").arg(letterText) : qsTr("face-down card")
    back: pandaBack
    implicitWidth: 84
    implicitHeight: 120

    Image {
        anchors.fill: parent
        anchors.margins: -3
        source: pandaCard.letter >= 0 ? PandaLetters.art(pandaCard.letter) : ""
        sourceSize.width: 140; sourceSize.height: 200
        smooth: true
        mipmap: true
    }

    Component {
        id: pandaBack
        Image {
            source: Theme.art("pp-back")
            sourceSize.width: 140; sourceSize.height: 200
            smooth: true
            mipmap: true
        }
    }
}
