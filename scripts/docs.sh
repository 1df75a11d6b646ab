#!/usr/bin/env bash
# The documentation of the library products, Layout and GameKit, as one static web site, built
# with the toolchain's DocC (no package plugin, no new dependency):
#
#   scripts/docs.sh [OUTPUT_DIR]      default .build-docs/site
#
# It builds the two targets (and what they import) into their own scratch folder, .build-docs,
# so the normal .build keeps its flags; extracts their public symbols; converts each catalog
# (Sources/Render/Layout/Layout.docc, Sources/Games/Kit/GameKit.docc) with warnings as errors,
# a broken symbol link among them; merges both into one site whose landing page lists them; and
# checks that both modules and their articles are there as data and as HTML.
#
# DOCS_MODULES=DIR takes the compiled modules from DIR instead of building (scripts/test.sh passes
# .build/debug/Modules right after its own build, which costs nothing more).
#
# The site is static: serve its folder from the root of a web server, for example
# `python3 -m http.server -d .build-docs/site 8000`, and open http://localhost:8000/documentation/.
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-.build-docs/site}
scratch=.build-docs
modules_list=(Layout GameKit)
catalogs=(Sources/Render/Layout/Layout.docc Sources/Games/Kit/GameKit.docc)

docc=$(command -v docc || true)
[ -n "$docc" ] || docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
[ -x "$docc" ] || { echo "docs.sh: no docc next to swift or on PATH (it ships with the Swift toolchain)" >&2; exit 1; }

if [ -n "${DOCS_MODULES:-}" ]; then
    modules=$DOCS_MODULES
else
    mkdir -p "$scratch"
    swift build --scratch-path "$scratch" --target GameKit >"$scratch/build.log" 2>&1 \
        || { cat "$scratch/build.log" >&2; echo "docs.sh: the build failed" >&2; exit 1; }
    tail -n 1 "$scratch/build.log"
    bin=$(swift build --scratch-path "$scratch" --show-bin-path)
    modules=$bin/Modules
    [ -d "$modules" ] || modules=$bin
fi
for module in "${modules_list[@]}"; do
    [ -f "$modules/$module.swiftmodule" ] || { echo "docs.sh: $modules/$module.swiftmodule is missing" >&2; exit 1; }
done

triple=$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -n 1)
work=$scratch/work
rm -rf "$work" "$out"
mkdir -p "$work" "$(dirname "$out")"
log=$work/docc.log
: >"$log"

for index in "${!modules_list[@]}"; do
    module=${modules_list[$index]}
    graphs=$work/graphs/$module
    mkdir -p "$graphs"
    # GameKit imports Localization, which imports the CGettext module map.
    swift symbolgraph-extract -module-name "$module" -target "$triple" -minimum-access-level public \
        -I "$modules" -I Sources/Games/Localization/CGettext -output-dir "$graphs"
    "$docc" convert "${catalogs[$index]}" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.tessera.$module" \
        --output-dir "$work/$module.doccarchive" --transform-for-static-hosting \
        --warnings-as-errors >>"$log" 2>&1 || { cat "$log" >&2; echo "docs.sh: docc convert $module failed" >&2; exit 1; }
done
# docc prints no diagnostics on success; any warning or error left in its output fails the build.
if grep -E "warning:|error:" "$log" >&2; then
    echo "docs.sh: the documentation has warnings" >&2
    exit 1
fi

archives=()
for module in "${modules_list[@]}"; do archives+=("$work/$module.doccarchive"); done
"$docc" merge "${archives[@]}" --output-path "$out" \
    --synthesized-landing-page-name Tessera --synthesized-landing-page-kind Project >>"$log" 2>&1 \
    || { sed 's/^/    /' "$log" >&2; echo "docs.sh: docc merge failed" >&2; exit 1; }

# The site's front door: the merged landing page lives at /documentation/; the root sends there
# and, without JavaScript, links to both modules and their articles.
cat >"$out/index.html" <<'HTML'
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Tessera: documentation for Swift developers</title>
<meta http-equiv="refresh" content="0; url=documentation/">
</head>
<body>
<h1>Tessera: documentation for Swift developers</h1>
<ul>
<li><a href="documentation/layout/">Layout</a>: views, the two-pass layout and the display list
(<a href="documentation/layout/layoutanddisplaylist/">Layout and the display list</a>)</li>
<li><a href="documentation/gamekit/">GameKit</a>: the game screen, a game's session, input and
the game descriptor (<a href="documentation/gamekit/addingagame/">Adding a game</a>)</li>
</ul>
</body>
</html>
HTML

# What a reader must find: both modules on the landing page and in the navigator, and each
# module's page and its article as data (the JSON the pages render, with the article's own
# headings) and as a page (HTML).
python3 - "$out" <<'PY'
import json, os, sys

out = sys.argv[1]
def load(path):
    with open(os.path.join(out, path), encoding="utf-8") as f:
        return json.load(f)
def fail(message):
    sys.exit(f"docs.sh: {message}")

landing = load("data/documentation.json")
listed = {landing["references"][i]["url"] for s in landing["topicSections"] for i in s["identifiers"]}
navigator = {c["path"] for c in load("index/index.json")["interfaceLanguages"]["swift"][0]["children"]}
for module in ("layout", "gamekit"):
    if f"/documentation/{module}" not in listed:
        fail(f"the landing page does not list {module}: {sorted(listed)}")
    if f"/documentation/{module}" not in navigator:
        fail(f"the navigator does not list {module}: {sorted(navigator)}")

def texts(node):
    if isinstance(node, dict):
        if isinstance(node.get("text"), str):
            yield node["text"]
        for value in node.values():
            yield from texts(value)
    elif isinstance(node, list):
        for value in node:
            yield from texts(value)

articles = {
    "layout/layoutanddisplaylist": ("Layout and the display list", ["Pass one: proposals", "A worked example"]),
    "gamekit/addingagame": ("Adding a game", ["Step 1: the engine", "Step 3: one line in the catalog"]),
}
for page, (title, headings) in articles.items():
    data = load(f"data/documentation/{page}.json")
    if data["metadata"]["title"] != title or data["metadata"].get("role") != "article":
        fail(f"{page} is not the article '{title}': {data['metadata']}")
    found = set(texts(data["primaryContentSections"]))
    for heading in headings:
        if heading not in found:
            fail(f"{page} has no '{heading}'")
for page in ["layout", "gamekit", *articles]:
    load(f"data/documentation/{page}.json")
    html = os.path.join(out, "documentation", page, "index.html")
    if not os.path.getsize(html):
        fail(f"{html} is empty")
PY
pages=$(find "$out/data/documentation" -name '*.json' | wc -l)
echo "docs: Layout and GameKit, $pages pages, no warnings → $out (serve it: python3 -m http.server -d $out)"
