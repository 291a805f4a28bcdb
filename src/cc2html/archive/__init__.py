"""Archive mode: a whole ~/.claude/projects folder to linked pages, incrementally."""
