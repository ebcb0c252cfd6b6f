// Fails when a visible string is missing in any language we ship: runs lupdate
// over the window's sources into a temporary .ts and checks every committed
// translations/critter_<code>.ts against it with the same rules:
//  - every string lupdate finds has a finished, non-empty translation;
//  - the committed file carries no unfinished, vanished, obsolete or stale entries;
//  - each translation uses the same placeholders (%1..%9, %L1.., %n) as its source;
//  - plural (numerus) entries have as many forms as the language has.
#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {
struct Entry
{
    QString translation;  // a plain message's text
    QStringList forms;    // a numerus message's <numerusform>s
    QString type;         // "", "unfinished", "vanished", "obsolete"
    bool numerus = false;
};

struct TsFile
{
    QString language; // the TS element's language attribute, e.g. "fr_FR"
    QHash<QString, Entry> entries; // "context\x1fsource" -> entry
};

TsFile readTs(const QString& path)
{
    TsFile result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return result;
    QXmlStreamReader xml(&file);
    QString context, source;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("TS")) {
            result.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            Entry entry;
            entry.numerus = numerus;
            entry.type = xml.attributes().value(QLatin1String("type")).toString();
            if (numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("numerusform"))
                        entry.forms << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                entry.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
            result.entries.insert(context + QChar(0x1f) + source, entry);
        }
    }
    return result;
}

QString describe(const QString& key)
{
    return QString(key).replace(QChar(0x1f), QStringLiteral(": "));
}

// The texts a reader sees for an entry: its one translation, or every plural form.
QStringList texts(const Entry& entry)
{
    return entry.numerus ? entry.forms : QStringList{entry.translation};
}

// %1..%9, %L1..%L9 and %n, as a set: order may change between languages.
QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral("%(L?[1-9]|n)"));
    QSet<QString> found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(0));
    return found;
}

// How many plural forms lrelease expects for a language (Qt's own rules).
int pluralForms(const QString& code)
{
    static const QHash<QString, int> forms{{QStringLiteral("de"), 2}, {QStringLiteral("fr"), 2}};
    return forms.value(code, -1);
}

QStringList committedLanguages();

// One data row per committed language, so a failure names the language.
void addLanguageRows()
{
    QTest::addColumn<QString>("code");
    for (const QString& code : committedLanguages())
        QTest::newRow(qPrintable(code)) << code;
}

QStringList committedLanguages()
{
    const QDir dir(QStringLiteral(CRITTER_SOURCE_DIR "/translations"));
    QStringList codes;
    for (const QString& name : dir.entryList({QStringLiteral("critter_*.ts")}, QDir::Files, QDir::Name))
        codes << name.mid(8, name.size() - 8 - 3);
    return codes;
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
        const QStringList codes = committedLanguages();
        QVERIFY2(codes.contains(QStringLiteral("de")), "translations/critter_de.ts is missing");
        QVERIFY2(codes.contains(QStringLiteral("fr")), "translations/critter_fr.ts is missing");
        for (const QString& code : codes) {
            const TsFile ts = readTs(root.filePath(QStringLiteral("translations/critter_%1.ts").arg(code)));
            QVERIFY2(!ts.entries.isEmpty(), qPrintable(QStringLiteral("critter_%1.ts is empty").arg(code)));
            m_committed.insert(code, ts);
        }

        const QString fresh = m_tmp.filePath(QStringLiteral("fresh.ts"));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(CRITTER_LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                       QStringLiteral("-extensions"), QStringLiteral("qml,js,cpp,h"),
                       root.filePath(QStringLiteral("qml")), root.filePath(QStringLiteral("app/settings")),
                       root.filePath(QStringLiteral("app/i18n")), root.filePath(QStringLiteral("app/shell")),
                       root.filePath(QStringLiteral("app/session")), root.filePath(QStringLiteral("app/registry")),
                       root.filePath(QStringLiteral("app/stats")), root.filePath(QStringLiteral("app/sound")),
                       root.filePath(QStringLiteral("app/net")),
                       root.filePath(QStringLiteral("app/main.cpp")), QStringLiteral("-ts"), fresh});
        QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());
        m_fresh = readTs(fresh).entries;
        QVERIFY2(m_fresh.size() > 50, "lupdate found suspiciously few strings");
    }

    void test_every_string_translated_in_every_language_data() { addLanguageRows(); }
    void test_every_string_translated_in_every_language()
    {
        QFETCH(QString, code);
        const TsFile& ts = m_committed[code];
        QStringList missing;
        for (auto it = m_fresh.cbegin(); it != m_fresh.cend(); ++it) {
            const auto committed = ts.entries.constFind(it.key());
            bool ok = committed != ts.entries.cend() && committed->type.isEmpty()
                      && committed->numerus == it->numerus;
            if (ok) {
                const QStringList shown = texts(*committed);
                ok = !shown.isEmpty();
                for (const QString& text : shown)
                    ok = ok && !text.trimmed().isEmpty();
            }
            if (!ok)
                missing << describe(it.key());
        }
        missing.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("critter_%1.ts: no finished translation for %2 string(s); run the "
                                           "update_translations target and translate:\n  %3")
                                .arg(code)
                                .arg(missing.size())
                                .arg(missing.join(QStringLiteral("\n  ")))));
    }

    void noUnfinishedOrStaleEntries_data() { addLanguageRows(); }
    void noUnfinishedOrStaleEntries()
    {
        QFETCH(QString, code);
        const TsFile& ts = m_committed[code];
        QStringList bad;
        for (auto it = ts.entries.cbegin(); it != ts.entries.cend(); ++it) {
            if (!it->type.isEmpty())
                bad << QStringLiteral("[%1] %2").arg(it->type, describe(it.key()));
            else if (!m_fresh.contains(it.key()))
                bad << QStringLiteral("[no longer in the sources] %1").arg(describe(it.key()));
        }
        bad.sort();
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("critter_%1.ts:\n").arg(code) + bad.join(QLatin1Char('\n'))));
    }

    void placeholdersMatch_data() { addLanguageRows(); }
    void placeholdersMatch()
    {
        QFETCH(QString, code);
        const TsFile& ts = m_committed[code];
        QStringList bad;
        for (auto it = m_fresh.cbegin(); it != m_fresh.cend(); ++it) {
            const QString source = it.key().section(QChar(0x1f), 1);
            const QSet<QString> wanted = placeholders(source);
            const auto committed = ts.entries.constFind(it.key());
            if (committed == ts.entries.cend())
                continue; // reported as untranslated
            for (const QString& text : texts(*committed)) {
                if (placeholders(text) != wanted)
                    bad << QStringLiteral("%1  ->  %2").arg(describe(it.key()), text);
            }
        }
        bad.sort();
        QVERIFY2(bad.isEmpty(),
                 qPrintable(QStringLiteral("critter_%1.ts: placeholders differ from the source:\n").arg(code)
                            + bad.join(QLatin1Char('\n'))));
    }

    void pluralsHaveTheLanguagesForms_data() { addLanguageRows(); }
    void pluralsHaveTheLanguagesForms()
    {
        QFETCH(QString, code);
        const TsFile& ts = m_committed[code];
        const int forms = pluralForms(code);
        QVERIFY2(forms > 0, qPrintable(QStringLiteral("add %1's number of plural forms to pluralForms()").arg(code)));
        QVERIFY2(ts.language == code || ts.language.startsWith(code + QLatin1Char('_')),
                 qPrintable(QStringLiteral("critter_%1.ts says language=\"%2\": lrelease picks the plural rules "
                                           "from it")
                                .arg(code, ts.language)));
        QStringList bad;
        for (auto it = ts.entries.cbegin(); it != ts.entries.cend(); ++it) {
            if (it->numerus && it->forms.size() != forms)
                bad << QStringLiteral("%1 (%2 forms)").arg(describe(it.key())).arg(it->forms.size());
        }
        bad.sort();
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("critter_%1.ts: plural entries need %2 forms:\n")
                                               .arg(code)
                                               .arg(forms)
                                           + bad.join(QLatin1Char('\n'))));
    }

    // English is the source language: translations/plurals/critter_en.ts
    // holds only the plural strings, each with its singular and plural
    // form, so no "%n card(s)" reaches the screen.
    void englishPluralsAreComplete()
    {
        const TsFile en = readTs(QStringLiteral(CRITTER_SOURCE_DIR "/translations/plurals/critter_en.ts"));
        QCOMPARE(en.language, QStringLiteral("en"));
        QStringList bad;
        for (auto it = m_fresh.cbegin(); it != m_fresh.cend(); ++it) {
            if (!it->numerus)
                continue;
            const auto committed = en.entries.constFind(it.key());
            if (committed == en.entries.cend() || !committed->type.isEmpty() || committed->forms.size() != 2)
                bad << QStringLiteral("[missing or unfinished] %1").arg(describe(it.key()));
            else if (committed->forms.join(QString()).contains(QLatin1String("(s)")))
                bad << QStringLiteral("[still says (s)] %1").arg(describe(it.key()));
            else if (placeholders(committed->forms[0]) != placeholders(committed->forms[1]) ||
                     placeholders(committed->forms[0]) != placeholders(it.key().section(QChar(0x1f), 1)))
                bad << QStringLiteral("[placeholders differ] %1").arg(describe(it.key()));
        }
        for (auto it = en.entries.cbegin(); it != en.entries.cend(); ++it) {
            if (!it->numerus)
                bad << QStringLiteral("[not a plural string] %1").arg(describe(it.key()));
            else if (!m_fresh.contains(it.key()))
                bad << QStringLiteral("[no longer in the sources] %1").arg(describe(it.key()));
        }
        bad.sort();
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("plurals/critter_en.ts (run update_translations):\n") +
                                           bad.join(QLatin1Char('\n'))));
    }

private:
    QTemporaryDir m_tmp;
    QHash<QString, TsFile> m_committed; // language code -> its committed file
    QHash<QString, Entry> m_fresh;
};

QTEST_GUILESS_MAIN(TestTranslationsComplete)
#include "test_translations_complete.moc"
