#pragma once
// Sorted lists for comparing JSON keys and names regardless of order.
#include <QJsonObject>
#include <QStringList>

inline QStringList sortedKeys(const QJsonObject& o)
{
    QStringList keys = o.keys();
    keys.sort();
    return keys;
}

inline QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}
