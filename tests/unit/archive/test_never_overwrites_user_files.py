"""cc2html never overwrites a file it did not write: a user's own file, folder or symlink
at the path a new session's page would take moves that page to the next free name; one
at an index or search file's path stays as it is and is reported as an output problem.
Files cc2html wrote itself (a manifest lost since) are replaced as before."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive.manifest import FILENAME
from cc2html.cli.app import app
from helpers import deadline, one_prompt_session


def _run(src: Path, out: Path, *more: str) -> tuple[int, dict]:
    with deadline(60):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1", *more])
    assert "Traceback" not in result.output
    return result.exit_code, json.loads(result.stdout)


def test_a_users_file_where_a_new_page_would_go_survives(tmp_path: Path) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    one_prompt_session(src / "app" / "b.jsonl", 2, "bravo words")
    (out / "app").mkdir(parents=True)
    (out / "app" / "a.html").write_text("<p>my own page about a</p>")
    (out / "app" / "b.html").mkdir()  # a folder of the user's
    (out / "app" / "b.html" / "x.txt").write_text("mine")
    code, data = _run(src, out)
    assert code == 0, data
    assert (out / "app" / "a.html").read_text() == "<p>my own page about a</p>"
    assert (out / "app" / "b.html" / "x.txt").read_text() == "mine"
    assert "alpha words" in (out / "app" / "a-2.html").read_text()
    assert "bravo words" in (out / "app" / "b-2.html").read_text()
    index = (out / "app" / "index.html").read_text()
    assert 'href="a-2.html"' in index and 'href="a.html"' not in index
    code, data = _run(src, out)  # stable: the same names, nothing rewritten
    assert code == 0 and data["pages"]["written"] == 0
    assert (out / "app" / "a.html").read_text() == "<p>my own page about a</p>"


def test_a_symlink_where_a_page_would_go_is_left_alone(tmp_path: Path) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    target = tmp_path / "elsewhere.html"
    target.write_text("precious")
    (out / "app").mkdir(parents=True)
    os.symlink(target, out / "app" / "a.html")
    assert _run(src, out)[0] == 0
    assert (out / "app" / "a.html").is_symlink() and target.read_text() == "precious"
    assert "alpha words" in (out / "app" / "a-2.html").read_text()


def test_users_index_and_search_files_are_reported_not_overwritten(tmp_path: Path) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    mine = {"index.html": "<h1>my site</h1>", "app/index.html": "<h1>my app</h1>",
            "search.html": "my search", "cc2html-search/sessions.js": "var mine = 1;"}
    for rel, text in mine.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text)
    for _ in range(2):  # and a later run does not take them either
        code, data = _run(src, out)
        assert code == 1
        refused = {row["page"] for row in data["unwritable"]}
        assert refused == set(mine)
        assert {rel: (out / rel).read_text() for rel in mine} == mine
    assert "alpha words" in (out / "app" / "a.html").read_text()  # the rest is written


def test_its_own_files_are_replaced_when_the_manifest_is_lost(tmp_path: Path) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    assert _run(src, out)[0] == 0
    (out / FILENAME).unlink()
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha changed")
    code, data = _run(src, out)
    assert code == 0 and data["unwritable"] == []
    assert "alpha changed" in (out / "app" / "a.html").read_text()
    assert not (out / "app" / "a-2.html").exists()


#: a user's files that quote cc2html's marks without being its files: an export's header
#: line in notes (quoted, in the text, or its first lines followed by notes of their own), a page about cc2html showing its generator <meta>, a JSON file naming it
#: as its generator among other members, a script calling the search data's function
QUOTING = [
    (".md", "# My notes\n\n> *a.jsonl: 1 session · exported by cc2html*\n\nmy own words\n"),
    (".md", "*a.jsonl: 1 session · exported by cc2html*\n"),
    (".md", "# a\n\nsee\n*a.jsonl: 1 session · exported by cc2html*\n"),
    (".md", "# a\n\n*a.jsonl: 1 session · exported by cc2html*\n\nmy notes on a\n"),
    (".html", '<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>mine</title>\n</head>\n<body><!--\n'
             '<meta name="generator" content="cc2html 0.1.0">\n--></body></html>\n'),
    (".json", '{\n "notes": "mine",\n "generator": "cc2html 0.1.0"\n}\n'),
    (".json", '{"$schema": "urn:cc2html:session-export:1", "schema_version": "1.0", '
              '"generator": "cc2html 0.1.0"}\n'),
    (".js", "// mine: calls cc2htmlSearch.sessions(x) later\n"),
]


def test_a_file_that_quotes_a_mark_is_not_taken_for_cc2htmls(tmp_path: Path) -> None:
    """Only a file beginning exactly as cc2html begins that kind of file is its own."""
    from cc2html.archive.claim import foreign

    for n, (suffix, text) in enumerate(QUOTING):
        path = tmp_path / f"f{n}{suffix}"
        path.write_text(text, encoding="utf-8")
        assert foreign(path), (suffix, text)


def test_a_users_notes_quoting_an_exports_header_survive_a_markdown_run(tmp_path: Path) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    (out / "app").mkdir(parents=True)
    mine = {"app/a.md": QUOTING[0][1], "index.json": QUOTING[4][1]}
    for rel, text in mine.items():
        (out / rel).write_text(text, encoding="utf-8")
    code, data = _run(src, out, "--format", "md")
    assert code == 0, data
    assert (out / "app" / "a.md").read_text(encoding="utf-8") == mine["app/a.md"]
    assert "alpha words" in (out / "app" / "a-2.md").read_text(encoding="utf-8")
    code, data = _run(src, out, "--format", "json")
    assert code == 1 and {row["page"] for row in data["unwritable"]} == {"index.json"}
    assert (out / "index.json").read_text(encoding="utf-8") == mine["index.json"]


@pytest.mark.parametrize("fmt", ["md", "json"])
def test_its_own_exports_are_replaced_when_the_manifest_is_lost(tmp_path: Path,
                                                                fmt: str) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    assert _run(src, out, "--format", fmt)[0] == 0
    (out / FILENAME).unlink()
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha changed")
    code, data = _run(src, out, "--format", fmt)
    assert code == 0 and data["unwritable"] == []
    assert "alpha changed" in (out / "app" / f"a.{fmt}").read_text(encoding="utf-8")
    assert not (out / "app" / f"a-2.{fmt}").exists()
