#!/usr/bin/env python3
"""Writes the persisted-output fixtures (hand-made): test_data/persisted_output.jsonl and
its folder `persisted_output/tool-results/`.

Claude Code moves a tool result too large for the transcript to
`<session>/tool-results/<id>.txt` and keeps a 2 KB preview in `<persisted-output>`
(formats.md §3f; the marker's wording as in the real 2.1.39 session of
`../shared/corpus/marot-spotter`, `persistedOutputSize` as 2.1.260 writes it). Calls:
  toolu_big1   Bash, coloured output, its file there: shown whole
  toolu_big2   Grep (no sidecar), `persistedOutputSize` given, its file there (JSON)
  toolu_gone   Bash, its file no longer there: the preview and a plain note
  toolu_abs    hostile: the marker names /etc/passwd (no tool-results folder)
  toolu_dots   hostile: `…/tool-results/../outside.txt`, a file that does exist beside
               the folder (it must never be shown)
  toolu_link   hostile: a name the tests make a symlink to outside.txt (not in git)
Run `python test_data/make_persisted_fixtures.py`, then refresh the snippet with
`pytest tests/snippets -k persisted --update-snippets` and read the diff.
"""

from __future__ import annotations

import shutil

from make_fixtures import HERE, Session

NAME = "persisted_output"
SID = "5e55ed00-0000-4000-8000-000000000001"
DIR = f"/home/dev/.claude/projects/-home-dev-project/{SID}/tool-results"
#: the whole output of toolu_big1: 80 coloured lines
BIG = "".join(f"\x1b[32m✓\x1b[39m test {n:03d} passed\n" for n in range(1, 81)) + \
    "\x1b[1mAll 80 tests passed\x1b[22m\n"
JSON_OUT = '{"matches": [' + ", ".join(f'"src/m{n}.py"' for n in range(1, 41)) + "]}\n"
OUTSIDE = "SECRET-OUTSIDE-THE-FOLDER\n"


def marker(size: str, path: str, preview: str) -> str:
    return (f"<persisted-output>\nOutput too large ({size}). Full output saved to: {path}\n\n"
            f"Preview (first 2KB):\n{preview}\n...\n</persisted-output>")


def session() -> Session:
    s = Session(NAME, SID)
    s.user("Run the whole test suite, then find the modules.")
    bash = {"stdout": BIG[:300], "stderr": "", "interrupted": False, "isImage": False}
    s.tool("Bash", {"command": "npm test"}, marker("2.4KB", f"{DIR}/toolu_big1.txt", BIG[:300]),
           "toolu_big1", sidecar=bash)
    s.tool("Grep", {"pattern": "import", "output_mode": "files_with_matches"},
           [{"type": "text", "text": marker("0.6KB", f"{DIR}/toolu_big2.json", JSON_OUT[:120])}],
           "toolu_big2", sidecar={"persistedOutputPath": f"{DIR}/toolu_big2.json",
                                  "persistedOutputSize": len(JSON_OUT.encode())})
    s.tool("Bash", {"command": "npm run lint"},
           marker("257.8KB", f"{DIR}/toolu_gone.txt", "src/a.ts: 3 warnings"), "toolu_gone")
    s.tool("Bash", {"command": "cat /etc/passwd"},
           marker("3KB", "/etc/passwd", "root:x:0:0:root"), "toolu_abs")
    s.tool("Bash", {"command": "cat notes"},
           marker("3KB", f"{DIR}/../outside.txt", "a preview of the notes"), "toolu_dots")
    s.tool("Bash", {"command": "cat linked"},
           marker("3KB", f"{DIR}/toolu_link.txt", "a preview through a link"), "toolu_link")
    s.assistant([{"type": "text", "text": "All 80 tests pass; 40 modules import something."}],
                msg_id="msg_09")
    return s


def main() -> None:
    folder = HERE / NAME
    shutil.rmtree(folder, ignore_errors=True)
    (folder / "tool-results").mkdir(parents=True)
    (folder / "tool-results" / "toolu_big1.txt").write_text(BIG, encoding="utf-8", newline="\n")
    (folder / "tool-results" / "toolu_big2.json").write_text(JSON_OUT, encoding="utf-8",
                                                             newline="\n")
    (folder / "outside.txt").write_text(OUTSIDE, encoding="utf-8", newline="\n")
    session().write()


if __name__ == "__main__":
    main()
