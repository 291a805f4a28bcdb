"""The exit codes of every command, defined here once (docs/usage.md's "Exit codes").

0 done (even when lines were skipped: they are listed in the page and counted on stderr);
1 an input is missing or cannot be read, or the output cannot be written;
2 a usage error (bad option, no input, a folder without transcripts, a bad date, a bad
  config file), or a file given that is no transcript at all (binary, an image,
  compressed, empty: read/sniff.py `not_transcript`);
3 with --strict: a line was skipped or an entry kind was not recognised (in folder mode,
  or a file in the folder was no transcript at all);
`cc2html secrets` is a CI gate: 1 when it finds a secret, 2 on bad input (cli/secrets.py);
130 interrupted (Ctrl+C): an archive run says how many pages it wrote, and leaves indexes
  and search for them.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_UNREADABLE = 1
EXIT_USAGE = 2  # click's own code for a usage error, too
EXIT_STRICT = 3
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as a shell reports a process Ctrl+C ended
