/*
 * dra_stream: a strict JSON stream scanner (RFC 8259, Go encoding/json error contexts).
 *
 * Plain C99, no Python.h. The pure-Python twin is dra_conform/parser/_python.py;
 * dra_conform/parser/events.py documents the event and error contract both follow.
 *
 * Usage: s = dra_scanner_new(buf, len, mode); call dra_scanner_next() until
 * dra_scanner_done(s); then dra_scanner_error() gives (code, offset), 0 when the
 * input was well formed. Each event is three int64 values: kind, start, end.
 * The buffer must outlive the scanner; the scanner never writes to it.
 */
#ifndef DRA_STREAM_H
#define DRA_STREAM_H

#include <stddef.h>
#include <stdint.h>

#define DRA_MODE_TOKENS 0
#define DRA_MODE_VALUES 1
#define DRA_MODE_OUTLINE 2 /* token events down to DRA_OUTLINE_LEVEL containers deep */
#define DRA_OUTLINE_LEVEL 2

#define DRA_OBJ_BEGIN 1
#define DRA_OBJ_END 2
#define DRA_ARR_BEGIN 3
#define DRA_ARR_END 4
#define DRA_KEY 5
#define DRA_STRING 6
#define DRA_NUMBER 7
#define DRA_TRUE 8
#define DRA_FALSE 9
#define DRA_NULL 10
#define DRA_VALUE 11

#define DRA_FLAG_DUPLICATE_KEY 1
#define DRA_FLAG_RECHECK_KEYS 2
#define DRA_FLAG_UNICODE_ESCAPE 4
#define DRA_FLAG_NOT_INDENTED 8
#define DRA_FLAG_WIDE_NUMBER 16 /* a number with a fraction or exponent, or over 18 digits */
#define DRA_FLAG_NULL 32 /* a null literal (so a None once decoded) */
#define DRA_KEYS_COMPARED_PER_OBJECT 256

#define DRA_OK 0
#define DRA_ERR_EOF 1
#define DRA_ERR_BEGIN_VALUE 2
#define DRA_ERR_BEGIN_KEY 3
#define DRA_ERR_AFTER_KEY 4
#define DRA_ERR_AFTER_OBJECT_VALUE 5
#define DRA_ERR_AFTER_ARRAY_VALUE 6
#define DRA_ERR_IN_STRING 7
#define DRA_ERR_IN_ESCAPE 8
#define DRA_ERR_IN_UNICODE_ESCAPE 9
#define DRA_ERR_IN_NUMBER 10
#define DRA_ERR_IN_LITERAL 11
#define DRA_ERR_TOO_DEEP 12
#define DRA_ERR_NO_MEMORY 13

#define DRA_MAX_DEPTH 10000

typedef struct dra_scanner dra_scanner;

dra_scanner *dra_scanner_new(const uint8_t *data, size_t len, int mode);
void dra_scanner_free(dra_scanner *s);
size_t dra_scanner_next(dra_scanner *s, int64_t *out, size_t capacity);
int dra_scanner_done(const dra_scanner *s);
int dra_scanner_error(const dra_scanner *s, size_t *offset);

/* Every container of the value at data[start..end) with its members, in one pass over text the
 * scanner passed before (it is not checked again), for locating field paths in it (char: Python's
 * bytes pass as they are). Text that is not well formed ends the pass: what closed before stands.
 * NULL when out of memory.
 * dra_tree_packed gives it as one block (NULL when out of memory), freed with the tree:
 * - members: DRA_TREE_MEMBER int64_t each: key start and end (-1 for an array item), value start
 *   and end, and the index of the container the value is (-1 for a scalar); each container's
 *   members together, in order;
 * - containers: DRA_TREE_CONTAINER int64_t each: start, end, first member, member count, flags
 *   (DRA_TREE_OBJECT for an object, DRA_TREE_ESCAPED_KEYS when a key holds a backslash escape),
 *   and where the object's keys are in the keys; in the order they close, so the value's own last;
 * - keys: the keys of each object without an escaped key, unquoted and raw, '\0' between them
 *   (JSON text holds no raw '\0'), for decoding an object's names in one go.
 * counts[0..2]: how many members and containers (int64_t values), and key bytes. Offsets are
 * into data. */
#define DRA_TREE_MEMBER 5
#define DRA_TREE_CONTAINER 7
#define DRA_TREE_OBJECT 1
#define DRA_TREE_ESCAPED_KEYS 2
typedef struct dra_tree dra_tree;
dra_tree *dra_tree_new(const char *data, size_t start, size_t end);
const uint8_t *dra_tree_packed(dra_tree *t, size_t *counts);

/* How far each of `count` field paths goes into a value, walked in its tree (members and
 * containers as dra_tree_packed gives them, `root` its own container, -1 for a scalar; keys are
 * read in data). The paths, one after another in `paths` (len bytes): per step a tag, its text and '\0' ('s'
 * a name in ASCII, 'i' an index in decimal, 'u' a step this walk does not decide), then '\1'.
 * Per path, out[2i]: the steps found (an object's last member of the name, as Go keeps it), and
 * out[2i+1] the member reached (-1: the value itself); out[2i] is -1 - the steps found when the
 * walk stopped undecided: at a 'u' step, an object with an escaped key, or one of more than
 * DRA_WALK_MEMBERS members (compared one by one: the caller decides those by name). */
#define DRA_WALK_MEMBERS 64
void dra_tree_walk(const char *data, const int64_t *members, const int64_t *containers, int64_t root,
                   const char *paths, size_t len, size_t count, int64_t *out);
void dra_tree_free(dra_tree *t);

#endif
