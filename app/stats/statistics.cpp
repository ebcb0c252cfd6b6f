#include "statistics.h"
#include "ratedtable.h"
#include "rating.h"
#include "seatname.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>

#include <algorithm>
#include <cmath>

using stats::StatsStore;

Statistics::Statistics(QObject* parent) : QObject(parent), m_path(StatsStore::defaultPath())
{
    // Installing or removing a translator sends LanguageChange to the application.
    if (QCoreApplication* app = QCoreApplication::instance())
        app->installEventFilter(this);
}

StatsStore& Statistics::opened() const
{
    if (!m_opened) {
        m_opened = true;
        m_store.open(m_path);
    }
    return m_store;
}

void Statistics::openAt(const QString& path)
{
    m_path = path;
    m_opened = true;
    m_store.open(path);
    m_keptAside.clear();
    m_freshError.clear();
    emit stateChanged();
    bump();
}

bool Statistics::eventFilter(QObject* watched, QEvent* event)
{
    // A filter on the application sees every object's events: a language
    // switch sends LanguageChange to each window and item too, and each
    // would ask the database again. The application's own is the one.
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        emit stateChanged();
        bump();
    }
    return QObject::eventFilter(watched, event);
}

void Statistics::bump()
{
    ++m_revision;
    emit changed();
}

Statistics::State Statistics::state() const
{
    switch (opened().state()) {
    case StatsStore::State::Ready: return Ready;
    case StatsStore::State::Damaged: return Damaged;
    case StatsStore::State::TooNew: return TooNew;
    case StatsStore::State::Closed:
    case StatsStore::State::Unavailable: break;
    }
    return Unavailable;
}

QString Statistics::problem() const
{
    QString text;
    switch (state()) {
    case Ready:
        return {};
    case Damaged:
        //: %1: what was wrong with the file, in SQLite's words (often English).
        text = tr("It is damaged, or it is not a Critter Table statistics file (%1). "
                  "It has been left exactly as it was.")
                   .arg(opened().detail());
        break;
    case TooNew:
        text = tr("Your statistics were saved by a newer version of Critter Table, which this version cannot read. "
                  "The file has been left exactly as it was.");
        break;
    case Unavailable:
        text = tr("Statistics cannot be kept right now: %1").arg(opened().detail());
        break;
    }
    if (!m_freshError.isEmpty())
        text += QLatin1Char(' ') + tr("Starting new statistics failed: %1").arg(m_freshError);
    return text;
}

QString Statistics::recordGame(const FinishedGame& game)
{
    if (!opened().ready()) {
        m_waiting.push_back(game);   // until the person decides what to do with the refused file
        bump();
        return tr("the statistics file cannot be used; the Statistics screen says why");
    }
    // Games refused before go first, in the order they ended: what stopped
    // them (a lock, a full disk) may have passed.
    m_unrecorded.push_back(game);
    QString error;
    while (!m_unrecorded.empty() && opened().record(m_unrecorded.front(), &error))
        m_unrecorded.erase(m_unrecorded.begin());
    m_unrecordedWhy = m_unrecorded.empty() ? QString() : error;
    bump();
    if (m_unrecorded.empty())
        return {};
    qWarning("Statistics: %d finished games not recorded: %s", unrecordedGames(), qPrintable(error));
    return error;
}

QString Statistics::ratedLevel(const QString& gameId, const QString& person)
{
    if (!opened().ready())
        return {};
    return stats::rating::levelFor(gameId, opened().rating(gameId, person).current);
}

bool Statistics::lastRatingStep(const QString& gameId, const QString& person, double& before, double& after) const
{
    if (!opened().ready())
        return false;
    const stats::RatingHistory history = opened().rating(gameId, person);
    if (history.points.empty())
        return false;
    const std::size_t n = history.points.size();
    before = n >= 2 ? history.points[n - 2].rating : stats::rating::kNewcomer;
    after = history.current;
    return true;
}

QString Statistics::ratingLine(const QString& gameId, const QString& person)
{
    double before = 0;
    double after = 0;
    if (!lastRatingStep(gameId, person, before, after))
        return {};
    //: The table log's last line after a rated game: %1 the person's name, %2 their rating before it, %3 after it.
    return tr("%1's rating goes from %2 to %3.").arg(seatname::clean(person), ratingText(before), ratingText(after));
}

QString Statistics::ratingChange(const QString& gameId, const QString& person)
{
    double before = 0;
    double after = 0;
    if (!lastRatingStep(gameId, person, before, after))
        return {};
    const int change = qRound(after) - qRound(before);
    const QString signedChange = change > 0 ? QStringLiteral("+") + QLocale().toString(change)
                                 : change < 0 ? QStringLiteral("−") + QLocale().toString(-change)
                                              : QLocale().toString(0);
    //: The results panel after a rated game (one person at the table): %1 their rating before, %2 after, %3 the change with its sign (+24).
    return tr("Rating %1 → %2 (%3)").arg(ratingText(before), ratingText(after), signedChange);
}

QString Statistics::levelName(const QString& level) const
{
    if (level == QLatin1String("random"))
        return tr("Random");
    if (level == QLatin1String("easy"))
        return tr("Easy");
    if (level == QLatin1String("normal"))
        return tr("Normal");
    return tr("Hard");
}

QString Statistics::ratingText(double rating) const
{
    return QLocale().toString(qRound(rating));
}

QVariantMap Statistics::rating(const QString& gameId, const QString& person) const
{
    const stats::RatingHistory history = opened().rating(gameId, person);
    const QLocale locale;
    QVariantList points;
    // The line starts where every newcomer starts, so one game already draws a line.
    double low = stats::rating::kNewcomer;
    double high = stats::rating::kNewcomer;
    if (!history.points.empty())
        points.append(QVariantMap{{QStringLiteral("rating"), stats::rating::kNewcomer},
                                  //: The first point of the rating plot: %1 the newcomer's rating.
                                  {QStringLiteral("text"), tr("Start: %1").arg(ratingText(stats::rating::kNewcomer))}});
    for (const stats::RatingPoint& point : history.points) {
        low = std::min(low, point.rating);
        high = std::max(high, point.rating);
        const QString when = locale.toString(point.finishedAt.toLocalTime().date(), QLocale::ShortFormat);
        points.append(QVariantMap{{QStringLiteral("rating"), point.rating},
                                  //: One point of the rating plot: %1 the date, %2 the rating after that game.
                                  {QStringLiteral("text"), tr("%1: %2").arg(when, ratingText(point.rating))}});
    }
    // The plot's range: whole fifties with room above and below the line.
    low = std::floor((low - 20.0) / 50.0) * 50.0;
    high = std::ceil((high + 20.0) / 50.0) * 50.0;
    const QString level = stats::rating::levelFor(gameId, history.current);
    return {{QStringLiteral("rated"), history.games > 0},
            {QStringLiteral("value"), qRound(history.current)},
            {QStringLiteral("text"), ratingText(history.current)},
            {QStringLiteral("games"), history.games},
            {QStringLiteral("summary"), history.games > 0
                                             ? tr("after %n rated game(s)", nullptr, history.games)
                                             : tr("no rated games yet: a newcomer's start")},
            {QStringLiteral("points"), points},
            {QStringLiteral("low"), low},
            {QStringLiteral("high"), high},
            {QStringLiteral("level"), level},
            //: %1: a bot level (Easy, Normal...).
            {QStringLiteral("levelText"), tr("Rated games against %1 bots").arg(levelName(level))},
            {QStringLiteral("axisTitle"), tr("Rating after each rated game")}};
}

QVariantMap Statistics::ratedPlan(const QString& gameId, const QVariantList& seats) const
{
    const std::vector<SeatSpec> specs = SeatModel::fromVariant(seats);
    const int person = ratedtable::personSeat(specs);
    auto refused = [](const QString& why) {
        return QVariantMap{{QStringLiteral("available"), false}, {QStringLiteral("level"), QString()},
                           {QStringLiteral("text"), why}};
    };
    if (person < 0) {
        int people = 0;
        for (const SeatSpec& seat : specs)
            people += seat.kind == QLatin1String("person") || seat.kind == QLatin1String("remote") ? 1 : 0;
        if (people != 1 || std::any_of(specs.begin(), specs.end(), [](const SeatSpec& seat) { return seat.isRemote(); }))
            return refused(tr("Rated games are for one person at this screen against bots."));
        if (gameId == QLatin1String("trash-dash"))
            return refused(tr("A rated race needs at least one bot racer: CPU racers are not rated."));
        return refused(tr("A rated game needs at least one bot."));
    }
    if (!opened().ready())
        return refused(tr("Rated games need the statistics file, which cannot be used now."));
    const QString name = specs.at(static_cast<std::size_t>(person)).name;
    const stats::RatingHistory history = opened().rating(gameId, name);
    const QString level = stats::rating::levelFor(gameId, history.current);
    const QString levelRating = ratingText(stats::rating::levelRating(gameId, level));
    QString text;
    if (history.games == 0)
        //: %1 a person's name, %2 the rating every newcomer starts at, %3 a bot level, %4 that level's rating.
        text = tr("%1 has no rating yet and starts at %2. The bots play at %3, the level nearest it (rated %4).")
                   .arg(seatname::clean(name), ratingText(history.current), levelName(level), levelRating);
    else
        //: %1 a person's name, %2 their rating, %3 a bot level, %4 that level's rating.
        text = tr("%1's rating is %2. The bots play at %3, the level nearest it (rated %4).")
                   .arg(seatname::clean(name), ratingText(history.current), levelName(level), levelRating);
    text += QLatin1Char(' ') + tr("No undo and no hints in a rated game.");
    return {{QStringLiteral("available"), true}, {QStringLiteral("level"), level}, {QStringLiteral("text"), text}};
}

QString Statistics::unrecordedText() const
{
    if (m_unrecorded.empty())
        return {};
    //: %1: the database's reason, in SQLite's words (often English).
    return tr("Finished games that could not be recorded: %n (%1)", nullptr, unrecordedGames()).arg(m_unrecordedWhy);
}

int Statistics::gameCount(const QString& gameId) const
{
    return opened().gameCount(gameId);
}

QString Statistics::percent(double fraction) const
{
    //: A percentage; %1 is the number. Some languages put a (no-break) space before %.
    return tr("%1%").arg(QLocale().toString(qRound(fraction * 100.0)));
}

QString Statistics::opponentLabel(const QString& kind, const QString& level) const
{
    if (kind == QLatin1String("cpu"))
        return tr("CPU racers");
    if (level == QLatin1String("random"))
        return tr("Random bots");
    if (level == QLatin1String("easy"))
        return tr("Easy bots");
    if (level == QLatin1String("normal"))
        return tr("Normal bots");
    if (level == QLatin1String("hard"))
        return tr("Hard bots");
    return tr("Other bots");
}

QString Statistics::scoreName(const QString& gameId) const
{
    if (gameId == QLatin1String("panda-panda"))
        return tr("Most crowns");
    if (gameId == QLatin1String("trash-dash"))
        return tr("Best race points");
    return tr("Best score");
}

QVariantList Statistics::people(const QString& gameId) const
{
    QVariantList out;
    for (const QString& name : opened().people(gameId)) {
        const stats::PersonFigures f = opened().figures(gameId, name, 0);
        // name is the key the figures are asked by; shown is it as one line of visible text.
        out.append(QVariantMap{{QStringLiteral("name"), name},
                               {QStringLiteral("shown"), seatname::clean(name)},
                               {QStringLiteral("games"), f.games},
                               {QStringLiteral("wins"), f.wins},
                               {QStringLiteral("winRateText"), percent(f.winRate())},
                               {QStringLiteral("bestScore"), f.bestScore},
                               {QStringLiteral("longestStreak"), f.longestStreak}});
    }
    return out;
}

QVariantMap Statistics::figures(const QString& gameId, const QString& person) const
{
    const stats::PersonFigures f = opened().figures(gameId, person);
    QVariantList opponents;
    for (const stats::OpponentResult& o : f.opponents)
        opponents.append(QVariantMap{{QStringLiteral("label"), opponentLabel(o.kind, o.level)},
                                     {QStringLiteral("games"), o.games},
                                     {QStringLiteral("wins"), o.wins},
                                     {QStringLiteral("rate"), o.games > 0 ? static_cast<double>(o.wins) / o.games : 0.0},
                                     //: Results against one bot level: %1 games won of %n played.
                                     {QStringLiteral("text"), tr("won %1 of %n", nullptr, o.games).arg(o.wins)}});
    QVariantList recent;
    int recentMax = 0;
    const QLocale locale;
    for (const stats::RecentGame& g : f.recent) {
        recentMax = std::max(recentMax, g.score);
        const QString when = locale.toString(g.finishedAt.toLocalTime().date(), QLocale::ShortFormat);
        recent.append(QVariantMap{{QStringLiteral("score"), g.score},
                                  {QStringLiteral("won"), g.won},
                                  {QStringLiteral("when"), when},
                                  //: One bar of the chart: %1 the date, %2 the score.
                                  {QStringLiteral("text"), g.won ? tr("%1: %2, won").arg(when).arg(g.score)
                                                                 : tr("%1: %2, not won").arg(when).arg(g.score)}});
    }
    return {{QStringLiteral("name"), f.name},
            {QStringLiteral("shown"), seatname::clean(f.name)},
            {QStringLiteral("games"), f.games},
            {QStringLiteral("wins"), f.wins},
            {QStringLiteral("winRate"), f.winRate()},
            {QStringLiteral("winRateText"), percent(f.winRate())},
            {QStringLiteral("bestScore"), f.bestScore},
            {QStringLiteral("longestStreak"), f.longestStreak},
            {QStringLiteral("scoreName"), scoreName(gameId)},
            //: %n games played, %1 of them won.
            {QStringLiteral("summary"), tr("%n played, %1 won", nullptr, f.games).arg(f.wins)},
            {QStringLiteral("opponents"), opponents},
            {QStringLiteral("recent"), recent},
            {QStringLiteral("recentMax"), recentMax},
            {QStringLiteral("recentTitle"), tr("Recent scores")}};
}

bool Statistics::clear()
{
    QString error;
    const bool ok = opened().clear(&error);
    if (!ok)
        qWarning("Statistics: clearing failed: %s", qPrintable(error));
    bump();
    return ok;
}

bool Statistics::startFresh()
{
    m_freshError.clear();
    const QString aside = opened().startFresh(&m_freshError);
    if (!aside.isEmpty())
        m_keptAside = aside;
    if (opened().ready()) {
        m_freshError.clear();
        // The games that finished while the file was refused.
        std::vector<FinishedGame> waiting;
        waiting.swap(m_waiting);
        for (const FinishedGame& game : waiting)
            static_cast<void>(recordGame(game));   // one that fails waits in m_unrecorded, said on the screen
    }
    emit stateChanged();
    bump();
    return opened().ready();
}
