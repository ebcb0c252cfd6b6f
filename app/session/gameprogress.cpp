// gamefiles::progress: the one place that knows every game, so the session
// core (gamefiles, SavedGames, GameFolder) need not.
#include "gamefiles.h"
#include "seatname.h"
#include "pandapanda/pandapandasession.h"
#include "trashdash/trashdashsession.h"
#include "trashpandas/trashpandassession.h"

namespace {

// Plays the file and lets the game word where it stands.
template <class S>
QString wordFile(const std::string& text, QString (*word)(const S&, const QStringList&))
{
    const critter::GameFileRead<S> read = critter::loadGameFile<S>(text);
    if (!read.ok)
        return {};
    QStringList names;
    for (const critter::SeatRecord& seat : read.file.seats)
        names << seatname::clean(QString::fromStdString(seat.name));
    // A scenario without seats: its stored words, if any.
    if (names.size() != read.state.players())
        return {};
    return word(read.state, names);
}

template <class S>
bool isGame(const QString& gameId)
{
    return gameId.toStdString() == critter::GameFileTraits<S>::kGameId;
}

} // namespace

QString gamefiles::progress(const QString& gameId, const std::string& text)
{
    if (isGame<critter::pp::State>(gameId))
        return wordFile<critter::pp::State>(text, &PandaPandaSession::progressOf);
    if (isGame<critter::td::State>(gameId))
        return wordFile<critter::td::State>(text, &TrashDashSession::progressOf);
    if (isGame<critter::tp::State>(gameId))
        return wordFile<critter::tp::State>(text, &TrashPandasSession::progressOf);
    return {};
}
