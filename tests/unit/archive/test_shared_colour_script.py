"""An archive writes the colour script once beside its pages (archive/shared_assets.py):
its session pages load it by `<script src>` rather than carrying ~100 KB each, a page of
its own still carries it inline, and a file of the user's at that path is never taken
(nor loaded by the pages, which then carry the script inline)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.render.to_html.colour_script import SHARED, colour_js, shared_js
from helpers import TEST_DATA, deadline, render_path

FENCED = TEST_DATA / "assistant_markdown.jsonl"  # an answer with a Python fence


def _archive(tmp_path: Path) -> tuple[Path, Path]:
    src, out = tmp_path / "projects", tmp_path / "site"
    (src / "app").mkdir(parents=True)
    shutil.copyfile(FENCED, src / "app" / "fenced.jsonl")
    return src, out


def _run(src: Path, out: Path) -> tuple[int, dict]:
    with deadline(60):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1"])
    assert "Traceback" not in result.output
    return result.exit_code, json.loads(result.stdout)


def test_archive_pages_load_the_one_shared_script_instead_of_inlining_it(tmp_path):
    src, out = _archive(tmp_path)
    assert _run(src, out)[0] == 0
    page = (out / "app" / "fenced.html").read_text(encoding="utf-8")
    assert (out / SHARED).read_text(encoding="utf-8") == shared_js()
    assert '<script src="../cc2html-colour.js"></script>' in page
    assert colour_js()[:2000] not in page and " 'self'; connect-src" in page  # script-src
    alone = render_path(FENCED)  # a page of its own stays self-contained
    assert colour_js() in alone and "<script src=" not in alone


def test_a_rerun_leaves_the_shared_script_alone_and_rewrites_it_when_gone(tmp_path):
    src, out = _archive(tmp_path)
    _run(src, out)
    before = (out / SHARED).stat().st_mtime_ns
    _run(src, out)
    assert (out / SHARED).stat().st_mtime_ns == before
    (out / SHARED).unlink()
    _run(src, out)
    assert (out / SHARED).read_text(encoding="utf-8") == shared_js()


def test_a_users_file_at_the_shared_path_stays_and_the_pages_inline_the_script(tmp_path):
    src, out = _archive(tmp_path)
    out.mkdir()
    (out / SHARED).write_text("alert('mine')")
    for _ in range(2):
        code, data = _run(src, out)
        assert code == 1 and {row["page"] for row in data["unwritable"]} == {SHARED}
        assert (out / SHARED).read_text() == "alert('mine')"
        page = (out / "app" / "fenced.html").read_text(encoding="utf-8")
        assert "<script src=" not in page and colour_js() in page


def test_a_folder_exported_as_markdown_or_json_gets_no_colour_script(tmp_path):
    src, out = _archive(tmp_path)
    for fmt in ("md", "json"):
        with deadline(60):
            result = CliRunner().invoke(app, [str(src), "-o", str(out / fmt), "--format", fmt,
                                              "-q", "-j", "1"])
        assert result.exit_code == 0, result.output
        assert any((out / fmt).rglob("*." + fmt)) and not (out / fmt / SHARED).exists()
