"""action.yml has the shape of a composite action (docs.github.com "Metadata syntax for
GitHub Actions"): name, description, inputs each with a description (and a string
default), outputs each with a description and a value, `runs.using: composite`, every
`run` step with a `shell`, every `uses` pinned by a full commit; no input is spliced into
a script (they reach it through `env:`), and every output names a step that exists."""

from __future__ import annotations

import re

from action_runner import load_action

SHA = re.compile(r"^[\w.-]+/[\w.-]+@[0-9a-f]{40}$")
STEP_KEYS = {"name", "id", "if", "shell", "run", "env", "uses", "with", "working-directory",
             "continue-on-error"}


def test_the_action_is_a_composite_action_of_the_documented_shape():
    action = load_action()
    assert isinstance(action["name"], str) and action["name"]
    assert isinstance(action["description"], str) and action["description"]
    for name, spec in action["inputs"].items():
        assert re.fullmatch(r"[a-z][a-z0-9-]*", name), name
        assert spec["description"], name
        assert isinstance(spec.get("default", ""), str), name  # inputs are strings
    for name, spec in action["outputs"].items():
        assert spec["description"] and spec["value"].startswith("${{"), name
    assert action["runs"]["using"] == "composite"
    steps = action["runs"]["steps"]
    assert steps
    for step in steps:
        assert set(step) <= STEP_KEYS, step
        assert ("run" in step) != ("uses" in step), step
        if "run" in step:
            assert step["shell"] == "bash", step
        else:
            assert SHA.match(step["uses"]), step["uses"]


def test_no_expression_is_spliced_into_a_script():
    for step in load_action()["runs"]["steps"]:
        assert "${{" not in step.get("run", ""), step["name"]


def test_each_run_step_is_one_line():
    for step in load_action()["runs"]["steps"]:
        assert "\n" not in step.get("run", "").strip(), step["name"]


def test_outputs_and_step_references_name_steps_that_exist():
    action = load_action()
    ids = [step.get("id") for step in action["runs"]["steps"]]
    assert len(ids) == len(set(ids))
    text = str(action["outputs"]) + str(action["runs"]["steps"])
    named = set(re.findall(r"steps\.([\w-]+)\.outputs", text))
    assert named and named <= set(ids)
    inputs = set(re.findall(r"inputs\.([\w-]+)", text))
    assert inputs <= set(action["inputs"])


def test_the_defaults_are_the_documented_ones():
    inputs = load_action()["inputs"]
    assert (inputs["redact"]["default"], inputs["summary"]["default"],
            inputs["upload"]["default"], inputs["detail"]["default"]) == (
        "true", "true", "true", "full")
    assert inputs["transcripts"]["default"] == ""  # the execution file and ~/.claude/projects
