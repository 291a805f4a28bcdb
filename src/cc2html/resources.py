"""Where templates and static assets live: inside the installed package, or the repo root."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_REPO = _PACKAGE.parent.parent


class MissingResource(Exception):
    """cc2html's own templates or static files are not where they belong (a broken
    installation): neither an input's fault nor the output's, and no OSError, so that no
    handler of those reports it as one."""


def broken(what: str) -> MissingResource:
    return MissingResource(f"cc2html is installed incompletely: its {what} is missing "
                           "(reinstall cc2html)")


def _find(name: str) -> Path:
    for base in (_PACKAGE, _REPO):  # wheel: cc2html/<name>; editable / source: <repo>/<name>
        candidate = base / name
        if candidate.is_dir():
            return candidate
    raise broken(f"{name!r} folder")


def templates_dir() -> Path:
    return _find("templates")


def static_dir() -> Path:
    return _find("static")


@lru_cache(maxsize=None)
def static_text(name: str) -> str:
    try:
        return (static_dir() / name).read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise broken(f"static file {name!r}") from exc


def demo_transcript() -> Path:
    return _PACKAGE / "demo" / "demo.jsonl"
