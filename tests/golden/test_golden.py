"""Golden tests: each fixture in test_data/ renders to its stored snapshot.

Regenerate after an intended change with `pytest tests/golden --update-golden`
and read the diff before committing it.
"""

from __future__ import annotations

import pytest

from helpers import SNAPSHOTS, TEST_DATA, main_section, render_path

FIXTURES = sorted(p for p in TEST_DATA.glob("*.jsonl"))


def normalise(page: str) -> str:
    """Forget what differs between library releases, not between renderings.

    Pygments releases differ in whether they escape apostrophes in text; we only ever
    use double-quoted attributes, so an apostrophe is the same character either way.
    """
    return page.replace("&#39;", "'").replace("&#x27;", "'")


@pytest.mark.parametrize("fixture", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_golden(fixture, update_golden):
    got = normalise(main_section(render_path(fixture)))
    snapshot = SNAPSHOTS / f"{fixture.stem}.html"
    if update_golden or not snapshot.exists():
        SNAPSHOTS.mkdir(exist_ok=True)
        snapshot.write_text(got, encoding="utf-8")
        if not update_golden:
            pytest.fail(f"new snapshot written: {snapshot.name}; review and commit it")
    assert got == normalise(snapshot.read_text(encoding="utf-8")), (
        f"{fixture.name} renders differently from {snapshot.name}; "
        "run with --update-golden if the change is intended")
