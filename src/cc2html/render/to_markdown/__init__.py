"""The Markdown output: the export, its field emitters, fences and link rewriting."""
