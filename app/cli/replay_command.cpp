#include <QFile>

#include "commands.h"
#include "core/json_read.h"
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
    // A byte past the limit is enough for the reader to refuse the file as too large.
    const QByteArray bytes = file.read(critter::kMaxJsonBytes + 1);

    // The same bounded reader as every game file's: too large or too deep is refused here too.
    nlohmann::json doc;
    std::string why;
    if (!critter::readJson(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), doc, why))
        return fail(QString::fromStdString(why));
    if (!doc.is_object())
        return fail("not a JSON object");
    if (!doc.contains("game") || !doc["game"].is_string())
        return fail("no \"game\" key naming the game (" + gameNames().join(", ") + ")");
    const QString gameName = QString::fromStdString(doc["game"].get<std::string>());
    const GameInfo* game = findGame(gameName);
    if (!game)
        return fail("unknown game '" + gameName + "' (" + gameNames().join(", ") + ")");
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
