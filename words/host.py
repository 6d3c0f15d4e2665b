"""Words of who runs the match and what the host's room may see (spec §13)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "host.played": ("played", "изиграно", "сыграна"),
    "host.waiting": ("waiting", "чака", "ждёт"),
    "host.table": ("the host plays at table {t}", "домакинът играе на маса {t}",
                   "хозяин играет за столом {t}"),
    "host.none": ("the host does not play", "домакинът не играе", "хозяин не играет"),
    "host.hidden_step": ("hidden until both tables have played the deal",
                         "скрито, докато и двете маси изиграят раздаването",
                         "скрыто, пока оба стола не сыграют сдачу"),
    "host.both_rooms": ("BOTH ROOMS SHOWN — keep this screen away from the tables",
                        "ПОКАЗАНИ СА ДВЕТЕ ЗАЛИ — пазете екрана от масите",
                        "ПОКАЗАНЫ ОБА ЗАЛА — держите экран подальше от столов"),
    "host.room": ("Room of table {t}: the other table's results are hidden until both "
                  "tables have played a deal",
                  "Залата на маса {t}: резултатите на другата маса са скрити, докато и "
                  "двете маси изиграят раздаването",
                  "Зал стола {t}: результаты другого стола скрыты, пока оба стола не "
                  "сыграют сдачу"),
    "host.law86c": ("A replay is set for the end of the match: no balance that includes "
                    "round {r} is shown until it is played at both tables (Law 86C)",
                    "Има преиграване в края на мача: баланс, който включва тур {r}, "
                    "не се показва, докато то не се изиграе на двете маси (закон 86C)",
                    "Переигровка назначена на конец матча: баланс, включающий тур {r}, "
                    "не показывается, пока она не сыграна за обоими столами (закон 86C)"),
    "error.host_table": ('"{text}": the host plays at table 1 or 2, or does not play (none)',
                         '"{text}": домакинът играе на маса 1 или 2, или не играе',
                         '"{text}": хозяин играет за столом 1 или 2 или не играет'),
    "error.result_hidden": ("a result kept out of sight is not written anywhere",
                            "скрит резултат не се записва никъде",
                            "скрытый результат нигде не записывается"),
}
