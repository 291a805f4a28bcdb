"""What an archive may publish: names without the user's home (--redact-home), tidied text.

Claude Code names a project folder after its directory (`/home/alice/app` is stored as
`-home-alice-app/`), so under --redact-home the folder's *public name* replaces it in
everything that reaches OUT: the output folder, page paths and links, index pages, the
search data, the manifest's keys, the --json summary. The public name is the folder name
with its encoded home replaced by `home` (paths shown begin with `~/`):

  -home-alice-app      -> home-app       (shown path ~/app)
  -Users-alice-app     -> home-app-2     (clashes with the one above: numbered)
  -home-alice          -> home           (shown path ~)
  -opt-work            -> -opt-work      (not under a home: unchanged)

Not `~-app`: a folder named `~` or `~-2` is a shell hazard (`rm -r ~`; `cd ~-2` is the
directory stack) and `/~name/` is a user's site on some web servers.

Where the home ends is read from the project's recorded cwd (so `/home/alice.smith/app`,
stored as `-home-alice-smith-app`, becomes `home-app`); a folder without one uses the
homes the other projects revealed, else takes one dash-separated word as the user name.
Clashes (compared case-insensitively, for case-insensitive file systems) are settled in
the alphabetical order (ignoring case) of the original folder names: the first keeps the
name, the others get `-2`, `-3`… (the first free one). Every folder the run looked at takes part, whatever
--project selects, so a filter does not rename folders. Nothing derived from the private
name (no hash of it, which a dictionary of user names would reverse) is ever written.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Optional

from ..options import Tidy, shorten_path
from ..write import remove_empty_dir
from .plan import Plan, home_prefix
from .search_text import FOLDER

_GUESS = re.compile(r"(?:-home|-Users|[A-Za-z]--Users)-[A-Za-z0-9]+(?=-|$)")
HOME = "home"  # what an encoded home becomes in a public name


def home_rest(name: str, path: str, homes: list[str]) -> Optional[str]:
    """What follows the encoded home that starts folder `name` ("" for the home itself),
    or None when it does not start with one."""
    prefix = home_prefix(name, path) or next(
        (h for h in homes if name == h or name.startswith(h + "-")), None)
    if prefix is None:
        guess = _GUESS.match(name)
        prefix = guess.group(0) if guess else None
    return name[len(prefix):] if prefix else None


def settle(natural: dict[str, str]) -> dict[str, str]:
    """Folder -> public name, no two alike (case-insensitively); see the module's text."""
    counts = Counter(name.casefold() for name in natural.values())
    public = {f: n for f, n in natural.items() if counts[n.casefold()] == 1}
    used = {n.casefold() for n in public.values()}
    for folder in sorted(natural.keys() - public.keys(), key=lambda f: (f.casefold(), f)):
        base = name = natural[folder]
        number = 1
        while name.casefold() in used:
            number += 1
            name = f"{base}-{number}"
        public[folder] = name
        used.add(name.casefold())
    return public


def home_rests(folders: dict[str, str]) -> dict[str, Optional[str]]:
    """Every folder looked at (name -> its path, `~/…` when known) -> `home_rest`."""
    homes = {h for name, path in folders.items() if (h := home_prefix(name, path))}
    ordered = sorted(homes, key=lambda h: (-len(h), h))  # the longest home first
    return {name: home_rest(name, path, ordered) for name, path in folders.items()}


def public_path(path: str, rest: Optional[str]) -> str:
    """The project's shown path: `~/…` as recorded, or decoded from the folder name's rest
    when the path was only guessed from the name (which cannot tell `.` from `/`)."""
    if shorten_path(path) == path:
        return path
    return "~" + rest.replace("-", "/") if rest is not None else shorten_path(path)


def public_names(plan: Plan) -> dict[str, str]:
    """Folder name -> its public name (--redact-home), for every folder of `plan`."""
    rests = home_rests(plan.folders)
    return settle({name: name if rest is None else HOME + rest for name, rest in rests.items()})


def public_key(key: str, names: dict[str, str]) -> str:
    """A key or path relative to the archive root, its first folder made public."""
    first, sep, rest = key.partition("/")
    return names.get(first, first) + sep + rest


def publicise(plan: Plan, tidy: Tidy) -> dict[str, str]:
    """Rename, in place, every folder of `plan` and every path under it to public names
    (error texts are left to the caller's `tidy`)."""
    rests = home_rests(plan.folders)
    names = public_names(plan)

    def rel(path: str) -> str:
        return public_key(path, names)

    for proj in plan.projects:
        public = names[proj.name]
        proj.path = tidy(public_path(proj.path, rests[proj.name]))
        proj.name = public
        proj.orphans = [rel(o) for o in proj.orphans]
        proj.quiet = [rel(q) for q in proj.quiet]
        for s in proj.sessions:
            s.project, s.page = public, rel(s.page)
            s.main = replace(s.main, rel=rel(s.main.rel))
            s.sidecars = tuple((agent, replace(i, rel=rel(i.rel))) for agent, i in s.sidecars)
            s.workflows = tuple(replace(i, rel=rel(i.rel)) for i in s.workflows)
            s.tool_results = tuple(replace(i, rel=rel(i.rel)) for i in s.tool_results)
    plan.unreadable = [(rel(key), error) for key, error in plan.unreadable]
    plan.not_transcripts = [(rel(key), why) for key, why in plan.not_transcripts]
    plan.held = {rel(key) for key in plan.held}
    return names


def rename_folders(text: str, names: dict[str, str]) -> str:
    """`text` (an error message, a path) with every folder name in it made public."""
    for private in sorted(names, key=len, reverse=True):
        if private in text and names[private] != private:
            text = text.replace(private, names[private])
    return text


def leftovers(out: Path) -> list[str]:
    """Folders in OUT still named after a home (`-home-alice-app/`) although this run wrote
    none: left by a run whose manifest was lost, or by a killed run. Empty ones are
    removed; the others (not known to be ours, so not deleted) are returned."""
    found = []
    for parent in (out, out / FOLDER / "text"):
        try:
            names = sorted(p.name for p in parent.iterdir() if p.is_dir())
        except OSError:
            continue
        for name in names:
            if _GUESS.match(name):
                remove_empty_dir(parent / name)
                if (parent / name).exists():
                    found.append((parent / name).relative_to(out).as_posix())
    return found
