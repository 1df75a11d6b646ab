#!/usr/bin/env bash
# Runs every test: installs what is missing, builds warning-free, runs the unit, layout,
# snapshot and scenario tests, the command-line checks, the real-window end-to-end tests, the
# Debian package (built, installed with apt-get and removed again) and a short kill -9
# durability run.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh test

echo "== [${SECONDS}s] build (warnings are errors)"
log=$(mktemp)
swift build --build-tests 2>&1 | tee "$log" | grep -v "prohibited flag" | tail -n 3
if grep -E "warning:|error:" "$log" | grep -v "prohibited flag" | grep -q .; then
    grep -E "warning:|error:" "$log" | grep -v "prohibited flag" | sort -u
    echo "build has warnings or errors"
    exit 1
fi

echo "== [${SECONDS}s] translations (template up to date with the sources, catalogs complete, placeholders kept)"
scripts/po.sh check
scripts/po.sh compile "$(swift build --show-bin-path)/locale"

echo "== [${SECONDS}s] documentation (DocC: Layout and GameKit into a static site, warnings are errors)"
# From the modules the build above made: only the symbols are extracted, nothing is compiled.
docs=$(mktemp -d)
DOCS_MODULES=.build/debug/Modules scripts/docs.sh "$docs/site"
rm -rf "$docs"

echo "== [${SECONDS}s] swift test"
# A case that cannot run here (the read-only folder as root without CAP_SYS_ADMIN) fails the run
# instead of only saying so.
TESSERA_TESTS_STRICT=1 swift test --skip-build 2>&1 | tee "$log.test" \
    | grep -vE "^(✔ (Test|Suite) [^r]|􀟈|◇|Test Case .* (started|passed))" | tail -n 40
status=${PIPESTATUS[0]}
# Whatever did not run says so, also when it scrolled past the last lines.
grep -E "skipped|NOT RUN" "$log.test" | sort -u || true
[ "$status" -eq 0 ] || { echo "swift test failed ($status)"; exit "$status"; }

echo "== [${SECONDS}s] command line"
tests/cli/run.sh .build/debug/tessera
# The player's program on FoundationEssentials alone (no ICU data: issue 31's small binary).
tests/cli/essentials.sh .build/debug/tessera
# Closed, full and broken standard streams × every command, and the font attack of issue 30.
tests/cli/streams.sh .build/debug/tessera
# bash and fish complete games, difficulties, sizes, themes, languages and files.
tests/cli/completion.sh .build/debug/tessera
tests/cli/lazy-libraries.sh .build/debug/tessera

echo "== [${SECONDS}s] hostile translation catalogs (plural rules, truncations, bit flips, a FIFO, 5 MiB, 1 MiB strings)"
tests/durability/catalogs.sh .build/debug/tessera

echo "== [${SECONDS}s] monkey (random input through every screen, invariants checked after each event)"
# The three seeds run side by side (each is one thread; the run has two cores or more), each
# into its own log, and every one must come through clean.
monkeys=$(mktemp -d)
for seed in 1 2 3; do
    .build/debug/tessera-dev monkey --events 3000 --seed $seed >"$monkeys/$seed.log" 2>&1 &
    echo $! >"$monkeys/$seed.pid"
done
failed=0
for seed in 1 2 3; do
    wait "$(cat "$monkeys/$seed.pid")" || failed=1
    cat "$monkeys/$seed.log"
done
rm -rf "$monkeys"
[ "$failed" -eq 0 ] || { echo "monkey failed"; exit 1; }

echo "== [${SECONDS}s] end to end (real window under Xvfb)"
tests/e2e/window.sh .build/debug/tessera
tests/e2e/coach.sh .build/debug/tessera
tests/e2e/2048-depth.sh .build/debug/tessera
tests/e2e/2048-shapes.sh .build/debug/tessera
tests/e2e/wayland.sh .build/debug/tessera
tests/e2e/desktop.sh .build/debug/tessera
# Issue 31: the theme and the animations follow a (stand-in) settings portal on a private bus.
tests/e2e/portal.sh .build/debug/tessera
tests/e2e/clipboard.sh .build/debug/tessera
tests/e2e/clock.sh .build/debug/tessera
tests/e2e/session.sh .build/debug/tessera
tests/e2e/four-in-a-row.sh .build/debug/tessera
tests/e2e/sudoku-depth.sh .build/debug/tessera
tests/e2e/sudoku-print.sh .build/debug/tessera
tests/e2e/sudoku-variants.sh .build/debug/tessera
tests/e2e/lights-depth.sh .build/debug/tessera
tests/e2e/lights-variants.sh .build/debug/tessera
tests/e2e/language.sh .build/debug/tessera
tests/e2e/menu.sh .build/debug/tessera
# Pacing checks what does not depend on speed (every move animated and settled, never above the
# refresh, nothing drawn while idle); the frame rate itself is benchmarks/pacing.sh.
tests/e2e/pacing.sh .build/debug/tessera
# Issue 29 in a real window: 2048's New game reachable at 600×400 and at 175 % zoom, Sudoku's
# hint headline legible, the shortcuts overlay in every game.
tests/e2e/fit.sh .build/debug/tessera
# Issue 30: SIGUSR1, SIGUSR2 and SIGALRM end Tessera as SIGTERM does, SIGPIPE is ignored, and a
# changed setting is on disk before any quit; `--gpu` with a window wider than any texture.
tests/e2e/signals.sh .build/debug/tessera
tests/e2e/gpu.sh .build/debug/tessera
# Issue 31: a second start hands its request to the running window (exit 0 within 1 s), also
# after a kill -9 left the socket behind.
tests/e2e/second-start.sh .build/debug/tessera

echo "== [${SECONDS}s] package (release product built once: staged install, .deb, lintian, apt-get install and purge)"
tests/package/deb.sh

echo "== [${SECONDS}s] kill -9 (12 kills at fixed random moments; the full run: KILLS=100 tests/durability/kill9.sh .build/debug/tessera)"
KILL9_SEED=1 tests/durability/kill9.sh .build/debug/tessera 12
echo "== [${SECONDS}s] all tests passed"
