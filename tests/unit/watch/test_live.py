"""The beside-files: one per session page, rewritten only when its page changed; index,
search and state files get none."""

from __future__ import annotations

import os
from pathlib import Path

from cc2html.watch.live import LivePages, live_file


def test_a_beside_file_per_session_page_rewritten_when_the_page_changes(tmp_path: Path):
    page = tmp_path / "proj" / "s.html"
    page.parent.mkdir()
    page.write_text("one")
    for name in ("index.html", "search.html", "proj/index.html", ".cc2html/x.html"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")
    live = LivePages(tmp_path)
    assert live.update() == 1
    first = live_file(page).read_text()
    assert first.startswith('cc2htmlLive("') and first.endswith('");\n')
    assert sorted(p.name for p in tmp_path.rglob("*.live.js")) == ["s.html.live.js"]
    assert live.update() == 0
    page.write_text("two, longer")
    os.utime(page, ns=(1, 1))
    assert live.update() == 1
    assert live_file(page).read_text() != first


def test_a_removed_pages_beside_file_goes_with_it_but_no_file_of_the_users(tmp_path: Path):
    pages = [tmp_path / "a.html", tmp_path / "b.html"]
    for page in pages:
        page.write_text("page")
    live = LivePages(tmp_path)
    assert live.update() == 2
    pages[0].unlink()  # --prune or forget removed it
    pages[1].unlink()
    live_file(pages[1]).write_text("// the user's own script\n")
    live.update()
    assert not live_file(pages[0]).exists()
    assert live_file(pages[1]).read_text() == "// the user's own script\n"
