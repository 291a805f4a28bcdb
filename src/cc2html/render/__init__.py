"""Render: nodes -> HTML through one Jinja environment (see html.py)."""
