"""compile(): an expression -> a CompileResult, as dynamic-resource-allocation/cel/compile.go and
the apiserver's validateCELSelector judge it (length limit, compile errors, output type, cost)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..releases import cel_escapes
from . import cost as cost_model
from . import planner, regex
from .ast import Node
from .checker import Checker, NotChecked, literal_type_errors
from .env import FUNCTIONS, absent
from .ext import formatting
from .options import DEFAULT, Options
from .syntax import ParseError, parse
from .types import BOOL, DYN, T, substitute
from .values.core import EvalError

MAX_LENGTH = 10 * 1024  # resource.CELSelectorExpressionMaxLength (bytes)


@dataclass(frozen=True, slots=True)
class Problem:
    """An error as the apiserver reports it for `...cel.expression`.

    kind: field.ErrorType name ("Invalid", "TooLong", "Forbidden", "Internal": compile.go's ErrorTypeInternal,
    e.g. a constant find() pattern Go cannot compile); detail: upstream's detail text;
    offset/line/column: where in the expression the first CEL error is (code points; line and column
    are 1-based, as in the detail), None when upstream names no position (length, cost).
    """

    kind: str
    detail: str
    offset: int | None = None
    line: int | None = None
    column: int | None = None
    hint: str | None = None  # beyond upstream: "did you mean 'attributes'?" for the first error's misspelt name


@dataclass(frozen=True, slots=True)
class CompileResult:
    expression: str
    options: Options
    problem: Problem | None = None  # an error upstream reports
    not_checked: str | None = None  # why dra-conform could not judge (part of) the expression
    output_type: str | None = None
    max_cost: int | None = None  # a lower bound of upstream's worst-case cost estimate (cost.py)
    ast: Node | None = None  # internal: the checked AST the evaluator runs
    cost_bound: int | None = None  # internal: at least upstream's estimate, when within the limit (no evaluation
    #                                can pass it); None: not bounded, the evaluation counts its actual cost

    @property
    def ok(self) -> bool:
        """Compiled without an upstream error (it may still carry a not_checked note)."""
        return self.problem is None

    @property
    def can_evaluate(self) -> bool:
        return self.problem is None and self.ast is not None


def _location(src: str, pos: int) -> tuple[int, int]:
    line = src.count("\n", 0, pos) + 1
    start = src.rfind("\n", 0, pos) + 1
    return line, pos - start + 1


def _display(src: str, errors: list[tuple[int, str]]) -> str:
    """cel-go's Errors.ToDisplayString: sorted by position, one snippet with a caret each."""
    lines = src.split("\n")
    out = []
    for pos, msg in sorted(errors, key=lambda e: e[0]):  # stable: the order reported breaks ties
        line, col = _location(src, pos)
        if not src:  # the EOF of an empty input is at ANTLR's column -1, and Source.Snippet has no line
            out.append(f"ERROR: <input>:1:0: {msg}")
            continue
        snippet = lines[line - 1].replace("\t", " ")
        ind = "".join("\uff0e" if len(ch.encode()) > 1 else "." for ch in snippet[: col - 1])
        ind += "\uff3e" if col - 1 < len(snippet) and len(snippet[col - 1].encode()) > 1 else "^"
        out.append(f"ERROR: <input>:{line}:{col}: {msg}\n | {snippet}\n | {ind}")
    return "\n".join(out)


def _invalid(
    src: str, options: Options, errors: list[tuple[int, str]], hints: list[tuple[int, str]] | None = None
) -> CompileResult:
    first = min(errors, key=lambda e: e[0])[0]
    line, col = _location(src, first)
    detail = "compilation failed: " + _display(src, errors)
    hint = next((h for pos, h in hints or () if pos == first), None)
    return CompileResult(src, options, Problem("Invalid", detail, first, line, col, hint))


@dataclass(frozen=True, slots=True)
class Checked:
    """An expression parsed and type-checked, before the selector's own rules (output type, cost)."""

    result: CompileResult | None  # set when parsing or checking ended the compilation
    ast: Node | None = None
    output: T | None = None
    subst: dict[str, T] | None = None


def check(expression: str, options: Options = DEFAULT, variables: dict[str, T] | None = None) -> Checked:
    """Parse and type-check `expression` in the DRA environment, with `variables` declared beside `device`."""
    try:
        ast = parse(expression, cel_escapes(options.release))
    except ParseError as e:
        return Checked(_invalid(expression, options, e.errors))
    except RecursionError:
        return Checked(CompileResult(expression, options, not_checked="nested too deeply for dra-conform's parser"))
    checker = Checker(options.shape(), variables, frozenset() if options.stored else absent(options.release))
    try:
        out = checker.check(ast)
    except NotChecked as e:
        return Checked(CompileResult(expression, options, not_checked=str(e)))
    except RecursionError:
        return Checked(CompileResult(expression, options, not_checked="nested too deeply for dra-conform's checker"))
    if checker.errors:
        return Checked(_invalid(expression, options, checker.errors, checker.hints))
    return Checked(None, ast, substitute(out, checker.subst, dyn_free=True), checker.subst)


@functools.cache
def compile(expression: str, options: Options = DEFAULT) -> CompileResult:  # noqa: A001 - upstream's name
    """Compile one selector expression; pure, so cached on (expression, options)."""
    if len(expression.encode("utf-8", "surrogatepass")) > MAX_LENGTH:
        return CompileResult(expression, options, Problem("TooLong", f"may not be more than {MAX_LENGTH} bytes"))
    checked = check(expression, options)
    if checked.result is not None:
        return checked.result
    ast, out, subst = checked.ast, checked.output, checked.subst
    assert ast is not None and out is not None and subst is not None
    try:
        # env.Compile's AST validators in the order the environment adds them (which breaks a tie of positions):
        # base.go's duration, timestamp, regex and homogeneous-literal validators, then the strings library's format
        literals, formats = _literal_checks(ast, subst)
        literal_errors = literals + literal_type_errors(ast, subst) + formats
        instantiation = planner.instantiation_error(ast) if not literal_errors else None
    except (regex.Unavailable, NotChecked) as e:
        return CompileResult(expression, options, not_checked=str(e))
    if literal_errors:
        return _invalid(expression, options, literal_errors)
    attribute = options.shape().attribute
    if out != BOOL and out != attribute:
        return CompileResult(
            expression,
            options,
            Problem("Invalid", f"must evaluate to bool or the unknown type, not {_type_name(out)}"),
            output_type=str(out),
        )
    if instantiation is not None:  # env.Program: constants folded, constant patterns compiled (planner.py)
        return CompileResult(expression, options, Problem("Internal", f"program instantiation failed: {instantiation}"))
    low, high = cost_model.estimate(ast, subst, options.shape())
    if low > options.cost_limit:
        return CompileResult(
            expression,
            options,
            Problem("Forbidden", "too complex, exceeds cost limit"),
            output_type=str(out),
            max_cost=_int(low),
            ast=ast,
        )
    if high > options.cost_limit:
        why = "sizes dra-conform cannot bound" if high == float("inf") else f"up to {_int(high)} units"
        return CompileResult(
            expression,
            options,
            not_checked=(
                f"cost limit not judged: upstream's estimate is at least {_int(low)} and may reach the limit "
                f"of {options.cost_limit} ({why})"
            ),
            output_type=str(out),
            max_cost=_int(low),
            ast=ast,
        )
    return CompileResult(
        expression, options, output_type=str(out), max_cost=_int(low), ast=ast, cost_bound=max(1, _int(high))
    )


_VALIDATED = ("matches", "find", "findAll", "duration", "timestamp", "format")


def _converts(function: str, value: object) -> bool:
    """Whether duration(value) / timestamp(value) of a literal evaluates (cel-go's evalCall validator)."""
    try:
        FUNCTIONS[function](value)
    except EvalError:
        return False
    return True


def _literal_checks(ast: Node, subst: dict[str, T]) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """Upstream's checks of literal arguments (duration and timestamp literals are evaluated: "invalid
    duration argument"), and of constant patterns, in Go's regexp syntax:
    - cel.ValidateRegexLiterals: the first argument of a `matches` call (the pattern of `s.matches(p)`; the
      text of the global form `matches(s, p)`, as cel-go's validator reads argument 0) when a string literal:
      "invalid matches argument" at the literal, a compile error;
    - the strings extension's format validator: a literal template with a list literal of arguments,
      each clause against its argument's static type (formatting.check_literal).
    The literals' errors, then the format validator's."""
    invalid: list[tuple[int, str]] = []
    formats: list[tuple[int, str]] = []
    stack = [ast]
    while stack:
        n = stack.pop()
        if n.target is not None:
            stack.append(n.target)
        stack.extend(n.args)
        if n.kind != "call" or n.value not in _VALIDATED:
            continue
        if n.value == "format":
            problem = _format_problem(n, subst)
            if problem is not None:
                formats.append(problem)
            continue
        if n.value in ("duration", "timestamp"):
            if n.target is None and len(n.args) == 1 and n.args[0].kind == "lit":
                if not _converts(n.value, n.args[0].value):  # cel.ValidateDurationLiterals / TimestampLiterals
                    invalid.append((n.args[0].pos, f"invalid {n.value} argument"))
            continue
        if n.value == "matches" and n.args and _string_literal(n.args[0]):
            if regex.go_error(n.args[0].value) is not None:
                invalid.append((n.args[0].pos, "invalid matches argument"))
    return invalid, formats


def _format_problem(n: Node, subst: dict[str, T]) -> tuple[int, str] | None:
    """cel-go's stringFormatValidator on one `format` call (the string_format overload, a literal
    template, one list literal argument): the first problem, at the argument it concerns or the call."""
    if n.target is None or not _string_literal(n.target) or len(n.args) != 1 or n.args[0].kind != "list":
        return None
    if n.overloads and "string_format" not in n.overloads:
        return None

    def static(a: Node) -> formatting.StaticArg:
        t = substitute(a.ctype, subst) if a.ctype is not None else DYN
        inner = tuple(static(x) for x in a.args) if a.kind in ("list", "map") else ()
        return formatting.StaticArg(_STATIC_NAMES.get(t.name, t.name), a.pos, inner)

    problem = formatting.check_literal(n.target.value, [static(a) for a in n.args[0].args])
    if problem is None:
        return None
    message, pos = problem
    return (n.pos if pos is None else pos, message)


_STATIC_NAMES = {"any": "google.protobuf.Any"}  # cel-go's TypeName where dra-conform's type name differs


def _string_literal(n: Node) -> bool:
    return n.kind == "lit" and isinstance(n.value, str)


def _int(x: float) -> int:
    return int(min(x, 2**64 - 1))


def _type_name(t: T) -> str:
    """cel-go's Type.String(), the output type's name in "must evaluate to bool": any is google.protobuf.Any."""
    if not t.params:
        return _STATIC_NAMES.get(t.name, t.name)
    return f"{t.name}({', '.join(_type_name(p) for p in t.params)})"
