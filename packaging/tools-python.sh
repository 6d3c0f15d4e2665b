# Sourced by the Windows scripts: PYTHON, the Python that runs pip, draws the icon and
# reads the installed app's outputs (PySide6 and Pillow).  Given: used as it is.  Not
# given: the test environment .venv/bin/python, made first as the README's install makes
# it when this is a fresh clone without it.
if [ -z "${PYTHON:-}" ]; then
    PYTHON=$ROOT/.venv/bin/python
    if [ ! -x "$PYTHON" ]; then
        echo "$(basename "$0"): no .venv here: making it as the README says" \
             "(python3 -m venv .venv && .venv/bin/pip install -e '.[test]')"
        python3 -m venv "$ROOT/.venv"
        "$ROOT/.venv/bin/pip" install -q --disable-pip-version-check -e "$ROOT[test]"
    fi
fi
