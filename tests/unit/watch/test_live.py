"""The live files: one per session page cc2html wrote (in a folder, the pages its manifest
records), `.cc2html-live/<page name>` beside it, rewritten only when its page changed; none
for index, search or a user's own pages; a file watch did not write is never overwritten
nor removed; a name as long as a page's may be fits."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from cc2html.archive.manifest import Manifest, PageRow
from cc2html.watch.live import FOLDER, LIVE_HEAD, MESSAGE, LivePages, live_file, live_text

PAGE = ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="generator" content="cc2html 9.9">\n')
NAME_MAX = 255


def _page(path: Path, body: str = "") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(PAGE + body, encoding="utf-8")
    return path


def _record(out: Path, *pages: str) -> None:
    """The archive's manifest in `out` recording `pages` (relative to out) as its own."""
    manifest = Manifest(out)
    for page in pages:
        manifest.put_page(PageRow(page, page, "[]", "", "", "", "{}", "{}", b""))
    manifest.close()


def _live_files(out: Path) -> list[str]:
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                  if p.parent.name == FOLDER and p.is_file())


def test_a_live_file_per_recorded_page_rewritten_when_the_page_changes(tmp_path: Path):
    page = _page(tmp_path / "proj" / "s.html")
    for name in ("index.html", "search.html", "proj/index.html", "proj/search.html"):
        _page(tmp_path / name)  # pages cc2html wrote, but not session pages: not recorded
    _record(tmp_path, "proj/s.html")
    live = LivePages(tmp_path)
    assert live.update() == 1
    first = live_file(page).read_text(encoding="utf-8")
    assert first.startswith(LIVE_HEAD) and f'"{MESSAGE}' in first
    assert _live_files(tmp_path) == [f"proj/{FOLDER}/s.html"]
    assert live.update() == 0
    page.write_text(PAGE + "two, longer", encoding="utf-8")
    os.utime(page, ns=(1, 1))
    assert live.update() == 1
    assert live_file(page).read_text(encoding="utf-8") != first


def test_a_session_page_named_like_an_index_still_gets_one(tmp_path: Path):
    """What makes a session page is the manifest, not its name (`search.jsonl` is a session)."""
    _page(tmp_path / "proj" / "search.html")
    _record(tmp_path, "proj/search.html")
    assert LivePages(tmp_path).update() == 1
    assert _live_files(tmp_path) == [f"proj/{FOLDER}/search.html"]


def test_the_live_file_of_a_page_with_the_longest_name_fits(tmp_path: Path):
    """A session named with 245 bytes: its page's name is 250, `<page>.live.js` 258."""
    names = ["é" * 122 + "a.html", "é" * 122 + "b.html", "x" * 250 + ".html"]
    assert all(len(n.encode()) <= NAME_MAX for n in names)
    pages = [_page(tmp_path / "proj" / n) for n in names]
    _record(tmp_path, *(f"proj/{n}" for n in names))
    live = LivePages(tmp_path)
    assert live.update() == 3 and not live.problems
    files = {live_file(p) for p in pages}
    assert len(files) == 3 and all(f.is_file() for f in files)  # one each: none shared
    assert all(len(f.name.encode()) <= NAME_MAX for f in files)


def test_no_live_file_beside_a_users_own_page(tmp_path: Path):
    """A .html under OUT that the manifest does not record, or that is not (or no longer) a
    page cc2html wrote, gets none; a symlink to a page neither, nor a page outside OUT."""
    _page(tmp_path / "proj" / "s.html")
    (tmp_path / "proj" / "mine.html").write_text("<p>my notes</p>", encoding="utf-8")
    (tmp_path / "proj" / "replaced.html").write_text("<p>mine now</p>", encoding="utf-8")
    (tmp_path / "proj" / "quoting.html").write_text(  # the mark quoted, not a page's head
        "<p>about cc2html</p><!--\n" + PAGE + "-->\n", encoding="utf-8")
    (tmp_path / "proj" / "link.html").symlink_to(tmp_path / "proj" / "s.html")
    outside = _page(tmp_path.parent / f"{tmp_path.name}-outside.html")
    _record(tmp_path, "proj/s.html", "proj/replaced.html", "proj/quoting.html", "proj/link.html",
            f"../{outside.name}", str(outside))  # (rows no archive writes: outside OUT)
    live = LivePages(tmp_path)
    assert live.update() == 1
    assert _live_files(tmp_path) == [f"proj/{FOLDER}/s.html"]
    assert not (tmp_path.parent / FOLDER).exists()


def test_a_single_page_gets_one_only_if_cc2html_wrote_it(tmp_path: Path):
    ours, mine = _page(tmp_path / "s.html"), tmp_path / "mine.html"
    mine.write_text("<p>my notes</p>", encoding="utf-8")
    assert LivePages([ours]).update() == 1
    assert LivePages([mine]).update() == 0
    assert _live_files(tmp_path) == [f"{FOLDER}/s.html"]


def test_a_users_file_at_a_live_files_path_is_never_overwritten(tmp_path: Path):
    page = _page(tmp_path / "proj" / "s.html")
    other = _page(tmp_path / "proj" / "t.html")
    _record(tmp_path, "proj/s.html", "proj/t.html")
    mine = live_file(page)
    mine.parent.mkdir()
    mine.write_text("<p>a file of mine</p>", encoding="utf-8")
    live = LivePages(tmp_path)
    assert live.update() == 1  # t.html's; s.html's path is taken
    assert mine.read_text(encoding="utf-8") == "<p>a file of mine</p>"
    assert live_file(other).read_text(encoding="utf-8").startswith(LIVE_HEAD)
    assert list(live.problems) == [page] and live.news() == [(page, live.problems[page])]
    assert live.news() == []  # told once
    os.utime(page, ns=(2, 2))
    live.update()
    assert mine.read_text(encoding="utf-8") == "<p>a file of mine</p>"


def test_nothing_is_written_through_a_symlink_or_blocked_by_a_fifo(tmp_path: Path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    a = _page(tmp_path / "a" / "s.html")
    (a.parent / FOLDER).symlink_to(elsewhere, target_is_directory=True)
    b = _page(tmp_path / "b" / "s.html")
    live_file(b).parent.mkdir()
    os.symlink(elsewhere / "target.html", live_file(b))
    c = _page(tmp_path / "c" / "s.html")
    live_file(c).parent.mkdir()
    os.mkfifo(live_file(c))
    live = LivePages([a, b, c])
    done = threading.Thread(target=live.update, daemon=True)
    done.start()
    done.join(30)
    assert not done.is_alive(), "a FIFO at a live file's path hung the update"
    assert list(elsewhere.iterdir()) == []
    assert sorted(live.problems) == sorted([a, b, c])


def test_an_unwritable_live_file_is_a_problem_and_the_others_go_on(tmp_path: Path):
    a, b = _page(tmp_path / "a" / "s.html"), _page(tmp_path / "b" / "s.html")
    (a.parent / FOLDER).write_text("a file where the folder goes", encoding="utf-8")
    live = LivePages([a, b])
    assert live.update() == 1
    assert list(live.problems) == [a] and live_file(b).is_file()


def test_a_live_file_past_the_longest_path_is_a_problem_not_a_crash(tmp_path: Path):
    """The page's path fits in PATH_MAX (4096 bytes), its live file's, 14 bytes longer, not."""
    folder = tmp_path
    while len(os.fsencode(folder)) < 4096 - NAME_MAX:
        folder = folder / ("d" * 200)
    name = "p" * (4090 - len(os.fsencode(folder)) - len("/.html")) + ".html"
    assert len(os.fsencode(folder / name)) == 4090
    pages = [folder / name, tmp_path / "short.html"]
    try:
        for page in pages:
            _page(page)
    except OSError:
        pytest.skip("this file system takes no path that long")
    live = LivePages(pages)
    assert live.update() == 1
    assert list(live.problems) == [pages[0]] and live_file(pages[1]).is_file()
    assert live.update() == 0  # again, quietly


def test_a_removed_pages_live_file_goes_with_it_but_no_file_of_the_users(tmp_path: Path):
    pages = [_page(tmp_path / "p" / "a.html"), _page(tmp_path / "p" / "b.html")]
    _record(tmp_path, "p/a.html", "p/b.html")
    live = LivePages(tmp_path)
    assert live.update() == 2
    for page in pages:  # --prune or forget removed them
        page.unlink()
    manifest = Manifest(tmp_path)
    manifest.drop_page("p/a.html")
    manifest.drop_page("p/b.html")
    manifest.close()
    live_file(pages[1]).write_text("<p>the user's own now</p>", encoding="utf-8")
    live.update()
    assert not live_file(pages[0]).exists()
    assert live_file(pages[1]).read_text(encoding="utf-8") == "<p>the user's own now</p>"


def test_the_folder_goes_when_its_last_live_file_does(tmp_path: Path):
    page = _page(tmp_path / "p" / "a.html")
    live = LivePages([page])
    live.update()
    live.single = []
    live.update()
    assert not (tmp_path / "p" / FOLDER).exists()


@pytest.mark.parametrize("text, removed", [
    ('cc2htmlLive("12-345");\n', True),
    ("// my own script\n", False),
])
def test_an_earlier_versions_beside_file_goes_a_users_stays(tmp_path: Path, text, removed):
    page = _page(tmp_path / "s.html")
    old = tmp_path / "s.html.live.js"
    old.write_text(text, encoding="utf-8")
    LivePages([page]).update()
    assert old.exists() is not removed


def test_a_live_file_allows_its_one_script_by_hash():
    text = live_text("12-345")
    assert text.startswith(LIVE_HEAD) and "'unsafe-inline'" not in text
    assert f'parent.postMessage("{MESSAGE}12-345", "*");' in text
