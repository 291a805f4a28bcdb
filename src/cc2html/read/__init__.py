"""Read: bytes -> JSON objects -> entry models, for transcripts (`transcript.py`) and Agent SDK logs (`sdk.py`)."""
