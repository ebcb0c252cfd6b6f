// Fails when a visible string has no German: runs lupdate over the window's
// sources into a temporary .ts and checks that every string found there has a
// finished, non-empty translation in the committed translations/critter_de.ts,
// and that the committed file carries no unfinished or stale entries.
#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {
struct Entry
{
    QString translation;
    QString type; // "", "unfinished", "vanished", "obsolete"
};

// "context\x1fsource" -> entry
using TsFile = QHash<QString, Entry>;

TsFile readTs(const QString& path)
{
    TsFile result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return result;
    QXmlStreamReader xml(&file);
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            Entry entry;
            entry.type = xml.attributes().value(QLatin1String("type")).toString();
            entry.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            result.insert(context + QChar(0x1f) + source, entry);
        }
    }
    return result;
}

QString describe(const QString& key)
{
    return QString(key).replace(QChar(0x1f), QStringLiteral(": "));
}
} // namespace

class TestTranslationsComplete : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        const QDir root(QStringLiteral(CRITTER_SOURCE_DIR));
        m_committed = readTs(root.filePath(QStringLiteral("translations/critter_de.ts")));
        QVERIFY2(!m_committed.isEmpty(), "translations/critter_de.ts is missing or empty");

        const QString fresh = m_tmp.filePath(QStringLiteral("fresh_de.ts"));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(CRITTER_LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                       QStringLiteral("-extensions"), QStringLiteral("qml,js,cpp,h"),
                       root.filePath(QStringLiteral("qml")), root.filePath(QStringLiteral("app/settings")),
                       root.filePath(QStringLiteral("app/i18n")), root.filePath(QStringLiteral("app/shell")),
                       root.filePath(QStringLiteral("app/session")), root.filePath(QStringLiteral("app/registry")),
                       root.filePath(QStringLiteral("app/main.cpp")), QStringLiteral("-ts"), fresh});
        QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());
        m_fresh = readTs(fresh);
        QVERIFY2(m_fresh.size() > 50, "lupdate found suspiciously few strings");
    }

    void everyVisibleStringHasGerman()
    {
        QStringList missing;
        for (auto it = m_fresh.cbegin(); it != m_fresh.cend(); ++it) {
            const auto committed = m_committed.constFind(it.key());
            if (committed == m_committed.cend() || committed->translation.trimmed().isEmpty()
                || !committed->type.isEmpty())
                missing << describe(it.key());
        }
        missing.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("No finished German for %1 string(s); run the update_translations "
                                           "target and translate:\n  %2")
                                .arg(missing.size())
                                .arg(missing.join(QStringLiteral("\n  ")))));
    }

    void noUnfinishedOrStaleEntries()
    {
        QStringList bad;
        for (auto it = m_committed.cbegin(); it != m_committed.cend(); ++it) {
            if (!it->type.isEmpty())
                bad << QStringLiteral("[%1] %2").arg(it->type, describe(it.key()));
            else if (!m_fresh.contains(it.key()))
                bad << QStringLiteral("[no longer in the sources] %1").arg(describe(it.key()));
        }
        bad.sort();
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
    }

    void placeholdersMatch()
    {
        QStringList bad;
        for (auto it = m_fresh.cbegin(); it != m_fresh.cend(); ++it) {
            const QString source = it.key().section(QChar(0x1f), 1);
            const QString german = m_committed.value(it.key()).translation;
            for (int n = 1; n <= 9; ++n) {
                const QString marker = QStringLiteral("%") + QString::number(n);
                if (source.contains(marker) != german.contains(marker))
                    bad << describe(it.key());
            }
        }
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
    }

private:
    QTemporaryDir m_tmp;
    TsFile m_committed;
    TsFile m_fresh;
};

QTEST_GUILESS_MAIN(TestTranslationsComplete)
#include "test_translations_complete.moc"
