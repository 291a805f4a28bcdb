#!/usr/bin/env python3
"""Screenshots of a session page and a project index, for before/after comparisons.

    PYTHONPATH=$PWD/src python benchmarks/screenshots.py TRANSCRIPT OUT_DIR \\
        [--project FOLDER] [--label before] [--full-page]

Renders TRANSCRIPT as a page and a folder of transcripts as an archive (FOLDER, by default
the transcript's own folder: a project's, usually), then takes screenshots with Debian's
Chromium through Playwright (tests/chromium.py: never a downloaded browser) at desktop
1280×800 and phone 390×844, each in light and dark, into OUT_DIR:

    LABEL-page-SIZE-SCHEME.png          the page as it opens (a phone opens on "Prompts +
                                        answers")
    LABEL-page-end-SIZE-SCHEME.png      after pressing End once
    LABEL-page-changes-SIZE-SCHEME.png  the Changes view (?view=changes)
    LABEL-index-SIZE-SCHEME.png         the project index

A first screen each (the viewport), or the whole page with --full-page. It uses only
`cc2html.pipeline.convert`, `PageRenderer` and `build_archive`, so pointing PYTHONPATH at
an older checkout's src takes the "before" shots with the same script. Prints each file
written. The folder is read, never written: the archive goes to a temporary folder, which
links the project folder in (a symbolic link), so nothing is copied.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from chromium import launched, playwright_api  # noqa: E402

from cc2html.archive.build import ArchiveOptions, build_archive  # noqa: E402
from cc2html.pipeline import convert  # noqa: E402
from cc2html.render.to_html.html import PageRenderer  # noqa: E402

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
SCHEMES = ("light", "dark")
#: time for the cards near the bottom to lay out after End, and for the page's script
SETTLE_MS = 800


def render(transcript: Path, project: Path, work: Path) -> tuple[Path, Path]:
    """(the session page, the project index) written under `work`."""
    page = work / "page" / (transcript.stem + ".html")
    page.parent.mkdir(parents=True)
    convert(transcript, page, PageRenderer())
    projects = work / "projects"
    projects.mkdir()
    (projects / project.resolve().name).symlink_to(project.resolve(), target_is_directory=True)
    build_archive(ArchiveOptions(projects, work / "archive", keep_sources=False))
    indexes = sorted((work / "archive").glob("*/index.html"))
    if not indexes:
        raise SystemExit(f"{project}: no project index was written (no sessions in it?)")
    return page, indexes[0]


def shots(browser, page: Path, index: Path, out: Path, label: str,
          full_page: bool) -> list[Path]:
    """Every screenshot named in the module docstring; the files written."""
    written: list[Path] = []
    for size, viewport in SIZES.items():
        for scheme in SCHEMES:
            context = browser.new_context(viewport=viewport, color_scheme=scheme)
            tab = context.new_page()

            def snap(name: str) -> None:
                tab.wait_for_timeout(SETTLE_MS)
                path = out / f"{label}-{name}-{size}-{scheme}.png"
                tab.screenshot(path=str(path), full_page=full_page)
                written.append(path)

            tab.goto(page.as_uri())
            snap("page")
            tab.keyboard.press("End")
            snap("page-end")
            tab.goto(page.as_uri() + "?view=changes")
            snap("page-changes")
            tab.goto(index.as_uri())
            snap("index")
            context.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("transcript", type=Path)
    parser.add_argument("out", type=Path, help="the folder the screenshots go to")
    parser.add_argument("--project", type=Path, default=None,
                        help="a folder of transcripts for the index (default: the transcript's)")
    parser.add_argument("--label", default="shot", help="the files' first word (before, after)")
    parser.add_argument("--full-page", action="store_true", help="the whole page, not a screen")
    args = parser.parse_args(argv)
    api = playwright_api()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="cc2html-shots-") as tmp:
        page, index = render(args.transcript, args.project or args.transcript.parent, Path(tmp))
        with launched(api) as browser:
            for path in shots(browser, page, index, args.out, args.label, args.full_page):
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
