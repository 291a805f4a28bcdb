"""The config file: defaults a person always wants, so they need not be typed every time.

`$XDG_CONFIG_HOME/cc2html/config.toml` (`~/.config/cc2html/config.toml` without it);
`CC2HTML_CONFIG=PATH` reads another file, `CC2HTML_CONFIG=` (empty) or `--no-config` none.
Keys are the long options' names; each applies to the commands that have that option:

    redact = true              # --redact        (render, show)
    redact-home = true         # --redact-home   (render, show)
    input-format = "auto"      # --input-format  (render, show)
    color = false              # --color         (render, show)
    output = "~/cc2html-out"   # -o, archive mode only (one file still goes beside it)
    jobs = 4                   # -j              (archive mode)
    width = 100                # --width         (show)
    pager = false              # --pager         (show)

The values become the command's click `default_map`, so an option given on the command line
wins (`--no-redact` beats `redact = true`). An unknown key, a value of the wrong type or a
file that is not TOML is a usage error (exit 2). The TOML reader is imported only when a
file is there: `cc2html --help` without one reads nothing.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Optional

import typer

from .exits import EXIT_USAGE

ENV = "CC2HTML_CONFIG"
BOTH = ("render", "show")
#: key: (its type, the commands whose option of that name it sets)
KEYS: dict[str, tuple[type, tuple[str, ...]]] = {
    "redact": (bool, BOTH), "redact-home": (bool, BOTH), "input-format": (str, BOTH),
    "color": (bool, BOTH), "output": (str, ("render",)), "jobs": (int, ("render",)),
    "width": (int, ("show",)), "pager": (bool, ("show",)),
}
TYPE_NAMES = {bool: "true or false", str: "a string", int: "an integer"}


class ConfigError(typer.TyperException):
    """The config file cannot be used: said in one line, exit 2 (a usage error)."""

    exit_code = EXIT_USAGE


def config_path() -> tuple[Optional[Path], bool]:
    """The file to read (None: none) and whether it was named explicitly (CC2HTML_CONFIG)."""
    named = os.environ.get(ENV)
    if named is not None:
        return (Path(named).expanduser() if named else None), True
    base = os.environ.get("XDG_CONFIG_HOME", "")
    root = Path(base) if os.path.isabs(base) else Path.home() / ".config"  # XDG: absolute only
    return root / "cc2html" / "config.toml", False


def read_config(path: Path, explicit: bool = True) -> dict[str, Any]:
    """The file's checked settings; {} when the default file is not there."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        if not explicit:
            return {}
        raise ConfigError(f"{path} ({ENV}): no such file") from None
    except OSError as exc:
        raise ConfigError(f"{path}: {exc.strerror or exc}") from None
    if sys.version_info >= (3, 11):  # imported here: most runs have no config file
        import tomllib
    else:
        import tomli as tomllib
    try:
        settings = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{path}: not a TOML file: {exc}") from None
    for key, value in settings.items():
        _check(path, key, value)
    return settings


def _check(path: Path, key: str, value: Any) -> None:
    if key not in KEYS:
        raise ConfigError(f"{path}: unknown key '{key}' (known: {', '.join(KEYS)})")
    kind = KEYS[key][0]
    if type(value) is not kind:  # not isinstance: true is no integer here
        raise ConfigError(f"{path}: '{key}' must be {TYPE_NAMES[kind]}, not {value!r}")


def defaults_for(command: str, settings: dict[str, Any]) -> dict[str, Any]:
    """The settings `command` has options for, by parameter name (a click `default_map`)."""
    return {key.replace("-", "_"): value for key, value in settings.items()
            if command in KEYS[key][1]}


def apply_config(ctx: typer.Context, value: bool) -> None:
    """`--no-config`'s callback (eager: it runs before the options it gives defaults to):
    the config file's settings become this command's defaults, unless `--no-config`."""
    if value or ctx.resilient_parsing:  # resilient: shell completion reads no file
        return
    path, explicit = config_path()
    if path is not None:
        ctx.default_map = {**(ctx.default_map or {}),
                           **defaults_for(ctx.info_name or "", read_config(path, explicit))}


def from_config(ctx: typer.Context, name: str) -> bool:
    """Whether parameter `name` took its value from the config file."""
    source = ctx.get_parameter_source(name)
    return source is not None and source.name == "DEFAULT_MAP"
