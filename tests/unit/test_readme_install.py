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


def test_the_first_command_installs_and_renders_the_demo():
    first = re.search(r"```sh\n(.*?)\n", README)
    assert first and first.group(1) == "pip install . && cc2html --demo -o demo-out"


def test_the_install_section_names_each_supported_python():
    section = _section("Install")
    assert all(python in section for python in SUPPORTED)


def test_the_install_section_names_each_install_method():
    section = _section("Install")
    for method in ("pipx install .", "uv tool install .", "pip install .", "python -m cc2html"):
        assert method in section, method
