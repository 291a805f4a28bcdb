"""The command line: the declared Typer app (`app.py`, routed by `group.py`), its options
(`params.py`), the config file that gives them defaults (`config.py`), exit codes
(`exits.py`), stderr lines and colour (`console.py`), one file (`single.py`, `--json` in
`json_report.py`) and the terminal view (`show.py`)."""
