"""The README's first command is the one tests/install/ runs, and its install section
names every supported Python and every install method that tests/install/ checks."""

from __future__ import annotations

import re

from helpers import REPO
from installs import SUPPORTED

README = (REPO / "README.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## )", README, re.S | re.M)
    assert match, f"README has no '## {title}' section"
    return match.group(1)


VENV = "python3 -m venv .venv && . .venv/bin/activate && "


def _commands() -> list[str]:
    return re.findall(r"```sh\n(.*?)\n", README)


def test_the_first_command_installs_and_renders_the_demo():
    """In a venv of its own: Debian's and Ubuntu's Python refuse a bare `pip install`."""
    assert _commands()[0] == VENV + "pip install . && cc2html --demo -o demo-out"


def test_the_second_command_is_the_one_ci_runs():
    test_command = _commands()[1]
    assert test_command == VENV + "pip install -e '.[test]' && python -m pytest -n auto"
    assert test_command in (REPO / ".ci" / "run").read_text(encoding="utf-8")


def test_no_instruction_installs_cc2html_from_an_index():
    """cc2html is on no package index: nothing tells a user to fetch it from one."""
    assert not re.search(r"(pip|pipx|uv tool|uv pip) install\s+['\"]?cc2html\b", README)


def test_the_install_section_names_each_supported_python():
    section = _section("Install")
    assert all(python in section for python in SUPPORTED)


def test_the_install_section_names_each_install_method():
    section = _section("Install")
    for method in ("pipx install .", "uv tool install .", "pip install .", "python -m cc2html"):
        assert method in section, method
