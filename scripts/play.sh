#!/usr/bin/env bash
# Installs what is missing, builds Tessera (release) and opens the window. Arguments go to
# `tessera`, e.g. scripts/play.sh play 2048 --size 5
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh play
# A failed build stops here: never run a stale binary.
if ! swift build -c release --product tessera 2>&1 | { grep -v "prohibited flag" || true; }; then
    echo "error: the build failed" >&2
    exit 1
fi
# The translations, beside the binary where it looks for them.
scripts/po.sh compile "$(swift build -c release --show-bin-path)/locale"
exec .build/release/tessera "$@"
