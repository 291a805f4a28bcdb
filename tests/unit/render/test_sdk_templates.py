"""Agent SDK templates follow one convention: kinds/sdk/ and tools/sdk/ hold only the
templates the registry names for an SDK class, each file named after its class, and each
card built from the same partials as the transcript kinds."""

from __future__ import annotations

import re

from cc2html.render.registry import REGISTRY
from cc2html.resources import templates_dir

SDK_MODULE = "cc2html.model.sdk"
SDK_FOLDERS = ("kinds/sdk", "tools/sdk")


def _snake(name: str) -> str:
    """NoticeMessage -> notice, ServerToolInput -> server_tool_input."""
    name = name.removesuffix("Message")
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _sdk_rows() -> dict[type, str]:
    return {cls: row.template for cls, row in REGISTRY.items()
            if cls.__module__ == SDK_MODULE and row.template.startswith(SDK_FOLDERS)}


def test_each_sdk_template_is_named_after_its_class_or_a_base():
    misnamed = {}
    for cls, template in _sdk_rows().items():
        stem = template.rsplit("/", 1)[-1].removesuffix(".html")
        names = {_snake(base.__name__) for base in cls.__mro__}
        if stem not in names:
            misnamed[cls.__name__] = template
    assert not misnamed, f"SDK templates not named after their class: {misnamed}"


def test_sdk_folders_hold_only_templates_the_registry_names():
    named = set(_sdk_rows().values())
    root = templates_dir()
    files = {path.relative_to(root).as_posix() for folder in SDK_FOLDERS
             for path in (root / folder).glob("*")}
    assert files, "no SDK templates found"
    assert all(name.endswith(".html") for name in files), files
    assert files == named, f"not named by the registry: {sorted(files - named)}"


def test_sdk_cards_use_the_transcript_kinds_partials():
    """A card extends the shared message frame (or a transcript kind), or writes its own
    frame with the same permalink partial the transcript cards include."""
    root = templates_dir()
    for path in (root / "kinds/sdk").glob("*.html"):
        text = path.read_text(encoding="utf-8")
        extends = re.search(r'{%\s*extends\s+"([^"]+)"', text)
        if extends:
            parent = extends.group(1)
            assert parent == "_partials/message.html" or parent.startswith("kinds/"), path.name
            assert (root / parent).is_file(), parent
        else:
            assert '{% include "_partials/links.html" %}' in text, path.name
