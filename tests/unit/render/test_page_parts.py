"""A large session's page as a head plus parts (render/to_html/split.py, issue 34): where
the body is cut, what each part holds, what the head keeps, and that a page under the
threshold is today's, byte for byte, with nothing written beside it."""

from __future__ import annotations

import html
import json
import re
import zlib
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from cc2html import ownership
from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.render.to_html import part_ids, part_words, split
from cc2html.write import OutputError, PartWriter
from helpers import CORPUS

LONG = Path(__file__).parents[3] / "test_data/parts/long.jsonl"


@pytest.fixture
def small_sizes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sizes that split test_data/parts/long.jsonl (~470 KB of page) into a head and parts."""
    monkeypatch.setattr(split, "THRESHOLD", 100_000)
    monkeypatch.setattr(split, "HEAD_CHARS", 30_000)
    monkeypatch.setattr(split, "PART_CHARS", 60_000)


def _turns(html: str) -> list[int]:
    """The turns named in `html`, in order of first mention."""
    return list(dict.fromkeys(int(n) for n in re.findall(r"turnword(\d{4})", html)))


def test_a_long_session_splits_at_turns(tmp_path: Path, small_sizes: None) -> None:
    head = tmp_path / "long.html"
    convert(LONG, head)
    folder = tmp_path / "long.parts"
    pages = sorted(folder.glob("part-*.html"))
    assert len(pages) >= 4
    assert sorted(p.name for p in folder.glob("*.js")) == sorted(
        [p.with_suffix(".js").name for p in pages] + ["ids-00.js", "loader.js", "words.js"])
    text = head.read_text(encoding="utf-8")
    # the head: its first turns, then one slot per part linking the part's page
    main = text[text.index("<main"):]
    head_turns = _turns(main[:main.index('class="part-slot"')])
    assert head_turns and head_turns == list(range(1, head_turns[-1] + 1))
    for page in pages:
        assert f'href="long.parts/{page.name}"' in text
    assert '<script src="long.parts/loader.js"></script>' in text
    # the outline names every turn: the head's, then those in parts, folded
    outline = text[text.index('class="outline"'):text.index("<main")]
    assert _turns(outline) == list(range(1, 41))
    folded = outline[outline.index('<details class="outline-later">'):]
    assert _turns(folded) == list(range(head_turns[-1] + 1, 41))
    assert f'{40 - head_turns[-1]} more turns' in folded
    # every turn is in exactly one place, in order, each part starting at a turn
    seen = head_turns[:]
    for page in pages:
        body = page.read_text(encoding="utf-8")
        messages = body[body.index('<div class="messages">'):]
        turns = _turns(messages)
        assert turns[0] == seen[-1] + 1
        first_card = messages[messages.index("<article"):]
        assert "turn-start" in first_card[:first_card.index(">")]
        seen += turns
    assert seen == list(range(1, 41))


def test_a_part_is_a_page_and_a_script(tmp_path: Path, small_sizes: None) -> None:
    convert(LONG, tmp_path / "long.html")
    folder = tmp_path / "long.parts"
    first = (folder / "part-0002.html").read_text(encoding="utf-8")
    assert ownership.begins_as_ours(first.encode(), ".html")
    assert 'href="../long.html" rel="up"' in first
    assert 'href="part-0003.html" rel="next"' in first
    assert "script-src 'none'" in first and "<script" not in first.split("</head>")[1]
    pages = sorted(folder.glob("part-*.html"))
    last = pages[-1].read_text(encoding="utf-8")
    assert 'rel="next"' not in last and f'href="part-{len(pages):04d}.html" rel="prev"' in last
    script = (folder / "part-0002.js").read_text(encoding="utf-8")
    assert script.startswith(split.SCRIPT_MARK + "cc2htmlPart(2,")
    body = json.loads(script[script.index(",") + 1:script.rindex(")")])
    assert body in first  # the script carries the page's messages
    for name in ("ids-00.js", "words.js", "loader.js", "part-0002.js"):
        assert ownership.begins_as_ours((folder / name).read_bytes()[:100], ".js")


def test_a_parts_script_shows_invisible_controls_as_its_page_does(tmp_path: Path,
                                                                   small_sizes: None) -> None:
    """A bidi override, a C1 CSI and an ESC in a prompt of a later part: the part's script,
    which the head inserts, carries the visible markers its page shows, never the controls."""
    source = tmp_path / "controls.jsonl"
    source.write_text(LONG.read_text(encoding="utf-8").replace(
        "zanzibarlast", "zanzibarlast \\u202e\\u009b\\u001b[31m"), encoding="utf-8")
    convert(source, tmp_path / "controls.html")
    folder = tmp_path / "controls.parts"
    (page,) = [p for p in folder.glob("part-*.html") if "zanzibarlast" in p.read_text("utf-8")]
    script = page.with_suffix(".js").read_text(encoding="utf-8")
    body = json.loads(script[script.index(",") + 1:script.rindex(")")])
    assert "zanzibarlast &lt;U+202E&gt;\\x9b\u241b[31m" in body
    assert not re.search("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e]", body)
    assert body in page.read_text(encoding="utf-8")


def test_a_parts_script_reads_as_its_page_beyond_ascii(tmp_path: Path,
                                                      small_sizes: None) -> None:
    """The script's string escapes what is beyond ASCII; parsed, it is what the part's page
    holds: an emoji, an accent, U+2028 (no raw line separator in the script) and a lone
    surrogate (the reader made it U+FFFD)."""
    source = tmp_path / "wide.jsonl"
    source.write_text(LONG.read_text(encoding="utf-8").replace(
        "zanzibarlast", "zanzibarlast \\ud83e\\uddf0 caf\\u00e9 a\\u2028b \\ud800 end"),
        encoding="utf-8")
    convert(source, tmp_path / "wide.html")
    folder = tmp_path / "wide.parts"
    (page,) = [p for p in folder.glob("part-*.html") if "zanzibarlast" in p.read_text("utf-8")]
    script = page.with_suffix(".js").read_text(encoding="utf-8")
    assert "\u2028" not in script
    body = json.loads(script[script.index(",") + 1:script.rindex(")")])
    assert "zanzibarlast \U0001f9f0 caf\u00e9 a\u2028b \ufffd end" in body
    assert body in page.read_text(encoding="utf-8")
    scripts = [p.with_suffix(".js").read_text("utf-8") for p in folder.glob("part-*.html")]
    assert len(scripts) > 1 and all(text.isascii() for text in scripts)


def test_a_lone_surrogate_is_written_in_a_script_as_in_its_page(tmp_path: Path) -> None:
    """Should one reach a part's text, the script has it as the page's file does ("?",
    write.py's errors="replace"), not as an escape the page would show otherwise."""
    from cc2html.write import write_atomic
    texts = ["<p>caf\u00e9 \U0001f9f0</p>", "<p>lone \ud800 x</p>"]
    write_atomic(tmp_path / "p.html", texts)
    write_atomic(tmp_path / "p.js", split.part_script(2, texts))
    script = (tmp_path / "p.js").read_text("utf-8")
    assert json.loads(script[script.index(",") + 1:script.rindex(")")]) == (
        (tmp_path / "p.html").read_text("utf-8"))


def test_the_maps_name_each_parts_ids_and_words(tmp_path: Path, small_sizes: None) -> None:
    convert(LONG, tmp_path / "long.html")
    folder = tmp_path / "long.parts"
    ids = (folder / "ids-00.js").read_text(encoding="utf-8")  # (one shard: few ids)
    ids_map = json.loads(ids[ids.index("(") + 1:ids.rindex("},") + 1])
    assert ids.endswith("},0);\n")
    words = (folder / "words.js").read_text(encoding="utf-8")
    groups = json.loads(words[words.index("(") + 1:words.rindex(")")])
    words_map: dict[str, str] = {}  # (a key is once in each range of words)
    for key, text in groups:
        words_map[key] = (words_map.get(key, "") + " " + text).strip()
    last = max(ids_map, key=int)
    page = (folder / f"part-{int(last):04d}.html").read_text(encoding="utf-8")
    assert ids_map[last] == re.findall(r' id="([^"]+)"', page[page.index('<div class="messages">'):])
    assert "zanzibarlast" in words_map[last].split()  # (a word one part holds: its group)
    assert all("zanzibarlast" not in w for n, w in words_map.items() if n != last)
    held = [word for words in words_map.values() for word in words.split()]
    assert len(held) == len(set(held))  # each word once, grouped by the parts holding it
    assert any(len(part_words.parts_of(key)) > 1 for key in words_map)


def test_the_id_map_is_cut_into_shards_by_each_ids_crc(tmp_path: Path, small_sizes: None,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(part_ids, "SHARD_IDS", 20)
    convert(LONG, tmp_path / "long.html")
    folder = tmp_path / "long.parts"
    shards = sorted(folder.glob("ids-*.js"))
    count = len(shards)
    assert count > 2 and count & (count - 1) == 0  # a power of two
    loader = (folder / "loader.js").read_text(encoding="utf-8")
    assert loader.endswith(f',{{"ids":{count}}});\n')
    held: dict[str, int] = {}
    for shard in shards:
        text = shard.read_text(encoding="utf-8")
        number = int(shard.stem.split("-")[1], 16)
        assert text.endswith(f"}},{number});\n")
        for part, ids in json.loads(text[text.index("(") + 1:text.rindex("},") + 1]).items():
            assert all(part_ids.shard_of(i, count) == number for i in ids)
            held.update(dict.fromkeys(ids, int(part)))
    for page in folder.glob("part-*.html"):  # every id of every part, in its part
        body = page.read_text(encoding="utf-8")
        ids = re.findall(r' id="([^"]+)"', body[body.index('<div class="messages">'):])
        assert ids and all(held[i] == int(page.stem.split("-")[1]) for i in ids)


def test_an_ids_shard_is_the_crc32_of_its_utf8() -> None:
    assert part_ids.shard_of("msg-abc", 1) == 0
    assert part_ids.shard_of("msg-abc", 16) == zlib.crc32(b"msg-abc") % 16
    assert part_ids.shard_of("msg-é☃", 64) == zlib.crc32("msg-é☃".encode()) % 64
    assert [part_ids.shard_count(n) for n in (0, 8_000, 8_001, 40_000, 10**9)] == [1, 1, 2, 8, 256]


def test_part_words_are_the_texts_words() -> None:
    assert split.part_words('<p class="x">Hello <b>wor</b>ld &amp; hello_2 a</p>') == "hello hello_2 world"


def test_under_the_threshold_the_page_is_todays(tmp_path: Path) -> None:
    """The largest session of the shared corpus: its page written to a file (parts on)
    is the page written to stdout (parts off), and nothing is written beside it."""
    source = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
    if not source.exists():
        pytest.skip("needs ../shared/corpus")
    from cc2html.render.exports import export_chunks
    from cc2html.pipeline import build_session, write_built
    built = build_session(source)
    write_built(source, built, tmp_path / "page.html", Options())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["page.html"]
    import cc2html.pipeline as pipeline
    captured: list[str] = []
    original = pipeline.export_chunks

    def spy(*args, **kwargs):  # the same page, rendered with parts off (as for stdout)
        assert args[1].parts is None
        chunks = list(original(*args, **kwargs))
        captured.extend(chunks)
        return iter(chunks)
    pipeline.export_chunks = spy
    try:
        write_built(source, build_session(source), None, Options())
    finally:
        pipeline.export_chunks = original
    assert (tmp_path / "page.html").read_text(encoding="utf-8") == "".join(captured)
    assert export_chunks  # (imported for the spy's signature)


def test_parts_never_replace_a_foreign_file(tmp_path: Path, small_sizes: None) -> None:
    folder = tmp_path / "long.parts"
    folder.mkdir()
    (folder / "part-0003.js").write_text("my own script\n")
    with pytest.raises(OutputError):
        convert(LONG, tmp_path / "long.html")
    assert (folder / "part-0003.js").read_text() == "my own script\n"


def test_a_shrunk_session_leaves_no_stale_parts(tmp_path: Path, small_sizes: None,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    convert(LONG, tmp_path / "long.html")
    folder = tmp_path / "long.parts"
    (folder / "notes.txt").write_text("mine\n")  # not a part's name: kept
    monkeypatch.setattr(split, "THRESHOLD", 10_000_000)
    convert(LONG, tmp_path / "long.html")
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt"]
    (folder / "notes.txt").unlink()
    convert(LONG, tmp_path / "long.html")
    assert not folder.exists()


def test_the_writer_addresses_parts_beside_the_head(tmp_path: Path) -> None:
    writer = PartWriter(tmp_path / "a b#.html")
    assert writer.folder == "a%20b%23.parts/" and writer.head == "../a%20b%23.html"


def test_the_marks_agree() -> None:
    assert ownership.PARTS_MARK == split.SCRIPT_MARK


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_the_heads_copy_data_is_its_own(tmp_path: Path, small_sizes: None, jobs: str,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """On one core or two (a forked child renders the later half, the parent makes the
    copy data meanwhile, before the split is known), the head's copy data holds its own
    messages only, and the page is the same."""
    from cc2html.render.to_html import parallel
    monkeypatch.setenv("CC2HTML_JOBS", jobs)
    monkeypatch.setattr(parallel, "MIN_WEIGHT", 0)
    convert(LONG, tmp_path / "long.html")
    text = (tmp_path / "long.html").read_text(encoding="utf-8")
    start = text.index('id="cc2html-md">') + len('id="cc2html-md">')
    data = json.loads(text[start:text.index("</script>", start)])
    main = text[text.index("<main"):text.index('class="part-slot"')]
    assert data and all(f'id="{key}"' in main for key in data)
    if jobs == "2":
        other = tmp_path / "one"
        monkeypatch.setenv("CC2HTML_JOBS", "1")
        convert(LONG, other / "long.html")
        assert (other / "long.html").read_text(encoding="utf-8") == text
        for part in (tmp_path / "long.parts").iterdir():
            assert (other / "long.parts" / part.name).read_bytes() == part.read_bytes()


def test_a_page_asked_whole_stays_whole(tmp_path: Path, small_sizes: None) -> None:
    """`publish` uploads one file (a gist): its page never splits."""
    convert(LONG, tmp_path / "long.html", parts=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["long.html"]
    assert "part-slot" not in (tmp_path / "long.html").read_text(encoding="utf-8")


class _Files:
    """A parts folder in memory."""

    folder = "s.parts/"

    def __init__(self) -> None:
        self.files: dict[str, str] = {}

    def write(self, name: str, chunks) -> None:
        self.files[name] = "".join(chunks)


def _node(n: int, turn: bool):
    from types import SimpleNamespace
    return SimpleNamespace(id=f"msg-{n}", msg=SimpleNamespace(starts_turn=turn))


def _split(sizes: list[tuple[bool, int]], marked: int = -1):
    """A body of nodes (starts a turn?, characters), split past 100 characters, the head
    20, parts 150 (a chunk is its characters and ~19 of tags)."""
    from cc2html.render.to_html.rendered import Rendered
    files = _Files()
    splitter = split.Splitter(files, lambda body, label, prev, nxt: [
        f"<page {label} prev={prev} next={nxt}>{''.join(body)}"])
    splitter.threshold, splitter.head, splitter.part_size = 100, 20, 150
    nodes = [_node(n, turn) for n, (turn, _) in enumerate(sizes)]
    chunks = [Rendered(f'<a id="msg-{n}">' + ('data-hl="' if n == marked else "")
                       + "x" * size + "</a>") for n, (_, size) in enumerate(sizes)]
    head = "".join(c.text for c in splitter.body(1, nodes, iter(chunks)))
    return splitter, files, head


def test_the_split_cuts_at_turn_starts_only() -> None:
    # turns of 3 nodes of ~29 characters: two turns a part
    sizes = [(k % 3 == 0, 10) for k in range(30)]
    splitter, files, head = _split(sizes)
    assert splitter.head_nodes == {1: 3}  # the head: turn 1 (past 20 characters)
    assert 'id="msg-2"' in head and 'id="msg-3"' not in head
    refs = splitter.parts
    assert [(r.number, r.first_turn, r.last_turn) for r in refs] == [
        (2, 2, 3), (3, 4, 5), (4, 6, 7), (5, 8, 9), (6, 10, 10)]
    assert all(r.ids[0] == f"msg-{3 * (r.first_turn - 1)}" for r in refs)  # each opens a turn
    assert files.files["part-0002.html"].startswith("<page Part 2: turns 2–3 prev=None next=part-0003.html>")
    assert files.files["part-0006.html"].startswith("<page Part 6: turn 10 prev=part-0005.html next=None>")
    assert head.count('class="part-slot"') == 5
    assert splitter.later == {f"msg-{3 * t}" for t in range(1, 10)}
    assert not splitter.marked


def test_a_body_under_the_threshold_is_untouched() -> None:
    splitter, files, head = _split([(True, 10), (False, 10)])
    assert not files.files and not splitter.parts and splitter.loader("x") is None
    assert head == '<a id="msg-0">xxxxxxxxxx</a><a id="msg-1">xxxxxxxxxx</a>'


def test_a_marked_block_in_a_part_is_noted() -> None:
    """The head then carries the colour script (PageRenderer.colours)."""
    sizes = [(k % 3 == 0, 10) for k in range(30)]
    assert _split(sizes, marked=28)[0].marked


def test_two_long_sessions_in_one_file_split_each(tmp_path: Path, small_sizes: None) -> None:
    """Parts are numbered across the page; each session's slots close its own section,
    and its parts count its own turns."""
    lines = LONG.read_text(encoding="utf-8").splitlines()
    other = [line.replace("parts000-", "other000-").replace("0000000000p1", "0000000000p2")
             .replace("2026-02-02T", "2026-02-03T") for line in lines]
    source = tmp_path / "two.jsonl"
    source.write_text("\n".join(lines + other) + "\n", encoding="utf-8")
    convert(source, tmp_path / "two.html")
    text = (tmp_path / "two.html").read_text(encoding="utf-8")
    sections = text.split('<section class="session"')[1:]
    assert len(sections) == 2
    first = re.findall(r'data-part="(\d+)"', sections[0])
    second = re.findall(r'data-part="(\d+)"', sections[1])
    assert first and second
    assert [int(n) for n in first + second] == list(range(2, 2 + len(first) + len(second)))
    labels = re.findall(r"Part \d+: turns? (\d+)", sections[1])
    assert int(labels[0]) < 10  # the second session's turns counted from its own start


def test_a_linked_parts_folder_is_not_written_through(tmp_path: Path, small_sizes: None) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "long.parts").symlink_to(elsewhere)
    with pytest.raises(OutputError):
        convert(LONG, tmp_path / "long.html")
    assert not list(elsewhere.iterdir())


def _words_read_whole(body: str) -> set[str]:
    """What a chunk's words are by definition: the text with its tags removed and its
    entities read, lower-cased whole, its runs of 2+ word characters."""
    text = re.sub(r"<[^>]*>", "", body)
    return set(re.findall(r"\w{2,}", html.unescape(text).lower()))


_PIECES = st.sampled_from(["<b>", "</b>", '<a href="x&amp;y">', "&amp;", "&lt;", "&gt;",
                           "&quot;", "&#x27;", "&#39;", "&#34;", "&#8239;", "&#8240;", "&eacute;", "&ampx", " ", "-", "'",
                           ".", "_", "—", "é", "É", "Σ", "ΟΔΟΣ", "İ", "\u212a", "ß", "中文",
                           "\u0307", "\ud800", "x", "Ab", "42"])


@given(st.lists(st.one_of(_PIECES, st.text(max_size=6)), max_size=30))
@example(["ΟΔΟΣ", "'", "Σ"])  # (a sigma is final unless a letter follows, past an apostrophe)
@example(["ΟΔΟΣ", "&#x27;", "é"])  # (... an escaped one too)
@example(["it", "&#x27;", "s <b>Caf", "é</b> ", "&amp;", "lt;"])
def test_chunk_words_are_the_words_of_the_text_read_whole(pieces: list[str]) -> None:
    """chunk_words reads runs of UTF-8 bytes (fast); it gives the words of the text read
    whole, whatever the escapes, scripts and letters whose case depends on their context."""
    body = "".join(pieces)
    assert split.chunk_words(body) == _words_read_whole(body)
