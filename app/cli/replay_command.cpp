#include <QFile>
#include <QJsonDocument>

#include "commands.h"
#include "output.h"

namespace critter::cli {

// Reads FILE, peeks its "game" key and hands the bytes to that game's loader.
int replayCommand(const Arguments& args, QTextStream& out, QTextStream& err)
{
    const auto fail = [&](const QString& why) {
        err << "critter-cli: " << args.file << ": " << why << '\n';
        return 2;
    };
    QFile file(args.file);
    if (!file.open(QIODevice::ReadOnly))
        return fail("cannot open: " + file.errorString());
    const QByteArray bytes = file.readAll();

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail("not valid JSON at offset " + QString::number(parseError.offset) + ": "
                    + parseError.errorString());
    if (!doc.isObject())
        return fail("not a JSON object");
    const QJsonValue gameKey = doc.object().value("game");
    if (!gameKey.isString())
        return fail("no \"game\" key naming the game (" + gameNames().join(", ") + ")");
    const GameInfo* game = findGame(gameKey.toString());
    if (!game)
        return fail("unknown game '" + gameKey.toString() + "' (" + gameNames().join(", ") + ")");
    if (!game->engine)
        return fail("'" + game->name + "' is not playable yet");

    const ReplayResult result = game->engine->replay(bytes);
    if (!result.ok)
        return fail(result.error);
    if (args.json) {
        QJsonObject json = result.json;
        json.insert("game", game->name);
        out << jsonLine(json) << '\n';
    } else {
        out << game->name << ": " << result.text;
        if (!result.text.endsWith('\n'))
            out << '\n';
    }
    return 0;
}

} // namespace critter::cli
