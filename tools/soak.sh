#!/usr/bin/env bash
# The soak (issue 13): GAMES games of each game (default 1,000,000) between
# every bot level, every rule checked after every move by critter-cli
# simulate. Prints one line per game and exits 1 on any violation or error.
#
# Usage: tools/soak.sh [GAMES] [JOBS]     (JOBS default: all cores)
#        SOAK_GAMES="trash-dash" tools/soak.sh ...   (only some of the games)
#
# The mix, said plainly: 99% of the games seat random and easy bots (the
# heuristic bots) at 2 to 4 (Trash Dash: 2 to 6, with CPU racers, standard
# races and tournaments); 1% seat normal and hard too, whose search is capped
# at --iterations 4 a move so the soak ends in minutes, not days (the same
# search code, only cheaper). Seeds differ per chunk, so no two chunks play
# the same games. Build first: cmake --preset release && cmake --build build/release
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-1000000}"
jobs="${2:-$(nproc)}"
cli="${CRITTER_CLI:-build/release/app/cli/critter-cli}" # CRITTER_CLI: another build
[ -x "$cli" ] || { echo "soak: $cli is missing; build the release preset first" >&2; exit 2; }
[[ "$games" =~ ^[0-9]+$ ]] && [ "$games" -ge 100 ] || { echo "soak: GAMES must be a whole number from 100, got '$games'" >&2; exit 2; }

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

cheap_chunk=5000
search_chunk=100
search_iterations=4

# One line per chunk: game seed games "seats" extra-arguments...
plan() {
    local game="$1"; shift
    local -a cheap=() search=() extras=()
    case "$game" in
    trash-pandas|panda-panda)
        cheap=(random,easy easy,easy,easy random,random,easy,easy easy,random,easy random,random easy,easy,random,easy)
        search=(random,easy,normal,hard normal,hard hard,easy,normal)
        extras=("")
        ;;
    trash-dash)
        cheap=(random,easy,cpu easy,easy,cpu,cpu random,easy,cpu,easy,cpu,random easy,random easy,cpu,easy,easy)
        search=(random,easy,normal,hard,cpu normal,hard,cpu hard,cpu,easy)
        extras=("--track random" "--track random --mode tournament" "--track bin-bandit-boulevard" "--track pigeon-plaza --laps 1")
        ;;
    esac
    local searchGames=$((games / 100))
    local cheapGames=$((games - searchGames))
    local seed=1 i=0 n left
    for ((left = cheapGames; left > 0; left -= n)); do
        n=$((left < cheap_chunk ? left : cheap_chunk))
        echo "$game $seed $n ${cheap[i % ${#cheap[@]}]} 0 ${extras[i % ${#extras[@]}]}"
        seed=$((seed + 1)); i=$((i + 1))
    done
    for ((left = searchGames; left > 0; left -= n)); do
        n=$((left < search_chunk ? left : search_chunk))
        echo "$game $seed $n ${search[i % ${#search[@]}]} $search_iterations ${extras[i % ${#extras[@]}]}"
        seed=$((seed + 1)); i=$((i + 1))
    done
}

run_chunk() { # game seed games seats iterations extra...
    local game="$1" seed="$2" n="$3" seats="$4" iterations="$5"; shift 5
    local -a cap=()
    [ "$iterations" -gt 0 ] && cap=(--iterations "$iterations")
    # shellcheck disable=SC2068 # the extra arguments split on purpose
    local code=0
    "$cli" simulate --game "$game" --seats "$seats" --games "$n" --seed "$seed" "${cap[@]}" $@ --json \
        > "$out/$game-$seed.json" 2> "$out/$game-$seed.err" || code=$?
    [ "$code" -eq 0 ] || echo "soak: $game seed $seed seats $seats $*: exit $code" >> "$out/failures"
}
export -f run_chunk
export cli out

status=0
for game in ${SOAK_GAMES:-trash-pandas panda-panda trash-dash}; do
    start=$(date +%s)
    # No trailing blank: xargs -L joins such a line with the next.
    plan "$game" | sed 's/ *$//' | xargs -P "$jobs" -L 1 bash -c 'run_chunk "$@"' _
    seconds=$(( $(date +%s) - start ))
    # Sum the chunks' JSON objects: games, violations, errors.
    read -r played violations errors < <(cat "$out/$game"-*.json | tr ',{}' '\n\n\n' | awk -F: '
        /^"games"/ { g += $2 } /^"violations"/ { v += $2 } /^"errors"/ { e += $2 }
        END { printf "%d %d %d\n", g, v, e }')
    echo "soak: $game: $played games in ${seconds} s, $violations violations, $errors errors"
    if [ "$played" -ne "$games" ] || [ "$violations" -ne 0 ] || [ "$errors" -ne 0 ]; then
        status=1
        cat "$out/$game"-*.err "$out/failures" 2>/dev/null | grep -v '^critter-cli: note:' | head -20 >&2 || true
    fi
done
exit "$status"
