"""cel-go's extension libraries the Kubernetes base environment enables (cel-go ext/): strings (with
`format`, formatting.py), lists (with Go's sort.Slice, gosort.py), sets and two-variable comprehensions.
One module per library; each declares its functions (decls.Function) with their implementations and
costs, and imports values, decls, types and the cost helpers, never the checker or the interpreter."""
