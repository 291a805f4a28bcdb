"""Compiled templates kept between runs (Jinja's bytecode cache).

Compiling the templates a page uses (lexing, parsing, code generation) cost ~0.15 s
of every run, about 7% of converting a 20 MB session. Jinja's FileSystemBytecodeCache
stores the compiled code: one file per template, written to a temporary file and
renamed (concurrent runs never read half a file), keyed by the template's path and a
checksum of its source, stamped with the Python version, so an edited template or
another Python never loads stale code. The folder name adds what else shapes the
compiled code (cc2html and Jinja versions, the environment's syntax options).

Where: $CC2HTML_CACHE_DIR, else $XDG_CACHE_HOME/cc2html, else ~/.cache/cc2html.
CC2HTML_CACHE_DIR="" (empty) turns the cache off. A folder that cannot be made
means no cache, never an error; so does a folder other users can write to (the
cached code is executed). Nothing from a transcript is ever cached.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Optional

import jinja2
from jinja2 import BytecodeCache, Environment, FileSystemBytecodeCache

from .... import __version__


def cache_root() -> Optional[Path]:
    configured = os.environ.get("CC2HTML_CACHE_DIR")
    if configured is not None:
        return Path(configured) if configured else None
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return base / "cc2html"


def fingerprint(env: Environment) -> str:
    """The environment settings that are compiled into a template's code, and the code
    generator's stamp (render/to_html/engine/codegen.py)."""
    escaping = env.autoescape("x.html") if callable(env.autoescape) else env.autoescape
    generator = getattr(env.code_generator_class, "STAMP", env.code_generator_class.__name__)
    return repr((env.block_start_string, env.block_end_string, env.variable_start_string,
                 env.variable_end_string, env.comment_start_string, env.comment_end_string,
                 env.line_statement_prefix, env.line_comment_prefix, env.trim_blocks,
                 env.lstrip_blocks, env.newline_sequence, env.keep_trailing_newline,
                 env.optimized, escaping, sorted(env.extensions), generator))


def _private(folder: Path) -> bool:
    """Cached code is executed: only from a folder no other user can write to."""
    if not hasattr(os, "getuid"):
        return True
    info = folder.stat()
    return info.st_uid == os.getuid() and not info.st_mode & 0o022


def template_cache(env: Environment) -> Optional[BytecodeCache]:
    """A bytecode cache in a folder for this cc2html, Jinja and environment's settings."""
    try:
        root = cache_root()
        if root is None:
            return None
        stamp = hashlib.sha1(f"{__version__}|{jinja2.__version__}|{fingerprint(env)}".encode())
        folder = root / f"templates-{stamp.hexdigest()[:16]}"
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        if not _private(folder):
            return None
        return FileSystemBytecodeCache(str(folder))
    except (OSError, RuntimeError):  # RuntimeError: Path.home() without a home
        return None
