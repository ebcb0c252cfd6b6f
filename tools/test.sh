#!/usr/bin/env bash
# One command: install what is missing, build, run every test.
# Usage: tools/test.sh [release|debug|sanitize|tsan]   (default: release)
#   sanitize: every test under AddressSanitizer and UBSan (a debug build);
#   tsan: the bot runner and session tests under ThreadSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
case "$preset" in
    release|debug|sanitize|tsan) ;;
    *) echo "tools/test.sh: unknown preset '$preset' (release, debug, sanitize or tsan)" >&2; exit 2 ;;
esac
tools/install-deps.sh
# The libFuzzer targets (clang, rules only): ctest runs each briefly.
[ "$preset" = tsan ] || tools/fuzz.sh build
cmake --preset "$preset"
cmake --build --preset "$preset"
ctest --preset "$preset"
