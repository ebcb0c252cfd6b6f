#pragma once
// What the command line asked for at start-up (main's QCommandLineParser):
// a seed for the tables dealt in this run, and a game file to open. QML reads
// them from the LaunchOptions singleton; main sets them before QML loads.
#include <QObject>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class LaunchOptions : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // 0: every new game picks its own seed.
    Q_PROPERTY(qint64 seed READ seed CONSTANT)
    // A save, replay or scenario to open at start-up (empty for none).
    Q_PROPERTY(QUrl file READ file CONSTANT)

public:
    explicit LaunchOptions(QObject* parent = nullptr);

    static void set(qint64 seed, const QUrl& file);
    static qint64 startSeed();
    qint64 seed() const { return m_seed; }
    QUrl file() const { return m_file; }

private:
    qint64 m_seed = 0;
    QUrl m_file;
};
