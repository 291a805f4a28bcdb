"""The false-positive hunt for `--redact`: what it masks in the stdlib and site-packages.

Not a test (nothing there is a real secret, but some of it is credential-shaped: AWS's
documented example keys, test passwords, netrc fixtures). Run it before and after a rule
change and read what the new rules mask:

    PYTHONPATH=src python tests/redact/hunt_site_packages.py > /tmp/hunt.txt

It prints one line per masked line (`path:line: text`), then the count per kind and the
total. Each file is masked whole, as `Redactor().text` would mask one tool output.
"""

from __future__ import annotations

import sys
import sysconfig
from collections import Counter
from pathlib import Path

from cc2html.redact.redactor import Redactor

SUFFIXES = {".py", ".md", ".rst", ".json", ".js", ".yaml", ".yml"}


def roots() -> list[Path]:
    paths = sysconfig.get_paths()
    found = {Path(paths["stdlib"]), Path(paths["purelib"]), Path(paths["platlib"])}
    return sorted(p for p in found if p.is_dir())


def files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.suffix in SUFFIXES and p.is_file()
                  and "site-packages" not in p.relative_to(root).parts)


def main() -> int:
    total: Counter[str] = Counter()
    seen: set[Path] = set()
    for root in roots():
        for path in files(root):
            if path in seen:
                continue
            seen.add(path)
            text = path.read_text(encoding="utf-8", errors="replace")
            redactor = Redactor()
            out = redactor.text(text)
            if not redactor.counts:
                continue
            total.update(redactor.counts)
            for n, line in enumerate(out.split("\n"), start=1):
                if "[REDACTED:" in line:
                    print(f"{path}:{n}: {line.strip()[:200]}")
    for kind, count in sorted(total.items()):
        print(f"# {kind}: {count}")
    print(f"# total: {sum(total.values())} in {len(seen)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
