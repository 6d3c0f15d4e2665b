"""What the subcommands share: turning known failures into one line and an exit status.

Exit status: 0 done, 1 refused (bad input, a bad or busy file: nothing was changed),
2 wrong usage (argparse).  Messages go to stderr with control characters escaped, so
input echoed in a message never acts on the terminal.  Warnings (the change is saved,
but a backup copy could not be made) go to stderr too and leave the status 0.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import sys
from collections.abc import Callable, Iterator
from typing import Any

import words
from models.errors import InputError, MatchCoreError, printable
from models.vocabulary import MAX_DIGITS, parse_number
from words import LANGUAGES, word

#: Exit status of a command refused for bad input or a bad file.
ERROR_STATUS = 1


def number(text: str) -> int:
    """The argparse type of every number on the command line: the core's one rule
    (ASCII digits, at most nine), so "١" or "²" is a usage error like "x"."""
    try:
        return parse_number(text, "number", 0, 10**MAX_DIGITS - 1)
    except InputError:
        shown = printable(text if len(text) <= 20 else text[:20] + "…")

        raise argparse.ArgumentTypeError(word("cli.not_number", text=shown,
                                              most=MAX_DIGITS)) from None


#: The highest TCP port.
MAX_PORT = 65535


def port(text: str) -> int:
    """The argparse type of ``--port``: a number by :func:`number`, 0-65535."""
    value = number(text)
    if value > MAX_PORT:
        raise argparse.ArgumentTypeError(word("cli.port", value=value, most=MAX_PORT))
    return value


def add_language(parser: Any) -> None:
    """``--lang en|bg|ru`` on a command that prints for people: its texts, and its
    refusals, in that language (:func:`words.speaking`); English by default."""
    parser.add_argument("--lang", default="en", choices=LANGUAGES,
                        help="the language of the output for people: en, bg or ru "
                             "(default en)")


@contextlib.contextmanager
def match_command(subparsers: Any, name: str, handler: Callable[[Any], int], *,
                  match_help: str | None = None, **texts: str) -> Iterator[Any]:
    """A subcommand on a match file, as every one is built: its ``MATCH`` argument first,
    then the options the ``with`` block adds, ``--lang`` last, and ``handler`` run
    :func:`guarded`.  ``texts``: the parser's ``help`` and ``description``."""
    parser = subparsers.add_parser(name, **texts)
    parser.add_argument("match", metavar="MATCH", help=match_help)
    yield parser
    add_language(parser)
    parser.set_defaults(func=guarded(handler))


def done_text(changes: Any) -> str:
    """What a change did, for people, in the language the command speaks
    (:func:`words.steps.changes_words`)."""
    # late: not every command needs it (the parser imports every command's module)
    from words.steps import changes_words

    return changes_words(changes)


def say(kind: str, text: str, lang: str = "en") -> None:
    """One line on stderr: ``teams-app: error: …`` (bg ``teams-app: грешка: …``) with
    control characters escaped."""
    sys.stderr.write(f"teams-app: {word(f'cli.frame.{kind}', lang)}: {printable(text)}\n")
    sys.stderr.flush()


def _warn(warning: Any, lang: str = "en") -> None:
    """A store's warning (the change saved, a backup copy not made) in ``lang``."""
    # late: not every command needs it (the parser imports every command's module)
    from words.file_errors import store_error_text

    say("warning", str(warning) if lang == "en" else store_error_text(warning, lang), lang)


def guarded(handler: Callable[[Any], int]) -> Callable[[Any], int]:
    """Known failures (bad input, bad files) become one line on stderr and status 1; the
    handler speaks the language of ``args.lang`` (English without it), the core's
    refusals too."""

    @functools.wraps(handler)
    def run(args: Any) -> int:
        # late: the store (~130 ms), only in the commands that open a match
        from teams_app.store import MatchStore, StoreError
        from words.errors import error_text, store_error_text

        lang = getattr(args, "lang", "en")
        MatchStore.warning_hook = functools.partial(_warn, lang=lang)
        try:
            with words.speaking(lang):
                return handler(args)
        except BrokenPipeError:  # output piped into head and the like
            return 0
        except MatchCoreError as exc:  # English: the core's own words (the log's too)
            if lang == "en":
                say("error", str(exc))
            else:
                with words.speaking(lang):
                    say("error", error_text(exc), lang)
        except StoreError as exc:
            if lang == "en":
                say("error", str(exc))
            elif exc.key is not None:  # the file's own refusals, keyed (words.file_errors)
                # late: not every command needs it (the parser imports every command's module)
                from words.file_errors import store_error_text as keyed_text

                with words.speaking(lang):
                    say("error", keyed_text(exc), lang)
            else:
                with words.speaking(lang):
                    say("error", store_error_text(exc), lang)
        except UnicodeError as exc:  # a name given with bytes that are not text
            with words.speaking(lang):
                say("error", words.word("cli.not_text", why=_unicode_reason(exc)), lang)
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            say("error", f"{where}{exc.strerror or exc}", lang)
        finally:
            MatchStore.warning_hook = None
        return ERROR_STATUS

    return run


def _unicode_reason(exc: UnicodeError) -> str:
    """What went wrong in ``exc``: the codec's reason where it has one (decoding,
    encoding, translating), else its message (a plain UnicodeError, e.g. from the
    ``idna`` codec: "label empty or too long")."""
    if isinstance(exc, UnicodeDecodeError | UnicodeEncodeError | UnicodeTranslateError):
        return exc.reason
    return str(exc) or type(exc).__name__
