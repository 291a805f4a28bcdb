"""Pygments' regex lexers, run with one regular expression per state instead of one per rule.

A `RegexLexer` state is an ordered list of rules; at each position Pygments tries them in
order from Python and takes the first that matches. That loop is most of the time spent
highlighting (several million `match` calls for a long session). Python's `re` tries the
alternatives of `(rule0)|(rule1)|…` in the same order and also takes the first that
matches, so one call per token finds the same rule; the winning group's number says which
rule it was. The state machine around it (pushes, pops, the reset at an unmatched newline,
the one-character Error token) follows Pygments' documented behaviour, so the tokens are
the same: tests/unit/render/test_fastlex.py compares them with Pygments' own for every lexer in
Pygments on samples of many languages.

Each rule keeps its own flags (scoped to its alternative) and its numbered backreferences
(shifted past the groups before it). A state whose rules cannot share one expression
(conditional groups, a backreference past group 99, a global flag in mid-pattern, a name
used twice) keeps Pygments' rule-by-rule loop; lexers that are not plain `RegexLexer`s
(hand-written, delegating, extended, or overriding the loop) are used through
`get_tokens` unchanged. A state is combined only once it has matched HOT tokens: the
combined expressions take as long to compile as Pygments' own rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Callable, Optional

from pygments.lexer import ExtendedRegexLexer, Lexer, RegexLexer
from pygments.token import Error, Whitespace, _TokenType

Rule = tuple[Callable[..., Any], Any, Any]  # (pattern.match, action, new state)

_GLOBAL_FLAGS = re.compile(r"^\(\?([aiLmsux]+)\)")


class _State:
    """One lexer state: its rules, and (when they combine) one expression for all of them."""

    __slots__ = ("rules", "match", "rule_of_group", "uses")

    def __init__(self, rules: list[Rule]) -> None:
        self.rules = rules
        self.match: Optional[Callable[..., Any]] = None
        self.rule_of_group: dict[int, int] = {}
        self.uses = 0  # tokens looked for rule by rule so far (see HOT)

    def combine(self) -> None:
        """Build the one expression, or leave the state on the rule-by-rule loop."""
        parts, group, rule_of_group = [], 1, {}
        for index, (rexmatch, _, _) in enumerate(self.rules):
            pattern = getattr(rexmatch, "__self__", None)
            if not isinstance(pattern, re.Pattern) or not isinstance(pattern.pattern, str):
                return
            source = _scoped(pattern, group)
            if source is None:
                return
            rule_of_group[group] = index
            parts.append(f"({source})")
            group += 1 + pattern.groups
        try:
            combined = re.compile("|".join(parts))
        except (re.error, RecursionError, OverflowError):
            return
        if combined.groups == group - 1:
            self.rule_of_group, self.match = rule_of_group, combined.match


_FLAG_LETTERS = ((re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"), (re.VERBOSE, "x"))
_OTHER_FLAGS = ~(re.IGNORECASE | re.MULTILINE | re.DOTALL | re.VERBOSE | re.UNICODE)
_ESCAPE = re.compile(r"\\(?:([1-9][0-9]?)(?![0-9])|.)", re.DOTALL)


def _scoped(pattern: re.Pattern[str], wrapper: int) -> Optional[str]:
    """A rule's expression as it must read inside the combined one, where its own groups
    come after `wrapper`: its flags scoped to it, its numbered backreferences shifted.
    None if that cannot be done safely."""
    source = pattern.pattern
    if pattern.flags & _OTHER_FLAGS or "(?(" in source:
        return None
    head = _GLOBAL_FLAGS.match(source)
    if head:
        source = source[head.end():]  # already in pattern.flags
    if re.search(r"\(\?[aiLmsux]+\)", source):
        return None  # a global flag in the middle
    shifted = [int(ref) + wrapper for ref in _ESCAPE.findall(source) if ref]
    if any(ref > 99 for ref in shifted):
        return None  # `\N` reaches the first 99 groups only
    source = _ESCAPE.sub(lambda m: (f"\\{int(m.group(1)) + wrapper}" if m.group(1)
                                    else m.group()), source)
    letters = "".join(letter for flag, letter in _FLAG_LETTERS if pattern.flags & flag)
    if pattern.flags & re.VERBOSE:
        source += "\n"  # a trailing comment must not swallow the closing parenthesis
    return f"(?{letters}:{source})" if letters else source


#: a state is combined once it has matched this many tokens: compiling the combined
#: expression costs about as much as Pygments' own compile of the rules (~0.2 s for the
#: dozen lexers of a long session), which only pays where the state is used a lot
HOT = 200
_STATES: dict[tuple[type, str], _State] = {}


def _state(lexer: RegexLexer, name: str) -> _State:
    key = (type(lexer), name)
    found = _STATES.get(key)
    if found is None:
        found = _STATES[key] = _State(lexer._tokens[name])
    return found


def supports(lexer: Lexer) -> bool:
    """A plain RegexLexer: Pygments' own loop, no filters, no options that change the text."""
    cls = type(lexer)
    return (isinstance(lexer, RegexLexer) and not isinstance(lexer, ExtendedRegexLexer)
            and cls.get_tokens_unprocessed is RegexLexer.get_tokens_unprocessed
            and cls.get_tokens is Lexer.get_tokens and not lexer.filters
            and not lexer.stripall and not lexer.stripnl and not lexer.ensurenl
            and lexer.tabsize == 0 and isinstance(lexer.encoding, str))


def _prepared(text: str) -> str:
    """What Pygments' input preprocessing leaves of a str with the options `supports` allows."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n")


def tokens(lexer: Lexer, code: str) -> Iterator[tuple[Any, str]]:
    """(token type, text) pairs, as `lexer.get_tokens(code)` gives them."""
    if not supports(lexer):
        yield from lexer.get_tokens(code)
        return
    text = _prepared(code)
    pos, stack = 0, ["root"]
    state = _state(lexer, "root")  # type: ignore[arg-type]
    while True:
        rule, m = _find(state, text, pos)
        if rule is None:
            if pos >= len(text):
                return
            if text[pos] == "\n":  # no rule matched at a line end: back to the root state
                stack = ["root"]
                state = _state(lexer, "root")  # type: ignore[arg-type]
                yield Whitespace, "\n"
            else:
                yield Error, text[pos]
            pos += 1
            continue
        action, new_state = rule[1], rule[2]
        if action is not None:
            if type(action) is _TokenType:
                yield action, m.group()
            else:
                for _, ttype, value in action(lexer, m):
                    yield ttype, value
        pos = m.end()
        if new_state is not None:
            _transition(stack, new_state)
            state = _state(lexer, stack[-1])  # type: ignore[arg-type]


def _find(state: _State, text: str, pos: int) -> tuple[Optional[Rule], Any]:
    """The first rule of the state that matches at pos, and its own match object."""
    if state.match is not None:
        m = state.match(text, pos)
        if m is None:
            return None, None
        rule = state.rules[state.rule_of_group[m.lastindex]]
        if rule[1] is None or type(rule[1]) is _TokenType:
            return rule, m  # only the matched text and its end are needed
        return rule, rule[0](text, pos)  # callbacks read the rule's own groups
    state.uses += 1
    if state.uses == HOT:
        state.combine()
    for rule in state.rules:
        m = rule[0](text, pos)
        if m:
            return rule, m
    return None, None


def _transition(stack: list[str], new_state: Any) -> None:
    """Apply a rule's state change: a tuple of names / '#pop' / '#push', or a pop count."""
    if isinstance(new_state, tuple):
        for name in new_state:
            if name == "#pop":
                if len(stack) > 1:
                    stack.pop()
            elif name == "#push":
                stack.append(stack[-1])
            else:
                stack.append(name)
    elif isinstance(new_state, int):
        if abs(new_state) >= len(stack):
            del stack[1:]
        else:
            del stack[new_state:]
    elif new_state == "#push":
        stack.append(stack[-1])
    else:
        raise ValueError(f"unknown state change {new_state!r}")
