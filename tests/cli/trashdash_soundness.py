#!/usr/bin/env python3
# Trash Dash soundness through critter-cli (docs/performance.md): every
# rulebook track and a random one, Standard and Tournament, 2 to 6 racers of
# every kind (random, easy, cpu; a few normal and hard), laps 1 and 4. Prints
# the summed games, violations and errors; exit 1 if any run had one.
#   python3 tests/cli/trashdash_soundness.py [path/to/critter-cli]
# Not a ctest: it takes about 40 s on the shared build box.
import json, subprocess, sys, time
CLI = sys.argv[1] if len(sys.argv) > 1 else "build/release/app/cli/critter-cli"
tracks = ["bin-bandit-boulevard", "play-dead-parkway", "cardboard-kingdom", "back-alley-blitz", "pigeon-plaza", "feisty-feral-frenzy", "random"]
# Two seat mixes per table size, so every size has a cpu racer and a table without one.
mixes = [["random", "easy", "cpu", "cpu", "random", "easy"], ["cpu", "random", "easy", "random", "cpu", "cpu"]]
runs = []
for t in tracks:
    for n in range(2, 7):
        for kinds in mixes:
            runs.append((["--track", t], ",".join(kinds[:n]), 100))
for t in ["bin-bandit-boulevard", "back-alley-blitz", "random"]:
    for n in range(2, 7):
        for kinds in mixes:
            runs.append((["--track", t, "--mode", "tournament"], ",".join(kinds[:n]), 20))
for laps in ["1", "4"]:
    runs.append((["--track", "random", "--laps", laps], "easy,cpu,random,cpu", 200))
runs.append((["--track", "pigeon-plaza"], "cpu,cpu,cpu,cpu,cpu,easy", 200))
runs.append((["--track", "random"], "normal,hard,cpu", 6))
runs.append((["--track", "back-alley-blitz", "--mode", "tournament"], "hard,normal,cpu,easy", 2))
tot = {"games": 0, "violations": 0, "errors": 0, "seconds": 0.0}
start = time.time()
for opts, seats, games in runs:
    args = [CLI, "simulate", "--game", "trash-dash", "--seats", seats, "--games", str(games), "--seed", "2026", "--json"] + opts
    p = subprocess.run(args, capture_output=True, text=True)
    o = json.loads(p.stdout)
    for k in ("games", "violations", "errors"):
        tot[k] += o[k]
    tot["seconds"] += o["seconds"]
    if p.returncode != 0 or o["violations"] or o["errors"]:
        print("PROBLEM", " ".join(args), p.stderr.strip())
print(json.dumps(tot), "runs", len(runs), "wall %.1f s" % (time.time() - start))
sys.exit(1 if tot["violations"] or tot["errors"] else 0)
