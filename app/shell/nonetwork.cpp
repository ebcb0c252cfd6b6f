#include "nonetwork.h"

#include <QNetworkReply>
#include <QQmlEngine>
#include <QTimer>

#include <atomic>

namespace nonetwork {
namespace {

std::atomic<int> g_refused{0};

// A reply that has failed before anyone reads it: no socket, no file.
class RefusedReply : public QNetworkReply
{
public:
    RefusedReply(QNetworkAccessManager::Operation op, const QNetworkRequest& request, QObject* parent)
        : QNetworkReply(parent)
    {
        setRequest(request);
        setUrl(request.url());
        setOperation(op);
        setError(QNetworkReply::ContentAccessDenied, QStringLiteral("Critter Table fetches nothing from outside"));
        setFinished(true);
        QNetworkReply::open(QIODevice::ReadOnly);
        // Said once the caller has connected, as a real reply would.
        QTimer::singleShot(0, this, [this] {
            emit errorOccurred(QNetworkReply::ContentAccessDenied);
            emit finished();
        });
    }
    void abort() override {}
    qint64 bytesAvailable() const override { return 0; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
};

} // namespace

int RefusingManager::refusedCount()
{
    return g_refused.load();
}

QNetworkReply* RefusingManager::createRequest(Operation op, const QNetworkRequest& request, QIODevice* data)
{
    if (request.url().scheme() == QLatin1String("qrc"))
        return QNetworkAccessManager::createRequest(op, request, data);
    ++g_refused;
    return new RefusedReply(op, request, this);
}

QNetworkAccessManager* RefusingFactory::create(QObject* parent)
{
    return new RefusingManager(parent);
}

void install(QQmlEngine& engine)
{
    static RefusingFactory factory;
    engine.setNetworkAccessManagerFactory(&factory);
}

} // namespace nonetwork
