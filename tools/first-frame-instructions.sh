#!/usr/bin/env bash
# Instructions the GUI thread runs until the first frame is swapped, under
# callgrind (issue 35). On a shared machine the wall clock of one build moves
# by tens of milliseconds from start to start, more than most changes; the
# instruction count repeats within about 2%, so two builds are compared by it
# (docs/performance.md, "Start-up and memory", session 26). Software renderer,
# 1280x800, a fresh settings folder, English.
#
# Usage: tools/first-frame-instructions.sh [--lab BINARY] home|trash-pandas|panda-panda|trash-dash ...
#   --lab   the critter-table-lab to measure (default build/release/app/critter-table-lab;
#           copy one aside to compare two builds)
# Prints "SCREEN BINARY gui N" for each screen: a table is started straight
# onto with four seats (--screen new-table:GAME). Needs valgrind and xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/.."
lab=build/release/app/critter-table-lab
if [ "${1:-}" = "--lab" ]; then lab="$2"; shift 2; fi
[ $# -gt 0 ] || { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 2; }
command -v valgrind > /dev/null || { echo "first-frame-instructions: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[ -x "$lab" ] || { echo "first-frame-instructions: no $lab (build the release preset first)" >&2; exit 2; }
for screen in "$@"; do
    work="$(mktemp -d)"
    mkdir -p "$work/config/CritterTable" "$work/runtime"
    chmod 700 "$work/runtime"
    printf '[ui]\nlanguage=en\n' > "$work/config/CritterTable/Critter Table.conf"
    args=()
    case "$screen" in
        home) ;;
        trash-pandas|panda-panda|trash-dash) args=(--screen "new-table:$screen" --seats 4) ;;
        *) echo "first-frame-instructions: unknown screen '$screen'" >&2; rm -rf "$work"; exit 2 ;;
    esac
    XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work/runtime" QT_QUICK_BACKEND=software \
        xvfb-run -a -s "-screen 0 1280x800x24" valgrind --tool=callgrind --separate-threads=yes \
        --dump-before='*StartupProbe::firstFrame*' --callgrind-out-file="$work/out.%p" \
        "$lab" --size 1280x800 --measure-startup "${args[@]}" > "$work/log" 2>&1 || true
    # The dump made at the first frame (.1), the GUI thread's part of it (-01).
    gui="$(ls "$work"/out.*.1-01 2>/dev/null | head -1 || true)"
    if [ -n "$gui" ]; then
        echo "$screen $lab gui $(awk '/^totals:/{print $2}' "$gui")"
    else
        echo "first-frame-instructions: no dump for $screen (see below)" >&2
        tail -5 "$work/log" >&2
    fi
    rm -rf "$work"
done
