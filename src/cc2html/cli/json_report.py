"""`--json` for one transcript: the machine-readable account, printed on stdout."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Optional

from .. import __version__
from ..read.jsonsafe import ascii_json
from ..options import Options, tidier
from ..pipeline import Result


class JsonReport:
    """Started before the conversion (for its time), printed once when it ends either way."""

    def __init__(self, source: Path, target: Optional[Path], options: Options) -> None:
        self.started = time.monotonic()
        self.tidy = tidier(options)  # paths masked as the page masks them
        self.head: dict[str, Any] = {"cc2html": __version__, "input": self.tidy(str(source)),
                                     "output": self.tidy(str(target)) if target else "-"}

    def done(self, code: int, result: Result) -> None:
        self._print({**self.head, "exit_code": code, **result.summary()})

    def failed(self, code: int, error: str) -> int:
        self._print({**self.head, "exit_code": code, "error": self.tidy(error)})
        return code

    def _print(self, data: dict[str, Any]) -> None:
        data["seconds"] = round(time.monotonic() - self.started, 3)
        # ASCII: file names and errors reach a terminal (no raw C1 or bidi controls, and no
        # lone surrogate from a name that is not UTF-8, which print() cannot encode)
        print(ascii_json(data))
