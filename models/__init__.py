"""The match core: Stolitsa's two-room team match as a pure Python library (no Qt, no SQL)."""
