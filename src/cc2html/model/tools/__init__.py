"""Typed tool inputs and outputs: one module per tool family, `base` for what they share.

Models only (frozen; no parsing and no tables here). `classify/tools/` holds the one
table from tool name to input model and output parser, built from the same families:
files, shell, search, planning, web, agents and skill. SDK-only tools (server tools,
MCP) keep their views in `model/sdk.py`.
"""
