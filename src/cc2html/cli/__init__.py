"""The command line: one Typer app (`app.py`), the terminal view (`show.py`), `--json` (`json_report.py`)."""
