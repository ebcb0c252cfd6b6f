#include "ratedtable.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace ratedtable {

int personSeat(const std::vector<SeatSpec>& seats)
{
    int person = -1;
    bool bot = false;
    for (std::size_t s = 0; s < seats.size(); ++s) {
        const SeatSpec& seat = seats[s];
        if (seat.kind == QLatin1String("bot")) {
            bot = true;
        } else if (seat.kind != QLatin1String("cpu")) {
            if (person >= 0 || !seat.isPerson())
                return -1;   // a second person, or one over the network
            person = static_cast<int>(s);
        }
    }
    return bot ? person : -1;
}

void setBotLevels(std::vector<SeatSpec>& seats, const QString& level)
{
    for (SeatSpec& seat : seats)
        if (seat.kind == QLatin1String("bot"))
            seat.level = level;
}

namespace {
QString markPath(const QString& autosavePath)
{
    return autosavePath + QStringLiteral(".rated");
}
} // namespace

void markRated(const QString& autosavePath, std::uint64_t seed, bool rated)
{
    if (autosavePath.isEmpty())
        return;
    if (!rated) {
        QFile::remove(markPath(autosavePath));
        return;
    }
    QSaveFile file(markPath(autosavePath));
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QByteArray::number(static_cast<qulonglong>(seed)));
        file.commit();   // a mark that cannot be written: the game goes on unrated if continued
    }
}

bool markedRated(const QString& autosavePath, const std::string& gameText)
{
    if (autosavePath.isEmpty())
        return false;
    QFile file(markPath(autosavePath));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray mark = file.read(32).trimmed();
    // setup.seed: a number, or the same number as a decimal string (docs/file-format.md).
    const QJsonValue seed = QJsonDocument::fromJson(QByteArray::fromStdString(gameText))
                                .object().value(QStringLiteral("setup")).toObject().value(QStringLiteral("seed"));
    const QByteArray fileSeed = seed.isString() ? seed.toString().toLatin1()
                                                : QByteArray::number(static_cast<qulonglong>(seed.toDouble()));
    return !mark.isEmpty() && (seed.isString() || seed.isDouble()) && mark == fileSeed;
}

} // namespace ratedtable
