"""A path the system cannot even look at, given as a match file, an import file or a
backup: a part of it that is a file, not a folder (ENOTDIR, ``x.match/y.match``), a
name over 255 bytes (ENAMETOOLONG), a folder that may not be entered (EACCES, mode 000).
Each command refuses it with one line naming the path, worded in en/bg/ru (the store's
``file.os.<key>`` entries), exit 1, no traceback, and not a byte of the folder changed.

EACCES does not happen to the administrator: as root that case runs as ``nobody``
(``setpriv``, else ``runuser``), in a folder of its own that user may enter.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import words
from teams_app.cli import main

ROOT = Path(__file__).resolve().parents[1]
#: the user the EACCES case runs as when the tests run as root
NOBODY = 65534
ENTRY = [sys.executable, "-c", "import sys; from teams_app.cli import main; sys.exit(main())"]
#: how each case makes its bad path from the folder and a suffix, its system error
#: and the catalog's key for that error (``file.os.<key>``)
CASES: dict[str, tuple[Callable[[Path, str], Path], int, str]] = {
    "not_folder": (lambda d, s: d / "plain.match" / f"x{s}", errno.ENOTDIR, "not_folder"),
    "long_name": (lambda d, s: d / ("x" * 300 + s), errno.ENAMETOOLONG, "long_name"),
    "denied": (lambda d, s: d / "locked" / f"x{s}", errno.EACCES, "denied"),
}
#: each command that takes a match, an import file or a backup: its arguments, given
#: the folder's match and the bad path for a suffix
COMMANDS: dict[str, Callable[[str, Callable[[str], str]], list[str]]] = {
    "report": lambda m, bad: ["report", bad(".match")],
    "undo": lambda m, bad: ["undo", bad(".match")],
    "import-csv": lambda m, bad: ["import", m, bad(".csv")],
    "import-pbn": lambda m, bad: ["import", m, bad(".pbn")],
    "restore-backup": lambda m, bad: ["restore", bad(".match"), m],
    "restore-onto": lambda m, bad: ["restore", m, bad(".match")],
}
LANGUAGES = ("en", "bg", "ru")


def _bad(folder: Path, case: str) -> Callable[[str], str]:
    make = CASES[case][0]
    return lambda suffix: str(make(folder, suffix))


@pytest.fixture(scope="module")
def folder() -> Iterator[Path]:
    """A folder (outside pytest's own, which only its owner may enter) with a match,
    ``plain.match`` (a file, not a folder) and ``locked`` (mode 000); owned by ``nobody``
    when the tests run as root, so that the EACCES case can run as that user."""
    made = Path(tempfile.mkdtemp(prefix="teams-app-paths-"))
    try:
        match = made / "club.match"
        assert main(["new", str(match), "--team", "A", "--other-team", "B", "--players",
                     "a,b,c,d", "--other-players", "e,f,g,h"]) == 0
        (made / "plain.match").write_bytes(b"a file, not a folder\n")
        (made / "home").mkdir()
        (made / "locked").mkdir()
        if _as_root():
            for path in [made, *made.rglob("*")]:
                os.chown(path, NOBODY, NOBODY)
        made.chmod(0o755)
        (made / "locked").chmod(0)
        yield made
    finally:
        if (made / "locked").exists():
            (made / "locked").chmod(stat.S_IRWXU)
        shutil.rmtree(made)


def _as_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _tree(folder: Path) -> dict[str, str]:
    """Every file and folder under ``folder``, with what each file holds."""
    found: dict[str, str] = {}
    for top, dirs, files in os.walk(folder):
        for name in dirs:
            found[os.path.relpath(os.path.join(top, name), folder)] = "folder"
        for name in files:
            path = os.path.join(top, name)
            with open(path, "rb") as handle:
                found[os.path.relpath(path, folder)] = hashlib.sha256(
                    handle.read()).hexdigest()
    return found


def _expected(path: str, case: str, lang: str) -> str:
    """The one line the command says: the path and the system's error in the language
    (English: the system's own words)."""
    code, key = CASES[case][1], CASES[case][2]
    text = os.strerror(code)
    problem = text if lang == "en" else words.word(f"file.os.{key}", lang, text=text)
    return f"teams-app: {words.word('cli.frame.error', lang)}: {path}: {problem}\n"


def _bad_path(args: list[str], folder: Path) -> str:
    return next(a for a in args if not a.endswith("club.match") and a.startswith(str(folder)))


def _check(folder: Path, args: list[str], case: str, lang: str, status: int,
           err: str) -> None:
    bad = _bad_path(args, folder)
    assert status == 1, (status, err)
    assert "Traceback" not in err, err
    assert err == _expected(bad, case, lang), err
    if lang != "en":  # not an English word besides the program's name and the path
        rest = err.replace(bad, " ").replace("teams-app", " ")
        assert not any("a" <= c.lower() <= "z" for c in rest), err
    assert not os.path.lexists(bad)


def _params() -> Iterator[object]:
    for command in COMMANDS:
        for lang in LANGUAGES:
            yield pytest.param(command, lang, id=f"{command}-{lang}")


@pytest.mark.parametrize("case", ["not_folder", "long_name"])
@pytest.mark.parametrize(("command", "lang"), list(_params()))
def test_a_path_the_system_refuses_is_worded(folder: Path, capsys: pytest.CaptureFixture[str],
                                             case: str, command: str, lang: str) -> None:
    before = _tree(folder)
    args = [*COMMANDS[command](str(folder / "club.match"), _bad(folder, case)), "--lang", lang]
    status = main(args)
    captured = capsys.readouterr()
    _check(folder, args, case, lang, status, captured.err)
    assert captured.out == ""
    assert _tree(folder) == before


@pytest.mark.parametrize("case", ["not_folder", "long_name"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_the_command_itself_says_it_without_a_traceback(folder: Path, case: str,
                                                        command: str) -> None:
    before = _tree(folder)
    args = COMMANDS[command](str(folder / "club.match"), _bad(folder, case))
    done = subprocess.run([*ENTRY, *args], capture_output=True, text=True, cwd=folder,
                          env=_environment(folder), timeout=120, check=False)
    _check(folder, args, case, "en", done.returncode, done.stderr)
    assert done.stdout == ""
    assert _tree(folder) == before


def run_lines(lines: list[list[str]]) -> list[dict[str, object]]:
    """Each command line run as the entry point runs it: its status, what it said on
    stderr, and any exception's traceback (in a process as ``nobody`` too)."""
    import contextlib
    import io
    import traceback

    said: list[dict[str, object]] = []
    for args in lines:
        err, status, failed = io.StringIO(), None, ""
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            try:
                status = main(args)
            except BaseException:  # noqa: BLE001 - any of them is what the test finds
                failed = traceback.format_exc()
        said.append({"status": status, "err": err.getvalue(), "traceback": failed})
    return said


def _run_as_refused(lines: list[list[str]], folder: Path) -> list[dict[str, object]]:
    """The command lines run by a user the system refuses a folder of mode 000: the
    tests' own, or ``nobody`` in a process of its own when they run as root."""
    if not _as_root():
        return run_lines(lines)
    prefix, env = _as_nobody(), _environment(folder)
    probe = subprocess.run([*prefix, sys.executable, "-c", "pass"], capture_output=True,
                           text=True, cwd=folder, env=env, timeout=60, check=False)
    if probe.returncode != 0:
        pytest.skip(f"nobody cannot run {sys.executable}: {probe.stderr.strip()}")
    code = (f"import json, sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); "
            f"from {Path(__file__).stem} import run_lines; "
            "print(json.dumps(run_lines(json.load(sys.stdin))))")
    done = subprocess.run([*prefix, sys.executable, "-c", code], input=json.dumps(lines),
                          capture_output=True, text=True, cwd=folder, env=env, timeout=300,
                          check=False)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    said: list[dict[str, object]] = json.loads(done.stdout)
    return said


def _environment(folder: Path) -> dict[str, str]:
    """The tests' environment, with the program's own folders inside ``folder`` (the
    session's are the test user's, which ``nobody`` may not enter)."""
    env = dict(os.environ)
    home = str(folder / "home")
    env.update(HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, TEAMS_APP_HOME=home)
    return env


def _as_nobody() -> list[str]:
    """The command prefix that runs a program as ``nobody`` (root only)."""
    if shutil.which("setpriv"):
        return ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]
    if shutil.which("runuser"):
        return ["runuser", "-u", "nobody", "--"]
    pytest.skip("running as root, and neither setpriv nor runuser to run as nobody")


def test_a_folder_that_may_not_be_entered_is_worded(folder: Path) -> None:
    """EACCES: ``locked/x.match`` where ``locked`` has mode 000, each command in every
    language (as ``nobody`` when the tests run as root)."""
    lines: list[list[str]] = []
    for command in COMMANDS:
        for lang in LANGUAGES:
            lines.append([*COMMANDS[command](str(folder / "club.match"),
                                             _bad(folder, "denied")), "--lang", lang])
    before = _tree(folder)
    said = _run_as_refused(lines, folder)
    for args, got in zip(lines, said, strict=True):
        assert got["traceback"] == "", got["traceback"]
        assert isinstance(got["err"], str) and isinstance(got["status"], int), got
        lang = args[-1]
        _check(folder, args, "denied", lang, got["status"], got["err"])
    assert _tree(folder) == before
