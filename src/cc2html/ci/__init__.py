"""`cc2html ci`: render an agent's runs in CI and say what came of them.

sources.py finds what to render (claude-code-action's execution file, the runner's
`~/.claude/projects`); runs.py renders each file through the pipeline and keeps, per
session, the facts its page states (render/facts.py) with the run's result line;
summary.py writes them as a job summary safe to show (GitHub-flavoured Markdown);
github.py writes that summary and the step's outputs where GitHub Actions reads them.
A library: it returns reports and raises; cli/ci.py speaks and picks the exit code.
"""
