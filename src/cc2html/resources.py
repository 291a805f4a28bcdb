"""Where templates and static assets live: inside the installed package, or the repo root."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_REPO = _PACKAGE.parent.parent


def _find(name: str) -> Path:
    for base in (_PACKAGE, _REPO):  # wheel: cc2html/<name>; editable / source: <repo>/<name>
        candidate = base / name
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"cc2html resource folder {name!r} not found")


def templates_dir() -> Path:
    return _find("templates")


def static_dir() -> Path:
    return _find("static")


@lru_cache(maxsize=None)
def static_text(name: str) -> str:
    return (static_dir() / name).read_text(encoding="utf-8")


def demo_transcript() -> Path:
    return _PACKAGE / "demo" / "demo.jsonl"
