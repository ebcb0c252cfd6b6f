// Panda Panda in critter-cli: the adapter around rules/pandapanda.
#include <QJsonArray>

#include <string_view>

#include "adapter_engine.h"
#include "games/games.h"
#include "pandapanda/notation.h"
#include "pandapanda/save.h"
#include "pandapanda/state.h"
#include "seat_bots.h"

namespace critter::cli {
namespace {

QString pileText(const pp::Pile& pile)
{
    QString text;
    for (std::size_t i = 0; i < pile.size; ++i)
        text += QChar::fromLatin1(pp::letterChar(pile.cards[i]));
    return text;
}

QString orDash(const QString& text)
{
    return text.isEmpty() ? QString("-") : text;
}

struct PandaPandaAdapter {
    using State = pp::State;
    static constexpr int kBenchPlayers = pp::kMaxPlayers;

    static pp::Setup makeSetup(int players, std::uint64_t seed, const GameOptions&)
    {
        pp::Setup setup;
        setup.players = players;
        setup.seed = seed;
        return setup;
    }

    static SeatBot<State> makeBot(const QString& seat) { return levelBot<State>("panda-panda", seat); }

    static int turns(const State& state) { return state.turnNumber(); }

    static QString actionText(const State&, const Action& action)
    {
        return QString::fromStdString(pp::toNotation(action));
    }

    static QString text(const State& state)
    {
        QString text = QString("round %1, turn %2, deck %3 cards\n")
                           .arg(state.round())
                           .arg(state.turnNumber())
                           .arg(state.deckCount());
        for (Seat s = 0; s < state.players(); ++s)
            text += QString("player %1: crowns %2  hand %3  pile %4\n")
                        .arg(s + 1)
                        .arg(state.crowns(s))
                        .arg(orDash(QString::fromStdString(pp::lettersText(state.hand(s)))), -8)
                        .arg(orDash(pileText(state.pile(s))));
        return text;
    }

    static QJsonObject json(const State& state)
    {
        QJsonArray seats;
        for (Seat s = 0; s < state.players(); ++s)
            seats.append(QJsonObject{
                {"crowns", state.crowns(s)},
                {"hand", QString::fromStdString(pp::lettersText(state.hand(s)))},
                {"pile", pileText(state.pile(s))},   // bottom first
            });
        return QJsonObject{
            {"round", state.round()},
            {"turn", state.turnNumber()},
            {"deck", state.deckCount()},
            {"seats", seats},
        };
    }

    static std::optional<History<pp::Setup>> load(const QByteArray& file, QString& why)
    {
        pp::ParsedSave parsed = pp::parseSave(std::string_view(file.constData(), static_cast<std::size_t>(file.size())));
        if (!parsed.ok()) {
            why = QString::fromStdString(parsed.error);
            return std::nullopt;
        }
        return std::move(parsed.history);
    }
};

} // namespace

std::shared_ptr<const GameEngine> pandaPandaEngine()
{
    return makeEngine<PandaPandaAdapter>();
}

} // namespace critter::cli
