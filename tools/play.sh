#!/usr/bin/env bash
# One command: install what is missing, build a release, start Critter Table.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake --preset release
cmake --build --preset release
exec build/release/app/critter-table "$@"
