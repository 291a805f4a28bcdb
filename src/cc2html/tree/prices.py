"""The price table: what a million tokens of each kind cost on each model, and its date.

The bundled table is `cc2html/data/prices.json` (Anthropic's published prices on the day
in its `as_of`); `--prices FILE` gives another of the same shape. A model id is matched by
the longest listed prefix that it extends only by a date, `latest` or a provider version
(`claude-sonnet-4-5-20250929`, `claude-opus-4-6`, `anthropic.claude-opus-4-1-20250805-v1:0`,
`claude-sonnet-4@20250514`), so that a model the table does not list (`claude-opus-4-9`)
has no price rather than an older sibling's. A table is a frozen value: its repr (and so
the archive's renderer fingerprint, through `Options`) changes with its content.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

__all__ = ["ModelPrice", "PriceFileError", "PriceTable", "Rates", "bundled_prices",
           "load_prices", "SYNTHETIC"]

BUNDLED = Path(__file__).resolve().parent.parent / "data" / "prices.json"
#: the model Claude Code names on lines it wrote itself (no API call, nothing billed)
SYNTHETIC = "<synthetic>"
#: the highest rate a table may give (USD per million tokens): with model/numbers.py's
#: bound on counts, a cost is a finite figure however many messages it sums
MAX_RATE = 1_000_000
RATE_KEYS = ("input", "output", "cache_write_5m", "cache_write_1h", "cache_read")
#: what may follow a listed prefix: a date, `latest`, a provider's version suffix
_TAIL = re.compile(r"(?:[-@](?:\d{8}|latest))?(?:-v\d+(?::\d+)?)?")


class PriceFileError(ValueError):
    """A price file that cannot be used, said in one line."""


@dataclass(frozen=True)
class Rates:
    """USD per million tokens of each kind."""

    input: float
    output: float
    cache_write_5m: float
    cache_write_1h: float
    cache_read: float


@dataclass(frozen=True)
class ModelPrice:
    name: str
    match: tuple[str, ...]
    rates: Rates
    long_above: Optional[int] = None  # a request with more input than this is long-context
    long_rates: Optional[Rates] = None
    #: fast mode (`usage.speed: "fast"`): what it multiplies every rate by (the published
    #: fast-mode price stacks with the cache and long-context modifiers); None: no price
    fast: Optional[float] = None

    def rates_for(self, prompt_tokens: int) -> Rates:
        """The rates of one request whose input (cached or not) is `prompt_tokens`."""
        if self.long_above is not None and self.long_rates and prompt_tokens > self.long_above:
            return self.long_rates
        return self.rates

    def fast_rates(self, rates: Rates) -> Rates:
        """`rates` in fast mode (only asked when `fast` is set)."""
        times = self.fast or 1.0
        return Rates(*(getattr(rates, key) * times for key in RATE_KEYS))


@dataclass(frozen=True)
class PriceTable:
    as_of: str
    source: str
    models: tuple[ModelPrice, ...]
    origin: str = "bundled"  # "bundled" | the --prices file's name

    @property
    def described(self) -> str:
        """How a tooltip names it: "the bundled price table of 2026-12-01"."""
        if self.origin == "bundled":
            return f"the bundled price table of {self.as_of}"
        return f"the price table {self.origin} of {self.as_of}"

    def lookup(self, model: Optional[str]) -> Optional[ModelPrice]:
        """The model's price, None when the table has none for it."""
        return _lookup(self, model or "")

    def __hash__(self) -> int:
        """From the scalar fields only (equal tables still hash alike): the generated hash
        walked every model's rates, ~26 hashes per lookup, twice per API message a page."""
        return hash((self.as_of, self.source, self.origin, len(self.models)))


def model_key(model: str) -> str:
    """A model id without provider prefixes (`us.anthropic.`, `anthropic/`) or a Claude
    Code context suffix (`[1m]`), lowercased; a Claude id written with dots, as GitHub
    Copilot CLI writes it (`claude-sonnet-4.5`), with the API's hyphens (the rule of
    kenn-io/agentsview internal/parser/copilot.go `normalizeCopilotModel`)."""
    key = model.strip().lower().split("[", 1)[0]
    key = key.rsplit("anthropic.", 1)[-1]
    key = key.rsplit("/", 1)[-1]
    return key.replace(".", "-") if key.startswith("claude-") else key


@lru_cache(maxsize=1024)
def _lookup(table: PriceTable, model: str) -> Optional[ModelPrice]:
    key = model_key(model)
    best: Optional[tuple[int, ModelPrice]] = None
    for price in table.models:
        for prefix in price.match:
            if key.startswith(prefix) and _TAIL.fullmatch(key[len(prefix):]):
                if best is None or len(prefix) > best[0]:
                    best = (len(prefix), price)
    return best[1] if best else None


def _rates(raw: Any, where: str) -> Rates:
    if not isinstance(raw, dict):
        raise PriceFileError(f"{where}: expected an object with {', '.join(RATE_KEYS)}")
    values = []
    for key in RATE_KEYS:
        value = raw.get(key)
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not 0 <= value <= MAX_RATE or not math.isfinite(value):
            raise PriceFileError(f"{where}: {key!r} must be a number of USD per million "
                                 f"tokens, from 0 to {MAX_RATE:,}")
        values.append(float(value))
    return Rates(*values)


def _model(raw: Any, n: int) -> ModelPrice:
    where = f"models[{n}]"
    if not isinstance(raw, dict):
        raise PriceFileError(f"{where}: expected an object")
    match = raw.get("match")
    if not isinstance(match, list) or not match or not all(
            isinstance(m, str) and m.strip() for m in match):
        raise PriceFileError(f"{where}: 'match' must be a list of model id prefixes")
    long = raw.get("long_context")
    above: Optional[int] = None
    long_rates: Optional[Rates] = None
    if long is not None:
        if not isinstance(long, dict) or not isinstance(long.get("above"), int) \
                or isinstance(long.get("above"), bool) or long["above"] < 0:
            raise PriceFileError(f"{where}.long_context: 'above' must be a token count")
        above, long_rates = long["above"], _rates(long, f"{where}.long_context")
    name = raw.get("name")
    return ModelPrice(name if isinstance(name, str) else match[0],
                      tuple(model_key(m) for m in match), _rates(raw, where), above, long_rates,
                      _fast(raw.get("fast"), where))


def _fast(raw: Any, where: str) -> Optional[float]:
    """A model's `fast` entry (`{"multiplier": 2}`): its multiplier, None when absent."""
    if raw is None:
        return None
    times = raw.get("multiplier") if isinstance(raw, dict) else None
    if isinstance(times, bool) or not isinstance(times, (int, float)) \
            or not 1 <= times <= 100 or not math.isfinite(times):
        raise PriceFileError(f"{where}.fast: 'multiplier' must be a number from 1 to 100 "
                             "(fast-mode rates over the standard ones)")
    return float(times)


def parse_prices(data: Any, origin: str) -> PriceTable:
    """A table from a decoded JSON document (PriceFileError when it is not one)."""
    if not isinstance(data, dict):
        raise PriceFileError("expected a JSON object with 'as_of' and 'models'")
    as_of = data.get("as_of")
    if not isinstance(as_of, str) or not as_of.strip():
        raise PriceFileError("'as_of' must say the date of the prices (e.g. \"2026-12-01\")")
    models = data.get("models")
    if not isinstance(models, list):
        raise PriceFileError("'models' must be a list")
    source = data.get("source")
    return PriceTable(as_of.strip(), source if isinstance(source, str) else "",
                      tuple(_model(m, n) for n, m in enumerate(models)), origin)


def load_prices(path: Path) -> PriceTable:
    """A --prices file (PriceFileError saying what is wrong with it)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PriceFileError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}")
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise PriceFileError(f"{path} is not JSON: {exc}")
    try:
        return parse_prices(data, path.name)
    except PriceFileError as exc:
        raise PriceFileError(f"{path}: {exc}")


@lru_cache(maxsize=1)
def bundled_prices() -> PriceTable:
    return parse_prices(json.loads(BUNDLED.read_text(encoding="utf-8")), "bundled")
