#pragma once
// The adapters' one way to read a save, replay or scenario (the one file
// format of rules/core/game_file.h) and to hand a rules-side JSON state to Qt.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <string_view>

#include "core/game_file.h"

namespace critter::cli {

// The history a file holds, or nullopt with why (the field or action at fault).
template <class S>
std::optional<History<typename S::Setup>> loadHistoryFile(const QByteArray& file, QString& why)
{
    GameFileRead<S> read = loadGameFile<S>(std::string_view(file.constData(), static_cast<std::size_t>(file.size())));
    if (!read.ok) {
        why = QString::fromStdString(read.error);
        return std::nullopt;
    }
    return std::move(read.file.history);
}

inline QJsonObject toJsonObject(const nlohmann::json& json)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(json.dump())).object();
}

} // namespace critter::cli
