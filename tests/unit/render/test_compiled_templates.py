"""Templates compiled ahead of time (render/to_html/engine/compiled/, generated into the wheel by
hatch_build.py): used instead of compiling at run time, the same pages as from source, and
never used for a source they were not made from. Git holds no generated code."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import jinja2
import pytest
from jinja2 import Environment

from cc2html.pipeline import convert
from cc2html.render.to_html.engine import compile_templates, compiled_templates
from cc2html.render.to_html.html import PageRenderer, make_environment
from cc2html.resources import templates_dir

from helpers import REPO, TEST_DATA

FIXTURES = [TEST_DATA / "assistant_markdown.jsonl", TEST_DATA / "tools_files.jsonl",
            TEST_DATA / "sdk_server_tools.jsonl"]
PACKAGE = "cc2html_generated_for_tests"


@pytest.fixture(scope="module")
def generated_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding the generated code as an importable package of its own."""
    root = tmp_path_factory.mktemp("generated")
    compile_templates.write(root / PACKAGE)
    return root


@pytest.fixture(autouse=True)
def generated(generated_root: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The loader reads the generated package, as in an installed wheel."""
    monkeypatch.syspath_prepend(str(generated_root))
    monkeypatch.setattr(compiled_templates, "PACKAGE", PACKAGE)
    return generated_root / PACKAGE


@pytest.fixture
def compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the templates Jinja compiles from source from now on."""
    names: list[str] = []
    original = Environment.compile

    def counting(self, source, name=None, *args, **kwargs):
        names.append(name)
        return original(self, source, name, *args, **kwargs)
    monkeypatch.setattr(Environment, "compile", counting)
    monkeypatch.setenv("CC2HTML_CACHE_DIR", "")
    return names


def _page(path: Path, out: Path) -> bytes:
    convert(path, out, PageRenderer(make_environment()))
    return out.read_bytes()


def test_git_holds_no_generated_code() -> None:
    tracked = subprocess.run(["git", "ls-files", "src/cc2html/render/to_html/engine/compiled"], cwd=REPO,
                             capture_output=True, text=True)
    if tracked.returncode:
        pytest.skip("not a git checkout")
    assert tracked.stdout == ""


def test_every_template_has_its_code(generated: Path) -> None:
    index = compiled_templates._index()
    assert index is not None and Path(index.__file__).parent == generated
    assert set(make_environment().list_templates(extensions=["html"])) == set(index.SOURCES)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_a_page_renders_without_compiling_any_template(path: Path, tmp_path: Path,
                                                       compiles: list[str]) -> None:
    assert _page(path, tmp_path / "page.html")
    assert compiles == []


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_pages_are_the_same_from_generated_code_and_from_source(
        path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        compiles: list[str]) -> None:
    generated = _page(path, tmp_path / "a.html")
    monkeypatch.setattr(compiled_templates, "_index", lambda: None)
    assert _page(path, tmp_path / "b.html") == generated
    assert compiles  # the second page did compile its templates


def test_an_edited_template_is_compiled_from_its_source(tmp_path: Path,
                                                        compiles: list[str]) -> None:
    folder = tmp_path / "templates"
    shutil.copytree(templates_dir(), folder)
    text = folder / "items" / "text.html"
    text.write_text("edited " + text.read_text(encoding="utf-8"), encoding="utf-8")
    env = make_environment()
    env.loader = compiled_templates.TemplateLoader(str(folder))
    assert env.get_template("items/text.html").render(
        item={"text": "hi"}, markdown=False).startswith("edited ")
    env.get_template("items/image.html")  # unedited: from its code
    assert compiles == ["items/text.html"]


def test_an_environment_with_other_settings_compiles_from_source(compiles: list[str]) -> None:
    env = make_environment()
    env.trim_blocks = False  # the generated code is for trim_blocks=True
    env.get_template("items/text.html")
    assert compiles == ["items/text.html"]


def test_code_for_another_jinja_is_not_used(monkeypatch: pytest.MonkeyPatch,
                                            compiles: list[str]) -> None:
    monkeypatch.setattr(jinja2, "__version__", "0.0-other")
    make_environment().get_template("items/text.html")
    assert compiles == ["items/text.html"]
