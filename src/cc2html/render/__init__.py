"""Render: one tree -> each output. registry.py holds one row per kind and facts.py the
session facts; text/ turns text into safe fragments for every output; to_html/,
to_markdown/, to_json/ and to_terminal/ are the outputs, one folder each."""
