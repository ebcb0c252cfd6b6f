#!/usr/bin/env bash
# The window over time (issue 13): GAMES bot-only games back to back in the
# real window under Xvfb (critter-table-lab --soak-games: the same window as
# critter-table, with the soak the product does not hold), the three games in
# turn, first with animations instant, then at normal speed. Prints each game's resident memory and a
# summary per pass; exits 1 if a game did not finish, memory grew 10% or more
# after the warm-up, or anything was logged at warning level.
#
# Usage: tools/window-soak.sh [GAMES] [SPEEDS]   (default: 200 "instant normal")
# Build first: cmake --preset release && cmake --build build/release
# (or only --target critter-table-lab). CRITTER_TABLE_LAB=PATH soaks another build.
# SOAK_GDB=1 runs the window under gdb, which prints the stack of every
# message at warning level or above and goes on (to find who logged it).
# SOAK_KEEP_LOG=FILE keeps each pass's whole log (FILE.instant, FILE.normal).
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-200}"
speeds="${2:-instant normal}"
app="${CRITTER_TABLE_LAB:-build/release/app/critter-table-lab}"
[ -x "$app" ] || { echo "window-soak: $app is missing; build the release preset first" >&2; exit 2; }

run=("$app")
if [ "${SOAK_GDB:-0}" = 1 ]; then
    gdbScript="$(mktemp)"
    trap 'rm -f "$gdbScript"' EXIT
    # qt_message_output(QtMsgType, ...): 1 warning, 2 critical, 3 fatal (4 is info).
    cat > "$gdbScript" <<'GDB'
set pagination off
set breakpoint pending on
set print thread-events off
handle SIGPIPE nostop noprint pass
break qt_message_output if $rdi >= 1 && $rdi <= 3
commands
silent
printf "soak-gdb: a message at warning level, its stack:\n"
bt 40
continue
end
run
GDB
    run=(gdb -q -batch -x "$gdbScript" --args "$app")
fi

status=0
for speed in $speeds; do
    home="$(mktemp -d)"
    mkdir -p "$home/config/CritterTable" "$home/runtime"
    chmod 700 "$home/runtime"
    # Bots without pauses: the soak measures the window, not the bots' pace.
    printf '[ui]\nanimationSpeed=%s\nbotPace=instant\nlanguage=en\n' "$speed" > "$home/config/CritterTable/Critter Table.conf"
    echo "window-soak: $games games, animations $speed"
    XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/runtime" \
        xvfb-run -a -s "-screen 0 1280x800x24" "${run[@]}" --size 1280x800 --soak-games "$games" 2>&1 \
        | tee "$home/log" | grep -E '^renderer: |^soak: (game [0-9]*0/|[0-9]+ games|frames|after game|FAILED)|^soak: [0-9]' || true
    if grep -q 'FAILED' "$home/log" || ! grep -q "^soak: $games games" "$home/log"; then
        status=1
        grep -v '^soak: ' "$home/log" | head -20 >&2 || true
    fi
    [ -z "${SOAK_KEEP_LOG:-}" ] || cp "$home/log" "$SOAK_KEEP_LOG.$speed"
    rm -rf "$home"
done
exit "$status"
