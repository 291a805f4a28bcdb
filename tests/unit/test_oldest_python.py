"""Nothing newer than the oldest Python claimed (`requires-python = ">=3.10"`).

The other interpreters run the fast lane in CI (`.ci/run`) when they are on the machine;
these checks hold on any interpreter: the source parses as Python 3.10, and no regular
expression of the package uses atomic groups or possessive quantifiers (Python 3.11's
`re`; on 3.10 the module compiling one fails to import, and every conversion with it).
"""

from __future__ import annotations

import ast
import importlib
import re
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "src" / "cc2html"
OLDEST = (3, 10)
#: the opcodes of `(?>...)` and `*+`, `++`, `?+`, `{m,n}+` in Python 3.11's regex parser
NEWER_OPCODES = {"ATOMIC_GROUP", "POSSESSIVE_REPEAT"}


def _modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_the_oldest_python_claimed_is_the_one_checked():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")  # no tomllib before 3.11
    assert re.search(r'^requires-python = ">=%d\.%d"$' % OLDEST, text, re.M)
    assert re.search(r'^target-version = "py%d%d"$' % OLDEST, text, re.M)
    assert re.search(r'^python_version = "%d\.%d"$' % OLDEST, text, re.M)  # mypy


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_every_module_parses_as_the_oldest_python(path: Path):
    ast.parse(path.read_text(encoding="utf-8"), str(path), feature_version=OLDEST)


def _patterns(value: Any, depth: int = 0) -> Iterator[re.Pattern[str]]:
    """The compiled patterns in a module global: itself, or inside a table of them."""
    if isinstance(value, re.Pattern):
        yield value
    elif depth < 3 and isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from _patterns(item, depth + 1)
    elif depth < 3 and isinstance(value, dict):
        for item in value.values():
            yield from _patterns(item, depth + 1)


def _opcodes(parsed: Any) -> Iterator[str]:
    for op, arg in parsed:
        yield str(op)
        for item in arg if isinstance(arg, (tuple, list)) else (arg,):
            if hasattr(item, "data"):  # a SubPattern
                yield from _opcodes(item)
            elif isinstance(item, (tuple, list)):
                for sub in item:
                    if hasattr(sub, "data"):
                        yield from _opcodes(sub)


@pytest.mark.skipif(sys.version_info < (3, 11), reason="3.10 cannot parse the features sought; "
                    "a pattern using them fails the module's import there")
def test_no_regex_uses_a_feature_newer_than_the_oldest_python():
    parser = importlib.import_module("re._parser")
    found = []
    seen = 0
    for path in _modules():
        if path.name == "__main__.py":  # runs the command line when imported
            continue
        module = importlib.import_module(_module_name(path))
        for name, value in vars(module).items():
            for pattern in _patterns(value):
                seen += 1
                newer = NEWER_OPCODES & set(_opcodes(parser.parse(pattern.pattern, pattern.flags)))
                if newer:
                    found.append(f"{module.__name__}.{name}: {sorted(newer)}")
    assert seen > 50  # the walk reaches the package's patterns (the redact rules among them)
    assert not found
