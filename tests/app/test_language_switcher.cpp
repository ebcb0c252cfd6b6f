// LanguageSwitcher: installs the German or French translation, switches back,
// and makes QML bindings with qsTr() follow without reloading anything.
#include "i18n/languageswitcher.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QTest>

#include <memory>

class TestLanguageSwitcher : public QObject
{
    Q_OBJECT

private slots:
    void cppStringsFollowTheLanguage()
    {
        LanguageSwitcher switcher(nullptr);
        QCOMPARE(switcher.current(), QStringLiteral("en"));
        QVERIFY(switcher.apply(QStringLiteral("de")));
        QCOMPARE(QCoreApplication::translate("HomeScreen", "Settings"), QStringLiteral("Einstellungen"));
        QVERIFY(switcher.apply(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("HomeScreen", "Settings"), QStringLiteral("Settings"));
    }

    void frenchLoadsWithItsPluralsAndNumbers()
    {
        LanguageSwitcher switcher(nullptr);
        QVERIFY(switcher.apply(QStringLiteral("fr")));
        QCOMPARE(QCoreApplication::translate("HomeScreen", "Settings"), QStringLiteral("Réglages"));
        // French plurals: 0 and 1 take the singular.
        QCOMPARE(QCoreApplication::translate("TpSeats", "%n face down", nullptr, 0),
                 QStringLiteral("0 carte cachée"));
        QCOMPARE(QCoreApplication::translate("TpSeats", "%n face down", nullptr, 1),
                 QStringLiteral("1 carte cachée"));
        QCOMPARE(QCoreApplication::translate("TpSeats", "%n face down", nullptr, 2),
                 QStringLiteral("2 cartes cachées"));
        QCOMPARE(QLocale().toString(12.5, 'f', 1), QStringLiteral("12,5"));
        QVERIFY(switcher.apply(QStringLiteral("en")));
        QCOMPARE(QLocale().toString(12.5, 'f', 1), QStringLiteral("12.5"));
        QCOMPARE(QCoreApplication::translate("HomeScreen", "Settings"), QStringLiteral("Settings"));
    }

    // English is the source, but "%n card(s)" needs its two forms too
    // (translations/plurals/critter_en.ts), at start and after switching back.
    void englishSaysOneCardAndTwoCards()
    {
        const auto trashCan = [](int n) {
            return QCoreApplication::translate("TrashPandasSession", "%n card(s) left in the trash can", nullptr, n);
        };
        LanguageSwitcher switcher(nullptr);
        QCOMPARE(trashCan(1), QStringLiteral("1 card left in the trash can"));
        QCOMPARE(trashCan(46), QStringLiteral("46 cards left in the trash can"));
        QVERIFY(switcher.apply(QStringLiteral("de")));
        QVERIFY(switcher.apply(QStringLiteral("en")));
        QCOMPARE(trashCan(1), QStringLiteral("1 card left in the trash can"));
        QCOMPARE(trashCan(0), QStringLiteral("0 cards left in the trash can"));
    }

    void unknownLanguageKeepsTheCurrentOne()
    {
        LanguageSwitcher switcher(nullptr);
        QVERIFY(switcher.apply(QStringLiteral("de")));
        QVERIFY(!switcher.apply(QStringLiteral("xx")));
        QCOMPARE(switcher.current(), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("HomeScreen", "Settings"), QStringLiteral("Einstellungen"));
    }

    void qmlBindingsAreRetranslated()
    {
        QQmlEngine engine;
        LanguageSwitcher switcher(&engine);
        QQmlComponent component(&engine);
        // The file name gives qsTr() its context, as for the real HomeScreen.qml.
        component.setData("import QtQml\nQtObject { property string label: qsTr(\"Settings\") }",
                          QUrl(QStringLiteral("qrc:/fake/HomeScreen.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        QCOMPARE(object->property("label").toString(), QStringLiteral("Settings"));
        QVERIFY(switcher.apply(QStringLiteral("de")));
        QCOMPARE(object->property("label").toString(), QStringLiteral("Einstellungen"));
        QVERIFY(switcher.apply(QStringLiteral("en")));
        QCOMPARE(object->property("label").toString(), QStringLiteral("Settings"));
    }
};

QTEST_MAIN(TestLanguageSwitcher)
#include "test_language_switcher.moc"
