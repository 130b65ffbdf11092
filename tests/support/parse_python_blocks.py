"""Reads a JSON list of Python sources on stdin and prints, as JSON, the
syntax error of each one (or null). A block that fails as a program but
parses as a list of signatures (`def f(x: int) -> str` or `Cls.method(x: int)`
without a body) counts as valid: reference pages show signatures that way."""
import ast
import json
import re
import sys


def as_signatures(source: str) -> str:
    # `Name(` or `Name.attr(` at the start of a line: a call-style signature.
    source = re.sub(
        r"^(async\s+)?([A-Za-z_][\w.]*)\(",
        lambda m: f"{m.group(1) or ''}def {m.group(2).replace('.', '_')}(",
        source,
        flags=re.M,
    )
    source = re.sub(r"^(\s*)(async\s+)?def def ", r"\1\2def ", source, flags=re.M)
    source = source.replace("(...)", "(*args)")
    # Close every signature with a body: a `)` (optionally `-> T`) ending a line.
    return re.sub(
        r"\)(\s*->\s*[^\n#]+?)?\s*(#.*)?$",
        lambda m: ")" + (m.group(1) or "") + ": ...",
        source,
        flags=re.M,
    )


def error_of(source: str):
    try:
        ast.parse(source)
        return None
    except SyntaxError as error:
        first = f"line {error.lineno}: {error.msg}"
    try:
        ast.parse(as_signatures(source))
        return None
    except SyntaxError:
        return first


print(json.dumps([error_of(source) for source in json.load(sys.stdin)]))
