"""`python -m cc2html`: the installed command (`cli.app.run`)."""

from .cli.app import run

run()
