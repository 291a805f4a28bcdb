"""The JSON output: the export, its schema, and the archive index schema."""
