#pragma once

#include <QQuickItem>
#include <QString>

// The first item named `name` under root (root included), through visual
// children: QML items need not be QObject children of what they sit in.
inline QQuickItem* findNamedItem(QQuickItem* root, const QString& name)
{
    if (!root || root->objectName() == name)
        return root;
    const auto children = root->childItems();
    for (QQuickItem* child : children)
        if (QQuickItem* found = findNamedItem(child, name))
            return found;
    return nullptr;
}
