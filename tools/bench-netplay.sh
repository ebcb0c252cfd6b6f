#!/usr/bin/env bash
# Network play's targets (issue 32): one critter-server pinned to one core,
# critter-cli netplay (every seat a bot connection, four seats a table) pinned
# to the other, loopback only. For each table count it prints one line: how
# many moves the server handled a second, how fast a move reached every other
# screen of its table (median, 99th percentile, worst), the server's CPU time
# and its peak resident memory, with the load it ran under.
#
# Usage: tools/bench-netplay.sh [--lean] [GAME] [PACE_MS] [TABLES...]
#   --lean    the bots' process stands in for the screens with lean seats
#             (critter-cli netplay --lean: a random one of the moves offered,
#             the observation neither read nor checked), so that the load
#             costs less than the server it measures; without it every seat
#             is a checking bot on Qt WebSockets, like the soak tests
#   GAME      trash-pandas (default), panda-panda or trash-dash
#   PACE_MS   0 (default): bots answer at once (full speed); N: each bot
#             waits N ms before sending its move (a table at a person's pace)
#   TABLES    table counts to run (default: 1 100 500 1000)
# Each run plays one game a table (at least 20 games), random bots. Each
# table count prints two lines: the whole run (tables made and seats joining
# included, as before) and its steady stretch (every table made and joined,
# until the first game ended), with the server's CPU time a move over it,
# user space and kernel apart. CRITTER_SERVER=PATH runs another server binary.
# Needs a release build (cmake --preset release; cmake --build build/release).
set -euo pipefail
cd "$(dirname "$0")/.."
leanArg=()
if [ "${1:-}" = "--lean" ]; then leanArg=(--lean); shift; fi
game="${1:-trash-pandas}"
pace="${2:-0}"
shift $(( $# > 2 ? 2 : $# ))
tables=("$@")
[ ${#tables[@]} -gt 0 ] || tables=(1 100 500 1000)
# CRITTER_SERVER: another critter-server binary (to compare two builds like for like).
server="${CRITTER_SERVER:-build/release/app/critter-server}"
cli=build/release/app/cli/critter-cli
[ -x "$server" ] && [ -x "$cli" ] || { echo "bench-netplay: build the release preset first" >&2; exit 2; }
[ "$(nproc)" -ge 2 ] || { echo "bench-netplay: needs two cores (server on one, bots on the other)" >&2; exit 2; }
# Four bot connections a table in one process and as many on the server.
ulimit -n 20000

work="$(mktemp -d)"
cleanup() { [ -n "${spid:-}" ] && kill "$spid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $game pace=${pace}ms seats=$([ ${#leanArg[@]} -gt 0 ] && echo lean || echo checking) load=$(cut -d' ' -f1-3 /proc/loadavg) $(nproc) cores"
for t in "${tables[@]}"; do
    # One game a table: every table busy from the first move to near the end.
    games=$(( t > 20 ? t : 20 ))
    rm -rf "$work/data" "$work/log" && mkdir "$work/data"
    # --rate: one control connection asks for every table at once.
    taskset -c 0 "$server" --port 0 --listen 127.0.0.1 --data "$work/data" --rate 100000 --max-tables 5000 > "$work/log" 2>&1 &
    spid=$!
    for _ in $(seq 100); do grep -q "listening on" "$work/log" && break; sleep 0.1; done
    port=$(grep -o "127.0.0.1:[0-9]*" "$work/log" | head -1 | cut -d: -f2)
    [ -n "$port" ] || { echo "bench-netplay: the server did not start: $(cat "$work/log")" >&2; exit 1; }
    # Peak memory, and the server's CPU time (user, kernel ticks) with the
    # wall clock every 0.2 s: its CPU over the netplay's steady stretch.
    : > "$work/cpu"
    ( peak=0; while kill -0 "$spid" 2>/dev/null; do
          r=$(awk '/VmRSS/{print $2}' "/proc/$spid/status" 2>/dev/null || true)
          if [ -n "$r" ] && [ "$r" -gt "$peak" ]; then peak=$r; echo "$peak" > "$work/peak"; fi
          echo "$(date +%s%3N) $(awk '{print $14, $15}' "/proc/$spid/stat" 2>/dev/null)" >> "$work/cpu"
          sleep 0.2
      done ) &
    mon=$!
    paceArg=()
    [ "$pace" -gt 0 ] && paceArg=(--pace "$pace")
    json=$(taskset -c 1 "$cli" netplay "127.0.0.1:$port" --game "$game" --players 4 --games "$games" \
               --tables "$t" --seat-kind random --timeout 3000 "${paceArg[@]}" "${leanArg[@]}" --json)
    read -r uticks kticks < <(awk '{print $14, $15}' "/proc/$spid/stat")
    cpu=$(awk -v t="$((uticks + kticks))" -v hz="$(getconf CLK_TCK)" 'BEGIN{printf "%.1f", t / hz}')
    ucpu=$(awk -v t="$uticks" -v hz="$(getconf CLK_TCK)" 'BEGIN{printf "%.2f", t / hz}')
    kill "$spid"; wait "$spid" 2>/dev/null || true; spid=
    kill "$mon" 2>/dev/null || true; wait "$mon" 2>/dev/null || true
    peak=$(cat "$work/peak" 2>/dev/null || echo 0)
    python3 - "$t" "$cpu" "$peak" "$json" "$ucpu" "$work/cpu" "$(getconf CLK_TCK)" <<'PY'
import json, sys
tables, cpu, peak, run = int(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), json.loads(sys.argv[4])
ucpu, samples_path, hz = float(sys.argv[5]), sys.argv[6], int(sys.argv[7])
rate = run["moves_timed"] / run["seconds"] if run["seconds"] else 0
# The whole run, tables made and seats joining included (as every session reported it).
print(f"tables={tables:5d} games={run['games']:5d} moves/s={rate:7.0f} "
      f"reach_ms median={run['reach_median_ms']:7.2f} p99={run['reach_p99_ms']:7.2f} max={run['reach_max_ms']:7.2f} "
      f"server_cpu_s={cpu:6.1f} ({100 * cpu / run['seconds']:3.0f}% of its core, "
      f"{1e6 * cpu / run['moves_timed'] if run['moves_timed'] else 0:4.0f} us a move, "
      f"{1e6 * ucpu / run['moves_timed'] if run['moves_timed'] else 0:3.0f} of it user space) server_peak_MiB={peak / 1024:6.1f} "
      f"violations={run['violations']} errors={run['errors']}")
# The steady stretch: every table made and joined, until the first game ended.
samples = []
for line in open(samples_path):
    f = line.split()
    if len(f) == 3:
        samples.append((int(f[0]), int(f[1]), int(f[2])))
def at(ms):
    # The server's (user, kernel) ticks at wall-clock ms, between the samples around it.
    for (t0, u0, k0), (t1, u1, k1) in zip(samples, samples[1:]):
        if t0 <= ms <= t1:
            w = (ms - t0) / (t1 - t0) if t1 > t0 else 0
            return u0 + w * (u1 - u0), k0 + w * (k1 - k0)
    return None
start, end = run.get("steady_start_epoch_ms", 0), run.get("steady_end_epoch_ms", 0)
a, b = at(start), at(end)
if run.get("steady_moves_timed") and a and b and run["steady_seconds"] >= 1:
    moves, secs = run["steady_moves_timed"], run["steady_seconds"]
    user, kernel = (b[0] - a[0]) / hz, (b[1] - a[1]) / hz
    print(f"  steady ({secs:4.1f} s, every table joined, until the first game ended): moves/s={moves / secs:7.0f} "
          f"reach_ms median={run['steady_reach_median_ms']:7.2f} p99={run['steady_reach_p99_ms']:7.2f} "
          f"max={run['steady_reach_max_ms']:7.2f} server {100 * (user + kernel) / secs:3.0f}% of its core, "
          f"{1e6 * (user + kernel) / moves:4.0f} us a move ({1e6 * user / moves:3.0f} user space, {1e6 * kernel / moves:3.0f} kernel)")
else:
    print("  steady: too short to measure (under a second with every table playing)")
# Where the slow moves fall: the start (tables made, seats joining), the steady stretch, the end.
worst_at, slow = run.get("reach_max_sent_epoch_ms", 0), run.get("over_100ms", [0, 0, 0])
if worst_at and start and end:
    where = "before" if worst_at < start else ("within" if worst_at <= end else "after")
    print(f"  worst sent {where} the steady stretch ({(worst_at - start) / 1000:+.1f} s from its start, "
          f"which lasted {(end - start) / 1000:.1f} s); moves over 100 ms: {slow[0]} before, {slow[1]} within, {slow[2]} after")
PY
done
