#include "seatname.h"

#include <QCoreApplication>
#include <QVariantMap>

namespace seatname {
namespace {

// Breaks a line: becomes a space, so "Ana\nBob" stays two words.
bool breaksLine(char32_t c)
{
    return c == u'\n' || c == u'\r' || c == u'\t' || c == 0x0B || c == 0x0C || c == 0x85 || c == 0x2028 ||
           c == 0x2029;
}

// Never shown: controls (NUL included), the bidi embeddings, overrides,
// isolates and marks, lone surrogates and non-characters.
bool invisible(char32_t c)
{
    if (c < 0x20 || (c >= 0x7F && c <= 0x9F))
        return true;
    if ((c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x200E || c == 0x200F ||
        c == 0x061C)
        return true;
    if (c >= 0xD800 && c <= 0xDFFF)
        return true;   // a surrogate without its other half
    return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE || c > 0x10FFFF;
}

} // namespace

Cleaned typed(const QString& raw)
{
    Cleaned out;
    int count = 0;
    // Code point by code point: a surrogate pair is one character, kept or cut whole.
    for (qsizetype i = 0; i < raw.size(); ++i) {
        char32_t c = raw.at(i).unicode();
        qsizetype units = 1;
        if (QChar::isHighSurrogate(c) && i + 1 < raw.size() && raw.at(i + 1).isLowSurrogate()) {
            c = QChar::surrogateToUcs4(raw.at(i), raw.at(i + 1));
            units = 2;
        }
        const qsizetype at = i;
        i += units - 1;
        const bool space = breaksLine(c);
        if (!space && invisible(c)) {
            out.removed = true;
            continue;
        }
        if (count == kMaxLength) {
            out.cut = true;
            break;
        }
        if (space) {
            out.removed = true;
            out.name += u' ';
        } else {
            out.name += raw.mid(at, units);
        }
        ++count;
    }
    return out;
}

QString clean(const QString& raw)
{
    return typed(raw).name.trimmed();
}

QString defaultName(const QString& kind, int number)
{
    // Translated in SeatNames' context, like the notes below.
    const char* pattern = kind == QLatin1String("bot") ? QT_TRANSLATE_NOOP("SeatNames", "Bot %1")
                          : kind == QLatin1String("cpu") ? QT_TRANSLATE_NOOP("SeatNames", "CPU racer %1")
                                                         : QT_TRANSLATE_NOOP("SeatNames", "Player %1");
    return QCoreApplication::translate("SeatNames", pattern).arg(number);
}

} // namespace seatname

QVariantMap SeatNames::typed(const QString& raw) const
{
    const seatname::Cleaned cleaned = seatname::typed(raw);
    QString note;
    if (cleaned.removed && cleaned.cut)
        note = tr("Line breaks and control characters were taken out, and a name has at most %1 characters.")
                   .arg(seatname::kMaxLength);
    else if (cleaned.removed)
        note = tr("Line breaks, control characters and writing-direction marks were taken out of the name.");
    else if (cleaned.cut)
        note = tr("A name has at most %1 characters.").arg(seatname::kMaxLength);
    return {{QStringLiteral("name"), cleaned.name}, {QStringLiteral("note"), note}};
}
