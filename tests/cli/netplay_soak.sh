#!/bin/bash
# netplay_soak.sh SERVER CLI GAME GAMES [NETPLAY OPTION...]: a critter-server on loopback and
# critter-cli netplay asking it for GAMES games of GAME, four bot connections
# a table, 40 tables at once (issue 32: thousands of games without a
# violation). Exit 0 only when every game ended with no violation and no
# refused move. Loopback only; bounded by --timeout.
set -euo pipefail
server=$1 cli=$2 game=$3 games=$4
shift 4
data=$(mktemp -d)
log=$(mktemp)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$data" "$log"' EXIT
"$server" --port 0 --listen 127.0.0.1 --data "$data" --rate 200 > "$log" 2>&1 &
pid=$!
for _ in $(seq 100); do
    grep -q "listening on" "$log" && break
    sleep 0.1
done
port=$(grep -o "127.0.0.1:[0-9]*" "$log" | head -1 | cut -d: -f2)
[ -n "$port" ] || { echo "netplay_soak: the server did not start: $(cat "$log")"; exit 1; }
"$cli" netplay "127.0.0.1:$port" --game "$game" --players 4 --games "$games" --tables 40 --seat-kind random --timeout 1700 --json "$@"
