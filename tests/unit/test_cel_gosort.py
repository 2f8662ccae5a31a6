"""dra_conform.semantics.cel.gosort: Go's sort.Slice (pdqsort, golang/go src/sort/zsortfunc.go) step for
step. The orders below are Go's, traced by hand through zsortfunc.go; the properties hold for any input."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from dra_conform.semantics.cel.ext import gosort


def go_order(keys: list[int]) -> list[int]:
    order = list(range(len(keys)))
    gosort.slice_sort(order, lambda i, j: keys[i] < keys[j])
    return order


def test_thirteen_alternating_keys_take_gos_partition_order():
    # choosePivot: median of positions 3, 6, 9 -> 3 (key 1), hint unknown; one partition around it puts 8
    # first, then insertion sorts of the 7 zeros and the 5 ones (both stable)
    assert go_order([i % 2 for i in range(13)]) == [8, 12, 2, 0, 4, 10, 6, 3, 7, 9, 5, 11, 1]


def test_one_greater_key_first_moves_the_pivot_to_the_front():
    # pivot 6 (no swaps, increasing hint), partialInsertionSort gives up (< 50 elements), the partition
    # leaves 6 at 0 (already partitioned, unbalanced), the rest by insertion
    assert go_order([1] + [0] * 12) == [6, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 0]


def test_equal_keys_of_any_length_stay_put():
    # an increasing hint and partialInsertionSort finds no inversion
    assert go_order([0] * 200) == list(range(200))


def test_heap_sort_of_three_equal_keys():
    # heapSort_func: the heap is built without swaps, then each pop swaps the root to the end
    order = [0, 1, 2]
    gosort._heap_sort(gosort._LessSwap(order, lambda i, j: False), 0, 3)
    assert order == [1, 2, 0]


@given(st.lists(st.integers(0, 3), max_size=12))
def test_up_to_twelve_elements_go_sorts_by_insertion_which_is_stable(keys):
    assert go_order(keys) == sorted(range(len(keys)), key=lambda i: keys[i])


@given(st.lists(st.integers(0, 5), max_size=300))
def test_it_sorts_and_permutes(keys):
    order = go_order(keys)
    assert sorted(order) == list(range(len(keys)))
    assert [keys[i] for i in order] == sorted(keys)


@given(st.lists(st.integers(0, 5), max_size=300))
def test_it_is_deterministic(keys):
    assert go_order(keys) == go_order(keys)
