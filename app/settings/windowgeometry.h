#pragma once

#include <QRect>

class QSettings;
class QWindow;

namespace critter {

// The window's first size and the smallest it may become.
inline constexpr QSize kDefaultWindowSize{1280, 800};
inline constexpr QSize kMinimumWindowSize{1024, 640};

// Puts the window where it was last time (or centred at the default size),
// never smaller than the minimum and never off every screen.
void restoreWindowGeometry(QWindow& window, QSettings& store);
void saveWindowGeometry(const QWindow& window, QSettings& store);

} // namespace critter
