#pragma once
// critter-server's tables play at full speed, hundreds at once: writing a
// table's whole game file after every move (a new file renamed over the old)
// was a third of the server's work. Such a table writes its game file whole
// now and then and appends each move between to a journal beside it, one
// move's notation a line (`<game file>.moves`; docs/file-format.md). A
// killed server loses nothing: the kernel holds every appended line, and a
// line cut short is not read. Reading the game file back adds the journal's
// moves to it. A person's own games (the app) always write whole.
//
// On Unix the journal is a shared memory mapping of the file, room made
// ahead (zero bytes, which are not read): a move's line is copied into the
// kernel's page cache, no write(2) a move. The system call and the file's
// time stamp it updated (an ext4 inode change at every move) were a tenth of
// a busy server's kernel time (docs/performance.md, "Network play", session 24).
#include <QFile>
#include <QString>

#include <memory>
#include <string>
#include <vector>

#include "core/game_file.h"

class MoveJournal
{
public:
    MoveJournal() = default;
    ~MoveJournal();
    MoveJournal(const MoveJournal&) = delete;
    MoveJournal& operator=(const MoveJournal&) = delete;

    static QString pathFor(const QString& gameFile) { return gameFile + QStringLiteral(".moves"); }

    // The game file at gameFile was just written whole, with `actions` moves
    // and these seats (or removed: the game is over): the journal starts again.
    void restart(const QString& gameFile, int actions, const std::vector<critter::SeatRecord>& seats);
    // True when the game now differs from what is on disk by one more move
    // only, so that move can go on the journal (and the journal is not long),
    // and its seats are still seats() (the caller compares: building the
    // records for every move was 3% of a busy server's time).
    bool extends(int actions) const;
    const std::vector<critter::SeatRecord>& seats() const { return m_seats; }
    // Appends that move; false (with why) when it could not be written.
    bool append(const std::string& notation, QString* why);

    // A game file's text with its journal's moves added: the journal's lines
    // after the game file's own moves, when it extends this very file.
    static std::string withJournal(const std::string& text, const QString& gameFile);

private:
    // Closes the file (its room made ahead cut off) and forgets it.
    void close();
    // Room for `more` bytes after what is written; false (why) when the disk has none.
    bool makeRoom(std::size_t more, QString* why);

    QString m_path;       // "" until a whole write
    // Open from the first append to the next whole write: opening the file
    // for every move cost more than writing the move.
    std::unique_ptr<QFile> m_file;
    char* m_map = nullptr;     // the file mapped (Unix): its first m_mapped bytes
    std::size_t m_mapped = 0;
    std::size_t m_written = 0; // bytes of lines in it; zeros after
    int m_onDisk = -1;    // moves the game file and the journal hold
    int m_base = 0;       // moves the game file holds
    std::vector<critter::SeatRecord> m_seats;
};
