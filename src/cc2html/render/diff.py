"""Unified diffs of edits, as text for the 'diff' lexer."""

from __future__ import annotations

import difflib


def unified_diff(old: str, new: str) -> str:
    """The whole edit as a diff: every line of both sides stays visible (full context)."""
    old_lines, new_lines = old.splitlines(), new.splitlines()
    context = max(len(old_lines), len(new_lines))
    lines = difflib.unified_diff(old_lines, new_lines, "before", "after", n=context, lineterm="")
    text = "\n".join(list(lines)[2:])  # drop the ---/+++ header lines
    if not text and old == new:
        return " " + "\n ".join(old.splitlines())
    return text
