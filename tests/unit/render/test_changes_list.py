"""What a session changed, as every output states it (issue 33 item 2): the page's Changes
list under the session header (readable without the script: a fold of links to each edit
call's card, with +/- counts), the toolbar's Changes button, and the Markdown export's list.

Fixture: outcome (make_turn_fixtures.py): three files changed, one by two calls, one edit
failing (left out), one file only read (not listed).
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from cc2html.options import Options
from cc2html.pipeline import convert
from helpers import TEST_DATA, render_path
from md_anchors_check import heading_ids, in_file_links


def _changes_html() -> tuple[str, str]:
    page = render_path(TEST_DATA / "outcome.jsonl")
    found = re.search(r'<details class="changes".*?</details>', page, re.S)
    assert found is not None
    return page, found.group(0)


def test_the_changes_list_links_every_edit_call_with_its_counts():
    page, changes = _changes_html()
    items = re.findall(r"<li>(.*?)</li>", changes, re.S)
    paths = [re.search(r"<code>(.*?)</code>", item).group(1) for item in items]
    assert paths == ["lib/registry.ex", "test/registry_test.exs", "lib/hooks.ex"]
    assert '+3</span> <span class="minus">−2' in items[0] and "2 edits" in items[0]
    edit_ids = set(re.findall(r'id="([^"]+)" data-filter="tool" data-tool="(?:Edit|Write)"', page))
    failed = re.findall(r'class="msg tool-pair tool_use has-error" id="([^"]+)"', page)
    assert set(re.findall(r'href="#([^"]+)"', changes)) == edit_ids - set(failed)
    assert "app.ex" not in changes  # read, and its edit failed


def test_the_toolbar_offers_the_changes_view():
    page, _ = _changes_html()
    assert 'data-action="changes"' in page


def test_a_session_without_edits_has_no_changes_list():
    assert '<details class="changes"' not in render_path(TEST_DATA / "compacted.jsonl")


def test_the_markdown_export_lists_the_changed_files():
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "outcome.md"
        convert(TEST_DATA / "outcome.jsonl", out, options=Options(output_format="md"))
        text = out.read_text(encoding="utf-8")
    block = text.split("**Changes**", 1)[1].split("\n\n", 1)[0]
    assert block.startswith(": 3 files changed, +6 −2")
    rows = [re.sub(r"\]\(#[^)]*\)", "]", row) for row in block.splitlines()[1:]]
    assert rows == ["- `lib/registry.ex` +3 −2 (2 edits: [1], [2])",
                    "- `test/registry_test.exs` +2 −0 ([edit])",
                    "- `lib/hooks.ex` +1 −0 ([edit])"]
    # each link goes to its call's heading, as GitHub anchors headings
    targets, ids = in_file_links(block), heading_ids(text)
    assert len(targets) == 4 and set(targets) <= set(ids)
    assert [ids[t].split(" — ")[0].split("/")[-1] for t in targets] == [
        "registry.ex", "registry.ex", "registry_test.exs", "hooks.ex"]


def test_a_subagents_edits_are_listed_and_linked_to_their_cards():
    """Fixture subagent_edits: the main agent edits cache.ex (twice, over two turns), its
    subagent edits app.ex and writes cache_test.exs."""
    page = render_path(TEST_DATA / "subagent_edits.jsonl")
    changes = re.search(r'<details class="changes".*?</details>', page, re.S).group(0)
    paths = re.findall(r"<li>.*?<code>(.*?)</code>", changes, re.S)
    assert paths == ["lib/cache.ex", "lib/app.ex", "test/cache_test.exs"]
    edit_ids = set(re.findall(r'id="([^"]+)" data-filter="tool" data-tool="(?:Edit|Write)"', page))
    assert len(edit_ids) == 4 and set(re.findall(r'href="#([^"]+)"', changes)) == edit_ids
    first_turn = re.search(r'<span class="turn-edits">.*?</span></span>', page, re.S)
    assert first_turn is not None
    assert re.findall(r"<code>(.*?)</code>", first_turn.group(0)) == [
        "cache.ex", "app.ex", "cache_test.exs"]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "sub.md"
        convert(TEST_DATA / "subagent_edits.jsonl", out, options=Options(output_format="md"))
        block = out.read_text(encoding="utf-8").split("**Changes**", 1)[1].split("\n\n", 1)[0]
    rows = [re.sub(r"\]\(#[^)]*\)", "]", row) for row in block.splitlines()[1:]]
    assert rows == ["- `lib/cache.ex` +2 −1 (2 edits: [1], [2])", "- `lib/app.ex` +1 −0 ([edit])",
                    "- `test/cache_test.exs` +3 −0 ([edit])"]
