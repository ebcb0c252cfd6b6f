import QtQuick
import CritterTable

// The Trash Pandas discard pile: the shared DiscardPile showing Trash Pandas
// cards. This file is not ComponentBehavior: Bound on purpose: DiscardPile's
// Loaders make the card delegate below, and Qt 6.4 refuses to make a bound
// component anywhere but in the file that declares it. So the delegate
// reaches its card through its Loader and the names through the pile, which
// the linter cannot follow (the three disables below).
DiscardPile {
    id: pile
    property TrashPandasSession session: null
    cardDelegate: TpCard {
        interactive: false
        // The Loader's modelData: DiscardPile gives each loaded card its own.
        card: parent && parent.modelData !== undefined && parent.modelData !== null ? parent.modelData : -1 // qmllint disable type
        // The pile's session, from a delegate that cannot be bound (above).
        name: pile.session ? pile.session.cardName(card) : "" // qmllint disable unqualified
        pointsText: pile.session ? pile.session.cardPoints(card) : "" // qmllint disable unqualified
    }
}
