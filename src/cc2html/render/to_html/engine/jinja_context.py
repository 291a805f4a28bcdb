"""The render context of our templates: Jinja's, with a cheaper `call`.

Every call in a template (`r.badge(node)`, a macro, a global like `tool_hint(...)`) goes
through `Context.call`, which asks each time, with two `hasattr`s on the callable and on
its `__call__`, whether Jinja must pass it the context, eval context or environment
(`pass_context` and kin set a `jinja_pass_arg` attribute). ~31,000 calls on the 20 MB W1
page, all to a macro, or a function or bound method of one that takes none. `PageContext.call`
knows the answer for those without asking again: a Macro takes none (Jinja's own class,
which never has the attribute), a bound method takes none if its function has no
`jinja_pass_arg` (a bound method reports its function's attributes, and its `__call__` is
a method-wrapper, which has none), and so does a function without the attribute; both
remembered per function (the environment's globals and our classes' methods: a bounded
set, as templates cannot make functions). Anything else, and the first
call of each function, goes through Jinja's `call` unchanged.
"""

from __future__ import annotations

from types import FunctionType, MethodType
from typing import Any

from jinja2.runtime import Context, Macro
from jinja2.utils import internalcode

#: the functions whose bound methods Jinja calls with no argument of its own
_PLAIN: set[Any] = set()


class PageContext(Context):
    """Jinja's Context whose `call` skips its checks where their answer is known."""

    @internalcode
    def call(__self, __obj: Any, *args: Any, **kwargs: Any) -> Any:  # noqa: N805 (Jinja's)
        __traceback_hide__ = True  # noqa: F841 (read by Jinja's traceback rewriting)
        kind = type(__obj)
        if kind is Macro or (kind is MethodType and __obj.__func__ in _PLAIN) \
                or (kind is FunctionType and __obj in _PLAIN):
            kwargs.pop("_block_vars", None)
            kwargs.pop("_loop_vars", None)
            try:
                return __obj(*args, **kwargs)
            except StopIteration:  # as Jinja's call
                return __self.environment.undefined(
                    "value was undefined because a callable raised a"
                    " StopIteration exception")
        if kind is MethodType and not hasattr(__obj.__func__, "jinja_pass_arg"):
            _PLAIN.add(__obj.__func__)
        elif kind is FunctionType and not hasattr(__obj, "jinja_pass_arg"):
            _PLAIN.add(__obj)
        return super().call(__obj, *args, **kwargs)
