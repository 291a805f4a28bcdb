"""Whole corpus: every Claude Code transcript's JSON export validates against `cc2html
schema`, and the input's words reach the JSON's values (recall, as for the page).

Recall is ../shared/tools/recall.py's input measure; the output side is the export's
scalar values (strings, with ANSI escapes stripped as the page strips them, and numbers:
a Read result's line numbers are integers in the model). Thresholds as for the page: at
least 0.97 per file and 0.995 over all words together.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import jsonschema
import pytest

from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.render.json_schema import schema
from cc2html.read.sdk import detect_format
from helpers import CORPUS, need_corpus, recall_module

pytestmark = pytest.mark.corpus

#: the Claude Code transcripts of the corpus (sidecars are read with their session)
FILES = sorted(p for p in CORPUS.rglob("*.jsonl")
               if "subagents" not in p.parts and detect_format(p) == "transcript"
               ) if CORPUS.is_dir() else []


def scalars(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        yield str(value)
    elif isinstance(value, dict):
        for item in value.values():
            yield from scalars(item)
    elif isinstance(value, list):
        for item in value:
            yield from scalars(item)


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict[Path, Any]:
    need_corpus()
    folder = tmp_path_factory.mktemp("json")
    docs = {}
    for n, src in enumerate(FILES):
        out = folder / f"{n:04d}.json"
        convert(src, out, options=Options(output_format="json"))
        docs[src] = json.loads(out.read_text(encoding="utf-8"))
    return docs


def test_every_export_validates(exported):
    validator = jsonschema.Draft202012Validator(schema())
    bad = {}
    for src, doc in exported.items():
        error = jsonschema.exceptions.best_match(validator.iter_errors(doc))
        if error is not None:
            bad[str(src)] = f"{error.json_path}: {error.message[:200]}"
    assert not bad


def test_json_recall(exported):
    recall = recall_module()
    total = missing = 0
    low = []
    for src, doc in exported.items():
        want = recall.input_words(str(src))
        got = set(recall.WORD.findall(recall.ANSI.sub(" ", " ".join(scalars(doc)))))
        lost = want - got
        total += len(want)
        missing += len(lost)
        if want and 1 - len(lost) / len(want) < 0.97:
            low.append((str(src), round(1 - len(lost) / len(want), 4), sorted(lost)[:10]))
    assert not low, f"files under 0.97 recall: {low}"
    assert total and 1 - missing / total >= 0.995, f"weighted recall {1 - missing / total:.4f}"
