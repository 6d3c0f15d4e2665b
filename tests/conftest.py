"""Test configuration: Qt runs offscreen, always (without a display Qt would abort)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
