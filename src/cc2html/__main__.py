"""`python -m cc2html`: the installed command (`cli.entry.run`). Guarded, so that a worker
process spawned by the archive's pool (macOS, Windows) never runs the command again."""

from .cli.entry import run

if __name__ == "__main__":
    run()
