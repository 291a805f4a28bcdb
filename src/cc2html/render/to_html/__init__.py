"""The HTML output: the page, its Jinja environment and filters, copy-as-Markdown data,
the render split. Jinja's speed machinery is behind one door, engine/."""
