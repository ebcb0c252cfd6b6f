#!/usr/bin/env bash
# Renders the app icon's PNG sizes from its SVG into packaging/icons/<N>x<N>/.
# The PNGs are committed so a build needs no SVG renderer; run this again
# after changing the SVG. Needs rsvg-convert (Debian: librsvg2-bin).
set -euo pipefail

cd "$(dirname "$0")/../packaging/icons"
id=io.github.crittertable.CritterTable
for size in 16 24 32 48 64 128 256 512; do
    mkdir -p "${size}x${size}"
    rsvg-convert --width "$size" --height "$size" "$id.svg" --output "${size}x${size}/$id.png"
done
echo "render-icons: wrote $(ls -d ./*x*/ | wc -l) sizes of $id.png"
