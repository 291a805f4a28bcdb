"""A tool result's data as an output states it, each thing once (the Markdown export,
md_fields.py, and the terminal's expanded calls, to_terminal/terminal_calls.py).

Works on the export's data (render/export_data.py `data` of the result's output).
"""

from __future__ import annotations

import re
from typing import Any



#: results whose page view (templates/tools/<kind>_output.html) states their text by typed
#: fields and never shows `text` itself (a Read's numbered lines, an edit's message, a
#: command's stdout and stderr, a Glob's file list …). Any other output (the generic
#: view, a Grep's matches, a skill's, an SDK server result's) shows its text: it stays.
RESTATED = frozenset({"ReadOutput", "FileChangeOutput", "ShellOutput", "TaggedOutput",
                      "StatusOutput", "FileListOutput", "TodoOutput", "AnswersOutput",
                      "PlanOutput", "WebOutput", "AgentOutput", "WebSearchOutput"})
_WORD = re.compile(r"\w+")


def _words(value: Any, into: set[str]) -> set[str]:
    """Every word of a data value's strings and numbers (keys not included)."""
    if isinstance(value, dict):
        for item in value.values():
            _words(item, into)
    elif isinstance(value, list):
        for item in value:
            _words(item, into)
    elif value is not None:
        into.update(_WORD.findall(value if isinstance(value, str) else str(value)))
    return into


def result_data(output: dict[str, Any], call_file: str = "") -> dict[str, Any]:
    """A result's data as the export states it, each thing once: without its raw `text`
    where its typed fields restate it (RESTATED, and only when they hold every word of
    it: a text with anything more stays), and without a `file_path` that is its call's
    (`call_file`, stated with the call's input already)."""
    kept = dict(output)
    text = kept.get("text")
    if kept.get("type") in RESTATED and isinstance(text, str) and text:
        others = [v for k, v in kept.items() if k not in ("type", "text")]
        # a field that is the text itself holds every word of it (a command's stdout, a
        # fetched page's content): no word sets needed (they were ~3% of a cold archive run)
        if any(isinstance(v, str) and v == text for v in others) \
                or set(_WORD.findall(text)) <= _words(others, set()):
            del kept["text"]
    if call_file and kept.get("file_path") == call_file:
        del kept["file_path"]
    return kept
