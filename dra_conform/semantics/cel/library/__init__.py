"""Kubernetes' CEL libraries (apiserver/pkg/cel/library), one module per library: regex, lists, quantity,
semver, format, ip, cidr, urls, authz. Each declares its functions (decls.Function) with their
implementations and the prices and estimates of library/cost.go, and imports values, decls, types and
the cost helpers (and stdlib's), never the checker or the interpreter."""
