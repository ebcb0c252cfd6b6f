#!/usr/bin/env bash
# The start-up budget (issue 15): starts a bare Qt Quick Controls window (an
# ApplicationWindow with one Button, tools/bench-startup/) and the app's window
# under one Xvfb, RUNS times each, taking turns so both see the same noise,
# and prints the medians of the time to the first rendered frame and of peak
# resident memory, with their ratios against the bare window. The app's window
# is critter-table-lab --measure-startup (critter-table's window and start-up
# with the probe added; the product holds no probe), measured on its home
# screen and at a full table of each game.
# Exits 1 if a target is missed: first frame at most 2x the bare window; peak
# memory at most 1.5x on the home screen and 2x at a table.
#
# Usage: tools/bench-startup.sh [RUNS]   (default 7; after a release build)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-7}"
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "bench-startup: RUNS must be a positive whole number, got '$runs'" >&2; exit 2; }
[ -d build/release ] || { echo "bench-startup: build the release preset first (cmake --preset release)" >&2; exit 2; }
cmake --build build/release --target critter-table-lab bench-bare-window > /dev/null

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/config/CritterTable" "$work/runtime"
chmod 700 "$work/runtime"
# A first start with no saved game; English so every run draws the same words.
printf '[ui]\nlanguage=en\n' > "$work/config/CritterTable/Critter Table.conf"

cat > "$work/measure.sh" <<'INNER'
set -euo pipefail
runs="$1" work="$2"
one() { # name command... (the launch time, date +%s%N, goes last on its command line)
    local name="$1"; shift
    local out
    out="$("$@" "$(date +%s%N)" 2>/dev/null)" || true
    local ms kib
    ms="$(sed -n 's/^first frame after \([0-9]*\) ms$/\1/p' <<<"$out")"
    kib="$(sed -n 's/^peak memory \([0-9]*\) KiB$/\1/p' <<<"$out")"
    [ -n "$ms" ] && [ -n "$kib" ] && echo "$name $ms $kib" >> "$work/samples"
}
for ((i = 0; i < runs; i++)); do
    one bare build/release/app/bench-startup/bench-bare-window 1500
    one home build/release/app/critter-table-lab --size 1280x800 --measure-startup --launched-at-ns
    for game in trash-pandas panda-panda trash-dash; do
        one "$game" build/release/app/critter-table-lab --size 1280x800 --measure-startup --screen "table:$game" --seats 4 \
            --launched-at-ns
    done
done
INNER
XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work/runtime" \
    xvfb-run -a -s "-screen 0 1280x800x24" bash "$work/measure.sh" "$runs" "$work"

median() { # name column
    awk -v n="$1" -v c="$2" '$1 == n { print $c }' "$work/samples" | sort -n \
        | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
count() { awk -v n="$1" '$1 == n' "$work/samples" | wc -l; }

bareMs="$(median bare 2)" bareKib="$(median bare 3)"
[ "$bareMs" != nan ] || { echo "bench-startup: the bare window never drew a frame" >&2; exit 1; }
status=0
printf 'bench-startup: medians of %s runs each, under Xvfb at 1280x800\n' "$runs"
printf '%-22s %7s %14s %11s %14s  %s\n' "" "runs" "first frame" "ratio" "peak memory" "ratio (target)"
printf '%-22s %7s %11s ms %11s %10.1f MiB\n' "bare window" "$(count bare)" "$bareMs" "1.00" "$(awk -v k="$bareKib" 'BEGIN { print k / 1024 }')"
for name in home trash-pandas panda-panda trash-dash; do
    ms="$(median "$name" 2)" kib="$(median "$name" 3)"
    if [ "$ms" = nan ]; then
        echo "bench-startup: critter-table ($name) never drew a frame" >&2; status=1; continue
    fi
    memTarget=2.0 label="table: $name"
    [ "$name" = home ] && memTarget=1.5 label="critter-table home"
    read -r frameRatio memRatio verdict < <(awk -v m="$ms" -v bm="$bareMs" -v k="$kib" -v bk="$bareKib" -v t="$memTarget" -v home="$name" 'BEGIN {
        f = m / bm; r = k / bk
        ok = (r <= t) && (home != "home" || f <= 2.0)
        printf "%.2f %.2f %s\n", f, r, ok ? "meets" : "MISSES" }')
    [ "$verdict" = meets ] || status=1
    frameNote=""
    [ "$name" = home ] && frameNote="frame <= 2x, "
    printf '%-22s %7s %11s ms %10sx %10.1f MiB %6sx (%smemory <= %sx) %s\n' "$label" "$(count "$name")" "$ms" "$frameRatio" \
        "$(awk -v k="$kib" 'BEGIN { print k / 1024 }')" "$memRatio" "$frameNote" "$memTarget" "$verdict"
done
exit "$status"
