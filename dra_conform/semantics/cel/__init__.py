from .compiler import CompileResult, Options, Problem, compile  # noqa: A004
