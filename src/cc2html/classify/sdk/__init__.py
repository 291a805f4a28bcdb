"""Claude Agent SDK stream-json logs: a second reader feeding the same pipeline."""
