"""Go's sort.Slice, step for step, so that an unstable sort leaves equal elements where Go leaves them.

cel-go's lists extension sorts (`sort()`, `sortBy`) with sort.Slice (ext/lists.go
sortListByAssociatedKeys), which is pattern-defeating quicksort: insertion sort up to 12 elements (stable),
past that an order of equal elements that only the same steps reproduce. This is golang/go
src/sort/zsortfunc.go (pdqsort_func and its helpers, unchanged since Go 1.19) with slice.go's entry
(`limit = bits.Len(length)`) and sort.go's xorshift as Go 1.24+ has it (shifts 13, 7, 17: golang/go#70144
replaced 13, 17, 5); Kubernetes 1.37 builds with Go 1.26. Indices are Go's; `less(i, j)` compares the
elements now at positions i and j.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_MASK = (1 << 64) - 1
_UNKNOWN, _INCREASING, _DECREASING = 0, 1, 2  # sortedHint


def slice_sort(items: list[Any], less: Callable[[Any, Any], bool]) -> None:
    """sort.Slice(items, less) in place: the same comparisons and swaps as Go, so the same order."""
    data = _LessSwap(items, less)
    n = len(items)
    _pdqsort(data, 0, n, n.bit_length())


class _LessSwap:
    __slots__ = ("items", "key_less")

    def __init__(self, items: list[Any], key_less: Callable[[Any, Any], bool]) -> None:
        self.items = items
        self.key_less = key_less

    def less(self, i: int, j: int) -> bool:
        return self.key_less(self.items[i], self.items[j])

    def swap(self, i: int, j: int) -> None:
        items = self.items
        items[i], items[j] = items[j], items[i]


def _insertion_sort(data: _LessSwap, a: int, b: int) -> None:
    for i in range(a + 1, b):
        j = i
        while j > a and data.less(j, j - 1):
            data.swap(j, j - 1)
            j -= 1


def _sift_down(data: _LessSwap, lo: int, hi: int, first: int) -> None:
    root = lo
    while True:
        child = 2 * root + 1
        if child >= hi:
            return
        if child + 1 < hi and data.less(first + child, first + child + 1):
            child += 1
        if not data.less(first + root, first + child):
            return
        data.swap(first + root, first + child)
        root = child


def _heap_sort(data: _LessSwap, a: int, b: int) -> None:
    first, lo, hi = a, 0, b - a
    for i in range((hi - 1) // 2, -1, -1):
        _sift_down(data, i, hi, first)
    for i in range(hi - 1, -1, -1):
        data.swap(first, first + i)
        _sift_down(data, lo, i, first)


def _pdqsort(data: _LessSwap, a: int, b: int, limit: int) -> None:
    max_insertion = 12
    was_balanced = True
    was_partitioned = True
    while True:
        length = b - a
        if length <= max_insertion:
            _insertion_sort(data, a, b)
            return
        if limit == 0:  # too many bad pivots
            _heap_sort(data, a, b)
            return
        if not was_balanced:
            _break_patterns(data, a, b)
            limit -= 1
        pivot, hint = _choose_pivot(data, a, b)
        if hint == _DECREASING:
            _reverse_range(data, a, b)
            pivot = (b - 1) - (pivot - a)
            hint = _INCREASING
        if was_balanced and was_partitioned and hint == _INCREASING and _partial_insertion_sort(data, a, b):
            return
        if a > 0 and not data.less(a - 1, pivot):  # many duplicates: equal elements, then greater
            a = _partition_equal(data, a, b, pivot)
            continue
        mid, was_partitioned = _partition(data, a, b, pivot)
        left_len, right_len = mid - a, b - mid
        balance_threshold = length // 8
        if left_len < right_len:
            was_balanced = left_len >= balance_threshold
            _pdqsort(data, a, mid, limit)
            a = mid + 1
        else:
            was_balanced = right_len >= balance_threshold
            _pdqsort(data, mid + 1, b, limit)
            b = mid


def _partition(data: _LessSwap, a: int, b: int, pivot: int) -> tuple[int, bool]:
    data.swap(a, pivot)
    i, j = a + 1, b - 1
    while i <= j and data.less(i, a):
        i += 1
    while i <= j and not data.less(j, a):
        j -= 1
    if i > j:
        data.swap(j, a)
        return j, True
    data.swap(i, j)
    i += 1
    j -= 1
    while True:
        while i <= j and data.less(i, a):
            i += 1
        while i <= j and not data.less(j, a):
            j -= 1
        if i > j:
            break
        data.swap(i, j)
        i += 1
        j -= 1
    data.swap(j, a)
    return j, False


def _partition_equal(data: _LessSwap, a: int, b: int, pivot: int) -> int:
    data.swap(a, pivot)
    i, j = a + 1, b - 1
    while True:
        while i <= j and not data.less(a, i):
            i += 1
        while i <= j and data.less(a, j):
            j -= 1
        if i > j:
            return i
        data.swap(i, j)
        i += 1
        j -= 1


def _partial_insertion_sort(data: _LessSwap, a: int, b: int) -> bool:
    max_steps, shortest_shifting = 5, 50
    i = a + 1
    for _ in range(max_steps):
        while i < b and not data.less(i, i - 1):
            i += 1
        if i == b:
            return True
        if b - a < shortest_shifting:
            return False
        data.swap(i, i - 1)
        if i - a >= 2:  # shift the smaller one left (Go's loop runs down to 1, not a + 1)
            j = i - 1
            while j >= 1:
                if not data.less(j, j - 1):
                    break
                data.swap(j, j - 1)
                j -= 1
        if b - i >= 2:  # shift the greater one right
            j = i + 1
            while j < b:
                if not data.less(j, j - 1):
                    break
                data.swap(j, j - 1)
                j += 1
    return False


def _break_patterns(data: _LessSwap, a: int, b: int) -> None:
    length = b - a
    if length >= 8:
        random = length  # xorshift(length)
        modulus = 1 << length.bit_length()  # nextPowerOfTwo
        idx = a + (length // 4) * 2 - 1
        while idx <= a + (length // 4) * 2 + 1:
            random ^= (random << 13) & _MASK
            random ^= random >> 7
            random ^= (random << 17) & _MASK
            other = random & (modulus - 1)  # int(uint(random) & (modulus-1))
            if other >= length:
                other -= length
            data.swap(idx, a + other)
            idx += 1


def _choose_pivot(data: _LessSwap, a: int, b: int) -> tuple[int, int]:
    shortest_ninther, max_swaps = 50, 4 * 3
    n = b - a
    swaps = [0]
    i, j, k = a + n // 4 * 1, a + n // 4 * 2, a + n // 4 * 3
    if n >= 8:
        if n >= shortest_ninther:  # Tukey's ninther
            i = _median(data, i - 1, i, i + 1, swaps)
            j = _median(data, j - 1, j, j + 1, swaps)
            k = _median(data, k - 1, k, k + 1, swaps)
        j = _median(data, i, j, k, swaps)
    if swaps[0] == 0:
        return j, _INCREASING
    if swaps[0] == max_swaps:
        return j, _DECREASING
    return j, _UNKNOWN


def _order2(data: _LessSwap, a: int, b: int, swaps: list[int]) -> tuple[int, int]:
    if data.less(b, a):
        swaps[0] += 1
        return b, a
    return a, b


def _median(data: _LessSwap, a: int, b: int, c: int, swaps: list[int]) -> int:
    a, b = _order2(data, a, b, swaps)
    b, c = _order2(data, b, c, swaps)
    a, b = _order2(data, a, b, swaps)
    return b


def _reverse_range(data: _LessSwap, a: int, b: int) -> None:
    i, j = a, b - 1
    while i < j:
        data.swap(i, j)
        i += 1
        j -= 1


__all__ = ["slice_sort"]
