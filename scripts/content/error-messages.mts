/**
 * Extracts the messages that Squirrels raises as InvalidInputError,
 * ConfigurationError and FileExecutionError (every construction of one, in a
 * `raise` or in a helper that returns it) at one tag of the framework, and
 * writes them to tests/data/squirrels-errors-<version>.json.
 *
 *   npm run errors:update -- [--mirror <path>] [--tag v0.5.4]
 *
 * The mirror defaults to $SQUIRRELS_MIRROR or the bare mirror used on the docs
 * machine. Python source is parsed with Python's own `ast` module (a
 * maintained parser), so multi-line raises, implicit string concatenation and
 * f-strings are read the way Python reads them; fields naming a constant of
 * squirrels/_constants.py (`c.MANIFEST_FILE`) are replaced by its value, as
 * printed, and other fields are kept as `{expression}`. Only the message strings (facts
 * about what the framework prints) are stored, never its code.
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

export const DEFAULT_MIRROR = '/work/.mirror/squirrels-analytics+squirrels/repo';
export const ERROR_CLASSES = [
  'InvalidInputError',
  'ConfigurationError',
  'FileExecutionError',
] as const;

export type ErrorClass = (typeof ERROR_CLASSES)[number];

export interface RaisedError {
  /** The exception class raised. */
  class: ErrorClass;
  /** Message template: f-string fields kept as `{expression}`; null when the message is not a literal. */
  message: string | null;
  /** HTTP status (InvalidInputError only). */
  status: number | null;
  /** The `error` code of the JSON body (InvalidInputError only). */
  error: string | null;
  /** Source file and line where the error is constructed. */
  path: string;
  line: number;
}

/**
 * Reads one file from stdin as JSON {path: source} and prints the raises found.
 * Placeholders are normalised with ast.unparse, format specs dropped.
 */
const PYTHON_EXTRACTOR = String.raw`
import ast, json, sys
classes = set(sys.argv[1].split(","))
files = json.load(sys.stdin)
consts = {}
for stmt in ast.parse(files.pop("squirrels/_constants.py")).body:
    if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str):
        for t in stmt.targets:
            if isinstance(t, ast.Name): consts[t.id] = stmt.value.value
out = []
def field(expr):
    # Constants of squirrels/_constants.py (c.MANIFEST_FILE...) print as their value.
    if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) and expr.value.id == "c" and expr.attr in consts:
        return consts[expr.attr]
    return "{" + ast.unparse(expr) + "}"
def name_of(func):
    if isinstance(func, ast.Name): return func.id
    if isinstance(func, ast.Attribute): return func.attr
    return None
def template(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant): parts.append(v.value)
            else: parts.append(field(v.value))
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = template(node.left), template(node.right)
        if left is None and right is None: return None
        return (left if left is not None else field(node.left)) + (right if right is not None else field(node.right))
    return None
def const(node):
    return node.value if isinstance(node, ast.Constant) else None
for path, source in files.items():
    tree = ast.parse(source)
    for node in ast.walk(tree):
        # Every construction of an error class: in a raise, or in a helper that returns one.
        if not isinstance(node, ast.Call): continue
        cls = name_of(node.func)
        if cls not in classes: continue
        args = node.args
        kw = {k.arg: k.value for k in node.keywords}
        if cls == "InvalidInputError":
            status = const(args[0]) if len(args) > 0 else const(kw.get("status_code"))
            error_node = args[1] if len(args) > 1 else kw.get("error")
            error = template(error_node) if error_node is not None else None
            msg = args[2] if len(args) > 2 else kw.get("error_description")
        else:
            status, error = None, None
            msg = args[0] if args else kw.get("message")
        out.append({"class": cls, "message": template(msg) if msg is not None else None,
                    "status": status, "error": error, "path": path, "line": node.lineno})
out.sort(key=lambda r: (r["path"], r["line"]))
json.dump(out, sys.stdout)
`;

/** Every raise of the error classes in squirrels/ at `tag`, in path and line order. */
export function extractErrors(mirror: string, tag: string): RaisedError[] {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', mirror, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const pattern = `(${ERROR_CLASSES.join('|')})\\(`;
  const listing = git('grep', '-l', '-E', pattern, tag, '--', 'squirrels/*.py');
  const files: Record<string, string> = {
    'squirrels/_constants.py': git('show', `${tag}:squirrels/_constants.py`),
  };
  for (const entry of listing.split('\n').filter(Boolean)) {
    const file = entry.slice(tag.length + 1);
    files[file] = git('show', `${tag}:${file}`);
  }
  const json = execFileSync('python3', ['-c', PYTHON_EXTRACTOR, ERROR_CLASSES.join(',')], {
    input: JSON.stringify(files),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(json) as RaisedError[];
}

export function dataFile(tag: string): string {
  return path.join(
    import.meta.dirname,
    '../../tests/data',
    `squirrels-errors-${tag.replace(/^v/, '')}.json`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({
    options: {
      mirror: {type: 'string', default: process.env.SQUIRRELS_MIRROR ?? DEFAULT_MIRROR},
      tag: {type: 'string', default: 'v0.5.4'},
    },
  });
  const errors = extractErrors(values.mirror, values.tag);
  const file = dataFile(values.tag);
  writeFileSync(file, `${JSON.stringify(errors, null, 2)}\n`);
  console.log(
    `${errors.length} error constructions written to ${path.relative(process.cwd(), file)}`,
  );
}
