#!/usr/bin/env bash
# Installs the Debian packages Tessera needs, only those missing.
#   scripts/install-deps.sh play   - SDL2, SDL2_ttf, SDL2_image, fontconfig, libdbus (the desktop's
#                                    settings portal), cairo (Sudoku prints puzzles to PDF), DejaVu
#                                    fonts, a CJK font (WenQuanYi Micro Hei, for the Chinese
#                                    translation), gettext (msgfmt compiles the
#                                    translations), appstream (its ITS rules let msgfmt translate the
#                                    metainfo), patchelf (the installed binary opens its display
#                                    libraries when it needs them: scripts/lazy-libraries.sh) and
#                                    SDL's libdecor plugin (the window's title bar on Wayland)
#   scripts/install-deps.sh test   - the same plus what the checks use: Xvfb, xdotool, xclip, xwd, xprop,
#                                    xrdb and setxkbmap, ImageMagick, GNU time, weston (a Wayland
#                                    compositor nested in Xvfb), desktop-file-validate,
#                                    appstreamcli, and a second Latin font for the
#                                    font-fallback checks, python3 (tests/cli/png.py reads PNGs),
#                                    dbus-daemon, dbus-send, python3-dbus and python3-gi (a private
#                                    session bus with a stand-in settings portal, tests/e2e/portal.py),
#                                    poppler-utils (pdftoppm, pdftotext: the printed Sudoku PDF),
#                                    and for the Debian package dpkg-dev (dpkg-shlibdeps), lintian
#                                    and groff (the manual page check), fish (its completions)
set -euo pipefail
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev libdbus-1-dev libcairo2-dev fonts-dejavu-core
    fonts-wqy-microhei gettext appstream pkg-config patchelf libdecor-0-plugin-1-cairo)
if [ "${1:-play}" = "test" ]; then
    packages+=(xvfb xdotool xclip x11-apps x11-utils x11-xserver-utils x11-xkb-utils imagemagick time weston
        desktop-file-utils appstream fonts-liberation2 python3 dbus-daemon dbus-bin python3-dbus python3-gi
        dpkg-dev lintian groff-base fish poppler-utils)
fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "error: these Debian packages are missing and installing them needs root, but sudo is not available:" >&2
        echo "  ${missing[*]}" >&2
        echo "Run as root:  apt-get install --no-install-recommends ${missing[*]}" >&2
        exit 1
    fi
    sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
