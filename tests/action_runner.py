"""Runs action.yml's steps on this machine, as a GitHub runner would, for the tests of
tests/unit/ci/test_action_*.py: no GitHub, no network.

A step's `env:` values are evaluated with the few expression forms the action uses
(`inputs.X`, `steps.S.outputs.O`, `runner.temp`, `A == 'v'`, `A == 'v' && B || ''`); any other form
fails loudly, so the action cannot grow an expression these tests do not understand.
`run:` is run with bash as the step's `shell:` says, with GITHUB_OUTPUT,
GITHUB_STEP_SUMMARY, RUNNER_TEMP, GITHUB_ACTION_PATH and HOME pointed at temporary
places; each step's outputs are read back from its GITHUB_OUTPUT file (both forms,
`name=value` and `name<<DELIM`). The install step (pip from the action's checkout, which
needs an index) is replaced by its stated result: `bin`, a cc2html of this interpreter;
a `uses:` step (upload-artifact) is recorded, not run.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from helpers import REPO

ACTION = REPO / "action.yml"
_EXPR = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
_REF = re.compile(r"(inputs|runner|steps)\.([A-Za-z0-9_.-]+)")
_AND_OR = re.compile(r"^(\S+) == '([^']*)' && (\S+) \|\| '([^']*)'$")
_EQ = re.compile(r"^(\S+) == '([^']*)'$")


def load_action() -> dict[str, Any]:
    return yaml.safe_load(ACTION.read_text(encoding="utf-8"))


def parse_outputs(text: str) -> dict[str, str]:
    """A GITHUB_OUTPUT file's values (`name=value` lines and `name<<DELIM` blocks)."""
    values: dict[str, str] = {}
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            end = lines.index(delimiter, i + 1)
            values[name] = "\n".join(lines[i + 1:end])
            i = end + 1
            continue
        if "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
        i += 1
    return values


@dataclass
class Runner:
    """One job's state: the inputs given, the runner's folders, each step's outputs."""

    tmp: Path
    inputs: dict[str, str] = field(default_factory=dict)
    steps: dict[str, dict[str, str]] = field(default_factory=dict)
    uploads: list[dict[str, str]] = field(default_factory=list)
    run_install: bool = False  # run the install step as written (with a fake Python)
    summary: Path = field(init=False)
    temp: Path = field(init=False)
    home: Path = field(init=False)

    def __post_init__(self) -> None:
        self.temp, self.home = self.tmp / "runner_temp", self.tmp / "home"
        self.temp.mkdir(parents=True, exist_ok=True)
        self.home.mkdir(parents=True, exist_ok=True)
        self.summary = self.tmp / "step_summary.md"
        self.summary.touch()

    def value(self, ref: str, action: dict[str, Any]) -> str:
        kind, rest = ref.split(".", 1)
        if kind == "inputs":
            given = self.inputs.get(rest)
            return given if given is not None else str(action["inputs"][rest].get("default", ""))
        if kind == "runner" and rest == "temp":
            return str(self.temp)
        if kind == "steps":
            step, _, name = rest.split(".", 2)
            return self.steps.get(step, {}).get(name, "")
        raise AssertionError(f"expression not understood: {ref}")

    def evaluate(self, text: str, action: dict[str, Any]) -> str:
        def one(match: re.Match[str]) -> str:
            expr = match.group(1)
            both = _AND_OR.match(expr)
            if both:
                left, wanted, then, otherwise = both.groups()
                return (self.value(then, action) if self.value(left, action) == wanted
                        else otherwise)
            equal = _EQ.match(expr)
            if equal:
                return "true" if self.value(equal.group(1), action) == equal.group(2) else "false"
            if not _REF.fullmatch(expr):
                raise AssertionError(f"expression not understood: {expr}")
            return self.value(expr, action)
        return _EXPR.sub(one, str(text))

    def environ(self, step_env: dict[str, str], output: Path) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "RUNNER_"))}
        env.update(HOME=str(self.home), RUNNER_TEMP=str(self.temp), GITHUB_OUTPUT=str(output),
                   GITHUB_STEP_SUMMARY=str(self.summary), GITHUB_ACTION_PATH=str(REPO),
                   GITHUB_SERVER_URL="https://github.com", GITHUB_REPOSITORY="o/r",
                   GITHUB_RUN_ID="42", NO_COLOR="1")
        env.update(step_env)
        return env

    def fake_install(self) -> dict[str, str]:
        """The install step's result without pip: a cc2html of this interpreter."""
        tool = self.tmp / "bin" / "cc2html"
        tool.parent.mkdir(exist_ok=True)
        tool.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m cc2html "$@"\n')
        tool.chmod(0o755)
        return {"bin": str(tool)}

    def run(self) -> list[subprocess.CompletedProcess[str]]:
        """Every step of the action, in order; the finished processes of its run steps."""
        action, done = load_action(), []
        for n, step in enumerate(action["runs"]["steps"]):
            sid = step.get("id", f"step{n}")
            if "if" in step and self.evaluate("${{ " + step["if"] + " }}", action) != "true":
                continue
            if sid == "install" and not self.run_install:
                self.steps[sid] = self.fake_install()
            elif "uses" in step:
                self.uploads.append({k: self.evaluate(v, action)
                                     for k, v in step.get("with", {}).items()})
            else:
                output = self.tmp / f"output_{sid}"
                output.touch()
                env = {k: self.evaluate(v, action) for k, v in step.get("env", {}).items()}
                assert step["shell"] == "bash"
                proc = subprocess.run(["bash", "-e", "-c", step["run"]], env=self.environ(
                    env, output), capture_output=True, text=True, timeout=120, cwd=self.tmp)
                assert proc.returncode == 0, proc.stderr
                done.append(proc)
                self.steps[sid] = parse_outputs(output.read_text(encoding="utf-8"))
        return done

    def outputs(self) -> dict[str, str]:
        """The action's outputs, from its `outputs:` values."""
        action = load_action()
        return {name: self.evaluate(spec["value"], action)
                for name, spec in action["outputs"].items()}
