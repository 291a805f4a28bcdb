"""cc2html never deletes or overwrites a file it did not write: how a file cc2html wrote
begins, and whether a path holds something else.

A file is cc2html's when it begins exactly as cc2html begins that kind of file (`FORMS`,
by the path's suffix): a page's head up to its generator `<meta>`, a Markdown file's
title, blank line, "… · exported by cc2html*" line and the start of its next block, a
JSON file's schema, version and generator members in that order, search data's
`cc2htmlSearch.` call, a page part's script mark, the colour script's first line. A mark anywhere else (a user's
notes quoting an export's header line, a page about cc2html showing its `<meta>`) makes
no file cc2html's. Both modes ask it: one file (cli/single.py) before replacing its
output, an archive (archive/claim.py) before writing at a path its manifest does not
record.
"""

from __future__ import annotations

import re
from pathlib import Path

from .render.to_html.colour_script import SHARED_MARK
from .render.to_markdown.md_text import MD_MARK

#: how every script in a large page's parts folder begins (render/to_html/part_scripts.py
#: SCRIPT_MARK)
PARTS_MARK = "/*cc2html-parts*/"
_VERSION = rb'cc2html [^"\\\n]{1,64}'
#: a page (page/_head.html): the head's first lines, the generator among its <meta> lines
_PAGE = re.compile(rb'<!DOCTYPE html>\n<html lang="[A-Za-z-]{1,35}">\n<head>\n'
                   rb'<meta charset="utf-8">\n(?:<meta [^\n]*>\n){0,8}'
                   rb'<meta name="generator" content="' + _VERSION + rb'">\n')
#: a Markdown export or index (render/to_markdown/markdown_export.py, export_index.py): its title, its
#: marked line and how its next block begins (the archive's links up, the first session,
#: the note of a deleted source, the index's first row, or none)
_MARKDOWN = re.compile(rb"# [^\n]*\n\n\*[^\n]*" + re.escape(MD_MARK.encode())
                       + "\n(?:\\Z|\n(?:\\[↑ |## Session 1: |> Source deleted: |- \\[|"
                         "No projects\\.|## Report\n))".encode())
#: a JSON export or index (render/to_json/json_export.py, export_index.py)
_JSON = re.compile(rb'\{\n "\$schema": "urn:cc2html:[a-z-]{1,40}:[0-9]{1,4}",\n'
                   rb' "schema_version": "[0-9.]{1,10}",\n "generator": "' + _VERSION + rb'",\n')
#: search data (search_index.py, search_text.py) and the shared colour script
_SCRIPT = re.compile(rb"cc2htmlSearch\.(?:text|shard|sessions)\(|"
                     + re.escape(SHARED_MARK.encode("utf-8")) + rb"|"
                     + re.escape(PARTS_MARK.encode("utf-8")))
#: how each kind of file cc2html writes into OUT begins, by its suffix
FORMS = {".html": _PAGE, ".md": _MARKDOWN, ".json": _JSON, ".js": _SCRIPT}
#: how much of a file is read to find its form
HEAD = 8192
#: the output problem reported for a path held by a file cc2html did not write
REFUSED = "not overwritten: a file cc2html did not write is there"


def foreign(path: Path) -> bool:
    """Whether something cc2html did not write is at `path` (nothing there: False)."""
    if path.is_symlink():
        return True
    if not path.exists():
        return False
    if not path.is_file():
        return True
    try:
        with open(path, "rb") as fh:
            head = fh.read(HEAD)
    except OSError:
        return True
    return not begins_as_ours(head, path.suffix)


def begins_as_ours(head: bytes, suffix: str) -> bool:
    """Whether `head` (a file's first HEAD bytes) begins as cc2html begins a file of that
    suffix: the one test of "a file cc2html wrote", for the runs and for watch."""
    form = FORMS.get(suffix.lower())
    return form is not None and form.match(head) is not None
