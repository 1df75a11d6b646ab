#!/usr/bin/env bash
# The player's program links FoundationEssentials, never all of Foundation: Foundation brings
# FoundationInternationalization and ICU's data (about 40 MB of the static binary, issue 31).
# Checked on the linked binary itself, so no spelling of an import (`import Foundation`,
# `import struct Foundation.X`, a dependency's import) gets past it.
#   tests/cli/essentials.sh PATH/TO/tessera      (the debug build: Swift's libraries are shared)
set -euo pipefail
bin=${1:-.build/debug/tessera}
needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
[ -n "$needed" ] || { echo "  FAIL no NEEDED entries read from $bin"; exit 1; }
if ! grep -qx 'libswiftCore.so' <<<"$needed"; then
    echo "  FAIL $bin links the Swift runtime statically: this check needs the debug build"
    exit 1
fi
bad=$(grep -xE 'libFoundation\.so|libFoundationInternationalization\.so|lib_FoundationICU\.so' <<<"$needed" || true)
if [ -n "$bad" ]; then
    echo "  FAIL $bin links $(echo $bad): some module of the player's program imports Foundation"
    echo "       (use FoundationEssentials; after switching, a stale incremental build can keep the"
    echo "       old link: rebuild the module)"
    exit 1
fi
echo "  ok   $(basename "$bin") links no Foundation beyond FoundationEssentials"
