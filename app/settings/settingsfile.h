#pragma once
// The settings file, checked before anything reads it: Qt's QSettings
// opens it as it is, and a pipe (FIFO) in its place would make the app wait
// for ever for a writer. When something other than a file of its own sits
// there, it is left alone and this run keeps its settings in a temporary
// folder instead (forgotten at exit).
#include <QString>

namespace settingsfile {
// Call after setting the organisation and application names. "" when the
// file is fine or absent; otherwise what was done, for the console, and
// QSettings now writes elsewhere for this run.
QString setAsideIfNotAFile();
} // namespace settingsfile
