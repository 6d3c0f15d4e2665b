"""The app's own preferences (not a match's settings): language and recent files.

Everything is kept with :class:`QSettings` (organisation "teams-app") in an INI file in
the user's configuration folder, or under ``$TEAMS_APP_HOME/config`` when that is set
(:data:`teams_app.home.HOME_VARIABLE`: a portable install, and the tests, which
set it for every test and every program they start, on every platform).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QRect,
    QSettings,
    QTranslator,
)
from PySide6.QtWidgets import QFileDialog

import words
from teams_app.gui.look import TEXT_SIZES
from teams_app.home import app_home

ORGANISATION = "teams-app"
APPLICATION = "teams-app"
TRANSLATIONS_DIR = Path(__file__).resolve().parents[2] / "resources" / "translations"
#: language code -> its name in that language
LANGUAGES = {"en": "English", "bg": "Български", "ru": "Русский"}
MAX_RECENT = 8

_installed: list[QTranslator] = []
_installed_code = ["en"]


def installed_language() -> str:
    """The language the app speaks now (the translators installed last)."""
    return _installed_code[0]


def app_settings() -> QSettings:
    home = app_home()
    if home is not None:
        return QSettings(str(home / "config" / ORGANISATION / f"{APPLICATION}.ini"),
                         QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                     ORGANISATION, APPLICATION)


def system_language() -> str:
    """The system locale's language if the app has it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else "en"


def current_language() -> str:
    code = str(app_settings().value("language", "") or "")
    return code if code in LANGUAGES else system_language()


def set_language(code: str) -> None:
    if code not in LANGUAGES:
        raise ValueError(f"{code}: languages are {', '.join(LANGUAGES)}")
    settings = app_settings()
    settings.setValue("language", code)
    settings.sync()


def install_translators(code: str) -> bool:
    """Replace the installed translators with ``code``'s; True if the app's own loaded.

    English needs none.  Qt's own strings (dialog buttons) come from qtbase_<code>.qm.
    Installing sends every widget a LanguageChange event.  The match's words
    (:mod:`words`) speak ``code`` from now on too.
    """

    words.set_language(code)
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_translators needs a QApplication")
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    _installed_code[0] = code
    if code in words.LANGUAGES:
        words.set_language(code)  # the match's words (the catalog) speak it too
    # Qt's own widgets (a file dialog's dates and sizes, number fields) in that locale too
    QLocale.setDefault(QLocale(_LOCALES.get(code, "en_GB")))
    if code == "en":
        return True
    loaded = False
    own = QTranslator(app)
    if own.load(str(TRANSLATIONS_DIR / f"teams_app_{code}.qm")):
        app.installTranslator(own)
        _installed.append(own)
        loaded = True
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(f"qtbase_{code}", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    # what qtbase lacks (the file dialog's "&Look in:"), installed last: asked first
    extra = QTranslator(app)
    if extra.load(str(TRANSLATIONS_DIR / f"qt_extra_{code}.qm")):
        app.installTranslator(extra)
        _installed.append(extra)
    return loaded


#: the locale each language of the app sets as Qt's default
_LOCALES = {"en": "en_GB", "bg": "bg_BG", "ru": "ru_RU"}


def file_dialog_options() -> QFileDialog.Option:
    """How the app's file dialogs open: the desktop's own dialog speaks the desktop's
    language, so when the app speaks another one it opens Qt's dialog, worded from Qt's
    translations (qtbase) like the app's message boxes."""
    system = QLocale.system().name().split("_")[0]
    if system != _installed_code[0]:
        return QFileDialog.Option.DontUseNativeDialog
    return QFileDialog.Option(0)


# -- recent files ----------------------------------------------------------------------


def recent_files() -> list[str]:
    value = app_settings().value("recent_files", [])
    if isinstance(value, str):  # QSettings gives a bare string for a one-item list
        return [value] if value else []
    return [str(v) for v in value] if isinstance(value, list | tuple) else []


def add_recent_file(path: str | Path) -> list[str]:
    text = str(Path(path).resolve())
    known = recent_files()
    files = ([text] + [f for f in known if f != text])[:MAX_RECENT]
    if files == known:  # the last match opened again: nothing to write
        return files
    settings = app_settings()
    settings.setValue("recent_files", files)
    settings.sync()
    return files


def remove_recent_file(path: str | Path) -> list[str]:
    text = str(Path(path).resolve())
    files = [f for f in recent_files() if f != text]
    settings = app_settings()
    settings.setValue("recent_files", files)
    settings.sync()
    return files


def last_match() -> Path | None:
    """The most recently opened match, if its file still exists."""
    files = recent_files()
    if files and Path(files[0]).is_file():
        return Path(files[0])
    return None


# -- the main window's place -----------------------------------------------------------


def window_geometry() -> tuple[QRect | None, bool]:
    """Where the main window was when it last closed (inside its frame), and whether it
    was maximized; no place the first time."""
    settings = app_settings()
    value = settings.value("window/geometry")
    rect = value if isinstance(value, QRect) and value.isValid() else None
    return rect, str(settings.value("window/maximized", "false")).lower() == "true"


def save_window_geometry(rect: QRect, maximized: bool) -> None:
    settings = app_settings()
    settings.setValue("window/geometry", rect)
    settings.setValue("window/maximized", maximized)
    settings.sync()


# -- text size and contrast ------------------------------------------------------------


def text_size() -> int:
    """View › Text size, in per cent (100 the first time; a bad value reads as 100)."""
    try:
        value = int(str(app_settings().value("view/text_size", 100)))
    except ValueError:
        return 100
    return value if value in TEXT_SIZES else 100


def set_text_size(percent: int) -> None:
    if percent not in TEXT_SIZES:
        raise ValueError(f"{percent}: text sizes are {', '.join(map(str, TEXT_SIZES))}")
    settings = app_settings()
    settings.setValue("view/text_size", percent)
    settings.sync()


def high_contrast() -> bool:
    """View › High contrast (off the first time)."""
    return str(app_settings().value("view/high_contrast", "false")).lower() == "true"


def set_high_contrast(on: bool) -> None:
    settings = app_settings()
    settings.setValue("view/high_contrast", bool(on))
    settings.sync()
