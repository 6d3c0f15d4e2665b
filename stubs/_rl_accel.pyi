# The C accelerator of reportlab (package rl-accel), which ships no types: what
# teams-app reads of it.  reportlab.lib.rl_accel re-exports its functions, typed by
# types-reportlab.
version: str
