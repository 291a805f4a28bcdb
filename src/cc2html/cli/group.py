"""A command group with a default command: `cc2html FILE` is `render`, `cc2html show FILE` is
the declared subcommand `show`.

Only a first word that names a subcommand is one; anything else (a file, a folder, an
option, `--`, nothing at all) is handed to the default command with every argument, but
for the group's own shell-completion options (`cc2html --install-completion`,
`--show-completion`). So a
file literally named `show` (`forget`, `watch`) is converted as `./show` or `cc2html -- show`;
and the default
command has no name to type (`cc2html render` converts a file named `render`). Its usage
line and errors read `cc2html [OPTIONS] [SOURCE]`, not `cc2html render …`.

A usage error (a bad option or value, a missing argument) is one line on stderr,
`error: …`, and exit code 2 (cli/exits.py), not typer's usage text and boxed panel.
"""

from __future__ import annotations

import sys
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup

from .coerce import PlainCoercion
from .config import config_path, from_config
from .console import complain, stderr_console
from .exits import EXIT_UNREADABLE

# typer.Context, not click's: Typer carries a click of its own, whose exceptions (the Exit
# after --help) only it catches

DEFAULT = "render"


class FlagsAsFlags:
    """Help that shows a flag as a flag: `--quiet`, not `--quiet <bool>`.

    Typer's rich help prints every option's type in its type column, flags included (its
    plain help leaves them out), as if `--quiet` took a value. An empty metavar is what
    that column prints instead; a flag has no value to name, so nothing else reads it."""

    def get_params(self, ctx: typer.Context) -> list[Any]:
        params: list[Any] = super().get_params(ctx)  # type: ignore[misc]
        for param in params:  # --help and typer's own options too, not only ours
            if getattr(param, "is_flag", False) and param.metavar is None:
                param.metavar = ""
        return params


class _DefaultContext(typer.Context):
    """The default command's context: named as the program itself in usage and errors."""

    @property
    def command_path(self) -> str:
        return self.parent.command_path if self.parent is not None else super().command_path


class Command(PlainCoercion, FlagsAsFlags, TyperCommand):
    """A subcommand (`@app.command(cls=Command)`)."""


class DefaultCommand(PlainCoercion, FlagsAsFlags, TyperCommand):
    """The command that runs when no subcommand is named (`@app.command(cls=DefaultCommand)`)."""

    context_class = _DefaultContext

    def format_help(self, ctx: typer.Context, formatter: Any) -> None:
        """`cc2html --help` is this command's help, so it names the group's other commands
        itself, read from the group (a command added there is listed with no edit here)."""
        group = ctx.parent.command if ctx.parent is not None else None
        if isinstance(group, TyperGroup):
            rows = [f"cc2html {name}: {command.get_short_help_str(limit=90)}"
                    for name, command in sorted(group.commands.items())
                    if name != DEFAULT and not command.hidden]
            self.epilog = "\n\n".join(["Commands (cc2html COMMAND --help for more):", *rows])
        super().format_help(ctx, formatter)


class DefaultGroup(PlainCoercion, FlagsAsFlags, TyperGroup):
    """Routes every first argument that is not a subcommand's name to `DEFAULT`."""

    def parse_args(self, ctx: typer.Context, args: list[str]) -> list[str]:
        if not args or args[0] == DEFAULT or (args[0] not in self.commands
                                              and not self._own_option(ctx, args[0])):
            args = [DEFAULT, *args]
        return super().parse_args(ctx, args)

    def _own_option(self, ctx: typer.Context, arg: str) -> bool:
        """`--install-completion` / `--show-completion[=SHELL]`: the group's own options
        (typer's shell completion), taken as the first argument only; `cc2html --
        --show-completion` converts a file of that name."""
        name = arg.split("=", 1)[0]
        return name.startswith("--") and any(name in p.opts for p in self.get_params(ctx)
                                             if name not in ctx.help_option_names)

    def list_commands(self, ctx: typer.Context) -> list[str]:
        """The subcommands one can name (the default one is not among them)."""
        return [name for name in super().list_commands(ctx) if name != DEFAULT]

    def main(self, *args: Any, standalone_mode: bool = True, **kwargs: Any) -> Any:
        """Run the command line; in standalone mode (the program, and typer's CliRunner)
        exit with the code, a usage error said in one line (`usage_error`)."""
        if not standalone_mode:
            return super().main(*args, standalone_mode=False, **kwargs)
        try:
            code = super().main(*args, standalone_mode=False, **kwargs)
        except typer.TyperException as exc:  # typer's click: UsageError, BadParameter …
            complain(stderr_console(), usage_error(exc))
            sys.exit(exc.exit_code)
        except typer.Abort:  # end of input at a prompt
            complain(stderr_console(), "aborted")
            sys.exit(EXIT_UNREADABLE)
        sys.exit(code if isinstance(code, int) else 0)


def usage_error(exc: typer.TyperException) -> str:
    """click's message on one line, and where to read more: `No such option: --x (see
    'cc2html --help')`."""
    message = " ".join(line.strip() for line in exc.format_message().splitlines())
    ctx = getattr(exc, "ctx", None)
    if ctx is None:
        return message
    param = getattr(exc, "param", None)
    if param is not None and param.name and from_config(ctx, param.name):
        return f"{message} (set in {config_path()[0]})"  # not typed: say where it came from
    return f"{message} (see '{ctx.command_path} --help')"
