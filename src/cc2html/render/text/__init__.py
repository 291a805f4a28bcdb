"""Text -> safe fragments, shared by every output: Markdown in, highlighting, ANSI, diffs,
budgets, sanitizing, hints and file references. Imports no output folder."""
