#pragma once
// The Trash Pandas seats as the table shows them: one row per seat, in seat
// order, with what the viewer's observation lets them see (hand counts,
// stash counts; the stash's face-down cards only as a count). The session
// sets every row on each refresh; RowListModel tells only the rows and
// roles that changed, so the seat delegates are kept, never rebuilt.
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

#include "rowlistmodel.h"

// One seat's facts. stashUp and revealed: [{card, count}] by card type, only
// the types held.
struct TpSeatView {
    int seat = 0;
    QString name;
    bool bot = false;
    int handCount = 0;
    int stashDown = 0;
    QVariantList stashUp;
    bool active = false;     // their turn
    bool deciding = false;   // asked something right now
    bool viewer = false;     // the viewer's own seat, marked "(you)"
    bool shown = false;      // the viewer's own seat with their cards showing
    QVariantList revealed;   // the whole stash once the game is over
    int score = 0;           // once the game is over
    friend bool operator==(const TpSeatView&, const TpSeatView&) = default;
};

class TpSeatModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by a Trash Pandas session")

public:
    enum Role {
        SeatRole = Qt::UserRole + 1, SeatNameRole, BotRole, HandCountRole, StashDownRole, StashUpRole,
        ActiveRole, DecidingRole, ViewerRole, ShownRole, RevealedRole, ScoreRole
    };
    Q_ENUM(Role)

    explicit TpSeatModel(QObject* parent = nullptr);

    // Replaces the rows (RowListModel tells only what changed). False when
    // nothing changed (and nothing was told).
    bool set(std::vector<TpSeatView> rows);
    const std::vector<TpSeatView>& rows() const { return m_seats; }

private:
    std::vector<TpSeatView> m_seats;
};
