#!/usr/bin/env bash
# Installs what is missing, builds Tessera (release) and opens the window. Arguments go to
# `tessera`, e.g. scripts/play.sh play 2048 --size 5
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh play
swift build -c release --product tessera 2>&1 | grep -v "prohibited flag" || true
exec .build/release/tessera "$@"
