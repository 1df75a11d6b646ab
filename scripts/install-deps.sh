#!/usr/bin/env bash
# Installs the Debian packages Tessera needs, only those missing.
#   scripts/install-deps.sh play   - SDL2, SDL2_ttf, SDL2_image, DejaVu fonts
#   scripts/install-deps.sh test   - the same plus Xvfb, xdotool, xclip, xwd, xclock, xprop, ImageMagick and GNU time
set -euo pipefail
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core pkg-config)
if [ "${1:-play}" = "test" ]; then
    packages+=(xvfb xdotool xclip x11-apps x11-utils imagemagick time)
fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
