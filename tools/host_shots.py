"""Screenshots of the host as a person (issue 47) under Xvfb, on the two laptops of
issue 19 (1920×1080 at 150 % and 1366×768), in en, bg and ru, for docs/screenshots/:

- ``host-<screen>-<lang>-wizard.png``: the new-match wizard's settings page, asking who
  runs the match (B-4 chosen) and where the laptop stays, with the line saying why;
- ``host-<screen>-<lang>-summary.png``: its last page, the summary saying who runs the
  match and where he sits round by round;
- ``host-<screen>-<lang>-notice.png``: the window after round I, when the rotation moves
  B-4 to table 2: "Round II: you play at table 2 — …".

    .venv/bin/python tools/host_shots.py [en bg ru]

Starts its own X servers (Xvfb); the whole screen is saved with ImageMagick's ``import``.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fit_shots import OUT, ROOT, app_in, shots_main  # noqa: E402

#: the players, by language (the wizard's fields: team 1, then team 2)
PEOPLE = {
    "en": (("Vitosha", "Rila"), ("Ivan Petrov", "Maria Georgieva", "Georgi Dimitrov",
                                 "Elena Ivanova", "Nikolai Popov", "Anna Stoyanova",
                                 "Petar Kolev", "Vera Todorova")),
    "bg": (("Витоша", "Рила"), ("Иван Петров", "Мария Георгиева", "Георги Димитров",
                                "Елена Иванова", "Николай Попов", "Анна Стоянова",
                                "Петър Колев", "Вера Тодорова")),
    "ru": (("Спартак", "Динамо"), ("Иван Петров", "Мария Смирнова", "Сергей Волков",
                                   "Елена Орлова", "Николай Попов", "Анна Соколова",
                                   "Пётр Козлов", "Вера Новикова")),
}


def shoot(lang: str, screen: str) -> list[Path]:
    app, home = app_in(lang)
    import gui_play_data as data
    from PySide6.QtCore import QTimer

    from teams_app import operations as ops
    from teams_app.gui.mainwindow import MainWindow
    from teams_app.gui.wizard import SetupWizard
    from teams_app.gui.wizard.draw import DrawPage

    written: list[Path] = []

    def snap(name: str) -> None:
        path = OUT / f"host-{screen}-{lang}-{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        written.append(path)

    (team_1, team_2), names = PEOPLE[lang]
    wizard = SetupWizard(directory=home / "matches")
    wizard.show()
    wizard.setField("team_a", team_1)
    wizard.setField("team_b", team_2)
    for i, name in enumerate(names):
        wizard.setField(f"player_{'ab'[i // 4]}{i % 4 + 1}", name)
    wizard.setField("reserves_b", "Dimitar Angelov" if lang == "en" else "Димитър Ангелов")
    wizard.next()
    wizard.draw_page.set_mode(DrawPage.ORDER)
    wizard.next()
    wizard.settings_page.host.set("B-4", None)
    store = data.make_store(home, host_player="B-4")
    data.play_round(store, 1, random.Random(1959))
    ops.draw_score_cards(store, deal=7, rng=random.Random(7))
    store.close()
    window: list[MainWindow] = []
    steps = [
        (lambda: None, "wizard"),
        (wizard.next, "summary"),
        (lambda: _notice(window, wizard, store.path, lang), "notice"),
    ]

    def next_step() -> None:
        if not steps:
            app.quit()
            return
        act, name = steps.pop(0)
        act()

        def take() -> None:
            snap(name)
            QTimer.singleShot(100, next_step)

        QTimer.singleShot(900, take)

    QTimer.singleShot(1500, next_step)
    app.exec()
    for shown in window:
        shown.close_match()
    return written


def _notice(window: list, wizard, path: Path, lang: str) -> None:
    from teams_app.gui.mainwindow import MainWindow

    wizard.close()
    shown = MainWindow()
    shown.place_on_screen()
    shown.show()
    shown.open_file(path)
    shown.set_language(lang)
    window.append(shown)


def main(argv: list[str]) -> int:
    return shots_main(argv, __file__, shoot)


if __name__ == "__main__":
    assert ROOT.is_dir()
    raise SystemExit(main(sys.argv[1:]))
