"""Issue 34 item 4: the large single-session rows of `benchmarks/run.py --large`.

The rows are bench.py's W1 single-session workloads (make_workload.py single --mb N, seeded,
so deterministic) at 2 and 20 MB (the bases the issue's targets compare against) and at
the large sizes (default 100 and 500 MB), one run each, every tool killed after
`TIMEOUT_S` (bench.py marks the row "timeout", shown as "did not finish"). Peak RSS is
bench.py's: the largest single process (wait4 rusage), and the PSS summed over the process
tree where that is larger (`memory`: workers rendering segments in parallel). After the runs, `targets` gives the
issue's ratios from the same results.json and `page_open` the head page's open figures in
Chromium (benchmarks/parts_page.py's `opened`) against the 2 MB session's page.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cc2html.render.to_html.part_words import parts_of

BASE_MB = 20.0  # the issue's memory and time-per-MB base
PAGE_BASE_MB = 2.0  # the head page is compared with this session's page
LARGE_MB = "100,500"
TIMEOUT_S = 600  # "claude-code-log where it finishes within 10 minutes"
PEERS = ("claude-code-log", "claude-code-transcripts")


def sizes(large: str = LARGE_MB) -> str:
    """bench.py's --w1-sizes for a large run: the two bases, then the large sizes."""
    wanted = [PAGE_BASE_MB, BASE_MB] + [float(x) for x in large.split(",") if x.strip()]
    return ",".join(f"{mb:g}" for mb in dict.fromkeys(wanted))


def bench_args(timeout: float = TIMEOUT_S) -> list[str]:
    """Extra bench.py arguments of a large run."""
    return ["--timeout", f"{timeout:g}"]


def workload(mb: float) -> str:
    """bench.py's name of the W1 row of `mb` MB."""
    return f"W1-{mb:g}MB"


@dataclass(frozen=True)
class Ratios:
    """The issue's ratios for one large size, from one run (None: a row missing or failed)."""
    mb: float
    rss_vs_base: float | None  # cc2html peak RSS at mb / at BASE_MB (target <= 1.5)
    rss_mb: float | None  # cc2html peak RSS at mb (target <= 400)
    wall_per_mb_vs_base: float | None  # (wall / input MB) at mb / same at base (<= 1: linear)
    cpu_per_mb_vs_base: float | None
    speedup_vs_cct: float | None  # cct wall / cc2html wall (target >= 1.5)
    cpu_speedup_vs_cct: float | None  # the same by CPU seconds (steadier on a loaded machine)


def _ok(rows: dict, tool: str, mb: float) -> dict | None:
    row = rows.get((tool, workload(mb)))
    return row if row is not None and row["status"] == "ok" else None


def memory(row: dict) -> float:
    """A run's peak memory in MB: its largest process's peak RSS (wait4), or the peak of the
    PSS summed over its process tree (sampled) when that is larger, as it is when worker
    processes run beside the main one (segments rendered in parallel)."""
    return max(row["maxrss_mb_max"], row.get("peak_tree_pss_mb_max") or 0.0)


def _per_mb(row: dict, key: str) -> float:
    return row[key] / (row["input_bytes"] / 2**20)


def targets(summary: list[dict], large: list[float], base: float = BASE_MB) -> list[Ratios]:
    """The ratios of each large size against `base`, from bench.py's summary rows."""
    rows = {(r["tool"], r["workload"]): r for r in summary}
    low = _ok(rows, "cc2html", base)
    out = []
    for mb in large:
        high, peer = _ok(rows, "cc2html", mb), _ok(rows, "claude-code-transcripts", mb)
        both = high is not None and low is not None
        out.append(Ratios(
            mb=mb,
            rss_vs_base=memory(high) / memory(low) if both else None,
            rss_mb=memory(high) if high else None,
            wall_per_mb_vs_base=(_per_mb(high, "wall_s_median") / _per_mb(low, "wall_s_median")
                                 if both else None),
            cpu_per_mb_vs_base=(_per_mb(high, "cpu_s_median") / _per_mb(low, "cpu_s_median")
                                if both else None),
            speedup_vs_cct=(peer["wall_s_median"] / high["wall_s_median"]
                            if high and peer else None),
            cpu_speedup_vs_cct=(peer["cpu_s_median"] / high["cpu_s_median"]
                                if high and peer else None)))
    return out


def _num(value: float | None, fmt: str) -> str:
    return "-" if value is None else format(value, fmt)


def status(row: dict | None) -> str:
    """A row's cell: wall (CPU) s and peak RSS, or why there is none."""
    if row is None:
        return "-"
    if row["status"] == "timeout":
        return f"did not finish ({row.get('timeout_s', TIMEOUT_S):g} s)"
    if row["status"] != "ok":
        return row["status"]
    tree = row.get("peak_tree_pss_mb_max") or 0.0
    summed = f" (all processes {tree:.0f} MB)" if tree > row["maxrss_mb_max"] else ""
    return (f"{row['wall_s_median']:.1f} s ({row['cpu_s_median']:.1f} s), "
            f"{row['maxrss_mb_max']:.0f} MB{summed}")


def table(results: Path, large: list[float]) -> str:
    """Markdown: one line per size, cc2html and each peer, then the issue's ratios."""
    data = json.loads(results.read_text())
    rows = {(r["tool"], r["workload"]): r for r in data["summary"]}
    timeout = data.get("meta", {}).get("timeout_s", TIMEOUT_S)
    for row in rows.values():
        row.setdefault("timeout_s", timeout)
    tools = ["cc2html"] + [p for p in PEERS if any(t == p for t, _ in rows)]
    lines = ["| session | " + " | ".join(f"{t}: wall (CPU), peak RSS" for t in tools) + " |",
             "|---" * (len(tools) + 1) + "|"]
    for mb in [PAGE_BASE_MB, BASE_MB] + large:
        mine = rows.get(("cc2html", workload(mb)))
        if mine is None:
            continue
        size = f"{mine['input_bytes'] / 2**20:.1f} MiB"
        lines.append(f"| {size} | " + " | ".join(status(rows.get((t, workload(mb))))
                                                 for t in tools) + " |")
    lines += ["", "| large | peak RSS | RSS / 20 MB's | wall per MB / 20 MB's "
              "(CPU) | speed-up vs cct: wall (CPU) |", "|---|---|---|---|---|"]
    for r in targets(data["summary"], large):
        lines.append(f"| {r.mb:g} MB | {_num(r.rss_mb, '.0f')} MB | {_num(r.rss_vs_base, '.2f')} "
                     f"| {_num(r.wall_per_mb_vs_base, '.2f')} ({_num(r.cpu_per_mb_vs_base, '.2f')})"
                     f" | {_num(r.speedup_vs_cct, '.2f')}x "
                     f"({_num(r.cpu_speedup_vs_cct, '.2f')}x) |")
    return "\n".join(lines)


def page_path(out_dir: Path, mb: float, tool: str = "cc2html") -> Path:
    """Where bench.py left `tool`'s page of the W1 row of `mb` MB."""
    return out_dir / "out" / tool / f"w1-{mb:g}mb" / "transcript.html"


def _script_map(path: Path) -> Any:
    """The JSON map or list a parts script (an ids shard, words.js) passes first."""
    text = path.read_text(encoding="utf-8")
    return json.JSONDecoder().raw_decode(text[text.index("(") + 1:])[0]


def last_part_probe(head: Path) -> tuple[str, str] | None:
    """A word found in the last part only and that part's last message id (in its page's
    order, one the id map's shards hold): what the search and the permalink are timed on.
    None: the page is whole. The page's search matches within words, so the word is in no
    other word of the other parts (words.js) nor anywhere in the head: a hit elsewhere
    would be found before the last part's."""
    folder = head.with_suffix(".parts")
    if not (folder / "words.js").is_file():
        return None
    words: dict[int, set[str]] = {}  # part -> its words (words.js groups them by parts)
    for key, text in _script_map(folder / "words.js"):  # [[parts, words], …]
        for n in parts_of(key):
            words.setdefault(n, set()).update(text.split())
    last = max(words)
    others = set().union(*(w for n, w in words.items() if n != last))
    raw = (folder / f"part-{int(last):04d}.html").read_text(encoding="utf-8")
    page = raw.lower()
    text = html.unescape(re.sub(r"<[^>]*>", " ", page))  # (a word two elements join: not one)
    elsewhere = " ".join(sorted(others)) + " " + head.read_text(encoding="utf-8").lower()
    only = (w for w in sorted(words[last] - others, key=lambda w: (not w.isalpha(), -len(w), w))
            if w not in elsewhere and re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text))
    word = next(only, None)
    mapped = {i for shard in folder.glob("ids-*.js")  # (the id map's shards: any order)
              for i in _script_map(shard).get(str(last), ())}
    ids = [i for i in re.findall(r' id="(msg-[^"]+)"', raw) if i in mapped]  # the page's order
    return (word, ids[-1]) if word and ids else None


def page_open(out_dir: Path, large: list[float]) -> str:
    """Load event and first paint of each large head page beside the 2 MB page, in Chromium."""
    import parts_page  # benchmarks/ is on sys.path when run.py runs

    small = page_path(out_dir, PAGE_BASE_MB)
    heads = [(mb, page_path(out_dir, mb)) for mb in large if page_path(out_dir, mb).is_file()]
    if not small.is_file() or not heads:
        return "(no pages to open)"
    lines = []
    with parts_page.launched(parts_page.playwright_api()) as browser:
        parts_page.opened(browser, small)  # warm the browser once
        base_load, base_paint = parts_page.opened(browser, small)
        lines.append(f"{PAGE_BASE_MB:g} MB page: load event {base_load:.0f} ms, "
                     f"first paint {base_paint:.0f} ms")
        for mb, head in heads:
            load, paint = parts_page.opened(browser, head)
            lines.append(f"{mb:g} MB head page: load event {load:.0f} ms "
                         f"({load / base_load:.2f}x), first paint {paint:.0f} ms "
                         f"({paint / base_paint:.2f}x)")
            probe = last_part_probe(head)
            if probe is not None:
                word, last_id = probe
                lines.append(f"  search for {word!r} (in the last part only): "
                             f"{parts_page.search_time(browser, head, word):.2f} s; "
                             f"permalink #{last_id} (the last part's last message): "
                             f"{parts_page.permalink_time(browser, head, last_id):.2f} s")
    return "\n".join(lines)
