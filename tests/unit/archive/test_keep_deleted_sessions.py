"""An archive keeps what it has seen: a session whose source Claude Code deleted keeps its
page, its row in the indexes (marked "source deleted" with the date a run last saw it,
from the manifest) and its place in the search; `--from/--to/--project` choose what a run
renders and delete nothing; `--prune` gives a mirror of the input."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive import build as build_module, keep
from cc2html.cli.app import app
from helpers import deadline, one_prompt_session


def _run(src: Path, out: Path, *more: str) -> dict:
    with deadline(60):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1", *more])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.fixture
def archive(tmp_path: Path, monkeypatch) -> tuple[Path, Path]:
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    one_prompt_session(src / "app" / "b.jsonl", 2, "bravo words")
    one_prompt_session(src / "app" / "c.jsonl", 3, "charlie words")
    one_prompt_session(src / "lib" / "d.jsonl", 4, "delta words")
    monkeypatch.setattr(keep, "today", lambda: "2026-02-03")
    _run(src, out)
    monkeypatch.setattr(keep, "today", lambda: "2026-03-04")
    return src, out


def _search_pages(out: Path) -> str:
    return (out / "cc2html-search" / "sessions.js").read_text()


def test_a_deleted_session_keeps_its_page_row_and_search(archive) -> None:
    src, out = archive
    page = (out / "app" / "b.html").read_bytes()
    neighbour = (out / "app" / "a.html").read_bytes()
    (src / "app" / "b.jsonl").unlink()
    data = _run(src, out)
    assert data["kept_source_deleted"] == 1 and data["pages"]["removed"] == 0
    kept = (out / "app" / "b.html").read_bytes()  # the same page, saying its source is gone
    assert b"source deleted \xc2\xb7 last seen 2026-02-03" in kept
    assert re.sub(rb'<p class="source source-deleted">[^\n]*\n', b"", kept) == page
    assert (out / "app" / "a.html").read_bytes() == neighbour  # its links still hold
    index = (out / "app" / "index.html").read_text()
    assert 'href="b.html"' in index
    assert "source deleted · last seen 2026-02-03" in index  # the run that saw it, not today
    assert index.count("source deleted") == 1
    assert "\"b.html\"" in _search_pages(out)
    assert (out / "cc2html-search" / "text" / "app" / "b.js").is_file()


def test_the_last_seen_date_stays_on_later_runs(archive, monkeypatch) -> None:
    src, out = archive
    (src / "app" / "b.jsonl").unlink()
    _run(src, out)
    monkeypatch.setattr(keep, "today", lambda: "2026-04-05")
    data = _run(src, out)
    assert data["indexes"]["written"] == 0  # nothing shown changed
    assert "last seen 2026-02-03" in (out / "app" / "index.html").read_text()


def test_a_deleted_project_stays_in_the_top_index(archive) -> None:
    src, out = archive
    (src / "lib" / "d.jsonl").unlink()
    (src / "lib").rmdir()
    _run(src, out)
    assert (out / "lib" / "d.html").is_file()
    assert 'href="lib/index.html"' in (out / "index.html").read_text()
    assert "source deleted" in (out / "lib" / "index.html").read_text()


def test_a_source_that_comes_back_is_no_longer_marked(archive) -> None:
    src, out = archive
    text = (src / "app" / "b.jsonl").read_bytes()
    (src / "app" / "b.jsonl").unlink()
    _run(src, out)
    (src / "app" / "b.jsonl").write_bytes(text)
    data = _run(src, out)
    assert data["kept_source_deleted"] == 0
    assert "source deleted" not in (out / "app" / "index.html").read_text()


def test_prune_mirrors_the_input(archive) -> None:
    src, out = archive
    (src / "app" / "b.jsonl").unlink()
    _run(src, out)
    data = _run(src, out, "--prune")
    assert data["pages"]["removed"] == 1 and data["kept_source_deleted"] == 0
    assert not (out / "app" / "b.html").exists()
    assert "b.html" not in (out / "app" / "index.html").read_text()
    assert "\"b.html\"" not in _search_pages(out)


def test_filters_choose_what_is_rendered_and_delete_nothing(archive) -> None:
    src, out = archive
    data = _run(src, out, "--project", "lib")
    assert data["kept_outside_filters"] == 3 and data["pages"]["removed"] == 0
    assert all((out / "app" / f"{n}.html").is_file() for n in "abc")
    index = (out / "app" / "index.html").read_text()
    assert "source deleted" not in index and 'href="c.html"' in index
    data = _run(src, out, "--from", "2026-01-03", "--prune")
    assert data["pages"]["removed"] == 2
    assert not (out / "app" / "a.html").exists() and (out / "app" / "c.html").is_file()


def test_a_resumed_sessions_link_survives_either_side_being_deleted(tmp_path: Path,
                                                                    monkeypatch) -> None:
    old, new = "0ld00000-0000-4000-8000-000000000001", "00e00000-0000-4000-8000-000000000002"
    src, out = tmp_path / "projects", tmp_path / "site"
    def line(n: int, sid: str, parent, role: str, text: str) -> str:
        content = text if role == "user" else [{"type": "text", "text": text}]
        return json.dumps({"type": role, "uuid": f"u{n}", "parentUuid": parent,
                           "sessionId": sid, "cwd": "/w", "timestamp": f"2026-03-01T10:00:0{n}Z",
                           "message": {"role": role, "content": content,
                                       **({"id": f"m{n}"} if role != "user" else {})}}) + "\n"

    (src / "app").mkdir(parents=True)
    (src / "app" / f"{old}.jsonl").write_text(line(1, old, None, "user", "List the tests.")
                                              + line(2, old, "u1", "assistant", "Three."))
    (src / "app" / f"{new}.jsonl").write_text(line(3, old, "u2", "user", "Run them.")
                                              + line(4, new, "u3", "assistant", "All pass."))
    _run(src, out)
    link = f'Continues from session <a href="{old}.html">'
    assert link in (out / "app" / f"{new}.html").read_text()
    (src / "app" / f"{old}.jsonl").unlink()  # the old one is cleaned up first
    newer = (out / "app" / f"{new}.html").read_bytes()
    assert _run(src, out)["pages"]["written"] == 1  # the old page, to say its source is gone
    assert (out / "app" / f"{new}.html").read_bytes() == newer
    (src / "app" / f"{new}.jsonl").unlink()
    monkeypatch.setattr(build_module, "renderer_fingerprint", lambda options: "a-new-version")
    data = _run(src, out)  # both rendered again from their copies
    assert data["pages"]["written"] == 2 and data["kept_source_deleted"] == 2
    assert link in (out / "app" / f"{new}.html").read_text()
