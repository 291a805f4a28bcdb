"""`Reach` (classify/queue.py), the streamed form of `Prompts.reach` a large session's
queue resolution uses (issue 34 item 2), answers as `Prompts.reach` does: the same text,
whole lines of one prompt in a run, a slash command's forms; not lines of two prompts,
not part of a line. Hand-made texts."""

from __future__ import annotations

from cc2html.classify.queue import Prompts, Reach

PROMPTS = ["fix the  bug\n\nthen run the tests", "  first\nsecond\nthird  ",
           "<command-name>/review</command-name><command-args>pr 12</command-args>", "yes"]
WANTS = ["fix the bug", "fix the bug\nthen run the tests", "second\nthird", "first\nthird",
         "then run the tests\nfirst", "/review pr 12", "/review", "ye", "yes", "second",
         "  ", "third\nyes", "the bug"]


def test_reach_answers_as_prompts_reach() -> None:
    reach = Reach(WANTS)
    for prompt in PROMPTS:
        reach.feed(prompt)
    whole = Prompts(PROMPTS)
    answers = {want: reach.reached(want) for want in WANTS}
    assert answers == {want: whole.reach(want) for want in WANTS}
    assert [w for w, yes in answers.items() if yes] == [
        "fix the bug", "fix the bug\nthen run the tests", "second\nthird", "/review pr 12",
        "/review", "yes", "second"]
