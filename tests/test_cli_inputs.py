"""The command line's numbers and names: every number argument by the core's one rule
(ASCII digits only: exit 2, argparse's message), every name by the core's name rule."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from teams_app.cli import build_parser, main

NOT_NUMBERS = ["١", "٨٠", "１", "²", "½", "Ⅻ", "-1", "+1", "8.0", "", "9" * 5000]


def _typed_arguments(parser: argparse.ArgumentParser, path: str = "teams-app"
                     ) -> list[tuple[str, argparse.Action]]:
    """Every argument of every (sub)command that has a type, with its command."""
    found: list[tuple[str, argparse.Action]] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found += _typed_arguments(sub, f"{path} {name}")
        elif action.type is not None:
            found.append((path, action))
    return found


def test_every_number_argument_takes_ascii_digits_only():
    typed = _typed_arguments(build_parser())
    names = {(path, action.option_strings[0] if action.option_strings else action.dest)
             for path, action in typed}
    # the walk reaches every number on the command line
    assert {("teams-app serve", "--port"), ("teams-app annul", "deal"),
            ("teams-app annul", "--reason"), ("teams-app print", "--round"),
            ("teams-app print", "--table"), ("teams-app envelopes", "--round"),
            ("teams-app envelopes", "--carry"), ("teams-app envelopes", "--short")} <= names
    for path, action in typed:
        assert action.type not in (int, float), f"{path} {action.option_strings}: type=int"
        for text in NOT_NUMBERS:
            with pytest.raises(argparse.ArgumentTypeError):
                action.type(text)


@pytest.mark.parametrize(("args", "where"), [
    (["serve", "m.match", "--port", "٨٠"], "--port"),
    (["serve", "m.match", "--port", "８０"], "--port"),
    (["serve", "m.match", "--port", "²"], "--port"),
    (["serve", "m.match", "--port", "65536"], "--port"),
    (["serve", "m.match", "--port", "-1"], "--port"),
    (["annul", "m.match", "٣", "--reason", "2"], "DEAL"),
    (["annul", "m.match", "3", "--reason", "²"], "--reason"),
    (["envelopes", "m.match", "--round", "١"], "--round"),
    (["envelopes", "m.match", "--carry", "１"], "--carry"),
    (["envelopes", "m.match", "--check", "1", "--short", "٨:W:12"], "--short"),
    (["envelopes", "m.match", "--check", "1", "--short", "8:W:１２"], "--short"),
    (["print", "m.match", "--what", "diagrams", "--round", "٢", "-o", "x.pdf"], "--round"),
])
def test_a_number_not_in_ascii_digits_is_a_usage_error(args, where, capsys, tmp_path,
                                                       monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as info:
        main(args)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: teams-app ") and f"argument {where}" in err, err
    assert "Traceback" not in err and not list(Path(tmp_path).iterdir())


def test_serve_port_in_ascii_digits_is_taken():
    args = build_parser().parse_args(["serve", "m.match", "--port", " 8080"])
    assert args.port == 8080
    assert build_parser().parse_args(["serve", "m.match", "--port", "0"]).port == 0


@pytest.mark.parametrize(("fails", "reason"), [
    # a plain UnicodeError (no .reason): the idna codec refuses a label over 63 characters
    (lambda: ("a" * 64 + ".example").encode("idna"), "label empty or too long"),
    (lambda: b"\xff".decode("utf-8"), "invalid start byte"),
    (lambda: "\ud800".encode("utf-8"), "surrogates not allowed"),
])
def test_text_that_fails_to_code_is_one_line_and_status_1(fails, reason, capsys):
    from teams_app.cli.common import ERROR_STATUS, guarded

    def handler(args: object) -> int:
        fails()
        return 0

    assert guarded(handler)(argparse.Namespace()) == ERROR_STATUS
    err = capsys.readouterr().err
    assert err.startswith("teams-app: error: the input is not valid text: "), err
    assert reason in err and err.count("\n") == 1 and "Traceback" not in err
