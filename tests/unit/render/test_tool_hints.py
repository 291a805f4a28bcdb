"""Tool headers name their file: the base name first, the folder after it, long texts cut
in the middle; whatever is cut stays whole in the hint's title."""

from __future__ import annotations

import html
import re

from hypothesis import given, strategies as st

from cc2html.model.tools.files import MultiEditInput, ReadInput
from cc2html.model.tools.shell import BashInput
from cc2html.render.text.hints import ELLIPSIS, HINT_CHARS, cut_middle, plain_hint, split_path, tool_hint
from helpers import call_lines, render_lines

SPOTTER = "/home/USER/projects/spotter-worktrees/spotter-a0y/lib/spotter/"
_HINT = re.compile(r'<span class="hint[^"]*" title="([^"]*)">(.*?)</span>\n', re.S)

texts = st.text(st.characters(blacklist_categories=("Cs",)), max_size=300)


@given(texts, st.integers(min_value=3, max_value=200), st.integers(min_value=0, max_value=60))
def test_cut_keeps_the_start_and_the_end(text, limit, tail):
    head, end = cut_middle(text, limit, tail)
    assert text.endswith(end)
    if head + end == text:
        return
    assert len(text) > limit and head.endswith(ELLIPSIS)
    assert text.startswith(head[:-1]) and len(head) + len(end) <= limit


#: characters of one path part: no separator, no line break (a header shows one line)
part_chars = st.characters(blacklist_characters="/\\", blacklist_categories=("Cs", "Cc", "Zl", "Zp"))


@given(st.lists(st.text(part_chars, max_size=30), min_size=1, max_size=12))
def test_file_hint_and_title_hold_the_whole_path(parts):
    path = "/".join(parts)
    hint = tool_hint(ReadInput(tool_name="Read", file_path=path,
                               params={"file_path": path}))
    folder, base = split_path(path)
    assert folder + base == path
    if hint.base:  # a file's name: first, whole; the path whole in the title
        assert hint.base == base and hint.title == path
        shown = hint.head.removesuffix(ELLIPSIS)
        assert folder.startswith(shown) and folder.endswith(hint.tail)
    else:  # an empty name or a path with spaces round it: the whole line in the title
        assert hint.title == path.strip()


def test_five_reads_of_one_folder_show_five_names():
    names = ["waiting_summary.ex", "session.ex", "transcript.ex", "worker.ex", "repo.ex"]
    lines = [line for n, name in enumerate(names, 1)
             for line in call_lines(n, "Read", {"file_path": SPOTTER + name}, "x")]
    page = render_lines(lines)
    hints = _HINT.findall(page)
    assert [html.unescape(t) for t, _ in hints] == [SPOTTER + n for n in names]
    for (_, inner), name in zip(hints, names):
        assert inner.startswith(f'<span class="hint-base">{name}</span>')
        assert '<span class="cut-tail">spotter-a0y/lib/spotter/</span>' in inner


def test_a_long_command_keeps_its_end():
    command = "cd /srv/app && " + "x " * 80 + "&& git status --short"
    hint = tool_hint(BashInput(tool_name="Bash", command=command, params={"command": command}))
    assert hint.title == command and not hint.base
    assert hint.head.startswith("cd /srv/app && ") and hint.head.endswith(ELLIPSIS)
    assert hint.tail.endswith("git status --short")
    assert len(hint.head) + len(hint.tail) <= HINT_CHARS


def test_multiedit_count_follows_the_name():
    path = "/srv/app/names.py"
    inp = MultiEditInput(tool_name="MultiEdit", file_path=path, edits=({}, {}),
                         params={"file_path": path})
    hint = tool_hint(inp)
    assert (hint.base, hint.extra, hint.title) == ("names.py", " (2 edits)", path + " (2 edits)")


def test_terminal_hint_names_the_file_first():
    inp = ReadInput(tool_name="Read", file_path=SPOTTER + "repo.ex",
                    params={"file_path": SPOTTER + "repo.ex"})
    line = plain_hint(inp, 80)
    assert line.startswith("repo.ex  /home/USER/") and len(line) <= 80
