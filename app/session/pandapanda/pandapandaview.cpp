#include "pandapandaview.h"

#include <algorithm>

namespace pp = critter::pp;

namespace ppview {

QVariantList handLetters(const pp::LetterCounts& hand)
{
    QVariantList letters;
    for (int letter = 0; letter < pp::kLetters; ++letter) {
        for (int i = 0; i < hand[static_cast<std::size_t>(letter)]; ++i)
            letters.append(letter);
    }
    return letters;
}

QVariantList piles(const pp::Observation& seen)
{
    QVariantList result;
    for (int seat = 0; seat < seen.players; ++seat) {
        const pp::Pile& pile = seen.piles[static_cast<std::size_t>(seat)];
        QVariantList cards;
        for (int i = 0; i < pile.size; ++i)
            cards.append(static_cast<int>(pile.cards[static_cast<std::size_t>(i)]));
        result.append(QVariant(cards));
    }
    return result;
}

QVariantList perSeat(const std::array<std::uint8_t, pp::kMaxPlayers>& values, int players)
{
    QVariantList result;
    for (int seat = 0; seat < players; ++seat)
        result.append(static_cast<int>(values[static_cast<std::size_t>(seat)]));
    return result;
}

QVariantList passStatus(const pp::Observation& seen)
{
    QVariantList result;
    for (int seat = 0; seat < seen.players; ++seat) {
        switch (seen.passStatus[static_cast<std::size_t>(seat)]) {
        case pp::PassStatus::None: result.append(QStringLiteral("none")); break;
        case pp::PassStatus::Pending: result.append(QStringLiteral("pending")); break;
        case pp::PassStatus::Chosen: result.append(QStringLiteral("chosen")); break;
        case pp::PassStatus::Nothing: result.append(QStringLiteral("nothing")); break;
        }
    }
    return result;
}

QVariantList winningHands()
{
    QVariantList result;
    for (const pp::WinningHand& hand : pp::winningHands()) {
        QVariantMap row;
        row.insert(QStringLiteral("name"), QString::fromLatin1(hand.name.data(), static_cast<qsizetype>(hand.name.size())));
        row.insert(QStringLiteral("size"), hand.size);
        row.insert(QStringLiteral("letters"), handLetters(hand.counts));
        result.append(row);
    }
    return result;
}

QVariantList aidRows(const pp::LetterCounts& hand, bool known)
{
    const auto distances = pp::distancesToWinningHands(hand);
    int best = 1000;
    for (const pp::HandDistance& d : distances)
        best = std::min(best, d.changes());
    QVariantList result;
    for (const pp::HandDistance& d : distances) {
        QVariantMap row;
        row.insert(QStringLiteral("index"), d.hand);
        row.insert(QStringLiteral("changes"), known ? d.changes() : -1);
        row.insert(QStringLiteral("missing"), known ? d.missing : -1);
        row.insert(QStringLiteral("extra"), known ? d.extra : -1);
        row.insert(QStringLiteral("near"), known && d.changes() == best && best <= 2);
        row.insert(QStringLiteral("exact"), known && d.changes() == 0);
        result.append(row);
    }
    return result;
}

Controls controls(const std::vector<critter::Action>& legal)
{
    Controls c;
    for (const critter::Action& action : legal) {
        switch (action.type) {
        case pp::kCall: c.call = true; break;
        case pp::kDrawDeck: c.drawDeck = true; break;
        case pp::kDiscard: c.discard.append(action.a); break;
        case pp::kDrawPile: c.piles.append(action.a); break;
        case pp::kPass: c.pass.append(action.a); break;
        default: break;
        }
    }
    return c;
}

} // namespace ppview
