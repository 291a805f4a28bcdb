"""Build tree: content models -> sessions of nested nodes (`build.py` runs the passes)."""
