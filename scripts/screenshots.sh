#!/usr/bin/env bash
# Regenerates the README's screenshots with `tessera screenshot` (no display needed): the title
# screen and every game of the catalog, as `tessera play --list-games` names them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tessera 2>&1 | grep -v "prohibited flag" | tail -n 1
tessera=.build/debug/tessera
mkdir -p docs/screenshots
scenes=(title)
while IFS=$'\t' read -r id _; do scenes+=("$id"); done < <("$tessera" play --list-games)
for scene in "${scenes[@]}"; do
    "$tessera" screenshot "$scene" --seed 1 --size 1024x720 -o "docs/screenshots/$scene.png"
done
"$tessera" screenshot title --seed 1 --size 480x640 --theme light -o docs/screenshots/title-portrait-light.png
"$tessera" icon --size 256 -o Assets/tessera.png
echo "wrote docs/screenshots/*.png (${scenes[*]} and title-portrait-light) and Assets/tessera.png"
