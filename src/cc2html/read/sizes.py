"""The size from which a transcript is converted segment by segment, in a module of its
own: cli/entry.py reads it before it loads anything else (read/cut.py, which cuts)."""

__all__ = ["STREAM_BYTES"]

#: a transcript of at least this many bytes is converted segment by segment (when `plan`
#: allows). Its page would be split anyway: pages run at 0.5-0.85 bytes of HTML a byte of
#: input (the 100 MB workload: 82 MB; corpus/marot-spotter fa812bfe: 3.5 MB -> 1.9 MB), so
#: 16 MiB of input makes >= 8 MB of HTML, render/to_html/split.THRESHOLD; and the largest
#: session of the shared corpora (3.5 MB) is far under it, so every page there is today's
STREAM_BYTES = 16 * 2**20  # (stream.py streams from here; read/ahead.py starts its pass)
