#pragma once
// A table's game files: the autosave after every move, Save and the reading
// of a file to open. Each answers "" when all went well, or the reason in
// the person's words (shown on screen): the file or folder at fault and the
// system's reason. Writes are atomic (QSaveFile, or written beside and renamed over), so a kill or a full disk
// never leaves half a file; only a game file is ever replaced by Save, and
// nothing is ever written anywhere but where it was asked to go.
#include <QString>

#include <string>

namespace gamefiles {
// Writes the autosave of an unfinished game, or removes it once the game is
// over. waitForDisk: the write is on the disk before this returns (a
// person's own games); critter-server's tables, written after every move
// of hundreds of tables, leave it to the kernel (a killed server loses
// nothing; a power cut may cost the last moments).
QString autosave(const QString& path, bool over, const std::string& text, bool waitForDisk = true);
// Writes a file a table keeps beside its game (critter-server's seat
// tokens), atomically, waiting for the disk or not as autosave() does.
QString keep(const QString& path, const std::string& text, bool waitForDisk);
// Saves to path, replacing only a Critter Table game.
QString saveAs(const QString& path, const std::string& text);
// Reads a game file's text for opening; "" and text filled, or why not.
QString read(const QString& path, std::string& text);
// A game file's progress for Home and Open ("3 cards left in the trash
// can") worded now, in the language shown, from the file's own actions (a
// stored description keeps the language it was saved in); "" when the file
// does not play or has no seat names. Each game words it (gameprogress.cpp).
QString progress(const QString& gameId, const std::string& text);
} // namespace gamefiles
