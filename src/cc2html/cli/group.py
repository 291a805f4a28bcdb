"""A command group with a default command: `cc2html FILE` is `render`, `cc2html show FILE` is
the declared subcommand `show`.

Only a first word that names a subcommand is one; anything else (a file, a folder, an
option, `--`, nothing at all) is handed to the default command with every argument. So a
file literally named `show` is converted as `./show` or `cc2html -- show`; and the default
command has no name to type (`cc2html render` converts a file named `render`). Its usage
line and errors read `cc2html [OPTIONS] [SOURCE]`, not `cc2html render …`.
"""

from __future__ import annotations

import typer
from typer.core import TyperCommand, TyperGroup

# typer.Context, not click's: Typer carries a click of its own, whose exceptions (the Exit
# after --help) only it catches

DEFAULT = "render"


class _DefaultContext(typer.Context):
    """The default command's context: named as the program itself in usage and errors."""

    @property
    def command_path(self) -> str:
        return self.parent.command_path if self.parent is not None else super().command_path


class DefaultCommand(TyperCommand):
    """The command that runs when no subcommand is named (`@app.command(cls=DefaultCommand)`)."""

    context_class = _DefaultContext


class DefaultGroup(TyperGroup):
    """Routes every first argument that is not a subcommand's name to `DEFAULT`."""

    def parse_args(self, ctx: typer.Context, args: list[str]) -> list[str]:
        if not args or args[0] == DEFAULT or args[0] not in self.commands:
            args = [DEFAULT, *args]
        return super().parse_args(ctx, args)

    def list_commands(self, ctx: typer.Context) -> list[str]:
        """The subcommands one can name (the default one is not among them)."""
        return [name for name in super().list_commands(ctx) if name != DEFAULT]

