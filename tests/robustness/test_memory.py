"""Memory grows with the input by a bounded factor, stage by stage.

Peak memory is what the benchmark compares with claude-code-log's (W1: one long
session), and what grows with it is the built tree and, in the render, whatever the page
holds at once. The copy-as-Markdown data once made one string of the whole block (four
bytes a character as soon as one entry held an emoji) and copied it three times on its way
out: ~60 MB of a 20 MB session's peak. Here Python's own allocations are counted
(tracemalloc: deterministic, unlike RSS, and no timing) for a generated session at two
sizes, so a fixed cost (templates, lexers) cancels out and only the growth per added input
byte is bounded.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tracemalloc
from pathlib import Path
from typing import Any

from cc2html.pipeline import build_session
from cc2html.render.to_html.html import PageRenderer
from cc2html.render.page_info import PageInfo
from cc2html.tree.stats import document_stats
from cc2html.write import write_atomic

#: Python bytes per added input byte the built tree may hold (2.2 measured)
TREE = 3.0
#: Python bytes per added input byte the render may hold at its peak beyond the tree (0.4
#: measured: mostly the copy data, kept as UTF-8 until printed at the page's end; 0.8 when
#: its pieces were str, 4.2 when the block was one string)
RENDER = 1.0
#: the smaller session's turns (the larger has twice as many)
TURNS = 100


def _line(kind: str, index: int, content: Any) -> dict[str, Any]:
    return {"type": kind, "uuid": f"u{index}", "parentUuid": f"u{index - 1}" if index else None,
            "sessionId": "s", "timestamp": f"2026-01-01T{index // 3600 % 24:02d}:"
            f"{index // 60 % 60:02d}:{index % 60:02d}.000Z",
            "message": {"role": kind, "content": content}}


def _session(path: Path, turns: int) -> Path:
    """Prompts, answers with code, a command's output, an edit: the copy data's shapes."""
    rnd = random.Random(30)
    words = [f"w{n}" for n in range(500)] + ["<b>", "a < b", "`x`", "**y**", "é"]
    code = "\n".join(f"def f{i}(x):\n    return x < {i}" for i in range(20))
    lines: list[dict[str, Any]] = []
    for k in range(turns):
        said = " ".join(rnd.choice(words) for _ in range(60))
        if k == turns // 2:
            said += " \U0001f642"  # one character past U+FFFF in the whole session
        out = "\n".join(" ".join(rnd.choice(words) for _ in range(12)) for _ in range(25))
        for kind, content in (
                ("user", said),
                ("assistant", [{"type": "text", "text": f"Reply {k}:\n\n{said}\n\n"
                                                        f"```python\n{code}\n```"}]),
                ("assistant", [{"type": "tool_use", "id": f"t{k}", "name": "Bash",
                                "input": {"command": f"run {k}", "description": "d"}}]),
                ("user", [{"type": "tool_result", "tool_use_id": f"t{k}", "content": out}]),
                ("assistant", [{"type": "tool_use", "id": f"e{k}", "name": "Edit", "input": {
                    "file_path": f"/p/f{k}.py", "old_string": code,
                    "new_string": code.replace("return", "yield")}}]),
                ("user", [{"type": "tool_result", "tool_use_id": f"e{k}",
                           "content": "The file was updated."}])):
            lines.append(_line(kind, len(lines), content))
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def _measure(tmp_path: Path, turns: int) -> tuple[int, int, int]:
    """(input bytes, the built tree's bytes, the render's peak bytes beyond the tree)."""
    src = _session(tmp_path / f"s{turns}.jsonl", turns)
    tracemalloc.start()
    try:
        built = build_session(src)
        tree = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        write_atomic(tmp_path / f"s{turns}.html",
                     PageRenderer().page(built.doc, PageInfo("t", src.name),
                                         document_stats(built.doc)))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return src.stat().st_size, tree, peak - tree


def _measured(folder: Path) -> dict[str, float]:
    """Bytes per added input byte held by the tree and by the render, in this process."""
    _measure(folder, 5)  # templates, lexers and caches loaded before either size
    small, large = _measure(folder, TURNS), _measure(folder, 2 * TURNS)
    added = large[0] - small[0]
    return {"tree": (large[1] - small[1]) / added, "render": (large[2] - small[2]) / added}


def test_memory_grows_by_a_bounded_factor_of_the_input(tmp_path: Path) -> None:
    """Measured in a fresh interpreter: in a test worker that had run other tests, the render
    once counted 2.61 bytes per input byte (0.4 alone): tracemalloc counts every thread's
    allocations, and when the collector runs depends on what the process did before."""
    done = subprocess.run([sys.executable, __file__, str(tmp_path)], capture_output=True,
                          text=True, env={**os.environ, "CC2HTML_JOBS": "1"}, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    measured = json.loads(done.stdout.splitlines()[-1])
    assert measured["tree"] < TREE, f"the tree holds {measured['tree']:.2f} bytes per added input byte"
    assert measured["render"] < RENDER, \
        f"the render holds {measured['render']:.2f} bytes per added input byte"


if __name__ == "__main__":  # (the test's fresh interpreter: one process, every allocation counted)
    print(json.dumps(_measured(Path(sys.argv[1]))))
