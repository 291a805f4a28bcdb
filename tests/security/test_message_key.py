"""The `data-msg` key of a card: a hash of the API message id, never the id itself."""

from __future__ import annotations

import hashlib
import re

from hypothesis import given, settings, strategies as st

from cc2html.render.to_html.filters import msg_key
from helpers import examples, render_lines, user_line

HOSTILE = 'msg_"><script>alert(1)</script>\u202e\ud800'


def _assistant(n: int, mid: str, block: dict) -> dict:
    return {"type": "assistant", "uuid": f"a{n}", "sessionId": "s1",
            "message": {"role": "assistant", "id": mid, "content": [block]}}


def test_a_hostile_message_id_reaches_the_page_only_as_twelve_hex_digits():
    page = render_lines([
        user_line(1, "hi"),
        _assistant(2, HOSTILE, {"type": "thinking", "thinking": "hm", "signature": "x"}),
        _assistant(3, HOSTILE, {"type": "text", "text": "hello"}),
        _assistant(4, HOSTILE, {"type": "tool_use", "id": "t1", "name": "Bash",
                                "input": {"command": "true"}}),
    ])
    keys = re.findall(r'data-msg="([^"]*)"', page)
    assert len(keys) == 3 and len(set(keys)) == 1
    assert re.fullmatch(r"[0-9a-f]{12}", keys[0])
    assert "<script>alert" not in page


@settings(max_examples=examples(200))
@given(st.text())
def test_the_key_is_the_sha1_prefix_of_the_id(mid):
    expected = hashlib.sha1(mid.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    assert msg_key(mid) == expected
