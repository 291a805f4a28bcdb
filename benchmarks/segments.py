#!/usr/bin/env python3
"""Issue 34 item 2's figures, one run each (docs/decisions/large-sessions.md, "Status
(segments)"): the first pass and cut alone, the segments built one at a time, the whole
build, and whether the segments' nodes agree with the whole build's.

    python benchmarks/segments.py scan FILE           # pass 1 + cut: CPU, peak RSS
    python benchmarks/segments.py segments FILE [--queue]   # read+classify+build per segment
    python benchmarks/segments.py whole FILE          # pipeline.build of the whole file
    python benchmarks/segments.py agree FILE TARGET [--queue]   # segments vs whole build

Run each under `/usr/bin/time -f "%e s %U u %M KB"` for wall time and peak RSS; FILE from
`../shared/tools/make_workload.py single --mb N --out FILE`. The prompt queue is resolved
once for the whole session (classify/queue_session.py) and blocks no cut; --queue keeps
each queued prompt's span in one segment too (the rule before: the workloads' random
queue operations then make one segment of most of the file).
"""

from __future__ import annotations

import difflib
import resource
import sys
import time
from pathlib import Path


def _peak() -> str:
    return f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB"


def _shape(sessions) -> list[tuple]:
    from cc2html.tree.nodes import walk
    return [(n.id, n.msg.meta.line, type(n.msg).__name__, n.result.id if n.result else None,
             getattr(n.msg, "kind", None), getattr(n.msg, "reason", None))
            for s in sessions for n in walk(s.nodes)]


def main(argv: list[str]) -> None:
    mode, path, queue = argv[0], Path(argv[1]), "--queue" in argv
    start = time.process_time()
    if mode == "scan":  # (the read modules only: the pass's own cost)
        from cc2html.read.cut import cut
        from cc2html.read.prescan_file import prescan
        scan = prescan(path)
        segments = cut(scan, queue=queue)
        print(f"lines {len(scan.offsets)} segments {len(segments)} "
              f"largest {max(s.end - s.start for s in segments) / 1e6:.1f} MB")
    elif mode == "segments":
        from cc2html.stream import pieces, plan
        found = plan(path, queue=queue)
        assert found is not None, "not streamable (see stream.plan)"
        nodes = sum(len(s.nodes) for piece in pieces(path, found[1])
                    for s in piece.doc.sessions)
        print(f"segments {len(found[1])} top-level nodes {nodes}")
    elif mode == "whole":
        from cc2html.pipeline import build
        doc, _, _ = build(path, "transcript")
        print(f"top-level nodes {sum(len(s.nodes) for s in doc.sessions)}")
    else:
        from cc2html.pipeline import build
        from cc2html.stream import pieces, plan
        found = plan(path, int(argv[2]), queue=queue)
        assert found is not None, "not streamable (see stream.plan)"
        a = _shape(s for piece in pieces(path, found[1]) for s in piece.doc.sessions)
        b = _shape(build(path, "transcript")[0].sessions)
        ops = [op for op in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
               if op[0] != "equal"]
        kinds = {x[2] for op in ops for x in a[op[1]:op[2]] + b[op[3]:op[4]]}
        print(f"segments {len(found[1])} nodes {len(a)} / {len(b)} differences {len(ops)} "
              f"kinds {sorted(kinds)}")
    print(f"CPU {time.process_time() - start:.2f} s, {_peak()}")


if __name__ == "__main__":
    main(sys.argv[1:])
