"""The debouncer renders once a burst of writes has been quiet for a moment, and at the
latest a capped time after it began (a file written without pause still renders)."""

from __future__ import annotations

from cc2html.watch.debounce import settle


class Scripted:
    """A change source on a fake clock: `changes` are the times writes happen."""

    def __init__(self, changes: list[float]) -> None:
        self.now, self.changes, self.waits = 0.0, sorted(changes), []

    def clock(self) -> float:
        return self.now

    def changed(self, timeout: float) -> bool:
        self.waits.append(timeout)
        upcoming = [t for t in self.changes if self.now < t <= self.now + timeout]
        if upcoming:
            self.now = upcoming[0]
            return True
        self.now += timeout
        return False


def test_a_single_write_renders_after_one_quiet_period():
    src = Scripted([])
    settle(src, quiet=0.3, cap=1.0, clock=src.clock)
    assert src.now == 0.3


def test_writes_close_together_are_one_render_after_the_last_is_quiet():
    src = Scripted([0.1, 0.2, 0.35])
    settle(src, quiet=0.3, cap=1.0, clock=src.clock)
    assert abs(src.now - 0.65) < 1e-9


def test_writes_without_pause_render_at_the_cap():
    src = Scripted([i * 0.1 for i in range(1, 100)])
    settle(src, quiet=0.3, cap=1.0, clock=src.clock)
    assert abs(src.now - 1.0) < 1e-9
    assert all(w <= 0.3 + 1e-9 for w in src.waits)
