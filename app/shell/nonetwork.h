#pragma once
// The window fetches nothing: text from a file or a player can never make it
// reach the network (an <img src="http://..."> in a name, issue 31). The QML
// engine's network access goes through a manager that refuses every request
// for anything but the app's own resources (qrc:); files on disk are read by
// our C++ only. Network play, when it comes, uses its own sockets.
#include <QNetworkAccessManager>
#include <QQmlNetworkAccessManagerFactory>

class QQmlEngine;

namespace nonetwork {

// A manager that answers every request but qrc: with an error, at once.
class RefusingManager : public QNetworkAccessManager
{
    Q_OBJECT

public:
    using QNetworkAccessManager::QNetworkAccessManager;

    // How many requests were refused (tests).
    static int refusedCount();

protected:
    QNetworkReply* createRequest(Operation op, const QNetworkRequest& request, QIODevice* data) override;
};

class RefusingFactory : public QQmlNetworkAccessManagerFactory
{
public:
    QNetworkAccessManager* create(QObject* parent) override;
};

// Gives the engine a RefusingFactory (one for the program's life: the engine
// does not own it).
void install(QQmlEngine& engine);

} // namespace nonetwork
