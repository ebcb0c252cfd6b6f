#!/usr/bin/env bash
# The libFuzzer targets (tests/fuzz), built by the `fuzz` preset with clang.
#   tools/fuzz.sh build                   configure and build them (build/fuzz)
#   tools/fuzz.sh short TARGET            a bounded run over the seed corpus (the test command's)
#   tools/fuzz.sh long [SECONDS]          every target for SECONDS each (default 3600)
# New inputs go to build/fuzz/corpus/TARGET, crashes to build/fuzz/artifacts/;
# a crash found becomes a regression test: add its input to tests/fuzz/corpus/TARGET.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(fuzz_notation_tp fuzz_notation_pp fuzz_notation_td fuzz_actions_tp fuzz_actions_pp fuzz_actions_td
         fuzz_game_file fuzz_td_content fuzz_net_message fuzz_ws_frames)
short_seconds=6   # ten targets: about 60 s in all

seeds_for() {   # the seed corpus folders of a target
    local dirs=("tests/fuzz/corpus/$1")
    if [ "$1" = fuzz_game_file ]; then
        dirs+=(tests/scenarios/trashpandas tests/scenarios/pandapanda tests/scenarios/trashdash)
    fi
    for d in "${dirs[@]}"; do [ -d "$d" ] && echo "$d"; done
}

run() {   # TARGET SECONDS
    local target="$1" seconds="$2" binary="build/fuzz/tests/fuzz/$1"
    if [ ! -x "$binary" ]; then
        echo "tools/fuzz.sh: $binary is not built (run: tools/fuzz.sh build); skipped" >&2
        return 77
    fi
    local corpus="build/fuzz/corpus/$target"
    mkdir -p "$corpus" build/fuzz/artifacts
    mapfile -t seeds < <(seeds_for "$target")
    # -runs bound by time; the first folder receives what the run finds.
    "$binary" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="build/fuzz/artifacts/$target-" "$corpus" "${seeds[@]}"
}

case "${1:-}" in
    build)
        cmake --preset fuzz
        cmake --build --preset fuzz
        ;;
    short)
        [ -n "${2:-}" ] || { echo "tools/fuzz.sh: short needs a TARGET (${targets[*]})" >&2; exit 2; }
        run "$2" "$short_seconds"
        ;;
    long)
        # Every target gets its time even when one before it finds something.
        seconds="${2:-3600}"
        found=()
        for t in "${targets[@]}"; do
            rc=0
            run "$t" "$seconds" || rc=$?
            [ "$rc" = 0 ] || [ "$rc" = 77 ] || found+=("$t")   # 77: not built, said so
        done
        if [ "${#found[@]}" -gt 0 ]; then
            echo "tools/fuzz.sh: found something in: ${found[*]} (inputs in build/fuzz/artifacts/)" >&2
            exit 1
        fi
        ;;
    *)
        echo "usage: tools/fuzz.sh build | short TARGET | long [SECONDS]" >&2
        exit 2
        ;;
esac
