"""Folder mode in Markdown and JSON (`cc2html DIR -o OUT --format md|json`, issue 18): a
linked Markdown tree with no broken links, one JSON per session and an index.json that
its schema accepts, each format incremental on its own beside the others in one OUT."""

from __future__ import annotations

import json
import os
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.render.to_json.index_schema import index_schema
from cc2html.render.to_json.json_schema import schema
from md_tree import broken_links, links, make_tree, run, snapshot


@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    return make_tree(tmp_path / "projects"), tmp_path / "out"


def test_a_folder_exported_as_markdown_has_no_broken_links(tree):
    src, out = tree
    summary = run(src, out, "--format", "md")
    assert summary["sessions"] == 5 and summary["index"] == str(out / "index.md")
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.md"))
    assert files == ["-home-dev-app/agent.md", "-home-dev-app/aside.md",
                     "-home-dev-app/index.md", "-home-dev-app/multi.md", "index.md",
                     "my notes (2)/a b#c (1).md", "my notes (2)/index-session.md",
                     "my notes (2)/index.md"]
    assert broken_links(out) == []
    top = (out / "index.md").read_text(encoding="utf-8")
    assert sorted(links(top)) == ["-home-dev-app/index.md", "my%20notes%20%282%29/index.md"]
    project = (out / "my notes (2)" / "index.md").read_text(encoding="utf-8")
    assert "../index.md" in links(project) and "a%20b%23c%20%281%29.md" in links(project)
    session = (out / "-home-dev-app" / "agent.md").read_text(encoding="utf-8")
    assert "index.md" in links(session)  # up to its project


def test_subagents_are_nested_in_their_session_file(tree):
    src, out = tree
    run(src, out, "--format", "md")
    aside = (out / "-home-dev-app" / "aside.md").read_text(encoding="utf-8")
    assert "❖ Subagent" in aside and not (out / "-home-dev-app" / "aside").exists()


def test_a_json_folder_has_one_file_per_session_and_an_index_its_schema_accepts(tree):
    src, out = tree
    run(src, out, "--format", "json")
    index = json.loads((out / "index.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(index_schema())
    jsonschema.Draft202012Validator(index_schema()).validate(index)
    files = [s["file"] for p in index["projects"] for s in p["sessions"]]
    assert len(files) == 5 and all((out / f).is_file() for f in files)
    for file in files:
        jsonschema.Draft202012Validator(schema()).validate(
            json.loads((out / file).read_text(encoding="utf-8")))
    assert not list(out.rglob("*.md")) and not list(out.rglob("*.html"))


def test_cc2html_schema_index_prints_the_index_schema():
    result = CliRunner().invoke(app, ["schema", "index"])
    assert result.exit_code == 0 and json.loads(result.stdout) == index_schema()
    assert CliRunner().invoke(app, ["schema", "pages"]).exit_code == 2


@pytest.mark.parametrize("fmt", ["md", "json"])
def test_a_second_run_writes_nothing(tree, fmt):
    src, out = tree
    run(src, out, "--format", fmt)
    before = snapshot(out)
    again = run(src, out, "--format", fmt)
    assert again["pages"] == {"written": 0, "unchanged": 5, "removed": 0}
    assert again["indexes"]["written"] == 0 and snapshot(out) == before


@pytest.mark.parametrize("fmt", ["md", "json"])
def test_a_changed_session_redoes_only_its_file(tree, fmt):
    src, out = tree
    run(src, out, "--format", fmt)
    before = snapshot(out)
    path = src / "-home-dev-app" / "multi.jsonl"
    path.write_text(path.read_text(encoding="utf-8").replace("First session", "Changed"),
                    encoding="utf-8")
    again = run(src, out, "--format", fmt)
    assert again["pages"] == {"written": 1, "unchanged": 4, "removed": 0}
    after = snapshot(out)
    changed = {k for k in after if after[k] != before.get(k)}
    page = f"-home-dev-app/multi.{fmt}"
    indexes = {"-home-dev-app/index.md", "index.md"} if fmt == "md" else {"index.json"}
    copy = ".cc2html/sources/-home-dev-app/multi.tgz"
    assert changed - indexes == {page, copy}


def test_html_md_and_json_share_one_out_without_touching_each_other(tree):
    src, out = tree
    written = {}
    for fmt in ("html", "md", "json"):
        before = snapshot(out) if out.exists() else {}
        written[fmt] = run(src, out, "--format", fmt)["pages"]["written"]
        after = snapshot(out)
        assert all(after[k] == v for k, v in before.items() if not k.startswith(".cc2html/")), fmt
    assert written == {"html": 5, "md": 5, "json": 5}
    before = snapshot(out)
    for fmt in ("md", "html", "json"):
        assert run(src, out, "--format", fmt)["pages"]["written"] == 0
    assert snapshot(out) == before
    for suffix in (".html", ".md", ".json"):
        assert (out / "-home-dev-app" / f"agent{suffix}").is_file()


def test_changing_the_detail_level_redoes_that_format_only(tree):
    src, out = tree
    run(src, out, "--format", "html")
    run(src, out, "--format", "md")
    pages = snapshot(out)
    summary = run(src, out, "--format", "md", "--detail", "prompts")
    assert summary["pages"]["written"] == 5
    after = snapshot(out)
    assert {k for k in after if k.endswith(".html") and after[k] != pages[k]} == set()
    text = (out / "-home-dev-app" / "agent.md").read_text(encoding="utf-8")
    assert "detail: prompts" in text and "left out by the detail level" in text
    assert run(src, out, "--format", "md", "--detail", "prompts")["pages"]["written"] == 0
    assert run(src, out, "--format", "html")["pages"]["written"] == 0


@pytest.mark.parametrize("level", ["full", "conversation", "prompts"])
def test_every_detail_level_works_in_folder_mode(tree, level):
    src, out = tree
    run(src, out, "--format", "json", "--detail", level)
    index = json.loads((out / "index.json").read_text(encoding="utf-8"))
    assert index["detail"] == level
    doc = json.loads((out / "-home-dev-app" / "agent.json").read_text(encoding="utf-8"))
    assert doc["detail"] == level
    assert bool(doc["report"]["left_out"]) == (level != "full")


def test_a_page_at_another_level_in_folder_mode_leaves_out_what_it_says(tree):
    src, out = tree
    run(src, out, "--detail", "prompts")
    page = (out / "-home-dev-app" / "agent.html").read_text(encoding="utf-8")
    assert "left out" in page.lower()


def test_a_deleted_transcript_keeps_its_file_and_its_row(tree):
    src, out = tree
    for fmt in ("md", "json"):
        run(src, out, "--format", fmt)
    os.remove(src / "my notes (2)" / "index.jsonl")
    for fmt in ("md", "json"):
        summary = run(src, out, "--format", fmt)
        assert summary["kept_source_deleted"] == 1 and summary["pages"]["removed"] == 0
    kept = (out / "my notes (2)" / "index-session.md").read_text(encoding="utf-8")
    assert "> Source deleted: a run last saw this transcript on" in kept
    project = (out / "my notes (2)" / "index.md").read_text(encoding="utf-8")
    assert "source deleted, last seen" in project and broken_links(out) == []
    index = json.loads((out / "index.json").read_text(encoding="utf-8"))
    gone = [s for p in index["projects"] for s in p["sessions"] if s["source_deleted"]]
    assert [s["file"] for s in gone] == ["my notes (2)/index-session.json"]


def test_a_users_own_markdown_file_is_never_overwritten(tree):
    src, out = tree
    mine = out / "-home-dev-app" / "agent.md"
    mine.parent.mkdir(parents=True)
    mine.write_text("# my own notes\n", encoding="utf-8")
    (out / "index.json").write_text('{"mine": true}\n', encoding="utf-8")
    summary = run(src, out, "--format", "md")
    assert mine.read_text(encoding="utf-8") == "# my own notes\n"
    assert (out / "-home-dev-app" / "agent-2.md").is_file() and broken_links(out) == []
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--format", "json", "-j", "1"])
    assert result.exit_code == 1  # index.json is the user's: reported, not written
    assert (out / "index.json").read_text(encoding="utf-8") == '{"mine": true}\n'
    assert summary["exit_code"] == 0


def test_forget_removes_a_session_from_every_format(tree):
    src, out = tree
    for fmt in ("html", "md", "json"):
        run(src, out, "--format", fmt)
    result = CliRunner().invoke(app, ["forget", "multi", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert not list(out.rglob("multi.*"))
    assert "multi" not in (out / "-home-dev-app" / "index.md").read_text(encoding="utf-8")
    assert "multi" not in (out / "index.json").read_text(encoding="utf-8")
    assert broken_links(out) == []


def test_redaction_applies_to_a_folder_export(tmp_path):
    src, out = tmp_path / "projects", tmp_path / "out"
    (src / "p").mkdir(parents=True)
    secret = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
    line = {"type": "user", "uuid": "u1", "sessionId": "s1", "cwd": "/w",
            "timestamp": "2026-01-01T00:00:00Z",
            "message": {"role": "user", "content": f"token {secret} here"}}
    (src / "p" / "s.jsonl").write_text(json.dumps(line) + "\n", encoding="utf-8")
    for fmt in ("md", "json"):
        summary = run(src, out, "--format", fmt, "--redact")
        assert summary["redactions"]
    for file in out.rglob("*"):
        if file.is_file() and file.suffix in (".md", ".json"):
            assert secret not in file.read_text(encoding="utf-8")


@pytest.mark.parametrize("fmt", ["md", "json"])
def test_the_same_tree_gives_the_same_bytes(tree, tmp_path, fmt):
    src, out = tree
    run(src, out, "--format", fmt)
    run(src, tmp_path / "again", "--format", fmt)
    ours = {k: v[1] for k, v in snapshot(out).items() if not k.startswith(".cc2html/")}
    again = {k: v[1] for k, v in snapshot(tmp_path / "again").items()
             if not k.startswith(".cc2html/")}
    assert ours == again and len(ours) >= 6
