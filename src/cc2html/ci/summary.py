"""The job summary of a `cc2html ci` run: GitHub-flavoured Markdown, one section per session.

Each session states its result line (subtype, or "no result line" for a transcript), the
facts its page states (render/facts.py: cost, tokens, duration, tool calls, models, by
their `line`), the failed tool calls and the result's `errors`, its first prompt and final
answer, and where its page is.

Everything taken from a log is untrusted (a prompt is whatever triggered the workflow, an
answer whatever the model wrote, a title or a model name whatever the file says): it is
put only in an inline code span or a fenced block (render/to_markdown/md_text.py `code`
and `fence`: longer than any backtick run inside, control characters and lone carriage
returns made visible, so nothing can close it early). Inside those GitHub renders no
HTML, no link, no image and no @mention or #reference, so a summary can neither run
markup nor ping anyone. Each text is cut (PROMPT_CHARS, ANSWER_CHARS, ERROR_CHARS,
TITLE_CHARS: a title or a model name)
and the sessions listed are at most MAX_SESSIONS, in at most MAX_BYTES: GitHub refuses a
step's summary over 1 MiB. The only HTML is cc2html's own `<details>` around the long texts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from ..model.text import counted
from ..render.to_markdown.md_text import code, fence
from .runs import Rendered, SessionRun

PROMPT_CHARS = 1_500
ANSWER_CHARS = 3_000
ERROR_CHARS = 500
TITLE_CHARS = 100
MAX_SESSIONS = 20
#: the bytes the sessions' sections may take (GitHub refuses a summary over 1 MiB): texts
#: are cut by characters, and the markers of their controls (`<U+202E>`) can make each
#: character 8 bytes, so twenty sessions may not fit; those past it are counted
MAX_BYTES = 768 * 1024
#: the facts a session's line states, in this order (render/facts.py keys)
LISTED = ("cost_usd", "usage", "duration_s", "active_s", "tool_calls", "commits")


@dataclass(frozen=True)
class Where:
    """Where the pages are: the folder they were written to, the artifact holding it (""
    when none is uploaded) and the https page listing the run's artifacts ("" unknown)."""

    folder: Path
    artifact: str = ""
    run_url: str = ""


def cut(text: str, limit: int) -> str:
    """`text` at most `limit` characters, saying how much was left out."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}\n… ({len(text) - limit:,} more characters in the page)"


def short(text: str, limit: int = TITLE_CHARS) -> str:
    """`text` on one line, at most `limit` characters (`…` where it was cut)."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _status(run: SessionRun) -> str:
    if run.result is None:
        return "📄 no result line (a transcript)"
    return ("❌ " if run.result.failed else "✅ ") + code(short(run.result.subtype))


def _page(path: Path, where: Where) -> str:
    try:
        shown = path.relative_to(where.folder).as_posix()
    except ValueError:
        shown = path.as_posix()
    return code(shown)


def _facts(run: SessionRun) -> list[str]:
    by_key = {fact.key: fact for fact in run.facts}
    # each fact as the page's list states it, but the cost by its figure alone: the
    # list's text adds the price table's note, which may name a model from the log
    shown = {key: by_key[key].line if key == "cost_usd" else by_key[key].text
             for key in LISTED}
    lines = [f"- **{by_key[key].label}:** {shown[key]}" for key in LISTED if shown[key]]
    models = by_key["models"].value or []
    if models:
        lines.append("- **Models:** " + ", ".join(code(short(m)) for m in models[:5]))
    if run.failed_calls:
        lines.append(f"- **Failed tool calls:** {run.failed_calls}")
    if run.masked:
        lines.append("- **Masked secrets:** " + ", ".join(
            f"{code(kind)} {n}" for kind, n in sorted(run.masked.items())))
    return lines


def _details(label: str, text: str, limit: int) -> list[str]:
    return ["", f"<details><summary>{label}</summary>", "", fence(cut(text, limit), "text"),
            "", "</details>"]


def session_section(run: SessionRun, where: Where) -> list[str]:
    """One session: its heading, result, facts, errors, prompt, answer and page(s)."""
    title = short(run.title or run.session_id or run.source.name)
    lines = [f"### {_status(run)} · {code(title)}", ""]
    lines += _facts(run)
    pages = [_page(run.page, where)] + [_page(p, where) for p in run.also]
    lines.append("- **Page:** " + ", ".join(pages))
    if run.result and run.result.errors:
        lines += ["", "**Errors:**", "",
                  fence("\n".join(cut(e, ERROR_CHARS) for e in run.result.errors[:10]), "text")]
    lines += _details("Prompt", run.prompt, PROMPT_CHARS) if run.prompt else \
        ["", "_The log does not hold the prompt._"]
    if run.answer:
        lines += _details("Final result" if run.result else "Last answer", run.answer,
                          ANSWER_CHARS)
    return lines + [""]


def _where_line(where: Where, count: int) -> str:
    pages = counted(count, "page")
    if not where.artifact:
        return f"{pages} written to {code(where.folder.as_posix())}."
    link = f" ([the run's artifacts]({where.run_url}))" if where.run_url else ""
    return f"{pages} in the artifact {code(where.artifact)}{link}."


def summary_markdown(rendered: Rendered, where: Where, left_out: int = 0,
                     missing: Iterable[Path] = ()) -> str:
    """The whole summary, ending in a line break."""
    runs = rendered.runs
    pages = len({r.page for r in runs} | {p for r in runs for p in r.also})
    lines = ["## Agent runs (cc2html)", "",
             f"{counted(len(runs), 'session')} · {_where_line(where, pages)}", ""]
    if not runs:
        lines += ["No transcript was found to render.", ""]
    listed = size = 0
    for run in runs[:MAX_SESSIONS]:
        section = session_section(run, where)
        size += sum(len(line.encode("utf-8")) + 1 for line in section)
        if size > MAX_BYTES:
            break
        lines += section
        listed += 1
    if len(runs) > listed:
        lines += [f"_{len(runs) - listed} more sessions: their pages are in the "
                  "folder._", ""]
    notes = [f"- {code(p.as_posix())}: {code(reason)}" for p, reason in rendered.refused]
    notes += [f"- {code(p.as_posix())}: not found" for p in missing]
    if left_out:
        notes.append(f"- {counted(left_out, 'older session file')} not rendered")
    if notes:
        lines += ["**Not rendered:**", "", *notes, ""]
    return "\n".join(lines)


def run_url(server: Optional[str], repository: Optional[str], run_id: Optional[str]) -> str:
    """The https page of a workflow run (its artifacts are listed there), or ""."""
    if not (server and repository and run_id) or not server.startswith("https://"):
        return ""
    if not run_id.isdigit() or any(c in repository for c in "()<> \n"):
        return ""
    return f"{server.rstrip('/')}/{repository}/actions/runs/{run_id}"
