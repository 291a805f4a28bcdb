"""`cc2html publish`: a session's page (or a page cc2html rendered) as a secret gist.

A library (like archive/ and audit/): `page.py` tells a cc2html page from anything else
and finds the secrets one still holds; `gist.py` drives the user's own `gh` (never a
network call of cc2html's own). It returns and raises; cli/publish.py asks, says and
picks the exit code.
"""
