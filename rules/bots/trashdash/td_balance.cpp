// td_balance: how often each character side wins (docs/trash-dash-content.md).
//   td_balance [races] [seed] [--random P]
// Races rotate over the rulebook's six tracks and 2 to 6 racers; each racer
// gets a random distinct character and side and is the easy bot, or with
// chance P (default 0.25) the random bot. A side's fair share is the sum of
// 1/racers over the races it ran in (a shared win counts 1/k); the table
// shows wins / fair share, so 1.00 is exactly fair.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/trashdash/bot_traits.h"

using namespace critter;

int main(int argc, char** argv)
{
    std::vector<std::string> pos;
    double randomShare = 0.25;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--random" && i + 1 < argc)
            randomShare = std::atof(argv[++i]);
        else
            pos.push_back(arg);
    }
    const int races = pos.size() > 0 ? std::atoi(pos[0].c_str()) : 10000;
    const auto seed = static_cast<std::uint64_t>(pos.size() > 1 ? std::atoll(pos[1].c_str()) : 1);
    const auto& c = td::content();
    const auto& tracks = c.tracks;
    const std::size_t sides = c.characters.size() * 2;
    std::vector<double> wins(sides, 0.0), fair(sides, 0.0);
    std::vector<int> ran(sides, 0);
    auto easy = makeDefaultBot<td::State>(BotLevel::Easy);
    RandomBot<td::State> random;
    Rng rng(seed);
    std::vector<Action> legal;
    int failed = 0;
    for (int g = 0; g < races; ++g) {
        const int players = 2 + (g % (td::kMaxRacers - 1));
        const std::string& track = tracks[static_cast<std::size_t>(g / (td::kMaxRacers - 1)) % tracks.size()].id;
        std::vector<int> characters{0, 1, 2, 3, 4, 5};
        for (std::size_t i = characters.size(); i > 1; --i)
            std::swap(characters[i - 1], characters[rng.below(static_cast<std::uint32_t>(i))]);
        std::vector<td::RacerSetup> racers;
        std::vector<bool> plain;   // the random bot
        for (int i = 0; i < players; ++i) {
            racers.push_back({characters[static_cast<std::size_t>(i)], static_cast<int>(rng.below(2)), false});
            plain.push_back(rng.unit() < randomShare);
        }
        td::State state(td::standardSetup(track, racers, rng.next()));
        bool ok = true;
        for (int n = 0; ok && !state.isOver() && n < 100000; ++n) {
            const Seat seat = state.currentSeat();
            legal.clear();
            state.legalActions(legal);
            Bot<td::State>& bot = plain[static_cast<std::size_t>(seat)] ? static_cast<Bot<td::State>&>(random) : *easy;
            ok = static_cast<bool>(state.apply(bot.choose(state.observation(seat), legal, rng), nullptr));
        }
        if (!ok || !state.isOver()) {
            ++failed;
            continue;
        }
        const std::vector<Seat> w = state.winners();
        for (int i = 0; i < players; ++i) {
            const auto& r = racers[static_cast<std::size_t>(i)];
            const std::size_t key = static_cast<std::size_t>(r.character * 2 + r.side);
            ++ran[key];
            fair[key] += 1.0 / players;
            if (std::find(w.begin(), w.end(), i) != w.end())
                wins[key] += 1.0 / static_cast<double>(w.size());
        }
    }
    std::printf("%d races (2-6 racers, six tracks), seed %llu, random bots %.0f%%, refused %d\n", races,
                static_cast<unsigned long long>(seed), 100.0 * randomShare, failed);
    std::printf("| side | races | wins | fair share | wins / fair |\n|---|---:|---:|---:|---:|\n");
    double worst = 0;
    for (std::size_t k = 0; k < sides; ++k) {
        const td::Character& ch = c.characters[k / 2];
        const double ratio = fair[k] > 0 ? wins[k] / fair[k] : 0.0;
        worst = std::max(worst, ratio);
        std::printf("| %s %c (%s) | %d | %.0f | %.0f | %.2f |\n", ch.name.c_str(), k % 2 == 0 ? 'A' : 'B',
                    ch.sides[k % 2].name.c_str(), ran[k], wins[k], fair[k], ratio);
    }
    std::printf("highest wins / fair share: %.2f\n", worst);
    return failed == 0 ? 0 : 1;
}
