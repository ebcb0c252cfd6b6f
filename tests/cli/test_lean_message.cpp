// The benchmark seat's reader (app/cli/leanmessage.h): it must take from a
// host's table message exactly what the checking seat takes (move count,
// the end, who decides, the moves offered), skip everything else however it
// is nested or escaped, and refuse text that is not such an object.
#include <QtTest>

#include "leanmessage.h"

using critter::cli::LeanMessage;
using critter::cli::readLeanMessage;

class TestLeanMessage : public QObject {
    Q_OBJECT
private slots:
    void test_table_message_fields_read_and_the_rest_skipped()
    {
        // The host's order (sorted keys, the seat's part, the observation last),
        // with a name that holds every trap a skipper can fall into.
        const std::string text =
            "{\"chat\":true,\"code\":\"ABC234\",\"deciding\":2,\"game\":\"trash-pandas\",\"lobby\":false,\"moves\":41,"
            "\"over\":false,\"reset\":false,\"seats\":[{\"kind\":\"person\",\"name\":\"Ann \\\"}], \\\\ [{\",\"net\":true,"
            "\"standIn\":false,\"state\":\"connected\"},{\"kind\":\"bot\",\"name\":\"Bo\",\"net\":false}],\"type\":\"table\",\"v\":1,"
            "\"seat\":2,\"legal\":[\"draw\",\"play \\\"x\\\" 3\",\"stop\"],\"events\":[[3,2,1,0,-1]],"
            "\"observation\":{\"moves\":999,\"deciding\":0,\"legal\":[\"cheat\"]}}";
        LeanMessage m;
        QVERIFY(readLeanMessage(text, m));
        QCOMPARE(m.type, std::string("table"));
        QCOMPARE(m.moves, 41);
        QCOMPARE(m.deciding, 2);
        QCOMPARE(m.seat, 2);
        QCOMPARE(m.over, false);
        QCOMPARE(m.game, std::string("trash-pandas"));
        QCOMPARE(m.legal, (std::vector<std::string>{"draw", "play \"x\" 3", "stop"}));
    }

    void test_welcome_refused_and_over_read()
    {
        LeanMessage m;
        QVERIFY(readLeanMessage("{\"code\":\"ABC234\",\"game\":\"panda-panda\",\"seat\":3,\"token\":\"ff\",\"type\":\"welcome\",\"v\":1}", m));
        QCOMPARE(m.type, std::string("welcome"));
        QCOMPARE(m.seat, 3);
        QVERIFY(readLeanMessage("{\"reason\":\"not your turn\",\"type\":\"refused\",\"v\":1}", m));
        QCOMPARE(m.reason, std::string("not your turn"));
        QVERIFY(m.legal.empty());
        QVERIFY(readLeanMessage("{ \"deciding\" : -1 , \"legal\" : [ ] , \"moves\" : 300 , \"over\" : true , \"type\" : \"table\" }", m));
        QCOMPARE(m.over, true);
        QCOMPARE(m.deciding, -1);
        QCOMPARE(m.moves, 300);
    }

    void test_what_is_not_such_an_object_refused()
    {
        LeanMessage m;
        for (const char* bad : {"", "[]", "{", "{\"moves\":}", "{\"moves\":\"4\"}", "{\"over\":1}",
                                "{\"legal\":[1]}", "{\"legal\":[\"a\"", "{\"type\":\"table\"", "{\"x\":\"unclosed}",
                                "{\"type\":\"\\u0074able\"}", "{\"a\":1 \"b\":2}"})
            QVERIFY2(!readLeanMessage(bad, m), bad);
    }
};

QTEST_APPLESS_MAIN(TestLeanMessage)
#include "test_lean_message.moc"
