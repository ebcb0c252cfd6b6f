#!/usr/bin/env bash
# One command: install what is missing, build, run every test.
# Usage: tools/test.sh [release|debug|sanitize]   (default: release)
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
case "$preset" in
    release|debug|sanitize) ;;
    *) echo "tools/test.sh: unknown preset '$preset' (release, debug or sanitize)" >&2; exit 2 ;;
esac
tools/install-deps.sh
# The libFuzzer targets (clang, rules only): ctest runs each briefly.
tools/fuzz.sh build
cmake --preset "$preset"
cmake --build --preset "$preset"
ctest --preset "$preset"
