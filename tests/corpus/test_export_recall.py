"""Whole corpus: every Claude Code transcript's JSON export validates against `cc2html
schema`, and the input's words reach the JSON's values and the Markdown's text (recall,
as for the page).

Recall is ../shared/tools/recall.py's input measure. The JSON side is the export's scalar
values (strings, with ANSI escapes stripped as the page strips them, and numbers: a Read
result's line numbers are integers in the model); the Markdown side is the file's text.
Thresholds as for the page: at least 0.97 per file and 0.995 over all words together.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import jsonschema
import pytest

from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.render.to_json.json_schema import schema
from cc2html.read.agents import detect_format
from cc2html.read.sniff import not_transcript
from helpers import CORPUS, need_corpus, recall_module

pytestmark = pytest.mark.corpus

#: the Claude Code transcripts of the corpus (sidecars are read with their session)
FILES = sorted(p for p in CORPUS.rglob("*.jsonl")
               if "subagents" not in p.parts and detect_format(p).name == "transcript"
               and not not_transcript(p)  # (an empty file is refused: no page)
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


def export_all(folder: Path, fmt: str) -> dict[Path, str]:
    texts = {}
    for n, src in enumerate(FILES):
        out = folder / f"{n:04d}.{fmt}"
        convert(src, out, options=Options(output_format=fmt))
        texts[src] = out.read_text(encoding="utf-8")
    return texts


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> dict[Path, Any]:
    need_corpus()
    texts = export_all(tmp_path_factory.mktemp("json"), "json")
    return {src: json.loads(text) for src, text in texts.items()}


@pytest.fixture(scope="module")
def markdown(tmp_path_factory) -> dict[Path, str]:
    need_corpus()
    return export_all(tmp_path_factory.mktemp("md"), "md")


def check_recall(outputs: dict[Path, set[str]]) -> None:
    recall = recall_module()
    total = missing = 0
    low = []
    for src, got in outputs.items():
        want = recall.input_words(str(src))
        lost = want - got
        total += len(want)
        missing += len(lost)
        if want and 1 - len(lost) / len(want) < 0.97:
            low.append((str(src), round(1 - len(lost) / len(want), 4), sorted(lost)[:10]))
    assert not low, f"files under 0.97 recall: {low}"
    assert total and 1 - missing / total >= 0.995, f"weighted recall {1 - missing / total:.4f}"


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
    check_recall({src: set(recall.WORD.findall(recall.ANSI.sub(" ", " ".join(scalars(doc)))))
                  for src, doc in exported.items()})


def test_markdown_recall(markdown):
    recall = recall_module()
    check_recall({src: set(recall.WORD.findall(text)) for src, text in markdown.items()})

