"""Claude Code 2.1.2xx content blocks: `tool_reference` inside a tool result and
`document` in user content. Lines are hand-made, in the shapes ../shared/formats.md §3d
gives (claude-code-viewer's `ToolReferenceContentSchema.ts` and `DocumentContentSchema.ts`);
the real corpus-modern file fd5e8db9 carries a ToolSearch result of tool_reference blocks."""

from __future__ import annotations

from cc2html.classify import ClassifyContext, classify_entry
from cc2html.model import ToolResultMessage
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
