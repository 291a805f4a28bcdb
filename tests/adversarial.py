"""Adversarial inputs for every stage, at a size `n`: the worst shapes we know for each
(repeated lines, long runs of one character, deep nesting, many tiny blocks, long parent
chains). Each case is `make(n) -> input` (not timed) and `run(input)` (timed); the input
grows linearly with `n`, so a stage that is linear takes about 8 times as long at 8n.

tests/robustness/test_growth.py checks the growth; benchmarks/growth.py prints the time
per KB of input of each case (before/after figures for a change)."""

from __future__ import annotations

import gc
import json
import random
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cc2html.archive.passages import passages
from cc2html.archive.search_text import plain_markdown
from cc2html.archive.search_text import terms
from cc2html.classify.ide import ide_notice
from cc2html.classify.inline import split_special
from cc2html.classify.commits import find_commits
from cc2html.classify.tags import looks_like_markdown, tag_text, teammate, without_tags
from cc2html.classify.tool_text import parse_tags, split_reminders
from cc2html.pipeline import build_session
from cc2html.read.codex import iter_codex
from cc2html.read.gemini import iter_gemini
from cc2html.read.transcript import iter_lines
from cc2html.model.tools.agents_cli import parse_patch
from cc2html.redact.redactor import Redactor
from cc2html.render.text.ansi import ansi_to_html
from cc2html.render.text.diff import diff_rows
from cc2html.render.text.formats import to_json
from cc2html.render.text.highlight import _uncached, lexer_for
from cc2html.render.to_html.html import PageInfo
from cc2html.render.to_json.json_export import json_chunks
from cc2html.render.to_markdown.markdown_export import markdown_chunks
from cc2html.render.to_html.copy_markdown import markdown_data
from cc2html.render.to_markdown.md_rewrite import rewrite
from cc2html.render.to_markdown.md_text import fence
from cc2html.tree.build import build_document
from cc2html.tree.prices import bundled_prices
from cc2html.tree.stats import document_stats, session_stats
from cc2html.render.to_html.usage import page_costs
from adversarial_markdown import MARKDOWN_CASES
from adversarial_tree import TREE_CASES


@dataclass(frozen=True)
class Case:
    stage: str
    make: Callable[[int], Any]
    run: Callable[[Any], object]
    base: int  # the small size: large enough to time, the 8x one well under a second

    def size(self, value: Any) -> int:
        """Bytes of input (for time per KB)."""
        if isinstance(value, tuple):
            return sum(self.size(v) for v in value)
        if isinstance(value, Path):
            return value.stat().st_size
        if isinstance(value, Built):
            return value.bytes
        if isinstance(value, list):
            return len(json.dumps(value))
        return len(value.encode("utf-8", "surrogatepass") if isinstance(value, str) else value)


#: CPU time one timing covers at least (the run repeated as often as it takes): the
#: process clock may tick in steps of several milliseconds
MIN_TIMED = 0.02


def best_time(case: Case, value: Any, repeat: int = 3) -> float:
    """CPU seconds of one `case.run(value)`, the best of `repeat` timings.

    The cycle collector is off while timing: its passes walk every live object, so a
    larger input's run pays for them more than in proportion on a loaded machine (the
    larger working set misses the caches). It is the stage's own growth that is asked
    about; the collector's is CPython's, amortised linear. (`export: wide tables`: 9.6x
    at 8x the input without it, 12.7-15.2x with it, and over the limit once under load.)
    """
    times = []
    gc.collect()
    was_on = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeat):
            runs, start = 0, time.process_time()
            while True:
                case.run(value)
                runs += 1
                spent = time.process_time() - start
                if spent >= MIN_TIMED:
                    break
            times.append(spent / runs)
    finally:
        if was_on:
            gc.enable()
    return min(times)


# --------------------------------------------------------------------------- read


def _line(content: Any) -> bytes:
    return (json.dumps({"type": "user", "uuid": "u", "sessionId": "s",
                        "message": {"role": "user", "content": content}}) + "\n").encode()


def _read(line: bytes) -> object:
    return list(iter_lines([line]))


def _nested(n: int) -> bytes:
    return b'{"type": "user", "uuid": "u", "sessionId": "s", "x": ' + b"[" * n + b"]" * n + b"}\n"


# --------------------------------------------------------------------------- diff


def _lines(n: int, seed: int, pool: tuple[str, ...]) -> list[str]:
    rnd = random.Random(seed)
    return [rnd.choice(pool) for _ in range(n)]


def _edited(lines: list[str], seed: int, pool: tuple[str, ...]) -> list[str]:
    """`lines` with about one line in ten replaced, dropped or doubled."""
    rnd = random.Random(seed)
    out: list[str] = []
    for line in lines:
        roll = rnd.random()
        if roll < 0.03:
            continue
        out.append(rnd.choice(pool) if roll < 0.06 else line)
        if roll > 0.97:
            out.append(line)
    return out


_REPEATED = ("}", "", "end", "    }", "  end")


def _repeated_edit(n: int) -> tuple[str, str]:
    old = _lines(n, 1, _REPEATED)
    return "\n".join(old), "\n".join(_edited(old, 2, _REPEATED))


def code_edit(n: int) -> tuple[str, str]:
    """A file of `n` lines as code has them (a unique line among `}`, blank and `end`
    lines), edited in about one line in ten: an Edit of a long file."""
    rnd = random.Random(3)
    old = [f"    value_{k} = compute({k})" if rnd.random() < 0.4 else rnd.choice(_REPEATED)
           for k in range(n)]
    new = _edited(old, 4, _REPEATED + ("    value = compute()",))
    return "\n".join(old), "\n".join(new)


def braces_edit(n: int) -> tuple[str, str]:
    """Every other line `}`, every line between them changed: no line occurs once on
    both sides (difflib took 6 s for 1,200 lines, ~100 s for 3,000)."""
    old = ["}" if k % 2 else f"    old_{k}()" for k in range(n)]
    new = ["}" if k % 2 else f"    new_{k}()" for k in range(n)]
    return "\n".join(old), "\n".join(new)


def _long_lines_edit(n: int) -> tuple[str, str]:
    """Blocks of long lines, each word changed, a space between words (intra-line
    matching: difflib on the words was cubic in the spaces)."""
    a = " ".join(f"a{k}" for k in range(100))[:400]
    b = " ".join(f"b{k}" for k in range(100))[:400]
    old = "\n".join(f"anchor {k}\n{a}\n{a}" for k in range(n))
    new = "\n".join(f"anchor {k}\n{b}\n{b}" for k in range(n))
    return old, new


def _shuffled_edit(n: int) -> tuple[str, str]:
    old = [f"line {k}" for k in range(n)]
    new = old[:]
    random.Random(5).shuffle(new)
    return "\n".join(old), "\n".join(new)


def _diff(pair: tuple[str, str]) -> object:
    return diff_rows(*pair)


# --------------------------------------------------------------------------- tree, search


@dataclass(frozen=True)
class Built:
    messages: list[Any]
    bytes: int


def _session(objs: list[dict[str, Any]]) -> Built:
    text = "".join(json.dumps(o) + "\n" for o in objs)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "s.jsonl"
        path.write_text(text, encoding="utf-8")
        return Built(build_session(path).messages, len(text))


def _file(objs: list[dict[str, Any]]) -> Path:
    """A JSONL file of `objs` (in a folder of its own, left for the OS to clear)."""
    path = Path(tempfile.mkdtemp(prefix="cc2html-adv-")) / "session.jsonl"
    path.write_text("".join(json.dumps(o) + "\n" for o in objs), encoding="utf-8")
    return path


def _codex_copies(n: int) -> Path:
    """A rollout saying the same prompt and reply n times, each as item and as event."""
    said = []
    for _ in range(n):
        said += [{"type": "response_item", "payload": {"type": "message", "role": "user",
                                                       "content": [{"type": "input_text",
                                                                    "text": "again"}]}},
                 {"type": "event_msg", "payload": {"type": "user_message", "message": "again"}},
                 {"type": "event_msg", "payload": {"type": "agent_message", "message": "ok"}},
                 {"type": "event_msg", "payload": {"type": "token_count", "info": None}}]
    return _file(said)


def _gemini_versions(n: int) -> Path:
    """A Gemini JSONL session writing one message n times (the last version wins)."""
    head = {"sessionId": "g", "projectHash": "0" * 64}
    return _file([head, *({"id": "m", "type": "gemini", "content": f"v{k}"}
                          for k in range(n))])


def _user(uuid: str, parent: str | None, text: str = "hello") -> dict[str, Any]:
    return {"type": "user", "uuid": uuid, "parentUuid": parent, "sessionId": "s",
            "timestamp": "2026-01-01T00:00:00Z", "message": {"role": "user", "content": text}}


def _chain(n: int) -> Built:
    return _session([_user(f"u{k}", f"u{k - 1}" if k else None) for k in range(n)])


def _siblings(n: int) -> Built:
    return _session([_user("root", None)] + [_user(f"u{k}", "root") for k in range(n)])


def _cycles(n: int) -> Built:
    """Pairs of entries each the other's parent, and a chain that ends in a loop."""
    objs = []
    for k in range(n // 2):
        objs += [_user(f"a{k}", f"b{k}"), _user(f"b{k}", f"a{k}")]
    objs += [_user(f"c{k}", f"c{(k + 1) % (n // 2)}") for k in range(n // 2)]
    return _session(objs)


def _tree(built: Built) -> object:
    return build_document(built.messages)


def _passages(built: Built) -> object:
    found = passages(build_document(built.messages))
    return terms("title", found)


def _wordy(n: int) -> Built:
    rnd = random.Random(6)
    return _session([_user(f"u{k}", f"u{k - 1}" if k else None,
                           " ".join(f"w{rnd.randrange(10 ** 6)}" for _ in range(40)))
                     for k in range(n)])


# --------------------------------------------------------------------------- the cases


def _replies(n: int) -> Built:
    """One prompt answered by n assistant lines, three lines to an API message (each repeating
    its usage), models priced, unpriced and synthetic in turn."""
    models = ("claude-opus-4-6", "claude-sonnet-4-5-20250929", "claude-opus-4-9", "<synthetic>")
    objs = [_user("u0", None)]
    for k in range(n):
        objs.append({"type": "assistant", "uuid": f"a{k}", "parentUuid": f"a{k - 1}" if k else "u0",
                     "sessionId": "s", "timestamp": "2026-01-01T00:00:01Z", "message": {
                         "id": f"m{k // 3}", "role": "assistant", "model": models[k // 3 % 4],
                         "content": [{"type": "text", "text": f"part {k}"}],
                         "usage": {"input_tokens": k, "output_tokens": 7,
                                   "cache_read_input_tokens": 300_000}}})
    return _session(objs)


def _costs(built: Built) -> object:
    doc = build_document(built.messages)
    return page_costs(doc, bundled_prices()), [session_stats(s) for s in doc.sessions]


def _reads(n: int) -> Built:
    """n Read calls of 40 numbered lines each (the copy data's references, copy_refs.py)."""
    body, use = "".join(f"{i:>6}\tx = f({i})  # `c`\n" for i in range(1, 41)), "tool_use"
    return _session([{**_user(f"a{k}", f"r{k - 1}" if k else None), "type": "assistant", "message": {
        "role": "assistant", "content": [{"type": use, "id": f"t{k}", "name": "Read", "input": {
            "file_path": f"/p/f{k}.py"}}]}} if c == "a" else _user(f"r{k}", f"a{k}", [
                {"type": "tool_result", "tool_use_id": f"t{k}", "content": body}])
        for k in range(n) for c in "ar"])


def _export(fmt: str) -> Callable[[Built], object]:
    chunks = markdown_chunks if fmt == "md" else json_chunks

    def export(built: Built) -> str:
        doc = build_document(built.messages)
        return "".join(chunks(doc, PageInfo("t", "s"), document_stats(doc)))
    return export


def _highlight(code: str) -> object:
    return _uncached(code, lexer_for("python"))


def _redact(text: str) -> object:
    return Redactor(secrets=True, home=True).text(text)


def _deep_value(n: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(n):
        value = [value, "x"]
    return value


def _text(unit: str) -> Callable[[int], str]:
    return lambda n: unit * n


CASES: dict[str, Case] = {
    "read: one long line": Case("read", lambda n: _line("a\\\"b\u00e9\U0001F600 " * n), _read, 20_000),
    "read: deep nesting": Case("read", _nested, _read, 600),
    "read: many tiny blocks": Case(
        "read", lambda n: _line([{"type": "text", "text": "x"}] * n), _read, 2_000),
    "tags: unclosed envelopes": Case(
        "tags", _text("<system-reminder>"), split_special, 5_000),
    "tags: unclosed reminders": Case("tags", _text("<system-reminder>"), split_reminders, 5_000),
    "tags: nested tags": Case("tags", lambda n: "<a>" * n + "</b>", parse_tags, 10_000),
    "tags: tag text": Case(
        "tags", _text("<command-name>"), lambda t: tag_text(t, "command-name"), 10_000),
    "tags: without tags": Case(
        "tags", _text("<command-args>"), lambda t: without_tags(t, "command-args"), 10_000),
    "tags: teammate": Case("tags", lambda n: "</teammate-message>" + "<teammate-message x" * n
                           + ">", lambda t: teammate(t, None), 1_000),
    "tags: markdown hint": Case("tags", _text("["), looks_like_markdown, 50_000),
    "ansi: run of ESC": Case("ansi", _text("\x1b"), ansi_to_html, 50_000),
    "ansi: unfinished CSI": Case("ansi", _text("\x1b[1;"), ansi_to_html, 20_000),
    "ansi: colours": Case("ansi", _text("\x1b[31mx\x1b[0m"), ansi_to_html, 1_500),
    "ansi: many CR": Case("ansi", _text("progress 10%\r"), ansi_to_html, 5_000),
    "ansi: long line, CR end": Case("ansi", lambda n: "x" * (40 * n) + "\r\n", ansi_to_html, 5_000),
    "diff: repeated lines": Case("diff", _repeated_edit, _diff, 1_000),
    "diff: code": Case("diff", code_edit, _diff, 1_000),
    "diff: shuffled unique lines": Case("diff", _shuffled_edit, _diff, 1_000),
    "diff: changed between braces": Case("diff", braces_edit, _diff, 1_000),
    "diff: long changed lines": Case("diff", _long_lines_edit, _diff, 50),
    "export: code span openers": Case("export", _text("`a "), rewrite, 5_000),
    "export: backtick runs": Case("export", lambda n: "".join(
        "`" * (k % 30) + "x" for k in range(n)), rewrite, 1_000),
    # (both sizes on one parser: markdown-it.rs up to guard.MAX_DELIMITERS, then -py)
    "export: link openers": Case("export", _text("[a](java "), rewrite, 500),
    "export: link openers past markdown-it.rs": Case(
        "export", _text("[a](java "), rewrite, 5_001),
    "export: fence openers": Case("export", _text("```\n# x\n"), rewrite, 3_000),
    # the Markdown rewritten from its parse (md_rewrite.py): nesting, pairs, tables, items
    "export: nested lists": Case("export", lambda n: "".join(
        "  " * (k % 40) + "- x\n" for k in range(n)), rewrite, 300),
    "export: nested quotes": Case("export", lambda n: ">" * n + " x", rewrite, 3_000),
    "export: emphasis pairs": Case(
        "export", lambda n: "*a " * n + "x" + " a*" * n, rewrite, 60),
    "export: nested images": Case(
        "export", lambda n: "![" * n + "a" + "](https://x.example/p.png)" * n, rewrite, 10),
    "export: wide tables": Case("export", lambda n: "|a" * n + "|\n" + "|-" * n + "|\n"
                                + "|`b`" * n + "|\n", rewrite, 300),
    "export: fences in list items": Case(
        "export", _text("- ```\n  <img src=x>\n"), rewrite, 300),
    "export: markdown of a session": Case("export", _wordy, _export("md"), 100),
    "export: json of a session": Case("export", _wordy, _export("json"), 100),
    "export: copy data of reads": Case(
        "export", _reads, lambda b: markdown_data(build_document(b.messages)), 30),
    "export: fence of a backtick run": Case("export", _text("`"), fence, 50_000),
    "highlight: repeated lines": Case("highlight", _text("x = f(1)  # c\n"), _highlight, 250),
    "highlight: one character": Case("highlight", _text("("), _highlight, 2_000),
    "highlight: unclosed strings": Case("highlight", _text("'''\"\n"), _highlight, 1_000),
    "redact: key-like run": Case("redact", _text("A"), _redact, 50_000),
    "redact: assignments": Case("redact", _text("password="), _redact, 5_000),
    "redact: quotes and =": Case("redact", _text("\"token\": \"=\" "), _redact, 3_000),
    "redact: token prefixes": Case("redact", _text("sk-ant-ghp_AKIA"), _redact, 3_000),
    "redact: key block": Case(
        "redact", lambda n: "-----BEGIN PRIVATE KEY-----\n" + "A" * (40 * n), _redact, 1_000),
    "redact: home paths": Case("redact", _text("/home/a"), _redact, 5_000),
    "redact: urls": Case("redact", _text("https://u:"), _redact, 3_000),
    "render: deep JSON value": Case("render", _deep_value, to_json, 100),
    "render: wide JSON value": Case(
        "render", lambda n: [{"k": [k, None, "x" * 20]} for k in range(n)], to_json, 2_000),
    "search: passages": Case("search", _wordy, _passages, 100),
    "search: Markdown stars": Case("search", _text("*a "), plain_markdown, 20_000),
    "search: Markdown link openers": Case("search", _text("[a]("), plain_markdown, 20_000),
    "search: Markdown marks": Case("search", _text("> - **`_~~|\\"), plain_markdown, 10_000),
    "commits: bracket lines": Case(
        "commits", _text("[a a a a a a a a a a a a 1234567 x]\n 1 files changed\n"), find_commits, 2_000),
    "commits: long branch": Case(
        "commits", lambda n: "[" + "a " * (50 * n) + "1234567] m\n 1 file changed", find_commits, 1_000),
    "ide: selection sentence": Case(
        "ide", lambda n: "The user selected the lines 1 to 2 from " + "a:" * (50 * n),
        lambda text: ide_notice("selection", text), 1_000),
    "tree: long parent chain": Case("tree", _chain, _tree, 200),
    "tree: many siblings": Case("tree", _siblings, _tree, 200),
    "tree: cycles": Case("tree", _cycles, _tree, 200),
    "tree: costs of many replies": Case("tree", _replies, _costs, 300),
    "read: long Codex patch": Case("read", lambda n: "*** Begin Patch\n*** Update File: a\n"
                              + "+x\n-y\n" * n, parse_patch, 5_000),
    "read: repeated Codex copies": Case("read", _codex_copies, lambda p: list(iter_codex(p)), 300),
    "read: rewritten Gemini message": Case("read", _gemini_versions,
                                      lambda p: list(iter_gemini(p)), 500),
}
CASES.update((name, Case(*case)) for cases in (MARKDOWN_CASES, TREE_CASES)
             for name, case in cases.items())
