#!/usr/bin/env python3
"""Validates rulecheck's SARIF output (read from standard input) with the jsonschema
package: against Tests/RulecheckTests/Validation/sarif-2.1.0-subset.schema.json, and, when
RULECHECK_SARIF_SCHEMA names a file, against that schema too (the official
sarif-schema-2.1.0.json). Then checks what a schema cannot: every ruleIndex points at the
rule with the result's ruleId, rule ids are unique, related location ids are unique within
a result, and every uri is an RFC 3986 URI reference.

Exit status: 0 valid, 1 invalid (the problems on standard error), 3 jsonschema or
sarif-pydantic missing.
"""
import json
import os
import re
import sys

try:
    import jsonschema
except ImportError:
    print("the Python package 'jsonschema' is missing: run 'Tests/run --install-only' (it makes .build/venv)", file=sys.stderr)
    sys.exit(3)

HERE = os.path.dirname(os.path.abspath(__file__))

# RFC 3986 URI-reference, from its appendix B grammar, restricted to the characters the
# grammar allows (unreserved, sub-delims, ':', '@', '/', '?', '#', '%XX').
URI_REFERENCE = re.compile(
    r"^(?:[A-Za-z][A-Za-z0-9+.-]*:)?"  # scheme
    r"(?://(?:[A-Za-z0-9\-._~!$&'()*+,;=:]|%[0-9A-Fa-f]{2})*)?"  # authority
    r"(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*"  # path
    r"(?:\?(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*)?"  # query
    r"(?:#(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*)?$"  # fragment
)


def validator_for(schema):
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def main():
    log = json.load(sys.stdin)
    problems = []
    schemas = [os.path.join(HERE, "sarif-2.1.0-subset.schema.json")]
    official = os.environ.get("RULECHECK_SARIF_SCHEMA")
    if official:
        schemas.append(official)
    for path in schemas:
        with open(path, encoding="utf-8") as f:
            schema = json.load(f)
        for error in validator_for(schema).iter_errors(log):
            where = "/".join(str(p) for p in error.absolute_path)
            problems.append(f"{os.path.basename(path)}: {where}: {error.message}")

    # A second, independent validator: sarif-pydantic's models are generated from the
    # official SARIF 2.1.0 schema (the schema file itself is not shipped by any package we
    # can install offline).
    try:
        import sarif_pydantic
    except ImportError:
        print("the Python package 'sarif-pydantic' is missing: run 'Tests/run --install-only' (it makes .build/venv)", file=sys.stderr)
        sys.exit(3)
    try:
        sarif_pydantic.Sarif.model_validate(log)
    except Exception as error:  # pydantic.ValidationError
        problems.append(f"sarif-pydantic (official 2.1.0 object model): {error}")

    for run in log.get("runs") or []:
        rules = run["tool"]["driver"].get("rules", [])
        ids = [rule["id"] for rule in rules]
        if len(ids) != len(set(ids)):
            problems.append("rule ids are not unique")
        if run.get("columnKind") != "unicodeCodePoints":
            problems.append("columnKind is not unicodeCodePoints")
        for n, result in enumerate(run.get("results") or []):
            index = result.get("ruleIndex")
            if index is not None and (index >= len(rules) or rules[index]["id"] != result.get("ruleId")):
                problems.append(f"results/{n}: ruleIndex {index} does not point at rule {result.get('ruleId')}")
            related = [loc.get("id") for loc in result.get("relatedLocations", [])]
            if len(related) != len(set(related)):
                problems.append(f"results/{n}: related location ids are not unique")
            for loc in result.get("locations", []) + result.get("relatedLocations", []):
                uri = loc["physicalLocation"]["artifactLocation"]["uri"]
                if not URI_REFERENCE.match(uri):
                    problems.append(f"results/{n}: {uri!r} is not a URI reference")

    for problem in problems:
        print(problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
