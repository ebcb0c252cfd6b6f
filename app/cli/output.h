#pragma once
// How results look: a readable table, or one JSON object with the contract's keys.
#include <QJsonObject>
#include <QString>

#include "engine.h"

namespace critter::cli {

QString helpText();
QString simulateText(const QString& game, const SimulateRequest& request, const SimulateResult& result);
QJsonObject simulateJson(const QString& game, const SimulateRequest& request, const SimulateResult& result);
QString benchText(const QString& game, const BenchResult& result);
QJsonObject benchJson(const QString& game, const BenchResult& result);

// One line of compact JSON.
QString jsonLine(const QJsonObject& object);

} // namespace critter::cli
