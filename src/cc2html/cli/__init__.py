"""The command line, and every command body: the declared Typer app (`app.py`, routed by
`group.py`), its options (`params.py`), the config file that gives them defaults
(`config.py`), exit codes (`exits.py`), stderr lines and colour (`console.py`), one file
(`single.py`, `--json` in `json_report.py`), a folder (`archive.py`, its progress in
`progress.py`), `forget.py`, `watch.py` and the terminal view (`show.py`). The libraries
they call (archive/, watch/, the pipeline) return reports and raise; only this package
prints on the console or picks an exit code."""
