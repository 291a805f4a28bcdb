"""Archive search index (archive/search_text.py, search_index.py): shards, incremental, deterministic."""

from __future__ import annotations

import html
import json
import re
import shutil
import sqlite3
from pathlib import Path

import pytest

from cc2html.archive.build import ArchiveOptions, build_archive
from cc2html.archive.manifest import FILENAME
from cc2html.archive import search_index
from cc2html.archive.search_index import shard_name
from cc2html.archive.passages import passages
from cc2html.archive.search_text import FOLDER, terms, words
from cc2html.pipeline import read_messages
from cc2html.classify import ClassifyContext
from cc2html.tree.build import build_document
from search_fixtures import HOSTILE, append, make_tree, session_lines, write_jsonl

CALL = re.compile(r"^cc2htmlSearch\.(\w+)\((.*)\);\n$", re.S)


def build(src: Path, out: Path, workers: int = 1, prune: bool = False):
    return build_archive(ArchiveOptions(src, out, workers=workers, prune=prune))


def search_files(out: Path) -> dict[str, bytes]:
    found = {p.relative_to(out).as_posix(): p.read_bytes() for p in (out / FOLDER).rglob("*")
             if p.is_file()}
    found["search.html"] = (out / "search.html").read_bytes()
    return found


def load(path: Path) -> tuple[str, list]:
    """A data file's call name and arguments (it must be exactly one call of JSON data)."""
    match = CALL.match(path.read_text(encoding="utf-8"))
    assert match, path
    return match.group(1), json.loads("[" + match.group(2) + "]")


def sessions_with(out: Path, word: str) -> set[str]:
    """Pages (project/page) whose terms include `word`, read back from the shard files."""
    _, (index,) = load(out / FOLDER / "sessions.js")
    shard = out / FOLDER / "terms" / f"{shard_name(word)}.js"
    if not shard.is_file():
        return set()
    _, (name, parts) = load(shard)
    assert name == shard_name(word)
    found = set()
    for project, frag in parts:
        proj = index["projects"][project]
        found.update(f"{proj[0]}/{proj[2][n][0]}" for n in frag.get(word, []))
    return found


@pytest.fixture(scope="module")
def cold(tmp_path_factory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("search")
    src = make_tree(root / "projects")
    out = root / "html"
    build(src, out, workers=2)
    return src, out


@pytest.fixture
def copy(cold, tmp_path: Path) -> tuple[Path, Path]:
    src, out = tmp_path / "projects", tmp_path / "html"
    shutil.copytree(cold[0], src)
    shutil.copytree(cold[1], out)
    return src, out


def test_words_are_split_like_the_page_and_skip_noise() -> None:
    assert list(words("Refactor the zebra_parser: src/Main.py, 42 times")) == \
        ["refactor", "the", "zebra", "parser", "src", "main", "py", "42", "times"]
    assert list(words("commit 3f9a2c1d5e7b9a0c and 12345678 x")) == ["commit", "and"]
    assert list(words("Größe café")) == ["größe", "café"]


def test_passages_keep_message_ids_kinds_and_text(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    write_jsonl(path, session_lines(7, "/w", "Find the  walrus\nplease", "A walrus.", 5))
    doc = build_document(read_messages(path, [], ClassifyContext()), {})
    found = passages(doc)
    assert [(k, t) for _, k, t in found] == [("u", "Find the walrus please"), ("a", "A walrus."),
                                             ("t", "Bash pytest tests/test_7.py")]
    assert all(ident.startswith("msg-") for ident, _, _ in found)
    assert "walrus" in terms("Title", found) and "title" in terms("Title", found)


def test_cold_run_writes_shards_sessions_and_passages(cold) -> None:
    _, out = cold
    assert (out / "search.html").is_file()
    assert sessions_with(out, "zebra") == {"-home-t-alpha/s1.html"}
    assert sessions_with(out, "pangolin") == {"-home-t-beta/s3.html"}
    assert sessions_with(out, "pytest") == {"-home-t-alpha/s1.html", "-home-t-alpha/s2.html",
                                            "-home-t-beta/s3.html", "-home-t-beta/s4.html"}
    name, (page, found) = load(out / FOLDER / "text" / "-home-t-alpha" / "s1.js")
    assert (name, page) == ("text", "-home-t-alpha/s1.html")
    assert any("zebra parser" in text for _, _, text in found)
    _, (index,) = load(out / FOLDER / "sessions.js")
    assert [p[1] for p in index["projects"]] == ["/home/t/alpha", "/home/t/beta"]
    assert all((out / FOLDER / "terms" / f"{s}.js").is_file() for s in index["shards"])


def test_pages_link_to_the_search_page(cold) -> None:
    _, out = cold
    assert 'href="search.html"' in (out / "index.html").read_text(encoding="utf-8")
    for page in ("-home-t-alpha/index.html", "-home-t-alpha/s1.html"):
        assert 'href="../search.html"' in (out / page).read_text(encoding="utf-8")


def test_hostile_text_stays_json_string_data(cold) -> None:
    _, out = cold
    text = (out / FOLDER / "text" / "-home-t-beta" / "s4.js").read_text(encoding="utf-8")
    name, (_, found) = load(out / FOLDER / "text" / "-home-t-beta" / "s4.js")
    assert name == "text" and any(HOSTILE in t for _, _, t in found)
    assert text.count("cc2htmlSearch.") == 1  # one call; the transcript only inside strings
    page = (out / "search.html").read_text(encoding="utf-8")
    csp = html.unescape(re.search(r'Content-Security-Policy" content="([^"]*)"', page).group(1))
    assert "default-src 'none'" in csp and "script-src 'sha256-" in csp and "'self'" in csp
    assert "http" not in csp and "*" not in csp and "unsafe" not in csp


def test_two_cold_runs_are_byte_identical(cold, tmp_path: Path) -> None:
    src, out = cold
    again = tmp_path / "again"
    build(src, again)
    assert search_files(again) == search_files(out)


def test_unchanged_rerun_writes_nothing(copy) -> None:
    src, out = copy
    before = {p: p.stat().st_mtime_ns for p in (out / FOLDER).rglob("*")}
    report = build(src, out)
    assert report.search_files == 0
    assert {p: p.stat().st_mtime_ns for p in (out / FOLDER).rglob("*")} == before


def test_append_updates_only_what_changed_and_matches_a_cold_run(copy, tmp_path: Path) -> None:
    src, out = copy
    beta_before = {p: p.stat().st_mtime_ns for p in (out / FOLDER / "text" / "-home-t-beta").iterdir()}
    shards_before = {p.name: p.stat().st_mtime_ns for p in (out / FOLDER / "terms").iterdir()}
    append(src / "-home-t-alpha" / "s1.jsonl", 1, "now also the narwhal exporter")
    report = build(src, out)
    assert sessions_with(out, "narwhal") == {"-home-t-alpha/s1.html"}
    assert sessions_with(out, "zebra") == {"-home-t-alpha/s1.html"}
    assert {p: p.stat().st_mtime_ns for p in (out / FOLDER / "text" / "-home-t-beta").iterdir()} \
        == beta_before
    rewritten = {n for n, t in shards_before.items()
                 if (out / FOLDER / "terms" / n).stat().st_mtime_ns != t}
    assert rewritten <= {"na.js", "no.js", "al.js", "ex.js"}  # new words only (+ their shards)
    assert 0 < report.search_files <= len(rewritten) + 2 + len(set(shards_before) ^ {
        p.name for p in (out / FOLDER / "terms").iterdir()})
    fresh = tmp_path / "fresh"
    build(src, fresh)
    assert search_files(fresh) == search_files(out)


def test_deleted_session_stays_in_the_index(copy) -> None:
    src, out = copy
    (src / "-home-t-alpha" / "s2.jsonl").unlink()
    build(src, out)
    assert sessions_with(out, "quokka") == {"-home-t-alpha/s2.html"}
    assert (out / FOLDER / "text" / "-home-t-alpha" / "s2.js").is_file()


def test_pruned_session_leaves_the_index(copy) -> None:
    src, out = copy
    (src / "-home-t-alpha" / "s2.jsonl").unlink()
    build(src, out, prune=True)
    assert sessions_with(out, "quokka") == set()
    assert not (out / FOLDER / "text" / "-home-t-alpha" / "s2.js").exists()
    assert not (out / FOLDER / "terms" / "qu.js").exists()
    assert sessions_with(out, "zebra") == {"-home-t-alpha/s1.html"}


def test_lost_search_tables_are_rebuilt(copy) -> None:
    src, out = copy
    db = sqlite3.connect(out / FILENAME)
    db.execute("DROP TABLE search_terms")
    db.commit()
    db.close()
    shutil.rmtree(out / FOLDER)
    report = build(src, out)
    assert report.pages["written"] == 4  # re-read to recover their terms
    assert sessions_with(out, "zebra") == {"-home-t-alpha/s1.html"}
    assert (out / FOLDER / "text" / "-home-t-beta" / "s3.js").is_file()


def test_a_run_killed_while_writing_shards_is_finished_by_the_next(copy, tmp_path: Path,
                                                                   monkeypatch) -> None:
    src, out = copy
    append(src / "-home-t-alpha" / "s1.jsonl", 1, "apples bananas cherries dates")
    calls = []

    def dying(path, chunks):
        calls.append(path)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return real(path, chunks)

    real = search_index.write_atomic
    monkeypatch.setattr(search_index, "write_atomic", dying)
    with pytest.raises(KeyboardInterrupt):
        build(src, out)
    monkeypatch.setattr(search_index, "write_atomic", real)
    build(src, out)
    fresh = tmp_path / "fresh"
    build(src, fresh)
    assert search_files(fresh) == search_files(out)
    assert sessions_with(out, "cherries") == {"-home-t-alpha/s1.html"}
