#include "movejournal.h"

#include <QFile>

#include <atomic>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/mman.h>
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

// Long enough that a whole game of any of the three, at any table, goes on
// one journal (the longest usual games are a few hundred moves: Panda Panda's
// four-seat game about 435), short enough that reading it back costs nothing.
// At 256, hundreds of tables at one pace rewrote their game files together
// near their games' ends: a new file made and an old one removed for each,
// and on a file system without a journal (ext4 without one, as here) each
// new file's inode was searched past every one recently removed
// (docs/performance.md, "Network play", session 26).
constexpr int kMostMovesJournaled = 1024;

#ifdef Q_OS_UNIX
// The mapped journal's room is made this much at a time (a few hundred
// moves of any game's notation).
constexpr std::size_t kRoomStep = 16 * 1024;
#endif

} // namespace

MoveJournal::~MoveJournal()
{
    close();
}

void MoveJournal::close()
{
#ifdef Q_OS_UNIX
    if (m_map) {
        ::munmap(m_map, m_mapped);
        m_map = nullptr;
        // The room made ahead is cut off: the file is its lines alone.
        if (m_file && m_file->handle() >= 0) {
            [[maybe_unused]] const int cut = ::ftruncate(m_file->handle(), static_cast<off_t>(m_written));
        }
    }
#endif
    m_mapped = 0;
    m_written = 0;
    m_file.reset();
}

bool MoveJournal::makeRoom(std::size_t more, QString* why)
{
#ifdef Q_OS_UNIX
    const std::size_t need = m_written + more;
    if (need <= m_mapped)
        return true;
    const std::size_t size = (need / kRoomStep + 1) * kRoomStep;
    const int fd = m_file->handle();
    // The disk's blocks taken now: a full disk says so here, not as a
    // SIGBUS when a line is copied into a page it has no room for.
    if (const int failed = ::posix_fallocate(fd, 0, static_cast<off_t>(size)); failed != 0) {
        *why = QString::fromLocal8Bit(std::strerror(failed));
        return false;
    }
    void* map = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED) {
        *why = QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }
    if (m_map)
        ::munmap(m_map, m_mapped);
    m_map = static_cast<char*>(map);
    m_mapped = size;
    return true;
#else
    Q_UNUSED(more)
    Q_UNUSED(why)
    return false;
#endif
}

void MoveJournal::restart(const QString& gameFile, int actions, const std::vector<critter::SeatRecord>& seats)
{
    m_path = gameFile.isEmpty() ? QString() : pathFor(gameFile);
    m_onDisk = actions;
    m_base = actions;
    m_seats = seats;
    if (m_map) {   // removed below: not worth cutting first
        ::munmap(m_map, m_mapped);
        m_map = nullptr;
    }
    close();
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
        if (m_onDisk != m_base)
            return false;   // a journal that failed part way: the caller writes the game whole
        m_file = std::make_unique<QFile>(m_path);
#ifdef Q_OS_UNIX
        // Read and write: a shared mapping of it needs both.
        const QIODevice::OpenMode mode = QIODevice::ReadWrite | QIODevice::Truncate | QIODevice::Unbuffered;
#else
        // Unbuffered: each write goes to the kernel at once, so a kill after it loses nothing.
        const QIODevice::OpenMode mode = QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered;
#endif
        if (!m_file->open(mode)) {
            *why = m_file->errorString();
            m_file.reset();
            return false;
        }
    }
    std::string lines = m_onDisk == m_base ? header(m_base) : std::string();
    lines += notation;
    lines += '\n';
#ifdef Q_OS_UNIX
    if (!makeRoom(lines.size(), why)) {
        close();
        return false;
    }
    // Into the page cache, as a write(2) would put it: a kill now loses
    // nothing. The newline goes last, after the rest is in: a kill in the
    // middle leaves a line cut short (not read), never a newline after bytes
    // not yet copied.
    std::memcpy(m_map + m_written, lines.data(), lines.size() - 1);
    std::atomic_signal_fence(std::memory_order_seq_cst);
    *static_cast<volatile char*>(m_map + m_written + lines.size() - 1) = '\n';
    m_written += lines.size();
    ++m_onDisk;
    return true;
#endif
    // One write: a kill leaves it whole or cut short, and a cut line is not read.
    if (const QString failed = writeWhole(*m_file, lines); !failed.isEmpty()) {
        *why = failed;
        close();
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
    QByteArray journal = file.readAll();
    // The room a mapped journal made ahead is zeros: not read.
    if (const qsizetype zeros = journal.indexOf('\0'); zeros >= 0)
        journal.truncate(zeros);
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
