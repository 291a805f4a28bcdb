"""The wheel and the sdist hold what an installed cc2html needs, and the wheel's metadata
says what a PyPI page shows: Pythons, licence, readme, entry point."""

from __future__ import annotations

import re
import tarfile
import zipfile
from email.message import Message
from email.parser import Parser

from markdown_it import MarkdownIt

import cc2html
from helpers import REPO
from installs import SUPPORTED, Dists

DIST_INFO = f"cc2html-{cc2html.__version__}.dist-info"


def _repo_files(folder: str) -> set[str]:
    """Files under a folder of the checkout, relative to the repo, as archives name them;
    caches (__pycache__, and hidden folders such as a stray .mypy_cache) are no sources."""
    return {path.relative_to(REPO).as_posix() for path in (REPO / folder).rglob("*")
            if path.is_file() and not any(part == "__pycache__" or part.startswith(".")
                                          for part in path.relative_to(REPO).parts)}


def _wheel_names(dists: Dists) -> set[str]:
    with zipfile.ZipFile(dists.wheel) as wheel:
        return set(wheel.namelist())


def _metadata(dists: Dists) -> Message:
    with zipfile.ZipFile(dists.wheel) as wheel:
        return Parser().parsestr(wheel.read(f"{DIST_INFO}/METADATA").decode("utf-8"))


def test_the_wheel_holds_every_module_template_static_file_and_the_demo(dists: Dists):
    names = _wheel_names(dists)
    package = {name.removeprefix("src/") for name in _repo_files("src/cc2html")}
    resources = {f"cc2html/{name}" for name in _repo_files("templates") | _repo_files("static")}
    assert "cc2html/demo/demo.jsonl" in package and "cc2html/static/app.js" in resources
    assert not (package | resources) - names
    assert f"{DIST_INFO}/licenses/LICENSE" in names
    assert not {name for name in names if name.startswith(("tests/", "test_data/", "src/"))}


def test_the_wheel_holds_each_templates_generated_code(dists: Dists):
    """hatch_build.py generates it at build time; git holds none of it."""
    names = _wheel_names(dists)
    templates = [name for name in _repo_files("templates") if name.endswith(".html")]
    generated = [n for n in names if n.startswith("cc2html/render/to_html/engine/compiled/")]
    assert "cc2html/render/to_html/engine/compiled/__init__.py" in generated
    assert len(generated) == len(templates) + 1


def test_the_wheel_installs_the_cc2html_command(dists: Dists):
    with zipfile.ZipFile(dists.wheel) as wheel:
        entry_points = wheel.read(f"{DIST_INFO}/entry_points.txt").decode("utf-8")
    assert re.search(r"^cc2html = cc2html\.cli\.entry:run$", entry_points, re.MULTILINE)


def test_the_sdist_holds_sources_templates_static_and_project_files(dists: Dists):
    with tarfile.open(dists.sdist) as sdist:
        names = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    wanted = {"README.md", "NOTES.md", "pyproject.toml", "LICENSE", "PKG-INFO"}
    for folder in ("src", "templates", "static", "tests", "test_data", "docs"):
        wanted |= _repo_files(folder)
    assert not wanted - names


def test_the_metadata_claims_each_supported_python_and_no_other(dists: Dists):
    meta = _metadata(dists)
    assert meta["Requires-Python"] == f">={SUPPORTED[0]}"
    pythons = [c.rsplit(" :: ", 1)[1] for c in meta.get_all("Classifier", [])
               if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)]
    assert tuple(pythons) == SUPPORTED


def test_the_metadata_names_the_mit_licence_and_ships_its_text(dists: Dists):
    meta = _metadata(dists)
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    # PEP 639: an SPDX expression replaces the licence classifiers
    assert not [c for c in meta.get_all("Classifier", []) if c.startswith("License ::")]
    with zipfile.ZipFile(dists.wheel) as wheel:
        text = wheel.read(f"{DIST_INFO}/licenses/LICENSE").decode("utf-8")
    assert text == (REPO / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "Copyright (c) 2026 the cc2html authors" in text


def test_the_readme_is_the_long_description_and_renders(dists: Dists):
    meta = _metadata(dists)
    assert meta["Description-Content-Type"] == "text/markdown"
    body = meta.get_payload()
    assert body.strip() == (REPO / "README.md").read_text(encoding="utf-8").strip()
    html = MarkdownIt("commonmark").render(body)
    assert "<h1>cc2html</h1>" in html and "<h2>Install</h2>" in html


def test_the_metadata_has_a_summary_keywords_and_the_page_classifiers(dists: Dists):
    meta = _metadata(dists)
    assert meta["Name"] == "cc2html" and meta["Version"] == cc2html.__version__
    assert meta["Summary"] and "claude-code" in meta["Keywords"].split(",")
    classifiers = set(meta.get_all("Classifier", []))
    for prefix in ("Development Status ::", "Environment :: Console", "Intended Audience ::",
                   "Operating System ::", "Topic ::"):
        assert any(c.startswith(prefix) for c in classifiers), prefix
