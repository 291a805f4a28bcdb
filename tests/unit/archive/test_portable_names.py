"""Page and folder names valid on Windows, macOS and Linux: no device names (`CON`,
`nul.html`), no trailing dots or spaces, none of `<>:"/\\|?*` or control characters, and
no two names one disk would take for one file (case, Unicode normalisation). A name that
was valid everywhere is kept, so a re-run never orphans pages already written."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from cc2html.archive import plan
from cc2html.archive.plan import folder_for, page_for
from cc2html.cli.app import app
from cc2html.cli.single import output_for
from cc2html.write import DEVICES, name_key

#: what a file name can hold on Linux (a lone surrogate stands for a byte that is not UTF-8)
STEMS = st.text(st.characters(blacklist_characters="/\x00", blacklist_categories=("Cs",)),
                min_size=1, max_size=30) | st.sampled_from(["CON", "nul", "a\udcff", "x. ", ".."])


def valid_everywhere(name: str) -> bool:
    head = name.partition(".")[0].rstrip(" ").upper()
    return (name not in ("", ".", "..") and not name.endswith((".", " "))
            and not any(c in '<>:"/\\|?*' or ord(c) < 32 for c in name)
            and head not in DEVICES)


@given(STEMS)
def test_every_page_name_is_valid_on_every_platform(stem: str) -> None:
    page = page_for(stem, {"index.html"})
    assert valid_everywhere(page) and page.endswith(".html")


@given(st.lists(STEMS, unique=True, max_size=12))
def test_distinct_sessions_get_names_no_disk_confuses(stems: list[str]) -> None:
    pages: set[str] = {"index.html"}
    names = [page_for(stem, pages) for stem in stems]
    assert len({name_key(n) for n in names} | {"index.html"}) == len(names) + 1


@given(st.lists(STEMS, unique=True, max_size=8))
def test_every_folder_name_is_valid_and_distinct(names: list[str]) -> None:
    used = set(plan.RESERVED)
    folders = [folder_for(name, used) for name in names]
    assert all(valid_everywhere(f) for f in folders)
    assert len({name_key(f) for f in folders}) == len(folders)
    assert not {name_key(f) for f in folders} & plan.RESERVED


@given(st.from_regex(r"[A-Za-z0-9][A-Za-z0-9_-]{0,30}(\.[a-z0-9]{1,4})?", fullmatch=True))
def test_a_name_valid_everywhere_is_kept(stem: str) -> None:
    if stem.partition(".")[0].upper() not in DEVICES and stem.lower() != "index":
        assert page_for(stem, {"index.html"}) == stem + ".html"


def test_what_a_name_that_is_not_portable_becomes() -> None:
    pages = {"index.html"}
    assert [page_for(s, pages) for s in ["CON", "nul.x", "a:b", "a?b", "Com1", "trail. "]] == [
        "CON_.html", "nul_.x.html", "a_b.html", "a_b-2.html", "Com1_.html", "trail. .html"]
    assert folder_for("proj. ", set()) == "proj_" and folder_for("LPT1", set()) == "LPT1_"


def test_case_and_normalisation_clashes_are_numbered() -> None:
    pages: set[str] = {"index.html"}
    nfc, nfd = "caf\u00e9", unicodedata.normalize("NFD", "caf\u00e9")
    assert [page_for(s, pages) for s in ["Run", "run", nfc, nfd, "INDEX"]] == [
        "Run.html", "run-2.html", nfc + ".html", nfd + "-2.html", "index-session.html"]


def test_single_file_default_names_are_portable(tmp_path: Path) -> None:
    assert output_for(tmp_path / "CON.jsonl", None, False) == tmp_path / "CON_.html"
    assert output_for(tmp_path / "a:b.jsonl", None, False) == tmp_path / "a_b.html"
    assert output_for(tmp_path / "ok.jsonl", None, False) == tmp_path / "ok.html"
    assert output_for(tmp_path / "aux.jsonl", tmp_path, False) == tmp_path / "aux_.html"


def _session(path: Path, sid: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"type": "user", "uuid": f"u-{sid}", "sessionId": sid,
                                "timestamp": "2026-01-01T00:00:00Z",
                                "message": {"role": "user", "content": f"hello {sid}"}}) + "\n",
                    encoding="utf-8")


def _run(src: Path, out: Path) -> dict:
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-q", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _pages(out: Path) -> set[str]:
    return {p.relative_to(out).as_posix() for p in out.rglob("*.html")}


def test_an_archive_writes_only_portable_names(tmp_path: Path) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    for stem in ["CON", "a:b", "Run", "run", "ok"]:
        _session(src / "proj:x." / f"{stem}.jsonl", stem)
    assert _run(src, out)["pages"]["written"] == 5
    assert _pages(out) == {"index.html", "search.html", "proj_x_/index.html", "proj_x_/CON_.html",
                           "proj_x_/a_b.html", "proj_x_/Run.html", "proj_x_/run-2.html",
                           "proj_x_/ok.html"}
    assert all(valid_everywhere(part) for p in out.rglob("*") for part in
               p.relative_to(out).parts)


def test_a_page_renamed_to_a_portable_name_leaves_no_orphan(tmp_path: Path, monkeypatch) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    _session(src / "proj" / "a:b.jsonl", "s1")
    _session(src / "other" / "ok.jsonl", "s2")  # not its neighbour: its links stay
    with monkeypatch.context() as m:  # as earlier versions named pages
        m.setattr(plan, "portable_name", lambda name: name)
        _run(src, out)
    assert "proj/a:b.html" in _pages(out)
    again = _run(src, out)
    assert _pages(out) == {"index.html", "search.html", "proj/index.html", "proj/a_b.html",
                           "other/index.html", "other/ok.html"}
    assert not [p for p in out.rglob("*a:b*")]  # nor its search text
    assert again["pages"]["written"] == 1 and again["pages"]["unchanged"] == 1
