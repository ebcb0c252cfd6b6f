import QtQuick
import CritterTable

// A hand of cards laid out as a gentle fan. Give it a model and a delegate
// (usually a Card); the fan places the delegates: they overlap when space is
// short and turn a little towards the edges. Game-neutral.
//   CardFan { model: hand; delegate: Card { required property var modelData ... } }
Item {
    id: fan
    property alias model: repeater.model
    property alias delegate: repeater.delegate
    property real cardWidth: 90
    property real cardHeight: 126
    property real maxAngle: 14          // degrees for the outermost card
    property real arc: 10               // how far the outer cards sit lower
    property real preferredGap: 8       // space between cards when they fit side by side
    readonly property int count: repeater.count
    readonly property real step: count <= 1 ? 0
                                 : Math.min(cardWidth + preferredGap, (width - cardWidth) / (count - 1))

    implicitWidth: count * (cardWidth + preferredGap)
    implicitHeight: cardHeight + arc + cardHeight * 0.2

    function itemAt(index) { return repeater.itemAt(index) }

    function layout() {
        const n = repeater.count
        const total = n <= 1 ? cardWidth : step * (n - 1) + cardWidth
        const left = (width - total) / 2
        for (let i = 0; i < n; ++i) {
            const item = repeater.itemAt(i)
            if (!item)
                continue
            const t = n <= 1 ? 0 : (i / (n - 1)) * 2 - 1     // -1 .. 1
            item.width = cardWidth
            item.height = cardHeight
            item.x = left + i * step
            item.y = cardHeight * 0.2 + arc * t * t
            item.rotation = maxAngle * t * Math.min(1, (n - 1) / 6)
            item.transformOrigin = Item.Bottom
            item.z = i
        }
    }

    onWidthChanged: Later.call(fan.layout)
    onCardWidthChanged: Later.call(fan.layout)
    onCardHeightChanged: Later.call(fan.layout)

    Repeater {
        id: repeater
        onItemAdded: Later.call(fan.layout)
        onItemRemoved: Later.call(fan.layout)
    }
}
