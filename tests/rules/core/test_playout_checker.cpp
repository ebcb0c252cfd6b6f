// The random-playout checker must pass a sound game and catch each kind of
// flaw it promises to catch. A tiny push-your-luck game with one secret card
// per seat stands in for a real game; flawed variants break one promise each.
#include <QtTest>

#include "core/game.h"
#include "core/playout_checker.h"

using namespace critter;

namespace {

enum class Flaw { None, LeaksSecret, MutatesOnRefusal, AcceptsAnything, NeverEnds, CopyDiffers, BadNotation, FileLosesSeed };

// Counts its copies when the flaw asks for it, so a copy compares unequal.
struct CopyTag {
    Flaw flaw = Flaw::None;
    int generation = 0;
    CopyTag() = default;
    explicit CopyTag(Flaw f) : flaw(f) {}
    CopyTag(const CopyTag& other) : flaw(other.flaw), generation(other.generation + (other.flaw == Flaw::CopyDiffers ? 1 : 0)) {}
    CopyTag& operator=(const CopyTag&) = default;
    friend bool operator==(const CopyTag&, const CopyTag&) = default;
};

// Two seats race to 20 points; Roll adds a die (a 1 loses the turn's points),
// Stop banks them. Each seat holds a secret 0-9 that only it may see.
struct Toy {
    struct Setup {
        std::uint64_t seed = 1;
        Flaw flaw = Flaw::None;
        friend bool operator==(const Setup&, const Setup&) = default;
    };
    struct Observation {
        Seat seat;
        int mySecret;
        int leaked;
        std::array<int, 2> banked;
        int pending;
        Seat turn;
        Flaw flaw; // the variant is public knowledge
        friend bool operator==(const Observation&, const Observation&) = default;
    };
    enum Type { Roll, Stop, TypeCount };
    static constexpr int kActionTypeCount = TypeCount;

    explicit Toy(const Setup& setup) : rng_(setup.seed), tag_(setup.flaw)
    {
        history_.setup = setup;
        secret_ = {static_cast<int>(rng_.below(10)), static_cast<int>(rng_.below(10))};
    }

    int players() const { return 2; }
    Seat currentSeat() const
    {
        if (history_.setup.flaw == Flaw::NeverEnds)
            return turn_;
        return isOver() ? kNoSeat : turn_;
    }
    bool isOver() const
    {
        return history_.setup.flaw != Flaw::NeverEnds && (banked_[0] >= 20 || banked_[1] >= 20);
    }
    void legalActions(std::vector<Action>& out) const
    {
        out.push_back({Roll});
        if (pending_ > 0)
            out.push_back({Stop});
    }
    ApplyResult apply(const Action& action, std::vector<Event>* events)
    {
        const bool legal = (action == Action{Roll} || (action == Action{Stop} && pending_ > 0)) && !isOver();
        if (history_.setup.flaw == Flaw::MutatesOnRefusal && !legal) {
            ++pending_;
            return ApplyResult::refuse("no");
        }
        if (!legal && history_.setup.flaw != Flaw::AcceptsAnything)
            return ApplyResult::refuse("not a legal move now");
        history_.actions.push_back(action);
        if (action.type == Roll) {
            const int die = 1 + static_cast<int>(rng_.below(6));
            if (events)
                events->push_back({Roll, turn_, die});
            if (die == 1) {
                pending_ = 0;
                turn_ = 1 - turn_;
            } else {
                pending_ += die;
            }
        } else {
            banked_[static_cast<std::size_t>(turn_)] += pending_;
            pending_ = 0;
            turn_ = 1 - turn_;
        }
        return ApplyResult::success();
    }
    const History<Setup>& history() const { return history_; }
    Observation observation(Seat seat) const
    {
        const int other = secret_[static_cast<std::size_t>(1 - seat)];
        return {seat, secret_[static_cast<std::size_t>(seat)],
                history_.setup.flaw == Flaw::LeaksSecret ? other : -1, banked_, pending_, turn_, history_.setup.flaw};
    }
    // Everything not in the observation is re-sampled: the other secret and
    // the future rolls (a fresh generator). The history is the seat's own
    // knowledge only in a real game; here it is public.
    static Toy sampleWorld(const Observation& seen, Rng& rng)
    {
        Toy world(Setup{rng.next(), seen.flaw});
        const auto me = static_cast<std::size_t>(seen.seat);
        world.secret_[me] = seen.mySecret;
        world.secret_[1 - me] = static_cast<int>(rng.below(10));
        world.banked_ = seen.banked;
        world.pending_ = seen.pending;
        world.turn_ = seen.turn;
        return world;
    }
    std::string checkInvariants() const { return pending_ < 0 ? "negative pending" : ""; }
    std::vector<int> scores() const { return {banked_[0], banked_[1]}; }
    std::vector<Seat> winners() const
    {
        if (!isOver())
            return {};
        return {banked_[0] >= 20 ? 0 : 1};
    }
    friend bool operator==(const Toy&, const Toy&) = default;

    History<Setup> history_;
    Rng rng_;
    std::array<int, 2> secret_{};
    std::array<int, 2> banked_{};
    int pending_ = 0;
    Seat turn_ = 0;
    CopyTag tag_;
};
static_assert(GameState<Toy>);

} // namespace

// The toy's file format: "roll" / "stop"; the setup's seed and flaw. Two
// flaws break it: a notation that writes Stop as "roll", a setup written
// without its seed.
template <>
struct critter::GameFileTraits<Toy> {
    static constexpr std::string_view kGameId = "toy";
    static bool readSetup(const nlohmann::json& setup, Toy::Setup& out, std::string& error)
    {
        out = Toy::Setup{};
        if (!readSetupSeed(setup, out.seed, error))
            return false;
        out.flaw = static_cast<Flaw>(setup.value("flaw", 0));
        return true;
    }
    static void writeSetup(const Toy::Setup& setup, nlohmann::json& out)
    {
        out["players"] = 2;
        if (setup.flaw != Flaw::FileLosesSeed)
            out["seed"] = seedJson(setup.seed);
        out["flaw"] = static_cast<int>(setup.flaw);
    }
    static std::string notation(const Toy& before, const Action& action)
    {
        const bool bad = before.history().setup.flaw == Flaw::BadNotation;
        return action.type == Toy::Roll || bad ? "roll" : "stop";
    }
    static std::optional<Action> parseAction(const Toy&, std::string_view text, std::string& error)
    {
        if (text == "roll")
            return Action{Toy::Roll};
        if (text == "stop")
            return Action{Toy::Stop};
        error = "not roll or stop";
        return std::nullopt;
    }
};

namespace {

static_assert(HasGameFile<Toy>);

PlayoutReport check(Flaw flaw, int games = 200)
{
    PlayoutOptions options;
    options.games = games;
    options.seed = 9;
    options.maxSteps = 2000;
    options.hiddenProbe = 0.5;
    options.copyProbe = 1.0;
    return PlayoutChecker<Toy>(
               [flaw](int, Rng& rng) { return Toy::Setup{rng.next(), flaw}; }, options)
        .run();
}

bool mentions(const PlayoutReport& report, const char* text)
{
    for (const auto& m : report.messages)
        if (m.find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestPlayoutChecker : public QObject {
    Q_OBJECT
private slots:
    void test_sound_game_passes()
    {
        const PlayoutReport report = check(Flaw::None);
        QVERIFY2(report.ok(), report.messages.empty() ? "" : report.messages.front().c_str());
        QCOMPARE(report.games, 200);
        QVERIFY(report.steps > 200);
    }
    void test_catches_observation_leaking_hidden_card()
    {
        const PlayoutReport report = check(Flaw::LeaksSecret);
        QVERIFY(!report.ok());
        QVERIFY(mentions(report, "observation depends on hidden information"));
    }
    void test_catches_refused_action_that_changes_state()
    {
        const PlayoutReport report = check(Flaw::MutatesOnRefusal);
        QVERIFY(mentions(report, "changed the state"));
    }
    void test_catches_illegal_action_accepted()
    {
        const PlayoutReport report = check(Flaw::AcceptsAnything);
        QVERIFY(mentions(report, "was accepted"));
    }
    void test_catches_copy_that_differs()
    {
        const PlayoutReport report = check(Flaw::CopyDiffers, 5);
        QVERIFY(mentions(report, "a copy differs"));
    }
    void test_catches_game_that_never_ends()
    {
        const PlayoutReport report = check(Flaw::NeverEnds, 2);
        QVERIFY(mentions(report, "did not end"));
    }
    void test_catches_notation_that_does_not_read_back()
    {
        const PlayoutReport report = check(Flaw::BadNotation, 20);
        QVERIFY(mentions(report, "notation 'roll' of"));
    }
    void test_catches_file_that_loads_a_different_game()
    {
        const PlayoutReport report = check(Flaw::FileLosesSeed, 20);
        QVERIFY(mentions(report, "a saved game loads with a different history"));
    }
    void test_sound_game_round_trips_through_its_file()
    {
        Toy game(Toy::Setup{77, Flaw::None});
        QVERIFY(game.apply({Toy::Roll}, nullptr).ok);
        const std::string text = saveGameFile(game, {{"Ana", "person", ""}, {"Bo", "bot", "easy"}}, "toy");
        const GameFileRead<Toy> back = loadGameFile<Toy>(text);
        QVERIFY2(back.ok, back.error.c_str());
        QVERIFY(back.state == game);
        QCOMPARE(back.file.seats.size(), std::size_t{2});
    }
    void test_replay_rebuilds_the_same_state()
    {
        Toy game(Toy::Setup{123, Flaw::None});
        std::vector<Action> legal;
        Rng pick(4);
        for (int i = 0; i < 30 && !game.isOver(); ++i) {
            legal.clear();
            game.legalActions(legal);
            QVERIFY(game.apply(legal[pick.below(static_cast<std::uint32_t>(legal.size()))], nullptr).ok);
        }
        Toy rebuilt(Toy::Setup{});
        QVERIFY(replay(game.history(), rebuilt).ok);
        QVERIFY(rebuilt == game);
    }
};

QTEST_APPLESS_MAIN(TestPlayoutChecker)
#include "test_playout_checker.moc"
