"""benchmarks/screenshots.py (issue 33's closing note wants before/after shots): on two
small hand-made fixtures it renders a page and a project index and writes the sixteen
screenshots it names (page, page after End, Changes view, index; desktop and phone;
light and dark), each a PNG of the viewport's size."""

from __future__ import annotations

import importlib.util
import shutil
import struct
import sys

import pytest

from chromium import skip_module_without_chromium
from helpers import REPO, TEST_DATA

pytestmark = pytest.mark.browser

skip_module_without_chromium()


def _load():
    spec = importlib.util.spec_from_file_location("bench_screenshots",
                                                  REPO / "benchmarks" / "screenshots.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_screenshots"] = module
    spec.loader.exec_module(module)
    return module


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_the_script_writes_every_screenshot(tmp_path, capsys):
    project = tmp_path / "project"
    project.mkdir()
    for name in ("outcome.jsonl", "subagent_edits.jsonl"):
        shutil.copy(TEST_DATA / name, project / name)
    out = tmp_path / "shots"
    assert _load().main([str(project / "outcome.jsonl"), str(out), "--label", "after"]) == 0
    names = sorted(p.name for p in out.iterdir())
    assert len(names) == 16
    for view in ("page", "page-end", "page-changes", "index"):
        for size, width in (("desktop", 1280), ("phone", 390)):
            for scheme in ("light", "dark"):
                path = out / f"after-{view}-{size}-{scheme}.png"
                assert _png_size(path.read_bytes())[0] == width, path.name
    assert sorted(capsys.readouterr().out.splitlines()) == [str(out / n) for n in names]
    light = (out / "after-index-desktop-light.png").read_bytes()
    assert light != (out / "after-index-desktop-dark.png").read_bytes()  # the scheme shows
