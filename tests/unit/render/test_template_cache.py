"""The compiled-template cache: same pages with or without it, and never an error."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.engine import compiled_templates
from cc2html.render.to_html.html import PageRenderer, make_environment
from cc2html.render.to_html.engine.template_cache import template_cache

from helpers import TEST_DATA

FIXTURE = sorted(TEST_DATA.glob("*.jsonl"))[0]


def _page(monkeypatch: pytest.MonkeyPatch, cache: str, out: Path) -> str:
    monkeypatch.setenv("CC2HTML_CACHE_DIR", cache)
    convert(FIXTURE, out, PageRenderer(make_environment()))
    return out.read_text(encoding="utf-8")


def test_cached_and_uncached_pages_are_identical(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # the cache serves templates whose generated code (render/to_html/engine/compiled/) is out of date:
    # without that code every template goes through it
    monkeypatch.setattr(compiled_templates, "_index", lambda: None)
    cache, out = tmp_path / "cache", tmp_path / "page.html"
    plain = _page(monkeypatch, "", out)
    first = _page(monkeypatch, str(cache), out)  # compiles and stores
    stored = list(cache.glob("templates-*/*.cache"))
    second = _page(monkeypatch, str(cache), out)  # loads the stored code
    assert stored and plain == first == second


def test_empty_setting_turns_it_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC2HTML_CACHE_DIR", "")
    assert template_cache(make_environment()) is None


def test_unusable_folder_means_no_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CC2HTML_CACHE_DIR", str(blocker / "sub"))
    assert template_cache(make_environment()) is None
    assert _page(monkeypatch, str(blocker / "sub"), tmp_path / "page.html")


def test_folder_others_can_write_is_not_used(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC2HTML_CACHE_DIR", str(tmp_path / "shared"))
    env = make_environment()
    assert template_cache(env) is not None
    for folder in (tmp_path / "shared").iterdir():
        folder.chmod(0o777)
    assert template_cache(env) is None
