"""The cost value pages and indexes show (`Cost`: .usd, .estimate, .label, .title) and
how a dollar figure reads: a plain record, importable without the pipeline (the archive's
session summaries rebuild one from the manifest)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

__all__ = ["Cost", "money"]


def money(usd: float) -> str:
    """$4.12, $0.42, $0.0042 (small figures keep two significant places), $0."""
    if usd == 0:
        return "$0"
    return f"${usd:,.2f}" if usd >= 0.01 else f"${usd:.4f}"


@dataclass(frozen=True)
class Cost:
    usd: Optional[float] = None  # None: nothing priced
    estimate: bool = True  # computed from the price table (False: the log's own figure)
    unpriced: tuple[str, ...] = ()  # models with tokens and no price (left out of usd)
    synthetic: bool = False  # some messages were Claude Code's own (no API call)
    described: str = ""  # the table, as a tooltip names it
    long_context: bool = False  # some request was billed at its model's long-context rates
    fast: bool = False  # some request was served in fast mode, priced at its own rates

    def __post_init__(self) -> None:
        """A figure is a finite number, 0 or more, or None (nothing priced): the sums of
        bounded counts at bounded rates always are; a tampered manifest's may not be."""
        usd = self.usd
        if usd is not None and (isinstance(usd, bool) or not isinstance(usd, (int, float))
                                or not 0 <= usd < math.inf):
            object.__setattr__(self, "usd", None)

    @property
    def label(self) -> str:
        """"≈$4.12", "≥$4.12" (some models unpriced), "$4.12" (the log's), "no price",
        "no cost" (synthetic messages only), "" (no tokens at all)."""
        if self.unpriced and not self.usd:  # nothing priced but what cost nothing
            return "no price"
        if self.usd is None:
            return ""
        if self.usd == 0 and self.synthetic and self.estimate:
            return "no cost"
        if not self.estimate:  # the log's own figure, to the cent's hundredth under $1
            return money(self.usd) if self.usd >= 1 else f"${self.usd:.4f}"
        return ("≥" if self.unpriced else "≈") + money(self.usd)

    @property
    def value(self) -> str:
        """The USD figure for a data attribute: six decimals at most, "" when none."""
        return "" if self.usd is None else f"{self.usd:.6f}".rstrip("0").rstrip(".")

    @property
    def title(self) -> str:
        """The tooltip: where the figure comes from and what it leaves out."""
        if self.unpriced and not self.usd:
            said = [f"{self.described or 'the price table'} has no price for "
                    f"{', '.join(self.unpriced)}"]
        else:
            said = [f"estimate from {self.described}" if self.estimate
                    else "the cost the log's result lines report"]
            if self.unpriced:
                said.append(f"no price for {', '.join(self.unpriced)}: "
                            "its tokens are not counted")
        if self.long_context:
            said.append("at the long-context rates (the request's input passed the model's "
                        "threshold)")
        if self.fast:
            said.append("fast mode (usage.speed \"fast\") priced at the table's fast-mode "
                        "rates where it has them, else not counted")
        if self.synthetic:
            said.append("messages Claude Code wrote itself (model <synthetic>) cost nothing")
        return "; ".join(said)

    @property
    def empty(self) -> bool:
        """Nothing counted yet: the sum's starting value."""
        return self.usd is None and not self.unpriced and not self.synthetic

    def __add__(self, other: "Cost") -> "Cost":
        if self.empty or other.empty:
            kept = other if self.empty else self
            return Cost(kept.usd, kept.estimate, kept.unpriced, kept.synthetic,
                        kept.described or self.described or other.described, kept.long_context,
                        kept.fast)
        usd = None if self.usd is None and other.usd is None else \
            (self.usd or 0.0) + (other.usd or 0.0)
        unpriced = tuple(dict.fromkeys(self.unpriced + other.unpriced))
        return Cost(usd, self.estimate or other.estimate, unpriced,
                    self.synthetic or other.synthetic, self.described or other.described,
                    self.long_context or other.long_context, self.fast or other.fast)
