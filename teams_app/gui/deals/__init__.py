"""The Deals tab: the notebook of each deal, the double-dummy analysis, cross-room checks
and each partnership against par.

- :mod:`.view` — the tab (:class:`DealsView`): the deal list beside the panels;
- :mod:`.tables` — its four table models (deal list, checks, partnerships, par deals);
- :mod:`.notebook` — one deal at one table: the auction (typed like ``1S P 2S P P P``
  or clicked on the bidding box, checked as you type), the opening lead and the four
  hands, with the double-dummy table and par once analysed;
- :mod:`.widgets` — the bidding box, the auction grid and the double-dummy table;
- :mod:`.checks` — what the two tables recorded that cannot both be right, each with the
  proposed action (and the annulment dialog when a reason is proposed);
- :mod:`.partnerships` — each partnership's games, points, net and points given away
  against par;
- :mod:`.text` — how calls, contracts, par and results are written.

Every figure comes from :mod:`models.deal_rows` (the core's numbers); every
change goes through :class:`~teams_app.gui.session.MatchSession`.
"""

from teams_app.gui.deals.view import DealsView

__all__ = ["DealsView"]
