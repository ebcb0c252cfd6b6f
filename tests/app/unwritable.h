#pragma once
// A folder made unwritable for a test, the way a person's disk can be: for
// an unprivileged user, read-only (chmod 0555); for root, whom permissions
// do not stop, moved aside with a file put in its place, which stops root
// too. Either way nothing already in it is touched, and restore() puts it
// back as it was. Header-only; shared by the unit and end-to-end tests.
#include <QDir>
#include <QFile>
#include <QFileDevice>
#include <QFileInfo>
#include <QString>

#include <unistd.h>

namespace unwritable {

class Folder
{
public:
    explicit Folder(QString path) : m_path(QDir::cleanPath(std::move(path))) {}
    ~Folder() { restore(); }
    Folder(const Folder&) = delete;
    Folder& operator=(const Folder&) = delete;

    static bool asRoot() { return ::geteuid() == 0; }

    // False when the folder is not there or could not be blocked.
    bool block()
    {
        if (m_blocked || !QFileInfo(m_path).isDir())
            return false;
        if (asRoot()) {
            if (!QDir().rename(m_path, aside()))
                return false;
            QFile file(m_path);
            if (!file.open(QIODevice::WriteOnly))
                return false;
            file.write("a file where a folder should be\n");
        } else if (!QFile::setPermissions(m_path, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup
                                                      | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther)) {
            return false;
        }
        m_blocked = true;
        return true;
    }

    bool restore()
    {
        if (!m_blocked)
            return true;
        m_blocked = false;
        if (asRoot())
            return QFile::remove(m_path) && QDir().rename(aside(), m_path);
        return QFile::setPermissions(m_path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }

    const QString& path() const { return m_path; }

private:
    QString aside() const { return m_path + QStringLiteral(".kept-by-test"); }
    QString m_path;
    bool m_blocked = false;
};

} // namespace unwritable
