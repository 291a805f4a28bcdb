"""Views of the shell tools: Bash, and the calls that name a background shell or task
(BashOutput, KillShell, TaskOutput, TaskStop)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple, Optional

from .base import ToolInput, ToolOutput

# --------------------------------------------------------------------------- inputs


class BashInput(ToolInput):
    command: str = ""
    description: Optional[str] = None
    timeout: Optional[int] = None
    run_in_background: Optional[bool] = None
    shown = ("command", "description")
    key_param = "command"


class ShellRefInput(ToolInput):
    """A call that names a background shell or task: BashOutput, KillShell, TaskOutput …"""

    #: parameters that may carry the id, in the order the tool versions used them
    id_keys: ClassVar[tuple[str, ...]] = ("bash_id", "shell_id", "task_id")
    shown = ("bash_id", "shell_id", "task_id")

    @property
    def ref_key(self) -> str:
        return next((k for k in self.id_keys if self.params.get(k)), "")

    @property
    def ref(self) -> str:
        value = self.params.get(self.ref_key, "")
        return value if isinstance(value, str) else str(value)

    @property
    def other_params(self) -> dict[str, Any]:
        return {k: v for k, v in self.params.items() if k != self.ref_key}

    @property
    def summary(self) -> str:
        return self.ref


class BashOutputInput(ShellRefInput):
    pass


class KillShellInput(ShellRefInput):
    pass


class TaskOutputInput(ShellRefInput):
    pass


class TaskStopInput(ShellRefInput):
    pass


# --------------------------------------------------------------------------- outputs


class Commit(NamedTuple):
    """A commit `git commit` reported in a Bash call's output (classify/commits.py)."""

    branch: str  # as git printed it: "main", "detached HEAD"
    sha: str  # the abbreviated hash git printed
    message: str  # the subject line
    stat: str  # "1 file changed, 104 insertions(+)"


@dataclass(frozen=True, kw_only=True)
class ShellOutput(ToolOutput):
    """Bash: stdout and stderr apart when the sidecar has them and they make up the text;
    the commits its output reports."""

    stdout: str = ""
    stderr: str = ""
    interrupted: bool = False
    background_id: str = ""
    interpretation: str = ""
    commits: tuple[Commit, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.interrupted

    @property
    def outcome(self) -> str:
        if self.interrupted:
            return "interrupted"
        if self.background_id:
            return f"background {self.background_id}"
        return self.interpretation


@dataclass(frozen=True, kw_only=True)
class TaggedOutput(ToolOutput):
    """BashOutput / TaskOutput: `<status>…</status>` fields in order, and any text around them."""

    fields: tuple[tuple[str, str], ...] = ()
    rest: str = ""

    #: fields shown as blocks of (ANSI) output rather than as short facts
    BLOCKS = ("stdout", "stderr", "output", "error")

    def value(self, name: str) -> str:
        return next((v for k, v in self.fields if k == name), "")

    @property
    def facts(self) -> tuple[tuple[str, str], ...]:
        return tuple((k, v) for k, v in self.fields if k not in self.BLOCKS and "\n" not in v
                     and len(v) <= 200)

    @property
    def blocks(self) -> tuple[tuple[str, str], ...]:
        facts = self.facts
        return tuple(f for f in self.fields if f not in facts)

    @property
    def outcome(self) -> str:
        status, code = self.value("status"), self.value("exit_code")
        return status + (f" · exit {code}" if code else "")


@dataclass(frozen=True, kw_only=True)
class StatusOutput(ToolOutput):
    """KillShell / TaskStop: a JSON (or plain) status message."""

    message: str = ""
    success: Optional[bool] = None
    details: tuple[tuple[str, Any], ...] = ()

    @property
    def ok(self) -> bool:
        return self.success is not False

    @property
    def outcome(self) -> str:
        return "failed" if self.success is False else ""
