"""Link-like text is scanned in linear time: file references (render/text/file_refs.py), the
link checks around them and the other expressions over transcript text that once tried
each separator as the one (`[^\\s:#?]*[./][^\\s:#?]*` over `a/a/a/…?`: 42 CPU s for
400 KB, and past its CPU budget the whole message fell back to plain text; search
snippets' rule lines, `[|:\\- \\t]*-{3,}[|:\\- \\t]*$`, were cubic on a run of dashes).

In the style of test_growth.py: each shape at two sizes 8x apart, the larger may take at
most 3 x 8 times as long (ratios of CPU time, best of 3; a quadratic scan grows 64x)."""

from __future__ import annotations

import pytest

from adversarial import Case, best_time
from helpers import deadline
from cc2html.archive.search_text import plain_markdown
from cc2html.render.text.file_refs import file_ref
from cc2html.render.text.markdown import _render_markdown, safe_link

pytestmark = pytest.mark.growth

FACTOR = 8
LIMIT = 3 * FACTOR
FLOOR = 0.001
HUNG = 60


def _run(sep: str, end: str = "?") -> "callable":
    """`sep` repeated, then `end`, which no file reference may hold (the expression fails
    only at the very end, after trying every way to read what came before)."""
    return lambda n: sep * (n // len(sep)) + end


def _link(sep: str, end: str = "?q") -> "callable":
    return lambda n: "[x](" + sep * (n // len(sep)) + end + ")"


#: shapes of link-like text: long runs of `a/a/…`, `http://` repeated, `./././`, dots,
#: slashes with spaces, backslashes, a line range that is not one
SHAPES = {
    "a/a/": "a/", "http://": "http://", "./": "./", "dots": ".", "a.b/": "a.b/",
    "slash space": "a/ ", "backslashes": "a\\", "colon digits": "a/1:", "hash L": "a/#L1",
    "range dash": "a.b:1-", "tildes": "~/",
}

CASES: dict[str, Case] = {}
for _name, _sep in SHAPES.items():
    CASES[f"file ref: {_name}"] = Case("render", _run(_sep), file_ref, 2_000)
    CASES[f"file ref link: {_name}"] = Case("markdown", _link(_sep), _render_markdown, 2_000)
CASES["safe link: scheme-like"] = Case("render", _run("a+", ":"), safe_link, 20_000)
CASES["safe link: slashes"] = Case("render", _run("/\\", ""), safe_link, 20_000)
#: a rule or table delimiter line, for search snippets (archive/search_text.py): a line of
#: dashes not ending as one was tried at every split of its run (cubic)
for _name, _sep in {"dashes": "-", "spaced dashes": "- ", "table dashes": "|-", "stars": "*",
                    "blanks": " ", "tabbed dashes": "\t-"}.items():
    CASES[f"search rule line: {_name}"] = Case("search", _run(_sep, "x"), plain_markdown, 2_000)


def _growth(case: Case) -> tuple[float, float, float]:
    small, large = case.make(case.base), case.make(case.base * FACTOR)
    t_small, t_large = best_time(case, small), best_time(case, large)
    return t_large / max(t_small, FLOOR), t_small, t_large


@pytest.mark.parametrize("name", sorted(CASES))
def test_link_like_text_is_scanned_in_linear_time(name: str) -> None:
    case = CASES[name]
    with deadline(HUNG):
        ratio, t_small, t_large = _growth(case)
        if ratio >= LIMIT:  # once more before failing: one slow timing is not a slow scan
            ratio, t_small, t_large = _growth(case)
    assert ratio < LIMIT, f"{name}: {t_small:.4f} s -> {t_large:.4f} s at {FACTOR}x the input"


def test_a_long_link_to_a_file_is_still_read_as_one() -> None:
    """The linear expression reads what the old one read: a path with a dot or a slash,
    then an optional line range; nothing without either."""
    path = "src/" * 50_000 + "app.py"
    assert file_ref(path + ":10-20") == (path, "10–20")
    assert file_ref(path + "#L3-L3") == (path, "3")
    assert file_ref("a" * 100_000 + ":12") is None
    assert file_ref(path + "?x") is None
    assert file_ref("./") == ("./", "")
