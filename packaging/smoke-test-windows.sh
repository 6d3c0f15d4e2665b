#!/usr/bin/env bash
# The Windows installer as a host gets it, under Wine, in a fresh Wine prefix (a new
# "Windows user"), after packaging/build-windows.sh:
#     bash packaging/smoke-test-windows.sh [dist/teams-app-<version>-setup.exe]
# Checks: the silent install (/S) as that user, without administrator rights: the
# program in %LOCALAPPDATA%\Programs\Teams, the Start menu entry, the .match association
# and the "Apps & features" entry in the registry; then the installed teams-app.exe:
# about (accelerator and DDS active), new, import (the sample CSV; a PBN file),
# report, print --what all (the PDF's text read back), export --html, annul, undo,
# serve (api/state answered on 127.0.0.1 only); the window (teams-app-gui.exe) opening
# the match under Xvfb (screenshot: build/smoke-windows/window.png); and the silent
# uninstall, which removes the program, its registry entries and its shortcut and
# leaves the match.
#
# What Wine 8 (Debian 12) cannot run as shipped is made to run by test-only means, put
# in the test prefix only and never in the installer (packaging/README.md says why):
# - icuuc.dll: Qt6Core.dll imports Windows' ICU (icuuc.dll, in Windows 10 1703 and
#   later), which Wine has only from 11.5: a forwarding icuuc.dll built here with
#   mingw-w64 onto the ICU 78 DLLs of the icu4py wheel (packaging/windows/
#   test-requirements.txt, hash-pinned), in the prefix's system32, as on Windows;
# - the prefix says Windows 10 (Wine's default is Windows 7; Qt 6 needs 10);
# - _wmi.pyd disabled (WINEDLLOVERRIDES): Python's platform module asks WMI through
#   it, and Wine 8's WMI calls propsys.VariantToString, a stub that aborts the process;
#   without it platform falls back to the registry, as Python does where WMI is off.
# - programs' output goes through a pipe: Python under Wine 8 cannot start with its
#   standard output on a regular file ("init_sys_streams: Invalid handle").
# Reading the PDF and taking the screenshot use the test environment's Python (PYTHON,
# default .venv/bin/python: pypdf and PySide6), not the installed one.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
# shellcheck source=packaging/tools-python.sh
. "$ROOT/packaging/tools-python.sh"  # PYTHON: .venv/bin/python, made when missing
SETUP=${1:-$(ls -t dist/teams-app-*-setup.exe | sed -n 1p)}
SETUP=$(realpath "$SETUP")
VERSION=$(basename "$SETUP" | sed 's/^teams-app-\(.*\)-setup\.exe$/\1/')
OUT=$ROOT/build/smoke-windows
rm -rf "$OUT" && mkdir -p "$OUT"
start=$(date +%s)

need=()
command -v wine >/dev/null && dpkg -s wine64 >/dev/null 2>&1 || need+=(wine wine64)
command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(gcc-mingw-w64-x86-64)
command -v x86_64-w64-mingw32-objdump >/dev/null || need+=(binutils-mingw-w64-x86-64)
command -v Xvfb >/dev/null || need+=(xvfb)
command -v xdotool >/dev/null || need+=(xdotool)
if ((${#need[@]})); then
    if [ "$(id -u)" = 0 ]; then
        echo "smoke-test-windows: installing ${need[*]}"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
            --no-install-recommends "${need[@]}" >/dev/null
    else
        echo "smoke-test-windows: needs ${need[*]} (sudo apt-get install ${need[*]})" >&2
        exit 1
    fi
fi

WORK=$(mktemp -d)
export WINEPREFIX=$WORK/prefix WINEARCH=win64 WINEDEBUG=-all
# (winemenubuilder off: it would copy the shortcuts and the association into the Unix
# desktop, ~/.local/share; mscoree/mshtml: no Mono/Gecko to ask for)
export WINEDLLOVERRIDES="_wmi.pyd=d;winemenubuilder.exe=d;mscoree=d;mshtml=d"
unset DISPLAY
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    wineserver -k 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "smoke-test-windows: FAILED: $*" >&2; exit 1; }
STAGES=0
step() { STAGES=$((STAGES + 1)); echo "smoke-test-windows: $*"; }
# a Windows program, its output (stdout and stderr) through a pipe, without \r (at
# most 10 minutes: a program left running that holds the pipe fails the test)
win() {
    wine "$@" < /dev/null 2>&1 | timeout 600 tr -d '\r'
    local status=("${PIPESTATUS[@]}")
    [ "${status[1]}" = 0 ] || { echo "smoke-test-windows: no end of output from $*" >&2; return 124; }
    return "${status[0]}"
}
# one Wine server from here on (by default it ends 3 s after the last program, and a
# program started just then may fail to load its DLLs), its services started with no
# output of ours (they live on: a pipe they inherited would never end)
wine_up() {
    wineserver -p
    wine cmd /c exit < /dev/null > /dev/null 2>&1
}

step "a fresh Wine prefix (Windows 10)"
wineboot -i > "$OUT/wineboot.txt" 2>&1 || fail "wineboot: $(cat "$OUT/wineboot.txt")"
wineserver -w
wine_up
win reg add 'HKCU\Software\Wine' /v Version /d win10 /f > /dev/null
WUSER=$(win cmd /c 'echo %USERNAME%')
HOMEDIR=$WINEPREFIX/drive_c/users/$WUSER
LOCAL=$HOMEDIR/AppData/Local
# Wine links the user's Documents, Desktop, ... to the Unix home: made plain folders of
# the prefix instead, so that nothing of the test lands outside it
for link in "$HOMEDIR"/*; do
    if [ -L "$link" ]; then rm "$link" && mkdir "$link"; fi
done
[ -d "$LOCAL" ] || fail "no user folder $LOCAL"

step "test-only: a forwarding icuuc.dll onto icu4py's ICU 78, in the prefix's system32"
"$PYTHON" -m pip download -q --disable-pip-version-check --no-deps --require-hashes \
    --only-binary=:all: --platform win_amd64 --python-version 3.13 --implementation cp \
    --abi cp313 -r packaging/windows/test-requirements.txt -d "$WORK/icu" 2>&1 \
    | { grep -v "^WARNING: Location" || true; }
(cd "$WORK/icu" && "$PYTHON" -m zipfile -e icu4py-*.whl wheel)
SYS32=$WINEPREFIX/drive_c/windows/system32
ICUUC=$(ls "$WORK"/icu/wheel/icu4py.libs/icuuc[0-9]*.dll)
ICUVER=$(basename "$ICUUC" | sed 's/^icuuc\([0-9]*\).*/\1/')
cp "$ICUUC" "$SYS32/icuuc$ICUVER.dll"
for dll in "$WORK"/icu/wheel/icu4py.libs/*.dll; do
    [ "$dll" = "$ICUUC" ] || cp "$dll" "$SYS32/"
done
# what is forwarded: every function Qt6Core.dll takes from icuuc.dll, to its versioned
# name in ICU $ICUVER (read from the installer's own Qt6Core.dll once it is installed)

step "silent install: $(basename "$SETUP")"
win "$SETUP" /S > "$OUT/install.txt" || fail "the installer: $(cat "$OUT/install.txt")"
APP=$LOCAL/Programs/Teams
WAPP='C:\users\'$WUSER'\AppData\Local\Programs\Teams'
for f in teams-app.exe teams-app-gui.exe uninstall.exe LICENSE.txt python/python.exe \
         lib/PySide6/Qt6Core.dll; do
    [ -f "$APP/$f" ] || fail "not installed: $f"
done
x86_64-w64-mingw32-objdump -p "$APP/lib/PySide6/Qt6Core.dll" | awk '
    /DLL Name: icuuc.dll/ {f = 1; next} /DLL Name:/ {f = 0}
    f && NF == 3 && $1 ~ /^[0-9a-f]+$/ {print $3}' | sort -u > "$WORK/icu/imports.txt"
[ -s "$WORK/icu/imports.txt" ] || fail "Qt6Core.dll takes nothing from icuuc.dll?"
{ echo "LIBRARY icuuc.dll"; echo "EXPORTS"
  sed "s/.*/    & = icuuc$ICUVER.&_$ICUVER/" "$WORK/icu/imports.txt"; } > "$WORK/icu/icuuc.def"
echo "int forwarder_only;" > "$WORK/icu/icuuc.c"
x86_64-w64-mingw32-gcc -shared -s -o "$SYS32/icuuc.dll" "$WORK/icu/icuuc.c" \
    "$WORK/icu/icuuc.def"
echo "smoke-test-windows: icuuc.dll forwards $(wc -l < "$WORK/icu/imports.txt") functions to ICU $ICUVER"

step "the Start menu entry, the association, the uninstall entry"
START_MENU="$HOMEDIR/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Teams"
[ -f "$START_MENU/Teams.lnk" ] || fail "no Start menu entry (Teams.lnk)"
[ ! -e "$HOMEDIR/Desktop/Teams.lnk" ] || fail "a desktop shortcut, not asked for"
grep -a -q 'teams-app-gui.exe' "$START_MENU/Teams.lnk" || fail "Teams.lnk: not teams-app-gui.exe"
reg_value() {  # KEY [VALUE]: the value's data ('' for the default value)
    local args=(/ve)
    [ -n "${2:-}" ] && args=(/v "$2")
    win reg query "$1" "${args[@]}" | sed -n 's/^ *[^ ].* REG_[A-Z_]* *//p' | sed -n 1p
}
[ "$(reg_value 'HKCU\Software\Classes\.match')" = TeamsApp.Match ] \
    || fail ".match is not TeamsApp.Match: $(reg_value 'HKCU\Software\Classes\.match')"
OPEN=$(reg_value 'HKCU\Software\Classes\TeamsApp.Match\shell\open\command')
[ "$OPEN" = "\"$WAPP\\teams-app-gui.exe\" \"%1\"" ] || fail "open command: $OPEN"
UNINSTALL='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\TeamsApp'
[ "$(reg_value "$UNINSTALL" DisplayName)" = Teams ] || fail "uninstall entry: no DisplayName"
[ "$(reg_value "$UNINSTALL" DisplayVersion)" = "$VERSION" ] || fail "uninstall entry: version"
[ "$(reg_value "$UNINSTALL" UninstallString)" = "\"$WAPP\\uninstall.exe\"" ] \
    || fail "uninstall entry: $(reg_value "$UNINSTALL" UninstallString)"
win reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\TeamsApp' \
    > /dev/null 2>&1 && fail "an entry for all users (HKLM): it needed administrator rights"

EXE="$WAPP\\teams-app.exe"
app() { win "$EXE" "$@"; }
DOCS='C:\users\'$WUSER'\Documents'
mkdir -p "$HOMEDIR/Documents"
MATCH="$DOCS\\Club night.match"
UMATCH="$HOMEDIR/Documents/Club night.match"
PLAYERS=(--team Sofia --other-team Plovdiv --players "Ann,Bob,Cid,Dan"
         --other-players "Eve,Fay,Gus,Hal")

step "about"
app about > "$OUT/about.txt" || fail "about: $(cat "$OUT/about.txt")"
cat "$OUT/about.txt"
grep -qx "teams-app $VERSION" "$OUT/about.txt" || fail "about: version not $VERSION"
grep -q "^Python 3\.13\.[0-9]* (CPython, Windows AMD64)$" "$OUT/about.txt" || fail "about: Python"
grep -qF "program: Python package in $WAPP\\lib" "$OUT/about.txt" || fail "about: not the installed one"
grep -qF "match folder: C:\\users\\$WUSER\\AppData\\Local\\teams-app\\matches" "$OUT/about.txt" \
    || fail "about: the match folder"
grep -q "^reportlab's accelerator: active " "$OUT/about.txt" || fail "about: no accelerator"
grep -q "^DDS library (double-dummy analysis): active " "$OUT/about.txt" || fail "about: no DDS"

step "new, import (CSV), report"
app new "$MATCH" "${PLAYERS[@]}" > "$OUT/new.txt" || fail "new: $(cat "$OUT/new.txt")"
grep -q "created .*Club night.match: Sofia (A) v Plovdiv (B)" "$OUT/new.txt" || fail "new: $(cat "$OUT/new.txt")"
app import "$MATCH" "$WAPP\\lib\\resources\\samples\\full-match.csv" > "$OUT/import.txt" \
    || fail "import: $(cat "$OUT/import.txt")"
grep -q "imported 72 results of 36 deals" "$OUT/import.txt" || fail "import: $(cat "$OUT/import.txt")"
app report "$MATCH" > "$OUT/report.txt" || fail "report: $(cat "$OUT/report.txt")"
grep -q "^Total: balance A" "$OUT/report.txt" || fail "report: no total"

step "export --pbn, import (PBN) into a second match"
app export "$MATCH" --pbn "$DOCS\\deals.pbn" > "$OUT/export-pbn.txt" || fail "export --pbn: $(cat "$OUT/export-pbn.txt")"
grep -q '\[Board "' "$HOMEDIR/Documents/deals.pbn" || fail "export --pbn: no boards"
app new "$DOCS\\second.match" "${PLAYERS[@]}" > /dev/null || fail "new (second)"
app import "$DOCS\\second.match" "$DOCS\\deals.pbn" > "$OUT/import-pbn.txt" \
    || fail "import PBN: $(cat "$OUT/import-pbn.txt")"
grep -q "^72 games read: .* 72 results" "$OUT/import-pbn.txt" || fail "import PBN: $(cat "$OUT/import-pbn.txt")"
app report "$DOCS\\second.match" > "$OUT/report-pbn.txt"
diff <(grep "^Total" "$OUT/report.txt") <(grep "^Total" "$OUT/report-pbn.txt") > /dev/null \
    || fail "the PBN round trip changed the total"

step "print --what all"
app print "$MATCH" --what all -o "$DOCS\\book.pdf" > "$OUT/print.txt" || fail "print: $(cat "$OUT/print.txt")"
"$PYTHON" - "$HOMEDIR/Documents/book.pdf" > "$OUT/book.txt" <<'EOF'
import sys
from pypdf import PdfReader
reader = PdfReader(sys.argv[1])
print(f"pages: {len(reader.pages)}")
for page in reader.pages:
    print(page.extract_text())
EOF
pages=$(head -1 "$OUT/book.txt" | cut -d' ' -f2)
[ "$pages" -ge 20 ] || fail "print: the match book has $pages pages"
grep -q "Sofia" "$OUT/book.txt" && grep -q "Plovdiv" "$OUT/book.txt" \
    || fail "print: the teams' names are not in the book's text"
grep -q "♠" "$OUT/book.txt" || fail "print: no suit symbols in the book (font?)"

step "export --html"
app export "$MATCH" --html "$DOCS\\report.html" > "$OUT/export-html.txt" || fail "export --html"
grep -qi "<html" "$HOMEDIR/Documents/report.html" && grep -q "Plovdiv" "$HOMEDIR/Documents/report.html" \
    || fail "export --html: not the report"

step "annul, undo"
app annul "$MATCH" 5 --reason 2 > "$OUT/annul.txt" || fail "annul: $(cat "$OUT/annul.txt")"
grep -q "^deal 5 annulled" "$OUT/annul.txt" || fail "annul: $(cat "$OUT/annul.txt")"
app undo "$MATCH" > "$OUT/undo.txt" || fail "undo: $(cat "$OUT/undo.txt")"
grep -q "^undo: deal 5 annulled" "$OUT/undo.txt" || fail "undo: $(cat "$OUT/undo.txt")"
app report "$MATCH" > "$OUT/report-after-undo.txt"
diff "$OUT/report.txt" "$OUT/report-after-undo.txt" > /dev/null || fail "undo: the report changed"

step "serve"
PORT=$("$PYTHON" -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
wine "$EXE" serve "$MATCH" --host 127.0.0.1 --port "$PORT" < /dev/null \
    > >(stdbuf -oL tr -d '\r' > "$OUT/serve.txt") 2>&1 &
SERVE=$!
PIDS+=("$SERVE")
for _ in $(seq 480); do grep -qs "^host: http" "$OUT/serve.txt" && break; sleep 0.25; done
grep -q "^host: http" "$OUT/serve.txt" || fail "serve: $(cat "$OUT/serve.txt")"
"$PYTHON" - "$OUT/serve.txt" "$PORT" <<'EOF' || fail "serve: the page or api/state"
import json, re, sys, urllib.request
text = open(sys.argv[1]).read()
urls = re.findall(r"^table [12]: (http://\S+/)$", text, re.M)
assert len(urls) == 2 and all(u.startswith(f"http://127.0.0.1:{sys.argv[2]}/t/") for u in urls), text
for url in urls:
    page = urllib.request.urlopen(url, timeout=20).read().decode()
    assert "<html" in page.lower(), page[:200]
    state = json.loads(urllib.request.urlopen(url + "api/state", timeout=20).read())
    assert isinstance(state, dict) and state, state
host = re.findall(r"^host: (http://\S+/)$", text, re.M)
assert len(host) == 1 and host[0].startswith(f"http://127.0.0.1:{sys.argv[2]}/h/"), text
state = json.loads(urllib.request.urlopen(host[0] + "api/state", timeout=20).read())
assert len(state["tables"]) == 2, state
port = int(sys.argv[2])
listening = []
for name in ("/proc/net/tcp", "/proc/net/tcp6"):
    for line in open(name).read().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, hexport = local.rsplit(":", 1)
        if state == "0A" and int(hexport, 16) == port:
            listening.append(address)
assert listening == ["0100007F"], listening
print("serve: both tables' pages, api/state and the host's page answered on 127.0.0.1 only")
EOF
kill "$SERVE" 2>/dev/null || true
wait "$SERVE" 2>/dev/null || true
wineserver -k 2>/dev/null || true  # the launcher's job object ends its Python with it
wineserver -w
wine_up

step "the window under Xvfb (teams-app-gui.exe, as a double-click on the match)"
for n in $(seq 100 599 | shuf); do
    [ -e "/tmp/.X$n-lock" ] || grep -q "@/tmp/.X11-unix/X$n\$" /proc/net/unix || break
done
XDISPLAY=:$n
Xvfb "$XDISPLAY" -screen 0 1366x768x24 -nolisten tcp -noreset > "$OUT/xvfb.txt" 2>&1 &
PIDS+=("$!")
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
[ -e "/tmp/.X11-unix/X$n" ] || fail "Xvfb did not start: $(cat "$OUT/xvfb.txt")"
# what the association says, run as Explorer would: the open command with the file
DISPLAY=$XDISPLAY wine "$WAPP\\teams-app-gui.exe" "$MATCH" < /dev/null \
    > >(tr -d "\r" > "$OUT/window.txt") 2>&1 &
GUI=$!
PIDS+=("$GUI")
title=
for _ in $(seq 240); do
    title=$(DISPLAY=$XDISPLAY xdotool search --name "Sofia.*Plovdiv" getwindowname 2>/dev/null \
            | sed -n 1p || true)
    [ -n "$title" ] && break
    kill -0 "$GUI" 2>/dev/null || fail "the window: teams-app-gui.exe ended: $(cat "$OUT/window.txt")"
    sleep 0.5
done
[ -n "$title" ] || fail "the window: no window titled with the match after 120 s"
sleep 20  # the match loaded (the title comes first: "Opening …") and the rooms painted
env DISPLAY="$XDISPLAY" QT_QPA_PLATFORM=xcb "$PYTHON" - "$OUT/window.png" <<'EOF'
import sys
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
assert app.primaryScreen().grabWindow(0).save(sys.argv[1])
EOF
step "window: $title; screenshot: build/smoke-windows/window.png"
kill "$GUI" 2>/dev/null || true
wait "$GUI" 2>/dev/null || true
wineserver -k 2>/dev/null || true
wineserver -w
wine_up

step "silent uninstall"
SETTINGS="$HOMEDIR/AppData/Roaming/teams-app/teams-app.ini"
[ -f "$SETTINGS" ] || fail "the window wrote no settings ($SETTINGS)"
win "$WAPP\\uninstall.exe" /S > "$OUT/uninstall.txt" || fail "uninstall: $(cat "$OUT/uninstall.txt")"
# (the uninstaller runs on from a copy of itself in %TEMP%: wait for its last step)
for _ in $(seq 120); do
    [ ! -e "$APP" ] && ! win reg query "$UNINSTALL" > /dev/null 2>&1 && break
    sleep 0.5
done
sleep 1
[ ! -e "$APP" ] || fail "uninstall: left $(cd "$APP" && find . | head)"
[ ! -e "$START_MENU" ] || fail "uninstall: left the Start menu entry"
win reg query 'HKCU\Software\Classes\TeamsApp.Match' > /dev/null 2>&1 && fail "uninstall: left TeamsApp.Match"
win reg query "$UNINSTALL" > /dev/null 2>&1 && fail "uninstall: left the uninstall entry"
[ -z "$(reg_value 'HKCU\Software\Classes\.match' 2>/dev/null)" ] || fail "uninstall: left .match's association"
[ -f "$UMATCH" ] || fail "uninstall: the match is gone"
[ -f "$SETTINGS" ] || fail "uninstall: the settings are gone"
"$PYTHON" -c "import sqlite3, sys; sqlite3.connect(f'file:{sys.argv[1]}?mode=ro', uri=True).execute('select count(*) from meta').fetchone()" \
    "$UMATCH" || fail "uninstall: the match is no longer readable"
end=$(date +%s)
echo "smoke-test-windows: teams-app $VERSION from $SETUP under $(wine --version)"
echo "smoke-test-windows: $STAGES passed, 0 failed ($((end - start)) s)"
