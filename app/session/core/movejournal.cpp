#include "movejournal.h"

#include <QFile>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

// One write to the kernel, whole or failed (a short write is an error:
// what went is a cut line, which is not read back); "" or why. Straight to
// the file's descriptor where there is one: QFile's layers cost more than
// the write (docs/performance.md, "Network play", session 20).
QString writeWhole(QFile& file, const std::string& lines)
{
#ifdef Q_OS_UNIX
    const int fd = file.handle();
    if (fd >= 0) {
        ssize_t written = -1;
        do
            written = ::write(fd, lines.data(), lines.size());
        while (written < 0 && errno == EINTR);
        if (written == static_cast<ssize_t>(lines.size()))
            return {};
        return written < 0 ? QString::fromLocal8Bit(std::strerror(errno)) : QStringLiteral("the disk took only part of a move");
    }
#endif
    if (file.write(lines.data(), static_cast<qint64>(lines.size())) == static_cast<qint64>(lines.size()))
        return {};
    return file.errorString();
}

// A journal says first which whole game file it goes on from ("after 120"):
// one left over from before the last whole write (killed in between) is
// recognised and not read twice.
std::string header(int base)
{
    return "after " + std::to_string(base) + "\n";
}

// Long enough that the game file is rarely rewritten, short enough that
// reading it back costs nothing.
constexpr int kMostMovesJournaled = 256;

} // namespace

void MoveJournal::restart(const QString& gameFile, int actions, const std::vector<critter::SeatRecord>& seats)
{
    m_path = gameFile.isEmpty() ? QString() : pathFor(gameFile);
    m_onDisk = actions;
    m_base = actions;
    m_seats = seats;
    m_file.reset();
    if (!m_path.isEmpty())
        QFile::remove(m_path);
}

bool MoveJournal::extends(int actions) const
{
    return !m_path.isEmpty() && m_onDisk >= 0 && actions == m_onDisk + 1 && actions - m_base <= kMostMovesJournaled;
}

bool MoveJournal::append(const std::string& notation, QString* why)
{
    if (!m_file) {   // restart() closes it whenever the path changes
        // Unbuffered: each write goes to the kernel at once, so a kill after it loses nothing.
        m_file = std::make_unique<QFile>(m_path);
        if (!m_file->open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
            *why = m_file->errorString();
            m_file.reset();
            return false;
        }
    }
    std::string lines = m_onDisk == m_base ? header(m_base) : std::string();
    lines += notation;
    lines += '\n';
    // One write: a kill leaves it whole or cut short, and a cut line is not read.
    if (const QString failed = writeWhole(*m_file, lines); !failed.isEmpty()) {
        *why = failed;
        m_file.reset();
        return false;
    }
    ++m_onDisk;
    return true;
}

std::string MoveJournal::withJournal(const std::string& text, const QString& gameFile)
{
    QFile file(pathFor(gameFile));
    if (!file.exists() || !file.open(QIODevice::ReadOnly) || file.size() > 4 * 1024 * 1024)
        return text;
    const QByteArray journal = file.readAll();
    critter::EnvelopeRead read = critter::readEnvelope(text);
    if (!read.ok)
        return text;   // the game file's reader says what is wrong with it
    const std::string expected = header(static_cast<int>(read.envelope.actions.size()));
    if (!journal.startsWith(QByteArray::fromStdString(expected)))
        return text;   // left from before the game file was last written whole
    qsizetype at = static_cast<qsizetype>(expected.size());
    int added = 0;
    for (qsizetype end = journal.indexOf('\n', at); end >= 0; at = end + 1, end = journal.indexOf('\n', at)) {
        read.envelope.actions.push_back(journal.mid(at, end - at).toStdString());
        ++added;
    }
    return added == 0 ? text : critter::writeEnvelope(read.envelope);
}
