"""What GitHub Actions reads from a step: the job summary and the step's outputs.

The summary is appended to the file `$GITHUB_STEP_SUMMARY` names; each output is appended
to `$GITHUB_OUTPUT` in the multiline form, `NAME<<DELIMITER`, the value, `DELIMITER`
(docs.github.com "Workflow commands for GitHub Actions", "Multiline strings"), with a
delimiter made of random hex that the value is checked not to hold as a line, so no
value can end its own block early and set another output. A name is letters, digits,
`-` and `_` only.

`outputs` makes the outputs of a run: `page` (the first session's page), `pages` and
`folder`, `result` (the first result line's subtype, "" without one), `failed` ("true"
when a result line says the run failed) and `facts`: per session its id, title, source,
page, result and the JSON export's facts (render/facts.py `facts_json`), as JSON.
"""

from __future__ import annotations

import json
import re
import secrets
from pathlib import Path
from typing import Any

from ..render.facts import facts_json
from .runs import Rendered, SessionRun

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")


def output_block(name: str, value: str) -> str:
    """One output in the multiline form, with a delimiter the value does not hold."""
    if not _NAME.fullmatch(name):
        raise ValueError(f"not an output name: {name!r}")
    while True:
        delimiter = f"ghadelimiter_{secrets.token_hex(16)}"
        if delimiter not in value:
            break
    return f"{name}<<{delimiter}\n{value}\n{delimiter}\n"


def append(path: Path, text: str) -> None:
    """Append to a file the runner reads (it may not exist yet)."""
    with path.open("a", encoding="utf-8", newline="\n") as fh:
        fh.write(text)


def session_data(run: SessionRun) -> dict[str, Any]:
    """A session's entry in the `facts` output."""
    result = run.result
    return {
        "session_id": run.session_id, "title": run.title, "source": str(run.source),
        "page": str(run.page), "also": [str(p) for p in run.also],
        "result": None if result is None else {
            "subtype": result.subtype, "failed": result.failed, "errors": list(result.errors)},
        "failed_tool_calls": run.failed_calls,
        "masked": dict(sorted(run.masked.items())),
        "facts": facts_json(run.facts),
    }


def plain_word(text: str) -> str:
    """A result subtype as a workflow may splice it into a script: only `[a-z0-9_]` (the
    SDK's subtypes: success, error_max_turns, error_during_execution …), anything else
    `other`, so a hostile log cannot hand a step an expression or a command."""
    return text if re.fullmatch(r"[a-z0-9_]{1,64}", text) else "other"


def outputs(rendered: Rendered, folder: Path) -> dict[str, str]:
    """The step's outputs (module docstring)."""
    runs = rendered.runs
    results = [run.result for run in runs if run.result is not None]
    return {
        "page": str(runs[0].page) if runs else "",
        "pages": json.dumps([str(run.page) for run in runs]),
        "folder": str(folder),
        "result": plain_word(results[0].subtype) if results else "",
        "failed": "true" if any(r.failed for r in results) else "false",
        "facts": json.dumps([session_data(run) for run in runs], ensure_ascii=False),
    }


def write_outputs(path: Path, values: dict[str, str]) -> None:
    append(path, "".join(output_block(name, value) for name, value in values.items()))
