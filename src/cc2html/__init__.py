"""cc2html: Claude Code transcripts -> static, foldable, self-contained HTML."""

__version__ = "0.1.0"
