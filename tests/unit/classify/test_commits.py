"""Commits are recognised from `git commit`'s report in a shell result, and nothing else:
`[branch sha] subject` followed by its ` N files changed` line, or alone where the
command ran git (`--allow-empty` prints no summary)."""

from __future__ import annotations

from hypothesis import given, strategies as st

from cc2html.classify.commits import MOST, find_commits, runs_git
from cc2html.model.tools.shell import Commit


def test_a_commit_report_is_recognised():
    out = "[main 1a2b3c4] Fix the install steps\n 1 file changed, 2 insertions(+), 1 deletion(-)\n"
    assert find_commits(out) == (Commit("main", "1a2b3c4", "Fix the install steps",
                                        "1 file changed, 2 insertions(+), 1 deletion(-)"),)


def test_root_commit_detached_head_and_author_lines():
    out = ("[detached HEAD abcdef0] one\n 3 files changed, 1 insertion(+)\n"
           "[dev (root-commit) 0123456789abcdef] two\n Author: A <a@b>\n Date: Mon\n"
           " 1 file changed, 9 insertions(+)\n create mode 100644 x.py\n")
    found = find_commits(out)
    assert [(c.branch, c.sha, c.message) for c in found] == [
        ("detached HEAD", "abcdef0", "one"), ("dev", "0123456789abcdef", "two")]


def test_a_bracket_line_without_its_stat_line_is_no_commit():
    assert find_commits("[main 1a2b3c4] looks like one\nbut nothing changed\n") == ()
    assert find_commits("[not a commit] 3 files changed?") == ()
    assert find_commits("[main 1a2b3c4] x\n\n 1 file changed") == ()  # not the next line
    assert find_commits("[main XYZ1234] x\n 1 file changed") == ()  # not a hash


def test_a_bracket_line_alone_is_a_commit_where_git_ran():
    out = "[main 1a2b3c4] Release 1.0\n[detached HEAD 0123abc]\n"
    assert find_commits(out, bare=True) == (Commit("main", "1a2b3c4", "Release 1.0", ""),
                                            Commit("detached HEAD", "0123abc", "", ""))
    assert find_commits("[not a commit 1a2b3c4] x", bare=True) == ()  # a branch has no space
    assert find_commits("see [main 1a2b3c4] x", bare=True) == ()  # not the line's start


def test_which_commands_run_git():
    assert runs_git("git commit --allow-empty -m x")
    assert runs_git("cd repo && git -C sub cherry-pick abc")
    assert runs_git("bash -lc 'git commit -am fix'")
    assert not runs_git("./worker.sh") and not runs_git("legit-tool run")
    assert not runs_git("cat .git/HEAD") and not runs_git("git-lfs pull")


def test_at_most_so_many_commits_from_one_output():
    out = "[main 1a2b3c4] x\n 1 file changed\n" * (MOST + 5)
    assert len(find_commits(out)) == MOST


@given(st.text(alphabet="[] ab1234567\n()fileschanged,", max_size=300))
def test_any_text_gives_commits_whose_fields_are_in_it(text):
    for commit in find_commits(text):
        assert f"{commit.sha}]" in text and commit.stat in text and commit.branch in text


@given(st.lists(st.tuples(st.from_regex(r"[a-z][a-z/-]{0,12}", fullmatch=True),
                          st.from_regex(r"[0-9a-f]{7,12}", fullmatch=True),
                          st.from_regex(r"[A-Za-z][A-Za-z <>&]{0,20}", fullmatch=True),
                          st.integers(1, 99)), max_size=5))
def test_every_report_in_an_output_is_found_in_order(reports):
    out = "".join(f"noise\n[{b} {sha}] {msg}\n {n} files changed, {n} insertions(+)\n"
                  for b, sha, msg, n in reports)
    assert [(c.branch, c.sha, c.message) for c in find_commits(out)] == [
        (b, sha, msg.strip()) for b, sha, msg, _ in reports]
