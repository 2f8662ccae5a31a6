"""CEL values, as cel-go's common/types and apiserver/pkg/cel have them: what all values share and the
errors (`core`), the operations the operators and libraries share (`operations`), numbers (`numbers`),
timestamps and durations (`timeval`), the Kubernetes types (`kubernetes`: Quantity, Semver, NamedFormat,
the DRA device) and the network types (`netlib`: IP, CIDR, URL with Go's parsers).

This package imports no evaluator, checker or library: values know nothing of the functions over them.
"""

from .kubernetes import Quantity, Semver, ValueError_

__all__ = ["Quantity", "Semver", "ValueError_"]
