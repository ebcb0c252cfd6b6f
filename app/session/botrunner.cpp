#include "botrunner.h"

#include <QPointer>
#include <QTimer>

BotRunner::BotRunner(QObject* parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1); // one decision at a time; the other core stays with the window
}

BotRunner::~BotRunner()
{
    cancel();
    m_pool.waitForDone();
}

void BotRunner::start(Job job, Done done, int minimumMs)
{
    cancel();
    m_stop = std::make_shared<critter::StopFlag>(false);
    const quint64 generation = ++m_generation;
    m_minimumMs = minimumMs;
    m_clock.start();
    setThinking(true);
    QPointer<BotRunner> self(this);
    auto stop = m_stop;
    m_pool.start([self, stop, generation, job = std::move(job), done = std::move(done)] {
        const critter::Action action = job(*stop);
        if (stop->load())
            return;
        QMetaObject::invokeMethod(
            self, [self, generation, action, done] {
                if (self)
                    self->deliver(generation, action, done);
            },
            Qt::QueuedConnection);
    });
}

void BotRunner::deliver(quint64 generation, critter::Action action, const Done& done)
{
    if (generation != m_generation)
        return; // cancelled or superseded while thinking
    const auto remaining = m_minimumMs - static_cast<int>(m_clock.elapsed());
    if (remaining > 0) {
        QTimer::singleShot(remaining, this, [this, generation, action, done] {
            if (generation == m_generation) {
                setThinking(false);
                done(action);
            }
        });
        return;
    }
    setThinking(false);
    done(action);
}

void BotRunner::cancel()
{
    if (m_stop)
        m_stop->store(true);
    ++m_generation;
    setThinking(false);
}

void BotRunner::setThinking(bool thinking)
{
    if (m_thinking == thinking)
        return;
    m_thinking = thinking;
    emit thinkingChanged();
}
