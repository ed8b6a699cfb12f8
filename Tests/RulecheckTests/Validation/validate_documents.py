#!/usr/bin/env python3
"""Validates YAML documents (already converted to JSON by the test) against the editor
schemas in Docs/schema with the jsonschema package.

Standard input: a JSON list of {"name", "schema" (a path), "document", "valid" (expected)}.
Prints every document whose outcome differs from "valid", with the validator's first
error; exit status 0 when none differs, 1 otherwise, 3 when jsonschema is missing.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("the Python package 'jsonschema' is missing: run 'Tests/run --install-only' (it makes .build/venv)", file=sys.stderr)
    sys.exit(3)

validators = {}


def validator(path):
    if path not in validators:
        with open(path, encoding="utf-8") as f:
            schema = json.load(f)
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validators[path] = cls(schema)
    return validators[path]


mismatches = 0
for item in json.load(sys.stdin):
    errors = sorted(validator(item["schema"]).iter_errors(item["document"]), key=lambda e: list(e.absolute_path))
    if bool(errors) == item["valid"]:
        mismatches += 1
        if errors:
            where = "/".join(str(p) for p in errors[0].absolute_path)
            print(f"{item['name']}: expected valid, but {where}: {errors[0].message[:300]}", file=sys.stderr)
        else:
            print(f"{item['name']}: expected the schema to reject it, but it validates", file=sys.stderr)
sys.exit(1 if mismatches else 0)
