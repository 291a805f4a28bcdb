"""`cc2html survey`: what in a file, a folder or the agents' homes cc2html does not know yet.

A library (like archive/ and watch/): it returns a `SurveyReport` and raises; cli/survey.py
prints it and picks the exit code. Names only leave it (kinds, subtypes, attachment and
block types, field and tool names, cleaned and cut: report.py), never transcript text, so
its output can be pasted into a bug report.

"Known" is asked of cc2html itself, never of a list kept here: each line goes through
the format's own reader (read/agents/ FORMATS) and, once per shape, through the classify
stage (classify/ FACTORIES with its system, attachment and SDK tables; classify/tools
TOOLS for tool names): known.py. Only entry fields have a small table of their own
(known.py IGNORED_FIELDS), beside the fields the entry models read.
"""

from __future__ import annotations

from .report import Finding, Group, SurveyReport
from .scan import default_sources, survey

__all__ = ["Finding", "Group", "SurveyReport", "default_sources", "survey"]
