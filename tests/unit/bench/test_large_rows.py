"""benchmarks/run.py --large (issue 34 item 4): its rows are bench.py's W1 single sessions
at the 2 and 20 MB bases plus the large sizes, one run under a 10-minute timeout, and the
issue's ratios (peak RSS and time per MB against the base, speed-up against
claude-code-transcripts) come out of bench.py's results. Checked on two tiny generated
sessions converted by bench.py itself (cc2html alone); no timing is asserted.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from helpers import REPO, TOOLS

sys.path.insert(0, str(REPO / "benchmarks"))

import large  # noqa: E402
import run  # noqa: E402


def test_the_large_rows_are_the_bases_then_the_large_sizes_one_run_with_a_timeout():
    assert large.sizes() == "2,20,100,500"
    assert large.sizes("100") == "2,20,100"
    assert large.bench_args() == ["--timeout", "600"]
    args = run.argparse.Namespace(large_sizes="100,500", bench_args=["--x"], workloads="W2",
                                  repeat=3, sizes="5", out_dir=str(run.SCRATCH / "run"))
    run.use_large(args)
    assert (args.workloads, args.repeat, args.sizes) == ("W1", 1, "2,20,100,500")
    assert args.bench_args == ["--timeout", "600", "--x"]
    assert args.out_dir == str(run.SCRATCH / "large")


def _summary(tool: str, mb: float, wall: float, cpu: float, rss: float, status="ok",
             tree: float = 0.0):
    return {"tool": tool, "workload": large.workload(mb), "status": status,
            "input_bytes": mb * 2**20, "wall_s_median": wall, "cpu_s_median": cpu,
            "maxrss_mb_max": rss, "peak_tree_pss_mb_max": tree}


def test_memory_is_the_process_trees_when_workers_hold_more_than_the_largest_process():
    summary = [_summary("cc2html", 20, 2.0, 3.0, 100, tree=90),
               _summary("cc2html", 100, 12.0, 12.0, 120, tree=210)]
    (hundred,) = large.targets(summary, [100])
    assert hundred.rss_mb == 210 and hundred.rss_vs_base == 2.1
    assert large.status(summary[1]) == "12.0 s (12.0 s), 120 MB (all processes 210 MB)"
    assert large.status(summary[0]) == "2.0 s (3.0 s), 100 MB"


def test_the_ratios_are_per_megabyte_and_against_the_base():
    summary = [_summary("cc2html", 20, 2.0, 3.0, 100),
               _summary("cc2html", 100, 12.0, 12.0, 300),
               _summary("claude-code-transcripts", 100, 18.0, 17.0, 400),
               _summary("claude-code-transcripts", 500, 0, 0, 0, status="timeout")]
    hundred, five_hundred = large.targets(summary, [100, 500])
    assert hundred.rss_vs_base == 3.0 and hundred.rss_mb == 300
    assert hundred.wall_per_mb_vs_base == pytest.approx((12.0 / 100) / (2.0 / 20))
    assert hundred.cpu_per_mb_vs_base == pytest.approx((12.0 / 100) / (3.0 / 20))
    assert hundred.speedup_vs_cct == 1.5
    assert hundred.cpu_speedup_vs_cct == pytest.approx(17.0 / 12.0)
    assert five_hundred == large.Ratios(500, None, None, None, None, None, None)
    assert large.status({"status": "timeout", "timeout_s": 600}) == "did not finish (600 s)"


@pytest.mark.skipif(not (TOOLS / "bench.py").is_file(), reason="needs ../shared/tools")
def test_rows_and_ratios_from_a_tiny_generated_session(tmp_path):
    out = tmp_path / "run"
    subprocess.run(
        [sys.executable, str(TOOLS / "bench.py"), "--out-dir", str(out), "--workloads", "W1",
         "--w1-sizes", "0.05,0.1", "--peers", "", "--workload-root", str(tmp_path / "w"),
         "--tool", f"cc2html={run.cc2html_command(sys.executable, '')}",
         "--tool-env", f"cc2html:PYTHONPATH={REPO / 'src'}", *large.bench_args()],
        check=True, capture_output=True)
    results = out / "results.json"
    summary = json.loads(results.read_text())["summary"]
    assert {(r["workload"], r["status"]) for r in summary} == {("W1-0.05MB", "ok"),
                                                               ("W1-0.1MB", "ok")}
    (ratio,) = large.targets(summary, [0.1], base=0.05)
    small, big = sorted(summary, key=lambda r: r["input_bytes"])
    assert ratio.rss_vs_base == large.memory(big) / large.memory(small)
    assert ratio.wall_per_mb_vs_base == pytest.approx(
        (big["wall_s_median"] / big["input_bytes"]) / (small["wall_s_median"] / small["input_bytes"]))
    assert ratio.speedup_vs_cct is None  # no peer ran
    assert large.page_path(out, 0.1).is_file()
    assert "did not finish" not in large.table(results, [0.1])


def test_a_large_run_times_every_tool_on_one_size_before_the_next_size(tmp_path):
    """The peer's run and cc2html's of one session back to back (not a minute of other
    sizes between them), all in one results.json."""
    out = tmp_path / "run"
    again = f"again={run.cc2html_command(sys.executable, '')}"
    args = run.argparse.Namespace(
        out_dir=str(out), workloads="W1", sizes="0.05,0.1", repeat=1, seed="1", large=True,
        cc2html_args="", tree_cmd="", setup=False, peers="",
        bench_args=["--workload-root", str(tmp_path / "w"), "--tool", again,
                    "--tool-env", f"again:PYTHONPATH={REPO / 'src'}", *large.bench_args()])
    results = run.run_bench(args, sys.executable)
    rows = json.loads(results.read_text())["results"]
    assert [(r["workload"], r["tool"]) for r in rows] == [
        ("W1-0.05MB", "cc2html"), ("W1-0.05MB", "again"),
        ("W1-0.1MB", "cc2html"), ("W1-0.1MB", "again")]
    assert {r["status"] for r in rows} == {"ok"}


def test_the_probe_is_a_word_only_the_last_part_shows_and_its_last_message(tmp_path):
    """The page's search matches within words: the probe is in no word of another part
    and nowhere in the head."""
    head = tmp_path / "t.html"
    head.write_text("<p>An apple a day</p>")
    folder = tmp_path / "t.parts"
    folder.mkdir()
    mark = "/*cc2html-parts*/"
    (folder / "words.js").write_text(
        mark + 'cc2htmlParts.words([["2","zebras"],["2-3","common"],["3","apple gnu"],["3","joinedword zebra"]]);\n')
    (folder / "ids-00.js").write_text(  # (a shard holds its ids in no order of the page's)
        mark + 'cc2htmlParts.ids({"2":["msg-a"],"3":["msg-c","tool-x"]},0);\n')
    (folder / "ids-01.js").write_text(mark + 'cc2htmlParts.ids({"3":["msg-b"]},1);\n')
    (folder / "part-0003.html").write_text(  # "joinedword": two elements
        '<p id="msg-b">common <b>joined</b>word</p><p id="tool-x">a zebra,</p>'
        '<p id="msg-c">an apple, a gnu.</p>')
    assert large.last_part_probe(head) == ("gnu", "msg-c")
    assert large.last_part_probe(tmp_path / "whole.html") is None
