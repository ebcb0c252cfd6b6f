// Issue 31: text from people and files is plain text everywhere. A name,
// a file name or a description holding "<b>" or "<img src=...>" is shown
// as typed only if no Text renders markup, so every Text in qml/ says
// textFormat: Text.PlainText (the app composes no rich text; should it ever,
// that Text says Text.StyledText and builds its text from escaped parts).
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestPlainTextEverywhere : public QObject
{
    Q_OBJECT

private slots:
    void everyTextInQmlIsPlain()
    {
        static const QRegularExpression opening(QStringLiteral("(?<![\\w.])Text\\s*\\{"));
        QStringList missing;
        int texts = 0;
        QDirIterator files(QStringLiteral(CRITTER_SOURCE_DIR "/qml"), {QStringLiteral("*.qml")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString source = QString::fromUtf8(file.readAll());
            for (auto match = opening.globalMatch(source); match.hasNext();) {
                const auto found = match.next();
                const qsizetype lineStart = source.lastIndexOf(QLatin1Char('\n'), found.capturedStart()) + 1;
                if (source.mid(lineStart, found.capturedStart() - lineStart).trimmed().startsWith(QLatin1String("//")))
                    continue;   // a comment's example
                ++texts;
                // The block's own properties: depth 1 between its braces.
                int depth = 1;
                QString own;
                qsizetype i = found.capturedEnd();
                for (; i < source.size() && depth > 0; ++i) {
                    const QChar c = source.at(i);
                    if (c == QLatin1Char('{'))
                        ++depth;
                    else if (c == QLatin1Char('}'))
                        --depth;
                    else if (depth == 1)
                        own += c;
                }
                if (!own.contains(QLatin1String("textFormat: Text.PlainText"))) {
                    const int line = static_cast<int>(source.left(found.capturedStart()).count(QLatin1Char('\n'))) + 1;
                    missing << QStringLiteral("%1:%2").arg(path.mid(QStringLiteral(CRITTER_SOURCE_DIR).size() + 1)).arg(line);
                }
            }
        }
        QVERIFY2(texts > 100, "the scan found the Texts");
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("Text without textFormat: Text.PlainText at ") + missing.join(QStringLiteral(", "))));
    }

    // Attached tooltips (a seat's plate shows its name in one) share one
    // ToolTip made by the style; the window makes its text plain.
    void theSharedToolTipIsPlain()
    {
        QFile main(QStringLiteral(CRITTER_SOURCE_DIR "/qml/Main.qml"));
        QVERIFY(main.open(QIODevice::ReadOnly));
        QVERIFY(main.readAll().contains("(ToolTip.toolTip.contentItem as Text).textFormat = Text.PlainText"));
    }
};

QTEST_MAIN(TestPlainTextEverywhere)
#include "test_plain_text_everywhere.moc"
