#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QThreadPool>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>

#include "bots/bot.h"

// Runs one bot decision at a time on a worker thread, so the window never
// blocks. The job gets a stop flag; cancel() raises it and drops the result.
// A minimum thinking time keeps bot turns at a pace a person can follow.
class BotRunner : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a table session")
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)

public:
    using Job = std::function<critter::Action(const critter::StopFlag&)>;
    using Done = std::function<void(critter::Action)>;

    explicit BotRunner(QObject* parent = nullptr);
    ~BotRunner() override; // cancels and waits for the worker

    // Starts job on the worker; done runs on this object's thread no sooner
    // than minimumMs after the start, unless cancel() came first.
    void start(Job job, Done done, int minimumMs);
    void cancel();
    bool thinking() const { return m_thinking; }

signals:
    void thinkingChanged();

private:
    void deliver(quint64 generation, critter::Action action, const Done& done);
    void setThinking(bool thinking);

    QThreadPool m_pool;
    std::shared_ptr<critter::StopFlag> m_stop;
    quint64 m_generation = 0;
    QElapsedTimer m_clock;
    int m_minimumMs = 0;
    bool m_thinking = false;
};
