"""Registry completeness: every content class has a row, and every row's template exists."""

from __future__ import annotations

import inspect

from cc2html import model as m
from cc2html.render import registry
from cc2html.resources import templates_dir

#: records are consumed by the tree stage (titles, counts); they never render as messages
RECORDS = (m.SummaryRecord, m.TitleRecord, m.HiddenRecord, m.AgentProgressRecord)
#: abstract bases: only their subclasses are ever built
ABSTRACT = (m.AssistantPart,)


def content_classes() -> list[type]:
    return [cls for _, cls in inspect.getmembers(m, inspect.isclass)
            if issubclass(cls, m.MessageContent) and cls is not m.MessageContent
            and cls.__module__ == m.__name__ and not issubclass(cls, RECORDS)
            and cls not in ABSTRACT]


def test_every_content_class_has_its_own_row():
    missing = [cls.__name__ for cls in content_classes() if cls not in registry.REGISTRY]
    assert not missing, f"content classes without a registry row: {missing}"


def test_every_registry_template_exists():
    root = templates_dir()
    missing = [(cls.__name__, row.template) for cls, row in registry.REGISTRY.items()
               if not (root / row.template).is_file()]
    assert not missing, f"registry rows naming missing templates: {missing}"


def test_css_classes_match_the_seed_table():
    want = {
        m.UserTextMessage: "user", m.CompactedSummaryMessage: "user compacted",
        m.SlashCommandMessage: "user slash-command",
        m.UserSlashCommandMessage: "user slash-command",
        m.CommandOutputMessage: "user command-output", m.UserSteeringMessage: "user steering",
        m.BashInputMessage: "bash-input", m.BashOutputMessage: "bash-output",
        m.UserMemoryMessage: "user", m.TaskNotificationMessage: "user task-notification",
        m.TeammateMessage: "user teammate", m.HookSummaryMessage: "system system-hook",
        m.AwaySummaryMessage: "system system-away-summary",
        m.HookAttachmentMessage: "system system-hook-attachment",
    }
    for cls, css in want.items():
        assert registry.css_classes(cls()) == css, cls.__name__


def test_sidechain_modifier_on_every_kind():
    for cls in content_classes():
        msg = cls(meta=m.MessageMeta(is_sidechain=True))
        assert registry.css_classes(msg).split()[-1] == "sidechain", cls.__name__
