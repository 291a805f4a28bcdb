"""Claude Code 2.1.2xx content blocks: `tool_reference` inside a tool result and
`document` in user content. Lines are hand-made, in the shapes ../shared/formats.md §3d
gives (claude-code-viewer's `ToolReferenceContentSchema.ts` and `DocumentContentSchema.ts`);
the real corpus-modern file fd5e8db9 carries a ToolSearch result of tool_reference blocks."""

from __future__ import annotations

import base64

from cc2html.classify import ClassifyContext, classify_entry
from cc2html.model import (DocumentItem, ModelFallbackMessage, ToolResultMessage,
                           UserTextMessage)
from cc2html.read.transcript import entry_from_object
from helpers import call_lines, main_section, render_lines, user_line


def classified(obj, ctx=None):
    (entry,) = entry_from_object(obj, 1)
    return list(classify_entry(entry, ctx or ClassifyContext()))


REFS = [{"type": "tool_reference", "tool_name": "WebFetch"},
        {"type": "tool_reference", "tool_name": "mcp__github__create_issue"}]


def test_tool_reference_blocks_are_tool_names_not_raw_blocks():
    line = call_lines(1, "ToolSearch", {"query": "fetch a page"}, REFS)[1]
    (msg,) = classified(line)
    assert isinstance(msg, ToolResultMessage)
    assert msg.output.tool_refs == ("WebFetch", "mcp__github__create_issue")
    assert msg.output.other == ()


def test_a_tool_search_result_shows_the_tools_it_found():
    page = main_section(render_lines([user_line(1, "Find a fetch tool."),
                                      *call_lines(2, "ToolSearch", {"query": "fetch"}, REFS)]))
    assert '2 tools found: <code class="tool-ref">WebFetch</code>, ' in page
    assert "tool_reference" not in page and "(empty output)" not in page


PDF = base64.b64encode(b"%PDF-1.7\n" + b"x" * 3000).decode()


def doc_line(*blocks, n=1):
    """A hand-made user line carrying document blocks (formats.md §3d shapes)."""
    return user_line(n, [*blocks, {"type": "text", "text": "Summarise the attachment."}])


def test_document_blocks_are_items_of_the_prompt_not_unknown_blocks():
    (msg,) = classified(doc_line(
        {"type": "document", "source": {"type": "base64", "media_type": "application/pdf",
                                        "data": PDF}, "title": "spec.pdf"},
        {"type": "document", "source": {"type": "text", "media_type": "text/plain",
                                        "data": "line one\nline two"}}))
    assert isinstance(msg, UserTextMessage)
    pdf, text = [i for i in msg.items if isinstance(i, DocumentItem)]
    assert (pdf.media_type, pdf.size, pdf.title, pdf.text) == ("application/pdf", 3009,
                                                               "spec.pdf", "")
    assert text.text == "line one\nline two" and text.source == "text"


def test_a_pdf_is_a_named_attachment_and_its_data_is_never_in_the_page():
    page = render_lines([doc_line({"type": "document", "source": {
        "type": "base64", "media_type": "application/pdf", "data": PDF}})])
    body = main_section(page)
    assert '<span class="badge">application/pdf</span> <span class="badge">3.0 KB</span>' \
        in body
    assert PDF[:40] not in page and "data:application/pdf" not in page
    assert "Unrecognised" not in body and "user.document" not in page


def test_a_text_document_is_shown_as_escaped_text():
    page = main_section(render_lines([doc_line({"type": "document", "source": {
        "type": "text", "media_type": "text/plain",
        "data": "<script>alert(1)</script> plain words"}})]))
    assert "&lt;script&gt;alert(1)&lt;/script&gt; plain words" in page
    assert "<script>alert" not in page


def test_a_base64_text_document_is_decoded_to_text():
    data = base64.b64encode("café notes".encode()).decode()
    (msg,) = classified(doc_line({"type": "document", "source": {
        "type": "base64", "media_type": "text/plain", "data": data}}))
    (doc,) = [i for i in msg.items if isinstance(i, DocumentItem)]
    assert doc.text == "café notes"


def test_a_document_inside_a_tool_result_is_named_not_dumped():
    doc = {"type": "document", "source": {"type": "base64", "media_type": "application/pdf",
                                          "data": PDF}}
    page = render_lines([user_line(1, "Read it."),
                         *call_lines(2, "Read", {"file_path": "/w/spec.pdf"}, [doc])])
    assert '<span class="badge">application/pdf</span>' in main_section(page)
    assert PDF[:40] not in page


def test_a_document_in_a_queued_prompt_is_named_not_dumped():
    line = {"type": "attachment", "uuid": "q2", "sessionId": "s1",
            "timestamp": "2026-01-01T00:00:02Z", "attachment": {
                "type": "queued_command", "commandMode": "prompt", "prompt": [
                    {"type": "document", "source": {"type": "base64",
                                                    "media_type": "application/pdf",
                                                    "data": PDF}},
                    {"type": "text", "text": "and this one"}]}}
    page = render_lines([user_line(1, "Go."), line])
    assert '<span class="badge">application/pdf</span>' in main_section(page)
    assert PDF[:40] not in page


def fallback_line():
    """The shape of corpus-modern jazzyalex small.jsonl line 50 (hand-made values)."""
    return {"type": "assistant", "uuid": "a2", "parentUuid": "u1", "sessionId": "s1",
            "timestamp": "2026-01-01T00:00:02Z",
            "message": {"role": "assistant", "id": "m2", "model": "claude-opus-4-8",
                        "content": [{"type": "fallback", "from": {"model": "claude-fable-5"},
                                     "to": {"model": "claude-opus-4-8"},
                                     "trigger": {"type": "refusal"}}]}}


def test_a_fallback_block_is_a_one_line_notice_not_unknown():
    (msg,) = classified(fallback_line())
    assert isinstance(msg, ModelFallbackMessage)
    assert msg.text == "claude-fable-5 → claude-opus-4-8 (refusal)"
    page = main_section(render_lines([user_line(1, "Go."), fallback_line()]))
    assert "Model fallback" in page and "<code>claude-fable-5</code> declined" in page
    assert "Unrecognised" not in page
