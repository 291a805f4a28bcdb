"""Golden tests of a folder exported as Markdown and as JSON: the top index.md, a project's
index.md and index.json of the small test_data tree (tests/md_tree.py).

Snapshots are in __snapshots__/tree/. Regenerate with `pytest tests/golden --update-golden`
and read the diff before committing it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from helpers import SNAPSHOTS
from md_tree import make_tree, run

GENERATOR = re.compile(r'"generator": "cc2html [^"]*"')
FILES = {"md": ("index.md", "my notes (2)/index.md", "-home-dev-app/index.md"),
         "json": ("index.json",)}
CASES = [(fmt, rel) for fmt, rels in FILES.items() for rel in rels]


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("tree")
    src = make_tree(root / "projects")
    for fmt in FILES:
        run(src, root / "out", "--format", fmt)
    return root / "out"


@pytest.mark.parametrize("fmt,rel", CASES, ids=[rel for _, rel in CASES])
def test_golden_tree_index(exported, fmt, rel, update_golden):
    got = GENERATOR.sub('"generator": "cc2html"', (exported / rel).read_text(encoding="utf-8"))
    snapshot = SNAPSHOTS / "tree" / rel.replace("/", "__")
    if update_golden or not snapshot.exists():
        snapshot.parent.mkdir(parents=True, exist_ok=True)
        snapshot.write_text(got, encoding="utf-8")
        if not update_golden:
            pytest.fail(f"new snapshot written: {snapshot.name}; review and commit it")
    assert got == snapshot.read_text(encoding="utf-8"), (
        f"{rel} differs from {snapshot.name}; run with --update-golden if intended")
