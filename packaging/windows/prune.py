"""Cut the Windows installer's package folder down to what the app runs (run by
packaging/build-windows.sh with the build machine's Python):

    python3 packaging/windows/prune.py STAGE

STAGE holds python/ (the embeddable CPython) and lib/ (the packages, from Windows
wheels).  Left in PySide6: the Qt modules the app imports (QT_MODULES), the plug-ins it
uses (QT_PLUGINS), Qt's translations in en/bg/ru, and the DLLs those need: the closure
of their import tables (read with mingw-w64's objdump), so a DLL nothing kept imports
goes.  Left out everywhere: tests, caches, type stubs, C headers and import libraries,
the packages' command-line launchers (lib/bin) and Qt's tools (designer, lupdate, ...).
Prints what it removed, in MB, and fails if a kept file imports a DLL that is neither
kept nor part of Windows.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

#: the PySide6 modules teams_app imports (grep "PySide6.Qt" teams_app models printing words)
#: and the two whose types QtHttpServer's bindings use (it does not import without them:
#: "libshiboken: could not import module 'PySide6.QtConcurrent'", then QtWebSockets)
QT_MODULES = {"QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtHttpServer", "QtPdf",
              "QtPdfWidgets", "QtPrintSupport", "QtConcurrent", "QtWebSockets"}
#: plug-ins by folder: the Windows platform (offscreen/minimal for headless printing),
#: Windows 11's style, the SVG icon, the TLS back-ends Qt's HTTP server asks for
QT_PLUGINS = {
    "platforms": {"qwindows", "qoffscreen", "qminimal"},
    "styles": {"qmodernwindowsstyle"},
    "imageformats": {"qsvg", "qico"},
    "iconengines": {"qsvgicon"},
    "tls": {"qschannelbackend", "qcertonlybackend"},
}
LANGUAGES = ("en", "bg", "ru")
#: Qt's translation catalogs of the libraries (not of its tools: assistant, designer, ...)
QT_TRANSLATION = re.compile(r"^qt(base|connectivity|declarative|location|multimedia|"
                            r"serialport|websockets)?_(en|bg|ru)\.qm$")
#: in PySide6/, besides the modules, DLLs and plug-ins: the package's own Python
PYSIDE_KEEP = {"__init__.py", "_config.py", "_git_pyside_version.py", "support",
               "plugins", "translations"}
#: folder names removed wherever they are
JUNK_DIRS = {"__pycache__", "tests", "include", "cmake", "_pyinstaller"}
JUNK_SUFFIXES = {".pyi", ".lib", ".a", ".h", ".c", ".pxd", ".pyx", ".cmake"}
#: Windows' own DLLs (and the API sets): not looked for in the folder
SYSTEM = re.compile(r"^(api-ms-win-|ext-ms-)|^(kernel32|user32|gdi32|advapi32|shell32|"
                    r"ole32|oleaut32|comdlg32|comctl32|ws2_32|winmm|version|netapi32|mpr|"
                    r"userenv|authz|ntdll|dwmapi|uxtheme|imm32|setupapi|"
                    r"shlwapi|crypt32|secur32|bcrypt|ncrypt|iphlpapi|dnsapi|d3d11|d3d12|"
                    r"dxgi|d3d9|dxva2|d2d1|dwrite|opengl32|glu32|wtsapi32|shcore|rpcrt4|"
                    r"msvcrt|combase|propsys|runtimeobject|dcomp|wininet|winhttp|"
                    r"icuuc|icuin|icu|cfgmgr32|powrprof|psapi|dbghelp|wintrust|"
                    r"credui|hid|d3dcompiler_47|usp10|winhttp|normaliz|mfplat|"
                    r"windowscodecs|uiautomationcore)\.dll$|^winspool\.drv$", re.I)


def imports(path: Path) -> list[str]:
    out = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", str(path)],
                         capture_output=True, text=True, check=True).stdout
    return re.findall(r"DLL Name: (\S+)", out)


def size_mb(path: Path) -> float:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files) / 1048576


def remove(path: Path, removed: dict[str, float], kind: str) -> None:
    removed[kind] = removed.get(kind, 0.0) + size_mb(path)
    if path.is_dir():
        shutil.rmtree(path)
    else:
        path.unlink()


def main(stage: Path) -> int:
    lib, python = stage / "lib", stage / "python"
    pyside, shiboken = lib / "PySide6", lib / "shiboken6"
    removed: dict[str, float] = {}

    # 1. PySide6: the modules used, their DLLs, the plug-ins and translations used
    for entry in sorted(pyside.iterdir()):
        if entry.is_dir() and entry.name not in PYSIDE_KEEP:
            remove(entry, removed, "Qt: QML, WebEngine resources, tools' data, headers")
        elif entry.is_file() and entry.suffix == ".pyd" and entry.stem not in QT_MODULES:
            remove(entry, removed, "Qt: modules the app does not import")
        elif entry.is_file() and entry.suffix.lower() in {".exe", ".json", ".lib", ".pyi",
                                                          ".typed"}:
            remove(entry, removed, "Qt: tools (designer, lupdate, ...), stubs")
    for folder in sorted((pyside / "plugins").iterdir()):
        wanted = QT_PLUGINS.get(folder.name, set())
        for plugin in sorted(folder.iterdir()):
            if plugin.stem not in wanted:
                remove(plugin, removed, "Qt: plug-ins the app does not use")
        if not any(folder.iterdir()):
            folder.rmdir()
    for entry in sorted((pyside / "translations").iterdir()):
        if not (entry.is_file() and QT_TRANSLATION.match(entry.name)):
            remove(entry, removed, "Qt: translations (tools', other languages)")

    # the DLLs: what the kept modules and plug-ins import, transitively
    local = {p.name.lower(): p for d in (pyside, shiboken, python) for p in d.glob("*.dll")}
    roots = [*pyside.glob("*.pyd"), *(pyside / "plugins").rglob("*.dll"),
             *shiboken.glob("*.pyd")]
    needed: set[Path] = set()
    missing: list[str] = []
    todo = list(roots)
    while todo:
        current = todo.pop()
        for name in imports(current):
            dll = local.get(name.lower())
            if dll is None:
                if not SYSTEM.match(name):
                    missing.append(f"{current.name} imports {name}")
                continue
            if dll not in needed:
                needed.add(dll)
                todo.append(dll)
    for folder in (pyside, shiboken):
        for dll in sorted(folder.glob("*.dll")):
            if dll not in needed:
                remove(dll, removed, "Qt: DLLs nothing kept imports")

    # 2. everywhere: tests, caches, stubs, headers, the packages' own launchers
    bin_dir = lib / "bin"
    if bin_dir.exists():
        remove(bin_dir, removed, "the packages' command-line launchers (lib/bin)")
    for path in sorted(stage.rglob("*"), key=lambda p: len(p.parts), reverse=True):
        if not path.exists():
            continue
        if path.is_dir() and path.name in JUNK_DIRS:
            remove(path, removed, "tests, caches, C headers")
        elif path.is_file() and path.suffix.lower() in JUNK_SUFFIXES:
            remove(path, removed, "type stubs, C sources and import libraries")

    for path in sorted(stage.rglob("*"), key=lambda p: len(p.parts), reverse=True):
        if path.is_dir() and not any(path.iterdir()):
            path.rmdir()

    for kind, mb in sorted(removed.items(), key=lambda item: -item[1]):
        print(f"prune: {mb:7.1f} MB  {kind}")
    print(f"prune: {size_mb(stage):7.1f} MB left in {stage}")

    if missing:
        print("prune: missing DLLs:\n  " + "\n  ".join(sorted(set(missing))), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
