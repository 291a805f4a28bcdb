"""Context at a glance: commits as cards where they were made and in the facts, IDE notices
as one line each, and the command that resumes the session."""

from __future__ import annotations

import re

from helpers import TEST_DATA, render_lines, render_path, user_line, visible_text

from cc2html.render.text.formats import resume_command

PAGE = TEST_DATA / "context_glance.jsonl"


def test_commit_cards_sit_under_their_call_outside_its_fold():
    page = render_path(PAGE)
    cards = re.findall(r'</details>\n<ul class="commit-cards"[^>]*>(.*?)</ul></article>', page, re.S)
    assert len(cards) == 2
    assert "1a2b3c4" in cards[0] and "Fix the install steps" in cards[0]
    assert "9f8e7d6" in cards[1] and "Start &lt;the&gt; app" in cards[1]
    assert "not a commit" not in "".join(cards)


def test_commits_are_counted_on_the_fact_line_and_listed_in_the_card():
    page = render_path(PAGE)
    line = re.search(r'<span class="facts">(.*?)</span>', page).group(1)
    assert " · main · 2 commits" in line
    assert re.search(r'data-fact="commits" data-value="2"', page)
    listed = page.split('<ul class="commit-list">', 1)[1].split("</ul>", 1)[0]
    assert listed.count('<a href="#msg-') == 2


def test_ide_notices_are_one_line_and_the_selection_opens_to_its_text():
    page = render_path(PAGE)
    text = visible_text(page)
    assert "IDE opened file app.py /home/dev/project/src/" in " ".join(text.split())
    sel = page.split('<details class="ide-notice ide-line ide-selection">', 1)[1].split("</details>")[0]
    assert "lines 206–215 of" in sel and "make install" in sel.split("</summary>", 1)[1]


def test_resume_command_is_text_with_its_folder_quoted():
    page = render_path(PAGE)
    command = re.search(r'<code class="resume-command">(.*?)</code>', page).group(1)
    assert command == ("cd /home/dev/project &amp;&amp; claude --resume "
                       "11111111-2222-4333-8444-555555555555")
    assert resume_command("s 1", "/a b/c'd") == "cd '/a b/c'\"'\"'d' && claude --resume 's 1'"
    assert resume_command("abc") == "claude --resume abc"


def test_no_resume_command_without_a_session_id():
    page = render_lines([{k: v for k, v in user_line(1, "hi").items() if k != "sessionId"}])
    assert 'class="resume-command"' not in page
