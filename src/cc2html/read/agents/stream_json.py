"""The Agent SDK's stream-json log (`claude -p --output-format stream-json`): a Claude
Code transcript's messages as the SDK sends them, each naming its session `session_id`.

Its line handling is the transcript reader's (read/sdk.py passes its own object -> model
step); its entries are SDK messages, classified by classify/sdk. It has no home: the
log is wherever its command's output was sent.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from .claude_code import scan_jsonl, session_kind
from .format import Format, Scan

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item


def detect(path: Path) -> bool:
    return session_kind(path) == "stream-json"


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..sdk import iter_sdk
    return iter_sdk(path, redactor)


def scan(path: Path) -> Scan:
    return scan_jsonl(path, "session_id")


STREAM_JSON = Format("stream-json", "the Agent SDK", "Agent SDK log", detect, read, scan,
                     homeless="a log is written wherever `claude -p` sends its output",
                     sdk=True)
