"""The match setup wizard: teams and players, the seat draw, settings, the file.

Every page validates as the user types and keeps Next disabled (with the reason shown)
until it is valid.  Finishing creates the match file with ``operations.create_match``; the path
is then in :attr:`SetupWizard.created_path`.  Tests drive it by setting the registered
fields (``setField("team_a", …)``), calling the draw page's methods, ``next()`` and
``accept()``.

- :mod:`.dialog` — the wizard (:class:`SetupWizard`): its pages in order, what was
  entered, the summary, creating the file;
- :mod:`.teams` — page 1, the teams, their players and reserves;
- :mod:`.draw` — page 2, the seat draw;
- :mod:`.settings` — page 3, the match's settings;
- :mod:`.file` — page 4, where the file goes;
- :mod:`.common` — what the pages share.
"""

from teams_app.gui.wizard.dialog import SetupWizard

__all__ = ["SetupWizard"]
