"""Placeholder replaced below."""
def estimate(ast, subst, shape):
    return 0
