"""The terminal output (`cc2html show`): rich rendering of nodes, Markdown and workflows."""
