/*
 * dra_lines: the lines of a text, for positions and for GitHub's primaryLocationLineHash.
 *
 * Plain C99, no Python.h. The pure-Python twins are LineIndex in dra_conform/reading/positions.py
 * and python_line_hashes in dra_conform/reading/line_hashes.py.
 */
#ifndef DRA_LINES_H
#define DRA_LINES_H

#include <stddef.h>
#include <stdint.h>

/* The hash of each of lines 1..last of UTF-8 text (before the ":n" suffix) into out[0..last-1]:
 * per line, a polynomial hash (base 37, 64-bit wrap) of the 100 UTF-16 code units from the
 * line's first unit on, spaces and tabs dropped, CR LF and CR read as LF, invalid UTF-8 read as
 * U+FFFD as Python's "replace" reads it, then U+FFFF and zeros past the end. Stops once line
 * `last` is hashed; returns how many lines were (fewer when the text has fewer lines). */
size_t dra_line_hashes(const uint8_t *data, size_t len, size_t last, uint64_t *out);

/* The offset of each line's first byte: 0, then one past each '\n', into out (at most capacity
 * of them; give it one more than the text's newlines). Returns how many were written. */
size_t dra_line_starts(const uint8_t *data, size_t len, int64_t *out, size_t capacity);

#endif
