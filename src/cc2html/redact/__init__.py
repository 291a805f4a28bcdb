"""Redaction: secrets (`--redact`, rules and PEM blocks) and home paths (`--redact-home`)."""
