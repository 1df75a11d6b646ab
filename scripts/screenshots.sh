#!/usr/bin/env bash
# Regenerates the README's screenshots with `tessera screenshot` (no display needed).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tessera 2>&1 | grep -v "prohibited flag" | tail -n 1
mkdir -p docs/screenshots
for scene in title sudoku 2048 tictactoe lightsout; do
    .build/debug/tessera screenshot "$scene" --seed 1 --size 1024x720 -o "docs/screenshots/$scene.png"
done
.build/debug/tessera screenshot title --seed 1 --size 480x640 --theme light -o docs/screenshots/title-portrait-light.png
.build/debug/tessera icon --size 256 -o Assets/tessera.png
echo "wrote docs/screenshots/*.png and Assets/tessera.png"
