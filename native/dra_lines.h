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

/* The same, over text given in pieces (a file read in chunks): new, feed until it returns 0 or
 * the text ends, end (which returns how many lines were hashed), free. NULL when out of memory. */
typedef struct dra_hasher dra_hasher;
dra_hasher *dra_hasher_new(size_t last, uint64_t *out);
int dra_hasher_feed(dra_hasher *h, const uint8_t *data, size_t len);
size_t dra_hasher_end(dra_hasher *h);
void dra_hasher_free(dra_hasher *h);

/* For each of `nwanted` lines (1-based, ascending, at most `count`), how many of lines 1..that one
 * have its hash (the ":n" of its primaryLocationLineHash), from the `count` hashes dra_line_hashes
 * gave; one pass over them. Returns 0 when out of memory. */
int dra_line_ordinals(const uint64_t *hashes, size_t count, const int64_t *wanted, size_t nwanted, int64_t *out);

/* The offset of each line's first byte: 0, then one past each '\n', into out (the first capacity
 * of them), as int64_t when wide, else as int32_t (a text under 2 GiB: half the memory). Returns
 * how many lines the text has: more than capacity when out was too short (then call again). */
size_t dra_line_starts(const uint8_t *data, size_t len, void *out, size_t capacity, int wide);

/* Lines and columns of spans in UTF-8 text (len bytes; char: Python's bytes pass as they are), as
 * LineIndex.location makes them: per span (start, end) in spans[2i], spans[2i+1], six values from
 * out[6i]: line, column, end line, end column (1-based, columns in code points with invalid UTF-8
 * read as Python's "replace" reads it, the end exclusive and at least one column past the start),
 * byte offset and byte length. An end before its start is the start; offsets outside the text are
 * placed at its nearest end. The offsets are sorted, then one pass goes over the text up to the
 * last of them, counting code points only on the lines they are on (no line starts needed: for a
 * text located once). Returns 0 when out of memory. */
int dra_locations(const char *text, size_t len, const int64_t *spans, size_t n, int64_t *out);

#endif
