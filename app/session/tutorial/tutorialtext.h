#pragma once
// The coach's words (Learn to play): every step's text and every rule's
// summary line, by the id a tutorial's file names, in our own words and
// translated in the context "Tutorial" (German, French). A file holds ids
// only, so nothing it says reaches the screen untranslated.
#include <QString>

namespace tutorial {
// The text of a step or a rule line; the id itself for an unknown id (a test catches it).
QString text(const QString& id);
// Is there a text for this id?
bool known(const QString& id);
} // namespace tutorial
