#pragma once
// The Hint button: asks the hard bot what it would play in the person's
// place, from that person's own observation only (the session hands over a
// job built on it), and says why in one line. Thinks on its own worker, so
// the window never waits and the table's bots are never held up.
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>

#include "botrunner.h"

class TableHint : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a table session")
    Q_PROPERTY(QString text READ text NOTIFY changed)        // empty: no hint shown
    Q_PROPERTY(bool thinking READ thinking NOTIFY changed)

public:
    // Turns the bot's move and its reason into the line shown.
    using Describe = std::function<QString(const critter::Action&, const critter::BotReason&)>;

    explicit TableHint(QObject* parent = nullptr);

    QString text() const { return m_text; }
    bool thinking() const { return m_thinking; }

    // Starts thinking for the position `moves` actions into the game;
    // reason is filled by the job before it returns.
    void ask(BotRunner::Job job, std::shared_ptr<critter::BotReason> reason, Describe describe, std::size_t moves);
    // The game moved on (or the person looks away): forget the hint.
    void clearUnless(std::size_t moves, bool stillAsked);
    void clear();

signals:
    void changed();

private:
    BotRunner m_runner;
    QString m_text;
    bool m_thinking = false;
    std::size_t m_moves = 0;
};
