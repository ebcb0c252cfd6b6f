// JsonText writes the one canonical form of docs/file-format.md: what
// nlohmann's dump() writes for the same document. The wire tests hold every
// game's observation to it; this pins the escaping itself, character by
// character, which those games' texts rarely reach.
#include <QtTest>

#include <nlohmann/json.hpp>

#include <string>

#include "core/json_write.h"

class TestJsonText : public QObject {
    Q_OBJECT
private slots:
    void test_every_ascii_character_escaped_as_nlohmann_does()
    {
        for (int c = 0; c < 128; ++c) {
            const std::string text = std::string("a") + static_cast<char>(c) + "b" + static_cast<char>(c);
            critter::JsonText j;
            j.openObject().field(text, text).closeObject();
            const nlohmann::json expected = {{text, text}};
            QCOMPARE(QString::fromStdString(j.text()), QString::fromStdString(expected.dump()));
        }
    }

    void test_utf8_and_runs_between_escapes_kept_whole()
    {
        const std::string text = "Ann \"the\" \xc3\xa9t\xc3\xa9\n\\ tab\there \x01 end";
        critter::JsonText j;
        j.openList().value(text).value(std::string_view("")).value("plain").closeList();
        const nlohmann::json expected = nlohmann::json::array({text, "", "plain"});
        QCOMPARE(QString::fromStdString(j.text()), QString::fromStdString(expected.dump()));
    }
};

QTEST_APPLESS_MAIN(TestJsonText)
#include "test_json_text.moc"
