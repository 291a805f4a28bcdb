"""`cc2html watch`: keep an output in step with sessions being written.

backends.py sees changes (inotify through libc, or polling), debounce.py waits for a quiet
moment, live.py writes the live files pages look for, loop.py ties them to a render and
tells what happens to an `Events`; the command (what to watch, the lines said, the exit
code) is cli/watch.py.
"""
