"""[Image #N] resolution through imagePasteIds (seed 001 §1.4), one test per branch."""

from __future__ import annotations

from cc2html.classify.inline import image_mapping, inline_items
from cc2html.model.items import ImageItem, TextItem
from cc2html.model.inline import FlowText, FoldedNote, PlacedImage
from helpers import render_lines

A, B = ImageItem("image/png", "QUFB"), ImageItem("image/png", "QkJC")


def run(items, paste_ids=None, present=False):
    warnings: list[str] = []
    out = inline_items(tuple(items), paste_ids, present, warnings.append)
    return out, warnings


def flat(out):
    for item in out:
        if isinstance(item, FlowText):
            yield from item.parts
        else:
            yield item


def placed(out):
    return [(p.label, p.image) for p in flat(out) if isinstance(p, PlacedImage)]


def loose(out):
    return [i for i in out if isinstance(i, ImageItem)]


def test_paste_ids_map_by_index_not_position():
    out, warnings = run([A, B, TextItem("compare [Image #6] with [Image #4]")], [4, 6], True)
    assert placed(out) == [("[Image #6]", B), ("[Image #4]", A)]
    assert loose(out) == [] and warnings == []
    assert [i.text for i in flat(out) if isinstance(i, TextItem)] == ["compare ", " with "]
    assert [i.text for i in out] == ["compare [Image #6] with [Image #4]"]  # one FlowText


def test_positional_fallback_for_contiguous_numbers_without_the_field():
    out, warnings = run([A, B, TextItem("[Image #2] then [Image #1]")])
    assert placed(out) == [("[Image #2]", B), ("[Image #1]", A)] and not warnings


def test_positional_fallback_with_fewer_numbers_than_blocks_appends_the_rest():
    out, warnings = run([A, B, TextItem("only [Image #1]")])
    assert placed(out) == [("[Image #1]", A)] and loose(out) == [B] and not warnings


def test_gap_without_the_field_fails_closed_and_warns():
    out, warnings = run([A, B, TextItem("[Image #1] and [Image #3]")])
    assert placed(out) == [] and loose(out) == [A, B]
    assert "[Image #1] and [Image #3]" in out[-1].text
    assert len(warnings) == 1 and "not numbered 1..k" in warnings[0]


def test_number_above_block_count_without_the_field_fails_closed():
    out, warnings = run([A, TextItem("[Image #1] [Image #2]")])
    assert placed(out) == [] and loose(out) == [A] and "1 image block" in warnings[0]


def test_unknown_paste_id_stays_literal_and_warns():
    out, warnings = run([A, TextItem("see [Image #9]")], [2], True)
    assert placed(out) == [] and loose(out) == [A]
    assert warnings == ["[Image #9] names no id in imagePasteIds: left as written"]


def test_lists_not_parallel_fail_closed():
    out, warnings = run([A, B, TextItem("[Image #1]")], [1], True)
    assert placed(out) == [] and loose(out) == [A, B] and "not parallel" in warnings[0]


def test_repeated_id_fails_closed():
    out, warnings = run([A, B, TextItem("[Image #1]")], [1, 1], True)
    assert placed(out) == [] and loose(out) == [A, B] and "repeats an id" in warnings[0]


def test_malformed_field_fails_closed():
    for bad in ("4,6", [4, "6"], [True, 2], None, {"4": 0}):
        out, warnings = run([A, B, TextItem("[Image #4]")], bad, True)
        assert placed(out) == [] and loose(out) == [A, B] and "malformed" in warnings[0], bad


def test_no_image_blocks_means_no_work_and_no_warning():
    out, warnings = run([TextItem("refers to [Image #3] sent earlier")], [3], True)
    assert out == (TextItem("refers to [Image #3] sent earlier"),) and not warnings


def test_same_placeholder_twice_inlines_once():
    out, _ = run([A, TextItem("[Image #1] and again [Image #1]")])
    assert placed(out) == [("[Image #1]", A)] and loose(out) == []
    assert "again [Image #1]" in out[-1].text


def test_placeholder_hidden_in_a_reminder_is_not_consumed_but_counts_for_contiguity():
    text = "<system-reminder>[Image #2] was pasted</system-reminder>look at [Image #1]"
    out, warnings = run([A, B, TextItem(text)])
    assert placed(out) == [("[Image #1]", A)] and loose(out) == [B] and not warnings
    assert any(isinstance(i, FoldedNote) for i in out)
    # a hidden number that breaks contiguity makes the fallback refuse
    out, warnings = run([A, TextItem("<system-reminder>[Image #3]</system-reminder>[Image #1]")])
    assert placed(out) == [] and loose(out) == [A] and warnings


def test_image_mapping_direct():
    assert image_mapping([4, 6], 2, [6], lambda w: None, True) == {4: 0, 6: 1}
    assert image_mapping(None, 2, [1, 2], lambda w: None, False) == {1: 0, 2: 1}
    assert image_mapping(None, 0, [1], lambda w: None, False) == {}


def test_rendered_page_reports_the_condition():
    png = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQ"
           "AAAABJRU5ErkJggg==")
    img = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": png}}
    page = render_lines([{"type": "user", "uuid": "u1", "sessionId": "s",
                          "imagePasteIds": [5], "message": {"role": "user", "content": [
                              img, {"type": "text", "text": "look [Image #7]"}]}}])
    assert "[Image #7] names no id in imagePasteIds" in page
    assert page.count('src="data:image/png;base64,') == 1
