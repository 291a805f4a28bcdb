"""Broken input: cc2html never raises, always writes a page, renders every intact line and
lists the rest as skipped.

Three layers: hand-made structural oddities (cycles, duplicates, orphans …), seeded
mutations of real corpus files (truncation, flipped bytes, garbage lines, a 3 MB line,
`[` nested 100,000 deep, wrong field types), and Hypothesis-generated lines. Every
conversion runs under an alarm so a loop fails the test instead of hanging it.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cc2html.pipeline import Result, convert
from cc2html.read.filebytes import GZIP_MAGIC
from cc2html.read.sniff import NotTranscript, known_format
from cc2html.render.to_html.html import PageRenderer
from helpers import CORPUS, deadline, examples, need_corpus, recall_module, skipped_lines

RENDERER = PageRenderer()


def dump(line: Any) -> bytes:
    if isinstance(line, bytes):
        return line
    if isinstance(line, str):
        return line.encode("utf-8", "surrogatepass")
    return json.dumps(line).encode("utf-8", "surrogatepass")


def render(folder: Path, data: bytes, name: str = "s.jsonl") -> tuple[Result, str]:
    src = folder / name
    src.write_bytes(data)
    out = folder / (name + ".html")
    with deadline():
        result = convert(src, out, RENDERER)
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    return result, page


def render_lines(folder: Path, lines: list[Any], name: str = "s.jsonl") -> tuple[Result, str]:
    return render(folder, b"".join(dump(line) + b"\n" for line in lines), name)


def is_object_line(raw: bytes) -> bool:
    try:
        return isinstance(json.loads(raw.decode("utf-8", "replace")), dict)
    except (ValueError, RecursionError):
        return False


def _document_mode(lines: list[bytes]) -> bool:
    """The reader takes a file whose first line is a JSON array as one document."""
    first = next((ln for ln in lines if ln.strip()), b"")
    try:
        return isinstance(json.loads(first.decode("utf-8", "replace")), list)
    except (ValueError, RecursionError):
        return False


# --------------------------------------------------------------------------- structure

def _user(n: int, text: str = "hello", **extra: Any) -> dict:
    return {"type": "user", "uuid": f"u{n}", "sessionId": "s1", "timestamp":
            f"2026-01-01T00:00:{n % 60:02d}Z", "message": {"role": "user", "content": text},
            **extra}


def _assistant(n: int, blocks: list, **extra: Any) -> dict:
    return {"type": "assistant", "uuid": f"a{n}", "sessionId": "s1",
            "message": {"role": "assistant", "id": f"m{n}", "content": blocks}, **extra}


def _use(n: int, tool_id: str, name: str = "Bash", inp: Any = None) -> dict:
    return _assistant(n, [{"type": "tool_use", "id": tool_id, "name": name,
                           "input": inp if inp is not None else {"command": "ls"}}])


def _result(n: int, tool_id: str, content: Any = "ok", **extra: Any) -> dict:
    return {"type": "user", "uuid": f"r{n}", "sessionId": "s1", "message": {
        "role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_id,
                                     "content": content}]}, **extra}


STRUCTURES = {
    "parent-cycle": [_user(1, parentUuid="u3"), _user(2, parentUuid="u1"),
                     _user(3, parentUuid="u2"), _user(4, parentUuid="u4")],
    "duplicate-uuids": [_user(1, "first"), _user(1, "second"), _use(1, "t1"), _use(1, "t1"),
                        _result(1, "t1"), _result(1, "t1")],
    "result-without-use": [_user(1), _result(1, "missing")],
    "use-without-result": [_user(1), _use(1, "t1")],
    "sidechain-without-parent": [_user(1, "side", isSidechain=True, agentId="zz",
                                       parentUuid="nowhere")],
    "only-sidechains": [_user(1, "a", isSidechain=True), _user(2, "b", isSidechain=True)],
    "no-messages": [{"type": "summary", "summary": "s", "leafUuid": "x"},
                    {"type": "file-history-snapshot", "messageId": "m"}],
    "task-without-sidecar": [_user(1), _use(1, "t1", "Task", {"prompt": "p"}),
                             _result(1, "t1", "done", toolUseResult={"agentId": "gone"})],
    "task-self-sidechain": [_use(1, "t1", "Task", {"prompt": "p"}),
                            _result(1, "t1", toolUseResult={"agentId": "ag"}),
                            _user(2, "p", isSidechain=True, agentId="ag"),
                            _use(2, "t1", "Task", {"prompt": "p"})],
    "huge-tool-output": [_use(1, "t1"), _result(1, "t1", "\x1b[31mred\x1b[0m line\n" * 200_000)],
    "many-sessions": [_user(n, sessionId=f"s{n}") for n in range(300)],
    "deep-markdown": [_user(1, ">" * 20_000 + " x"), _user(2, "[" * 20_000),
                      _user(3, "*" * 50_000), _user(4, "- " * 10_000 + "x"),
                      _user(5, "```\n" * 5_000)],
    "lone-surrogates": [b'{"type": "user", "uuid": "u1", "message": {"content": "\\ud800 x"}}',
                        b'{"type": "user", "uuid": "\\udfff", "sessionId": "\\ud800"}'],
    "deep-json": [b'{"type": "x", "p": ' + b"[" * 900 + b"]" * 900 + b"}",
                  b'{"type": "user", "message": {"content": ' + b"[" * 900 + b"]" * 900 + b"}}",
                  _user(1)],
    "odd-numbers": [b'{"type": "assistant", "message": {"content": [], "usage": '
                    b'{"input_tokens": 1e400, "output_tokens": NaN}}}',
                    _assistant(2, [], **{"message": {"content": [], "usage": {
                        "input_tokens": 10 ** 400, "output_tokens": -1}}})],
}


@pytest.mark.parametrize("case", sorted(STRUCTURES))
def test_structure(case: str, tmp_path: Path) -> None:
    lines = STRUCTURES[case]
    result, _ = render_lines(tmp_path, lines)
    assert skipped_lines(result) == set()


def test_an_empty_file_is_refused(tmp_path: Path) -> None:
    """No page for a file with nothing in it (read/sniff.py): the CLI says so, exit 2."""
    with pytest.raises(NotTranscript, match="empty file"):
        render_lines(tmp_path, [])


def test_sidecar_oddities(tmp_path: Path) -> None:
    """Sidecars that are empty, garbage, or point back at the main session's own calls."""
    agents = tmp_path / "s" / "subagents"
    agents.mkdir(parents=True)
    (agents / "agent-empty.jsonl").write_bytes(b"")
    (agents / "agent-junk.jsonl").write_bytes(b"\x00\xff not json\n[[[\n")
    (agents / "agent-loop.jsonl").write_bytes(dump(_use(7, "t1", "Task", {"prompt": "p"}))
                                              + b"\n" + dump(_result(7, "t1", toolUseResult={
                                                  "agentId": "loop"})) + b"\n")
    lines = [_use(1, "t1", "Task", {"prompt": "p"}),
             _result(1, "t1", toolUseResult={"agentId": "loop"})]
    render_lines(tmp_path, lines)


# --------------------------------------------------------------------------- mutations

def _samples() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    files = sorted(p for p in CORPUS.rglob("*.jsonl")
                   if "subagents" not in p.parts and 20_000 < p.stat().st_size < 400_000)
    return random.Random(7).sample(files, min(4, len(files)))


WRONG = [None, 5, -1.5, True, "text", [], [1, "x"], {}, {"x": {"y": None}}]
FIELDS = ["message", "content", "type", "usage", "toolUseResult", "timestamp", "uuid",
          "sessionId", "isSidechain", "parentUuid", "cwd", "summary"]


def _retype(obj: dict, rng: random.Random) -> dict:
    obj = json.loads(json.dumps(obj))
    field = rng.choice(FIELDS)
    target = obj.get("message") if field in ("content", "usage") and isinstance(
        obj.get("message"), dict) else obj
    target[field] = rng.choice(WRONG)
    return obj


def mutate(lines: list[bytes], rng: random.Random) -> tuple[list[bytes], set[int]]:
    """One seeded mutation; returns the lines and the (1-based) numbers it touched."""
    lines = list(lines)
    n = rng.randrange(len(lines))
    kind = rng.choice(["truncate", "flip", "garbage", "big", "deep", "retype", "cut-file"])
    if kind == "truncate":
        lines[n] = lines[n][: rng.randrange(len(lines[n]) or 1)]
    elif kind == "flip":
        raw = bytearray(lines[n])
        for _ in range(rng.randint(1, 4)):
            if raw:
                raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        lines[n] = bytes(raw).replace(b"\n", b" ")
    elif kind == "garbage":
        lines[n] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 200))).replace(
            b"\n", b"?")
    elif kind == "big":
        lines.insert(n, dump(_user(9999, "x" * 3_000_000)))
    elif kind == "deep":
        lines.insert(n, b"[" * 100_000)
    elif kind == "retype":
        try:
            obj = json.loads(lines[n])
        except ValueError:
            obj = None
        if isinstance(obj, dict):
            lines[n] = dump(_retype(obj, rng))
    else:  # the file ends mid-line
        lines = lines[: n + 1]
        lines[n] = lines[n][: rng.randrange(len(lines[n]) or 1)]
    touched = {n + 1} if kind not in ("big", "deep") else set(range(n + 1, len(lines) + 1))
    return lines, touched


@pytest.mark.corpus
@pytest.mark.parametrize("seed", range(12))
def test_mutated_corpus(seed: int, tmp_path: Path) -> None:
    need_corpus()
    files = _samples()
    rng = random.Random(seed)
    src = files[seed % len(files)]
    original = [ln for ln in src.read_bytes().split(b"\n") if ln.strip()]
    lines, touched = original, set()
    for _ in range(rng.randint(1, 3)):
        lines, more = mutate(lines, rng)
        touched |= more
    data = b"\n".join(lines) + (b"\n" if rng.random() < 0.7 else b"")
    try:
        result, page = render(tmp_path, data)
    except NotTranscript:  # (mutated into garbage whole: refused, read/sniff.py)
        assert not any(is_object_line(ln) or _document_mode([ln]) for ln in lines)
        return
    if _document_mode(lines):
        return
    # every line that is still a JSON object is rendered (maybe raw), never skipped …
    for number in skipped_lines(result):
        assert not is_object_line(lines[number - 1]), f"object line {number} skipped"
    # … and every non-blank line that is not one is listed as skipped
    broken = {i for i, ln in enumerate(lines, 1) if ln.strip() and not is_object_line(ln)}
    assert broken <= skipped_lines(result) | {p.line for p in result.problems}
    # the intact lines' words reach the page
    recall = recall_module()
    words: set[str] = set()
    for i, ln in enumerate(lines, 1):
        if i not in touched and is_object_line(ln):
            for text in recall.content_strings(json.loads(ln)):
                words |= set(recall.WORD.findall(text))
    if words:
        out = tmp_path / "page.html"
        out.write_text(page, encoding="utf-8")
        got = recall.output_words(str(out))
        assert len(words & got) / len(words) >= 0.97


# --------------------------------------------------------------------------- hypothesis

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
TYPES = st.sampled_from(["user", "assistant", "system", "summary", "progress", "attachment",
                         "custom-title", "file-history-snapshot", "queue-operation", "x"])
BLOCK = st.fixed_dictionaries({"type": st.sampled_from(
    ["text", "thinking", "tool_use", "tool_result", "image", "redacted_thinking", "zzz"])},
    optional={"text": JSON, "thinking": JSON, "id": JSON, "name": JSON, "input": JSON,
              "tool_use_id": JSON, "content": JSON, "is_error": JSON, "source": JSON})
ENTRY = st.fixed_dictionaries(
    {"type": TYPES},
    optional={"uuid": st.sampled_from(["a", "b", "c"]) | JSON,
              "parentUuid": st.sampled_from(["a", "b", "c"]) | JSON,
              "sessionId": st.sampled_from(["s1", "s2"]) | JSON,
              "isSidechain": JSON, "agentId": JSON, "timestamp": JSON, "toolUseResult": JSON,
              "subtype": JSON, "content": JSON, "level": JSON, "summary": JSON,
              "message": st.fixed_dictionaries({}, optional={
                  "role": JSON, "content": st.lists(BLOCK, max_size=4) | JSON,
                  "usage": JSON, "model": JSON, "id": JSON})})
LINE = (ENTRY.map(dump) | JSON.map(dump) | st.binary(max_size=60)).map(
    lambda b: b.replace(b"\n", b" "))  # one generated item is one line of the file


@settings(max_examples=examples(120), deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.data_too_large])
@given(st.lists(LINE, max_size=12))
@example(lines=[b"\x1f\x8b\x08", b"\x00"])  # gzip's magic first: the file is refused whole
@example(lines=[b"\x00\x01\x02", b'{"type": "user"}'])  # a binary line, then an entry: read
@example(lines=[])  # nothing in it: refused
def test_any_lines(tmp_path_factory: pytest.TempPathFactory, lines: list[bytes]) -> None:
    folder = tmp_path_factory.mktemp("h")
    try:
        result, _ = render_lines(folder, lines)
    except NotTranscript:  # refused whole: compressed, an image … or no JSON line at all
        assert known_format(b"\n".join(lines)) or not any(
            is_object_line(ln) or _document_mode([ln]) for ln in lines), lines
        return
    assert not b"\n".join(lines).startswith(GZIP_MAGIC)  # a compressed file is refused
    if _document_mode(lines):
        return  # read as one JSON document (a list of entries), not line by line
    skipped = skipped_lines(result)
    for i, ln in enumerate(lines, 1):
        if i == 1 and ln.startswith(b"\xef\xbb\xbf"):
            ln = ln[3:]  # the reader drops a byte-order mark: encoding, not content
        if is_object_line(ln):
            assert i not in skipped
        elif ln.strip():
            assert i in skipped
