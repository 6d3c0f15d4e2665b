#!/usr/bin/env bash
# Build the Linux bundle (dist/teams-app/) and its package dist/teams-app_<version>_amd64.deb
# from this source folder.  Run from anywhere: bash packaging/build-linux.sh
#
# - the build tools are pinned (PYINSTALLER below); teams-app is installed as a package
#   (pip install ., not editable) in build/venv, and PyInstaller reads what goes in from
#   that install (packaging/teams-app.spec);
# - as root it installs what it needs from Debian (dpkg-dev, desktop-file-utils, and xvfb
#   for the smoke test); otherwise it says what is missing;
# - the .deb: the app in /opt/teams-app, teams-app and teams-app-gui on the PATH
#   (/usr/bin), a desktop entry, the icon, and the MIME type of *.match files.
# The bundle runs on systems with the build machine's glibc or newer (Debian 12: 2.36).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYINSTALLER=(pyinstaller==6.22.3 pyinstaller-hooks-contrib==2026.9)
PYTHON=${PYTHON:-python3}
start=$(date +%s)

need=()
command -v dpkg-deb >/dev/null && command -v dpkg-architecture >/dev/null || need+=(dpkg-dev)
command -v desktop-file-validate >/dev/null || need+=(desktop-file-utils)
command -v Xvfb >/dev/null || need+=(xvfb)
if ((${#need[@]})); then
    if [ "$(id -u)" = 0 ]; then
        echo "build-linux: installing ${need[*]}"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
            --no-install-recommends "${need[@]}" >/dev/null
    else
        echo "build-linux: needs ${need[*]} (sudo apt-get install ${need[*]})" >&2
        exit 1
    fi
fi

# 1. teams-app installed as a package, and the build tools
rm -rf build/venv build/pyinstaller build/deb dist/teams-app
"$PYTHON" -m venv build/venv
build/venv/bin/pip install -q --disable-pip-version-check "${PYINSTALLER[@]}" . 2>&1 \
    | { grep -v "^WARNING: Location" || true; }
# (run away from the source folder: its teams_app.egg-info would be read as the metadata)
VERSION=$(cd build && venv/bin/python -I -c \
    "from importlib.metadata import version; print(version('teams-app'))")
ARCH=$(dpkg-architecture -qDEB_HOST_ARCH)
echo "build-linux: teams-app $VERSION ($ARCH)"
# the wheel install itself works (fonts, accelerator, DDS)
(cd build && venv/bin/teams-app about >/dev/null)

# 2. the bundle
(cd build && venv/bin/pyinstaller --noconfirm --log-level WARN --distpath "$ROOT/dist" \
    --workpath "$ROOT/build/pyinstaller" "$ROOT/packaging/teams-app.spec")
bundled=$(date +%s)

# 3. the .deb
PKG=build/deb/teams-app_${VERSION}_${ARCH}
mkdir -p "$PKG/DEBIAN" "$PKG/opt" "$PKG/usr/bin" "$PKG/usr/share/applications" \
    "$PKG/usr/share/mime/packages" "$PKG/usr/share/icons/hicolor/scalable/apps" \
    "$PKG/usr/share/doc/teams-app"
cp -a dist/teams-app "$PKG/opt/teams-app"
ln -s /opt/teams-app/teams-app "$PKG/usr/bin/teams-app"
ln -s /opt/teams-app/teams-app-gui "$PKG/usr/bin/teams-app-gui"
install -m 644 packaging/linux/teams-app.desktop "$PKG/usr/share/applications/"
install -m 644 packaging/linux/teams-app-mime.xml \
    "$PKG/usr/share/mime/packages/teams-app.xml"
install -m 644 resources/icons/teams-app.svg "$PKG/usr/share/icons/hicolor/scalable/apps/"
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: teams-app"
    echo
    echo "Files: *"
    echo "License: MIT"
    sed 's/^$/./; s/^/ /' LICENSE
    echo
    echo "Files: opt/teams-app/_internal/resources/fonts/*"
    echo "License: Bitstream-Vera and public domain (DejaVu)"
    sed 's/^$/./; s/^/ /' resources/fonts/LICENSE-DejaVu.txt
} > "$PKG/usr/share/doc/teams-app/copyright"
desktop-file-validate "$PKG/usr/share/applications/teams-app.desktop"
# what the bundle does not carry: glibc (the build machine's or newer), and the
# system's OpenGL/EGL, X and Wayland client libraries
GLIBC=$(getconf GNU_LIBC_VERSION | cut -d' ' -f2)  # (not ldd | head: SIGPIPE, pipefail)
cat > "$PKG/DEBIAN/control" <<EOF
Package: teams-app
Version: $VERSION
Architecture: $ARCH
Maintainer: teams-app <teams-app@users.noreply.github.com>
Installed-Size: $(du -sk "$PKG" | cut -f1)
Depends: libc6 (>= $GLIBC), libgl1, libegl1, libxcb1, libdrm2, libwayland-client0
Recommends: libwayland-cursor0, libwayland-egl1
Section: games
Priority: optional
Homepage: https://github.com/teams-app/teams-app
Description: run a two-room bridge team match (E. Stolitsa's 1959 scheme)
 Sets the match up, tells each room what to do next, tracks envelopes and
 decks, takes and checks results, keeps the balances (points, IMPs, VPs) and
 the deal notebook with double-dummy analysis, prints every paper the rooms
 need, and serves the room terminals.  English, Bulgarian and Russian.
EOF
find "$PKG" -type d -exec chmod 755 {} +
mkdir -p dist
DEB=dist/teams-app_${VERSION}_${ARCH}.deb
dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB" >/dev/null
end=$(date +%s)

echo "build-linux: $DEB"
echo "build-linux: bundle $(du -sm dist/teams-app | cut -f1) MB in" \
     "$(find dist/teams-app | wc -l) files; .deb $(($(stat -c %s "$DEB") / 1048576)) MB;" \
     "build $((bundled - start)) s (bundle), $((end - start)) s (all)"
