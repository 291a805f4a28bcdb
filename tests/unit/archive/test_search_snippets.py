"""Archive search snippets show a prompt's or answer's text, not its Markdown; commands
and tool calls keep their characters; every word a reader could search for stays."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.archive.passages import passages
from cc2html.archive.search_text import plain_markdown, words
from cc2html.classify import ClassifyContext
from cc2html.pipeline import read_messages
from cc2html.tree.build import build_document
from search_fixtures import session_lines, write_jsonl

ANSWER = """## Deploy to **Vercel**

> Run `vercel deploy --prod` first; see [the docs](https://vercel.com/docs) and
> [app.py](src/app.py:12).

- [x] snake_case_name stays, 2 * 3 stays, *em* and ~~gone~~ lose their marks
1. \\*literal\\* stars

```bash
vercel ls
```

| name | state |
|------|:-----:|
| web  | ready |
"""


@pytest.mark.parametrize("markdown, text", [
    ("## Deploy to **Vercel**", "Deploy to Vercel"),
    ("> see [the docs](https://vercel.com/docs)", "see the docs (https://vercel.com/docs)"),
    ("[app.py](src/app.py:12)", "app.py (src/app.py:12)"),
    ("[https://x.io](https://x.io)", "https://x.io"),
    ("- [ ] a `b` *c* _d_ __e__ ~~f~~", "a b c d e f"),
    ("snake_case_name and 2 * 3 * 4", "snake_case_name and 2 * 3 * 4"),
    ("\\*literal\\*", "*literal*"),
    ("| a | b |\n|---|:-:|\n| 1 | 2 |", "a b\n\n1 2"),
])
def test_markdown_syntax_leaves_the_snippet(markdown, text):
    assert " ".join(plain_markdown(markdown).split()) == " ".join(text.split())


def test_answer_passage_is_text_and_keeps_every_word(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    write_jsonl(path, session_lines(3, "/w", "Please **deploy** it", ANSWER, 5))
    doc = build_document(read_messages(path, [], ClassifyContext()), {})
    found = {kind: text for _, kind, text in passages(doc)}
    assert found["u"] == "Please deploy it"
    answer = found["a"]
    for syntax in ("**", "##", "](", "```", "|", "~~", "> ", "- [x]"):
        assert syntax not in answer, syntax
    assert answer.startswith("Deploy to Vercel Run vercel deploy --prod first; see the docs "
                             "(https://vercel.com/docs)")
    assert set(words(ANSWER)) <= set(words(answer))
