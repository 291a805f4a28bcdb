"""A tool's row in the table, and the small helpers every output parser uses.

An output parser takes the generic output and the entry's `toolUseResult`
sidecar and returns a typed output, or None when the result does not have the
shape it knows (the result is then shown generically). Errors never reach a
parser (classify/user.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Optional

from ...model.numbers import count
from ...model.tools.base import ToolInput, ToolOutput

Parser = Callable[[ToolOutput, Any], Optional[ToolOutput]]


@dataclass(frozen=True, slots=True)
class Tool:
    """How one tool's call and result are read: its input model and its output parser."""

    input_model: type[ToolInput]
    output_parser: Optional[Parser] = None  # None: the result is shown generically


#: a family's rows, in the order its module lists them
Rows = tuple[tuple[str, Tool], ...]


def base_fields(generic: ToolOutput) -> dict[str, Any]:
    """The generic output's fields, to build a typed output from."""
    return {"text": generic.text, "images": generic.images, "other": generic.other}


def as_str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def as_int(value: Any) -> Optional[int]:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def as_count(value: Any) -> Optional[int]:
    """A count, a size or a duration in ms, by model/numbers.py's rule (None otherwise:
    a negative or 400-digit one is not shown as a figure, nor divided into one)."""
    return count(value)
