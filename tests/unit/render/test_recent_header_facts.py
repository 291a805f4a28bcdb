"""The session's own fact lines (issue 32) are stated where a reader looks: the header of the
page, the Markdown and JSON exports and the terminal, from the one list render/facts.py
makes. URLs are linked only when they are plain https ones; an agent's colour is a class
of a fixed palette. Fixture: test_data/session_kinds.jsonl (hand-made, formats.md §3a).
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

from cc2html.pipeline import Options, build, convert
from cc2html.tree.session_facts import https_url
from helpers import TEST_DATA, render_lines, render_path, terminal_outputs, user_line

KINDS = TEST_DATA / "session_kinds.jsonl"
PR = "https://github.com/o/r/pull/123"
REMOTE = "https://claude.ai/code/session_01HANDMADE"


def _export(fmt: str) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / f"out.{fmt}"
        convert(KINDS, out, options=Options(output_format=fmt))
        return out.read_text(encoding="utf-8")


def _fact(page: str, key: str) -> str:
    found = re.search(rf'<dd data-fact="{key}"[^>]*>(.*?)</dd>', page, re.S)
    assert found, key
    return found.group(1)


def test_the_html_header_states_worktree_mode_pr_and_remote_control():
    page = render_path(KINDS)
    assert "parser-commas" in _fact(page, "worktree")
    assert _fact(page, "mode") == "<code>normal</code>"
    assert f'<a href="{PR}" rel="noopener noreferrer nofollow">o/r#123</a>' in \
        _fact(page, "pull_requests")
    assert f'<a href="{REMOTE}"' in _fact(page, "remote_control")
    assert "storage" in _fact(page, "tags")


def test_a_pr_url_that_is_not_https_is_named_not_linked():
    page = render_path(KINDS)
    assert _fact(page, "pull_requests").startswith("o/evil#2, ")
    assert "javascript:" not in page


def test_the_agent_name_is_labelled_with_its_palette_colour():
    assert 'class="badge agent-name agent-colour-purple">reviewer<' in render_path(KINDS)


def test_the_json_export_states_them():
    facts = json.loads(_export("json"))["sessions"][0]["facts"]
    assert facts["worktree"] == "parser-commas"
    assert facts["mode"] == "normal"
    assert facts["remote_control"] == REMOTE
    assert facts["pull_requests"] == [
        {"url": "", "number": "2", "repository": "o/evil"},
        {"url": PR, "number": "123", "repository": "o/r"}]
    assert facts["agent_name"] == "reviewer" and facts["tags"] == ["storage"]


def test_the_markdown_export_states_them():
    text = _export("md")
    for line in ("- Worktree: `parser-commas (branch worktree-parser-commas)`",
                 "- Mode: `normal`", f"- Pull requests: `o/evil#2, o/r#123 {PR}`",
                 f"- Remote control: `{REMOTE}`", "- Agent name: `reviewer`"):
        assert line in text


def test_the_terminal_states_them():
    doc, _, _ = build(KINDS)
    shown = terminal_outputs(doc)[1]
    assert "parser-commas" in shown and REMOTE in shown and "o/r#123" in shown


def test_hostile_values_are_text_and_never_a_class_or_a_link():
    page = render_lines([
        user_line(1, "hi"),
        {"type": "agent-color", "agentColor": 'red" onmouseover="x', "sessionId": "s1"},
        {"type": "agent-name", "agentName": "<script>alert(1)</script>", "sessionId": "s1"},
        {"type": "system", "subtype": "bridge_status", "sessionId": "s1", "uuid": "b1",
         "url": "https://x.invalid/\" onclick=\"y", "content": "on"},
        {"type": "pr-link", "prUrl": "https://x.invalid/<b>", "prNumber": 1, "sessionId": "s1"},
    ])
    assert "agent-colour-" not in page.split("</style>")[-1]
    assert "<script>alert(1)" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert 'data-fact="remote_control"' not in page
    assert 'href="https://x.invalid/' not in page


def test_https_url_takes_plain_https_only():
    assert https_url(PR) == PR
    for bad in ("http://x.org", "javascript:alert(1)", "https://a b", "https://a\"b",
                "https://a\nb", " https://a", "https://" + "a" * 3000, "https://"):
        assert https_url(bad) == "", bad


def test_a_subagents_name_heads_its_thread(tmp_path: Path):
    main = tmp_path / "s.jsonl"
    main.write_text(json.dumps(user_line(1, "go")) + "\n" + json.dumps(user_line(9, "ok")) + "\n")
    folder = tmp_path / "s" / "subagents"
    folder.mkdir(parents=True)
    lines = [user_line(2, "Review it", isSidechain=True, agentId="a0b1"),
             {"type": "agent-name", "agentName": "lexer-reviewer", "sessionId": "s1"},
             {"type": "agent-color", "agentColor": "cyan", "sessionId": "s1"}]
    (folder / "agent-a0b1.jsonl").write_text("".join(json.dumps(o) + "\n" for o in lines))
    page = render_path(main)
    assert 'class="badge agent-name agent-colour-cyan">lexer-reviewer</span>' in page
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out.json"
        convert(main, out, options=Options(output_format="json"))
        [sub] = json.loads(out.read_text())["sessions"][0]["unlinked_subagents"]
    assert (sub["name"], sub["colour"]) == ("lexer-reviewer", "cyan")
    doc, _, _ = build(main)
    assert "lexer-reviewer" in terminal_outputs(doc)[1]
