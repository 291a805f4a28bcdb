"""Carriage returns in tool output: the page keeps the text before each one (the model
read it), as a line of its own, as the terminal view does. A terminal would draw the
next text over it; the page used to keep only what the line finally showed."""

from __future__ import annotations

from cc2html.render.text.ansi import ansi_to_html
from helpers import call_lines, render_lines, visible_text


def test_text_before_a_carriage_return_stays() -> None:
    assert str(ansi_to_html("rm -rf / # harmless\rls -la")) == "rm -rf / # harmless\nls -la"


def test_every_progress_redraw_is_a_line() -> None:
    out = str(ansi_to_html("Downloading 10%\rDownloading 55%\rDownloading 100%\ndone\n"))
    assert out == "Downloading 10%\nDownloading 55%\nDownloading 100%\ndone\n"


def test_a_file_with_cr_line_ends_keeps_all_its_lines() -> None:
    lines = [f"line {k}" for k in range(50)]
    assert str(ansi_to_html("\r".join(lines) + "\r")).split("\n") == lines + [""]


def test_crlf_line_ends_are_left_alone() -> None:
    assert str(ansi_to_html("a\r\nb\r\n")) == "a\r\nb\r\n"


def test_redraws_keep_their_colours() -> None:
    out = str(ansi_to_html("\x1b[32m10%\r50%\x1b[0m\rok"))
    assert out == '<span class="ansi-green">10%\n50%</span>\nok'


def test_the_page_shows_each_redraw_of_a_command_output() -> None:
    output = "step 1 of 3\rstep 2 of 3\rstep 3 of 3\rfinished"
    page = render_lines(call_lines(1, "Bash", {"command": "make"}, output))
    text = visible_text(page)
    assert all(f"step {k} of 3" in text for k in (1, 2, 3)) and "finished" in text
