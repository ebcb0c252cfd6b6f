#pragma once
// The settings file, checked before anything reads it: Qt's QSettings
// opens it as it is, and a pipe (FIFO) in its place would make the app wait
// for ever for a writer. When something other than a file of its own sits
// there, it is left alone and this run keeps its settings in a temporary
// folder instead (forgotten at exit). And why a settings file cannot be
// written, which QSettings itself does not say.
#include <QString>

namespace settingsfile {
// Call after setting the organisation and application names. "" when the
// file is fine or absent; otherwise what was done, for the console, and
// QSettings now writes elsewhere for this run.
QString setAsideIfNotAFile();
// After setAsideIfNotAFile() set the file aside: why changes are not kept,
// in the person's words ("" when it did not).
QString setAsideReason();
// Why path cannot be written now, in the person's words: a file where its
// folder should be, a folder that cannot be made, or the system's reason
// ("Permission denied"); "" when it can. Writes nothing there.
QString whyNotWritable(const QString& path);
} // namespace settingsfile
