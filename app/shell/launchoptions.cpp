#include "launchoptions.h"

namespace {
qint64 g_seed = 0;
QUrl g_file;
} // namespace

LaunchOptions::LaunchOptions(QObject* parent) : QObject(parent), m_seed(g_seed), m_file(g_file) {}

void LaunchOptions::set(qint64 seed, const QUrl& file)
{
    g_seed = seed;
    g_file = file;
}

qint64 LaunchOptions::startSeed()
{
    return g_seed;
}
