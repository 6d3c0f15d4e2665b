#!/usr/bin/env bash
# The .deb as a host gets it: unpacked (not installed), its teams-app run with a clean
# HOME and environment through a whole short session.  After packaging/build-linux.sh:
#     bash packaging/smoke-test.sh [dist/teams-app_<version>_amd64.deb]
# Checks: the package's files (the programs on the PATH, the desktop entry valid, the
# icon, the MIME type), then new, import of the sample CSV, report, print --what all (the
# PDF's text read back), about (accelerator and DDS active, the version known), deals
# generate + analyse, serve (the pages, api/state and the scoreboard answered, on
# 127.0.0.1 only), and
# the window under Xvfb opening a match (screenshot: build/smoke/window.png).
# Reading the PDF and taking the screenshot use the test environment's Python
# (PYTHON, default .venv/bin/python: pypdf and PySide6), not the package.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
DEB=${1:-$(ls -t dist/teams-app_*_amd64.deb | sed -n 1p)}  # (sed reads all: no SIGPIPE)
OUT=$ROOT/build/smoke
rm -rf "$OUT" && mkdir -p "$OUT"
WORK=$(mktemp -d)
PIDS=()
cleanup() {
    for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "smoke-test: FAILED: $*" >&2; exit 1; }
STAGES=0
step() { STAGES=$((STAGES + 1)); echo "smoke-test: $*"; }

step "unpacking $DEB"
dpkg-deb -x "$DEB" "$WORK/root"
VERSION=$(dpkg-deb -f "$DEB" Version)
APP=$WORK/root/opt/teams-app
for f in opt/teams-app/teams-app opt/teams-app/teams-app-gui \
         usr/share/applications/teams-app.desktop usr/share/mime/packages/teams-app.xml \
         usr/share/icons/hicolor/scalable/apps/teams-app.svg; do
    [ -e "$WORK/root/$f" ] || fail "the package has no /$f"
done
[ "$(readlink "$WORK/root/usr/bin/teams-app")" = /opt/teams-app/teams-app ] \
    || fail "/usr/bin/teams-app does not lead to /opt/teams-app/teams-app"
[ "$(readlink "$WORK/root/usr/bin/teams-app-gui")" = /opt/teams-app/teams-app-gui ] \
    || fail "/usr/bin/teams-app-gui does not lead to /opt/teams-app/teams-app-gui"
desktop-file-validate "$WORK/root/usr/share/applications/teams-app.desktop"
grep -q '^Exec=teams-app-gui %f$' "$WORK/root/usr/share/applications/teams-app.desktop"
grep -q '^MimeType=application/x-teams-app-match;$' \
    "$WORK/root/usr/share/applications/teams-app.desktop"
grep -q '<glob pattern="\*.match"/>' "$WORK/root/usr/share/mime/packages/teams-app.xml"
grep -q 'SQLite format 3' "$WORK/root/usr/share/mime/packages/teams-app.xml"

# a host's session: a new home, nothing of this environment
mkdir -p "$WORK/home"
CLEAN=(env -i HOME="$WORK/home" PATH="$APP:/usr/bin:/bin" LANG=C.UTF-8)
run() { "${CLEAN[@]}" "$@"; }
MATCH="$WORK/home/Club night.match"
PLAYERS=(--team Sofia --other-team Plovdiv --players "Ann,Bob,Cid,Dan"
         --other-players "Eve,Fay,Gus,Hal")

step "new, import, report"
run teams-app new "$MATCH" "${PLAYERS[@]}" > "$OUT/new.txt"
grep -q "created .*Club night.match: Sofia (A) v Plovdiv (B)" "$OUT/new.txt"
run teams-app import "$MATCH" "$APP/_internal/resources/samples/full-match.csv" \
    > "$OUT/import.txt"
grep -q "imported 72 results of 36 deals" "$OUT/import.txt" || fail "import: $(cat "$OUT/import.txt")"
run teams-app report "$MATCH" > "$OUT/report.txt"
grep -q "^Total: balance A" "$OUT/report.txt" || fail "report: no total"
run teams-app log "$MATCH" > "$OUT/log.txt"
"$PYTHON" - "$MATCH" "$VERSION" <<'EOF' || fail "the match file does not say which version made it"
import sqlite3, sys
meta = dict(sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True).execute(
    "select key, value from meta where key in ('created_by', 'app_version')").fetchall())
assert meta == {"created_by": sys.argv[2], "app_version": sys.argv[2]}, meta
EOF

step "print --what all"
run teams-app print "$MATCH" --what all -o "$WORK/home/book.pdf"
"$PYTHON" - "$WORK/home/book.pdf" > "$OUT/book.txt" <<'EOF'
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
run teams-app print "$MATCH" --what result-sheet --lang bg -o "$WORK/home/bg.pdf"
"$PYTHON" -c "from pypdf import PdfReader; import sys
text = PdfReader(sys.argv[1]).pages[0].extract_text()
assert any('\u0400' <= c <= '\u04ff' for c in text), text[:200]" "$WORK/home/bg.pdf" \
    || fail "print --lang bg: no Cyrillic text"

step "about"
run teams-app about > "$OUT/about.txt"
cat "$OUT/about.txt"
grep -qx "teams-app $VERSION" "$OUT/about.txt" || fail "about: version not $VERSION"
grep -q "^program: bundle in $APP/_internal$" "$OUT/about.txt" || fail "about: not the bundle"
grep -q "^match folder: $WORK/home/.local/share/teams-app/matches$" "$OUT/about.txt"
grep -q "^reportlab's accelerator: active " "$OUT/about.txt" || fail "about: no accelerator"
grep -q "^DDS library (double-dummy analysis): active " "$OUT/about.txt" || fail "about: no DDS"

step "deals generate, analyse"
DEALT="$WORK/home/dealt.match"
run teams-app new "$DEALT" "${PLAYERS[@]}" > /dev/null
run teams-app deals generate "$DEALT" --seed 5eed5eed5eed5eed > "$OUT/deals.txt"
grep -q "^dealt 36 deals" "$OUT/deals.txt" || fail "deals generate: $(cat "$OUT/deals.txt")"
run teams-app analyse "$DEALT" > "$OUT/analyse.txt" 2>/dev/null
grep -q "^analysed 36 deals" "$OUT/analyse.txt" || fail "analyse: $(cat "$OUT/analyse.txt")"
run teams-app deals par "$DEALT" > "$OUT/par.txt"

if command -v update-mime-database >/dev/null && command -v gio >/dev/null; then
    step "the MIME type: a .match file is a match, another SQLite file is not"
    mkdir -p "$WORK/mime/mime/packages"
    cp /usr/share/mime/packages/freedesktop.org.xml \
        "$WORK/root/usr/share/mime/packages/teams-app.xml" "$WORK/mime/mime/packages/"
    update-mime-database "$WORK/mime/mime" >/dev/null 2>&1
    cp "$MATCH" "$WORK/mime/other.sqlite"
    kind() { XDG_DATA_DIRS="$WORK/mime" XDG_DATA_HOME="$WORK/mime" \
             gio info -a standard::content-type "$1" | sed -n 's/.*content-type: //p'; }
    [ "$(kind "$MATCH")" = application/x-teams-app-match ] || fail "MIME: $(kind "$MATCH")"
    [ "$(kind "$WORK/mime/other.sqlite")" = application/vnd.sqlite3 ] \
        || fail "MIME: another SQLite file is $(kind "$WORK/mime/other.sqlite")"
fi

step "serve"
PORT=$("$PYTHON" -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
# (not through run: $! is then the program itself, env execs it)
"${CLEAN[@]}" teams-app serve "$MATCH" --host 127.0.0.1 --port "$PORT" > "$OUT/serve.txt" 2>&1 &
SERVE=$!
PIDS+=("$SERVE")
# the door's line (the pages' short codes) comes last
for _ in $(seq 100); do grep -qs "^Or open http" "$OUT/serve.txt" && break; sleep 0.2; done
grep -q "^Or open http" "$OUT/serve.txt" || fail "serve: $(cat "$OUT/serve.txt")"
"$PYTHON" - "$OUT/serve.txt" "$PORT" <<'EOF' || fail "serve: the page or api/state"
import json, re, sys, urllib.request
text = open(sys.argv[1]).read()
urls = re.findall(r"^table [12]: (http://\S+/)$", text, re.M)
assert len(urls) == 2 and all(u.startswith(f"http://127.0.0.1:{sys.argv[2]}/t/") for u in urls), text
for url in urls:
    page = urllib.request.urlopen(url, timeout=10).read().decode()
    assert "<html" in page.lower(), page[:200]
    state = json.loads(urllib.request.urlopen(url + "api/state", timeout=10).read())
    assert isinstance(state, dict) and state, state
board = re.findall(r"^scoreboard: (http://\S+/)$", text, re.M)
assert len(board) == 1 and board[0].startswith(f"http://127.0.0.1:{sys.argv[2]}/s/"), text
page = urllib.request.urlopen(board[0], timeout=10).read().decode()
assert "<html" in page.lower(), page[:200]
host = re.findall(r"^host: (http://\S+/)$", text, re.M)
assert len(host) == 1 and host[0].startswith(f"http://127.0.0.1:{sys.argv[2]}/h/"), text
state = json.loads(urllib.request.urlopen(host[0] + "api/state", timeout=10).read())
assert isinstance(state["steps"], list) and len(state["tables"]) == 2, state
# the door: table 1's short code, typed in lower case, opens table 1's page
door = re.findall(r"^Or open (http://\S+/) on the phone and type: (T1-[A-Z2-9-]+),", text, re.M)
assert len(door) == 1 and door[0][0] == f"http://127.0.0.1:{sys.argv[2]}/", text
opened = urllib.request.urlopen(door[0][0] + "?code=" + door[0][1].lower(), timeout=10)
assert opened.url == urls[0], (opened.url, urls)
# listening on the loopback only
port = int(sys.argv[2])
listening = []
for name in ("/proc/net/tcp", "/proc/net/tcp6"):
    for line in open(name).read().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, hexport = local.rsplit(":", 1)
        if state == "0A" and int(hexport, 16) == port:
            listening.append(address)
assert listening == ["0100007F"], listening
print("serve: both tables' pages, api/state, the scoreboard, the host's page and the door "
      "answered on 127.0.0.1 only")
EOF
kill "$SERVE"  # SIGTERM, as Ctrl+C (a background job ignores SIGINT)
wait "$SERVE" || fail "serve: exit status $? at SIGTERM"
[ "$(tail -1 "$OUT/serve.txt")" = stopped ] || fail "serve did not stop: $(cat "$OUT/serve.txt")"
! grep -v -e "^serving " -e "^table [12]: " -e "^scoreboard: " -e "^host: " -e "^Or open http" \
    -e "^stopped$" \
    "$OUT/serve.txt" \
    || fail "serve said more than its addresses"

step "the window under Xvfb"
# a free display: no lock file, and no X server (of any mount namespace) on its abstract
# socket, which clients try first
for n in $(seq 100 599 | shuf); do
    [ -e "/tmp/.X$n-lock" ] || grep -q "@/tmp/.X11-unix/X$n\$" /proc/net/unix || break
done
DISPLAY_NO=:$n
Xvfb "$DISPLAY_NO" -screen 0 1366x768x24 -nolisten tcp -noreset > "$OUT/xvfb.txt" 2>&1 &
PIDS+=("$!")
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
[ -e "/tmp/.X11-unix/X$n" ] || fail "Xvfb did not start: $(cat "$OUT/xvfb.txt")"
"${CLEAN[@]}" DISPLAY="$DISPLAY_NO" teams-app-gui "$MATCH" > "$OUT/window.txt" 2>&1 &
GUI=$!
PIDS+=("$GUI")
# the match is open when the window's title names its teams
for _ in $(seq 120); do
    # (grep reads all of it: with -q, xwininfo's SIGPIPE would fail the pipeline)
    if DISPLAY="$DISPLAY_NO" xwininfo -root -tree 2>/dev/null | grep '"Sofia – Plovdiv' >/dev/null
    then
        break
    fi
    kill -0 "$GUI" 2>/dev/null || fail "the window: teams-app-gui ended: $(cat "$OUT/window.txt")"
    sleep 0.5
done
DISPLAY="$DISPLAY_NO" xwininfo -root -tree | grep '"Sofia – Plovdiv' > "$OUT/title.txt" \
    || fail "the window: no window titled with the match after 60 s"
sleep 2  # the rooms painted
env DISPLAY="$DISPLAY_NO" QT_QPA_PLATFORM=xcb "$PYTHON" - "$OUT/window.png" <<'EOF'
import sys
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
assert app.primaryScreen().grabWindow(0).save(sys.argv[1])
EOF
kill "$GUI"
wait "$GUI" 2>/dev/null || true
step "window: $(cat "$OUT/title.txt" | sed 's/^ *//')"
step "screenshot: build/smoke/window.png"
echo "smoke-test: teams-app $VERSION from $DEB"
echo "smoke-test: $STAGES passed, 0 failed"
