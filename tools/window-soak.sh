#!/usr/bin/env bash
# The window over time (issue 13): GAMES bot-only games back to back in the
# real window under Xvfb, the three games in turn, first with animations
# instant, then at normal speed. Prints each game's resident memory and a
# summary per pass; exits 1 if a game did not finish, memory grew 10% or more
# after the warm-up, or anything was logged at warning level.
#
# Usage: tools/window-soak.sh [GAMES] [SPEEDS]   (default: 200 "instant normal")
# Build first: cmake --preset release && cmake --build build/release
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-200}"
speeds="${2:-instant normal}"
app="${CRITTER_TABLE:-build/release/app/critter-table}"
[ -x "$app" ] || { echo "window-soak: $app is missing; build the release preset first" >&2; exit 2; }

status=0
for speed in $speeds; do
    home="$(mktemp -d)"
    mkdir -p "$home/config/CritterTable" "$home/runtime"
    chmod 700 "$home/runtime"
    # Bots without pauses: the soak measures the window, not the bots' pace.
    printf '[ui]\nanimationSpeed=%s\nbotPace=instant\nlanguage=en\n' "$speed" > "$home/config/CritterTable/Critter Table.conf"
    echo "window-soak: $games games, animations $speed"
    XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/runtime" \
        xvfb-run -a -s "-screen 0 1280x800x24" "$app" --size 1280x800 --soak-games "$games" 2>&1 \
        | tee "$home/log" | grep -E '^soak: (game [0-9]*0/|[0-9]+ games|frames|after game|FAILED)|^soak: [0-9]' || true
    if grep -q 'FAILED' "$home/log" || ! grep -q "^soak: $games games" "$home/log"; then
        status=1
        grep -v '^soak: ' "$home/log" | head -20 >&2 || true
    fi
    rm -rf "$home"
done
exit "$status"
