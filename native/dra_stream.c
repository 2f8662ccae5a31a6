/*
 * dra_stream.c: the scanner declared in dra_stream.h.
 *
 * Twin of dra_conform/parser/_python.py: the same states, the same decisions
 * in the same order. Iterative (an explicit container stack, never recursion).
 * Runs of spaces and string bodies are skipped eight bytes at a time (SWAR).
 */
#include "dra_stream.h"

#include <stdlib.h>
#include <string.h>

enum {
    S_TOP,
    S_VALUE,
    S_VALUE_OR_ARRAY_END,
    S_KEY_OR_OBJECT_END,
    S_KEY,
    S_COLON,
    S_AFTER_OBJECT_VALUE,
    S_AFTER_ARRAY_VALUE
};

typedef struct {
    uint64_t hash;
    size_t start;
    size_t len;
} key_record;

struct dra_scanner {
    const uint8_t *data;
    size_t len;
    size_t pos;
    int mode;
    int state;
    int done;
    int error;
    size_t error_offset;
    int string_escaped; /* the string scanned last held a backslash escape */
    /* open containers: '{' or '[' */
    uint8_t *stack;
    size_t depth;
    size_t stack_cap;
    /* MODE_VALUES: the value being scanned */
    size_t value_start;
    int64_t flags;
    int64_t max_depth;
    /* MODE_VALUES: raw keys of every open object, and where each object's keys begin */
    key_record *keys;
    size_t nkeys;
    size_t keys_cap;
    size_t *frames; /* index into keys; SIZE_MAX once the object stopped comparing */
    size_t nframes;
    size_t frames_cap;
};

#define ONES 0x0101010101010101ULL
#define HIGHS 0x8080808080808080ULL
#define HAS_ZERO(x) (((x) - ONES) & ~(x) & HIGHS)
#define HAS_LESS(x, n) (((x) - ONES * (n)) & ~(x) & HIGHS)

static uint64_t load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

static int is_digit(uint8_t c) { return c >= '0' && c <= '9'; }
static int is_hex(uint8_t c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* The offset, within the 8 bytes load64 read, of the first byte whose mask byte is nonzero
 * (mask != 0). The masks below flag that first byte exactly: a borrow only runs upwards. */
static unsigned first_flagged(uint64_t mask) {
#if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ && defined(__GNUC__)
    return (unsigned)__builtin_clzll(mask) >> 3;
#elif defined(__GNUC__)
    return (unsigned)__builtin_ctzll(mask) >> 3;
#else
    unsigned k = 0;
    while (!(mask & 0xFF)) { mask >>= 8; k++; }  /* little-endian targets */
    return k;
#endif
}

/* Runs of spaces (indentation) go 8 bytes at a time. */
static size_t skip_space(const uint8_t *d, size_t i, size_t n) {
    for (;;) {
        while (i + 8 <= n) {
            uint64_t other = load64(d + i) ^ (ONES * ' ');
            if (other) { i += first_flagged(other); break; }
            i += 8;
        }
        while (i < n && d[i] == ' ') i++;
        if (i < n && (d[i] == '\n' || d[i] == '\t' || d[i] == '\r')) { i++; continue; }
        return i;
    }
}

/* First offset at or after i holding '"', '\\' or a control byte. */
static size_t skip_string_body(const uint8_t *d, size_t i, size_t n) {
    while (i + 8 <= n) {
        uint64_t x = load64(d + i);
        uint64_t hit = HAS_ZERO(x ^ (ONES * '"')) | HAS_ZERO(x ^ (ONES * '\\')) | HAS_LESS(x, 0x20);
        if (hit) return i + first_flagged(hit);
        i += 8;
    }
    while (i < n && d[i] != '"' && d[i] != '\\' && d[i] >= 0x20) i++;
    return i;
}

static size_t skip_digits(const uint8_t *d, size_t i, size_t n) {
    while (i < n && is_digit(d[i])) i++;
    return i;
}

static void fail(dra_scanner *s, int code, size_t offset) {
    s->error = code;
    s->error_offset = offset;
    s->done = 1;
}

dra_scanner *dra_scanner_new(const uint8_t *data, size_t len, int mode) {
    dra_scanner *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->data = data;
    s->len = len;
    s->mode = mode;
    s->state = S_TOP;
    return s;
}

void dra_scanner_free(dra_scanner *s) {
    if (!s) return;
    free(s->stack);
    free(s->keys);
    free(s->frames);
    free(s);
}

int dra_scanner_done(const dra_scanner *s) { return s->done; }

int dra_scanner_error(const dra_scanner *s, size_t *offset) {
    if (offset) *offset = s->error_offset;
    return s->error;
}

static int grow(void **buf, size_t *cap, size_t need, size_t item) {
    if (need <= *cap) return 1;
    size_t cap2 = *cap ? *cap * 2 : 64;
    while (cap2 < need) cap2 *= 2;
    void *p = realloc(*buf, cap2 * item);
    if (!p) return 0;
    *buf = p;
    *cap = cap2;
    return 1;
}

static void emit(int64_t *out, size_t *count, int64_t kind, size_t start, size_t end) {
    int64_t *e = out + 3 * (*count);
    e[0] = kind;
    e[1] = (int64_t)start;
    e[2] = (int64_t)end;
    (*count)++;
}

/* Returns the end of the string opening at pos, or 0 after recording an error. */
static size_t scan_string(dra_scanner *s, size_t pos) {
    const uint8_t *d = s->data;
    size_t n = s->len, i = pos + 1;
    s->string_escaped = 0;
    for (;;) {
        i = skip_string_body(d, i, n);
        if (i >= n) { fail(s, DRA_ERR_EOF, n); return 0; }
        uint8_t c = d[i];
        if (c == '"') return i + 1;
        if (c < 0x20) { fail(s, DRA_ERR_IN_STRING, i); return 0; }
        i++; /* backslash */
        s->string_escaped = 1;
        if (i >= n) { fail(s, DRA_ERR_EOF, n); return 0; }
        c = d[i];
        if (c == 'u') {
            s->flags |= DRA_FLAG_UNICODE_ESCAPE;
            for (size_t k = 1; k < 5; k++) {
                if (i + k >= n) { fail(s, DRA_ERR_EOF, n); return 0; }
                if (!is_hex(d[i + k])) { fail(s, DRA_ERR_IN_UNICODE_ESCAPE, i + k); return 0; }
            }
            i += 5;
        } else if (c == '"' || c == '\\' || c == '/' || c == 'b' || c == 'f' || c == 'n' ||
                   c == 'r' || c == 't') {
            i++;
        } else {
            fail(s, DRA_ERR_IN_ESCAPE, i);
            return 0;
        }
    }
}

/* Go requires a digit after '-', '.' and the exponent mark; fail unless one is at i. */
static int digit_at(dra_scanner *s, size_t i) {
    if (i >= s->len) { fail(s, DRA_ERR_EOF, s->len); return 0; }
    if (!is_digit(s->data[i])) { fail(s, DRA_ERR_IN_NUMBER, i); return 0; }
    return 1;
}

static size_t scan_number(dra_scanner *s, size_t pos) {
    const uint8_t *d = s->data;
    size_t n = s->len, i = pos;
    if (d[i] == '-') {
        i++;
        if (!digit_at(s, i)) return 0;
    }
    size_t digits = i;
    i = d[i] == '0' ? i + 1 : skip_digits(d, i + 1, n);
    if (i - digits > 18) s->flags |= DRA_FLAG_WIDE_NUMBER;
    if (i < n && d[i] == '.') {
        s->flags |= DRA_FLAG_WIDE_NUMBER;
        if (!digit_at(s, i + 1)) return 0;
        i = skip_digits(d, i + 2, n);
    }
    if (i < n && (d[i] == 'e' || d[i] == 'E')) {
        s->flags |= DRA_FLAG_WIDE_NUMBER;
        i++;
        if (i < n && (d[i] == '+' || d[i] == '-')) i++;
        if (!digit_at(s, i)) return 0;
        i = skip_digits(d, i + 1, n);
    }
    return i;
}

static size_t scan_literal(dra_scanner *s, size_t pos, const char *lit, size_t litlen) {
    for (size_t k = 1; k < litlen; k++) {
        if (pos + k >= s->len) { fail(s, DRA_ERR_EOF, s->len); return 0; }
        if (s->data[pos + k] != (uint8_t)lit[k]) { fail(s, DRA_ERR_IN_LITERAL, pos + k); return 0; }
    }
    return pos + litlen;
}

/* A cheap key fingerprint (length, first and last 8 bytes); equal keys always match,
 * and a false match only costs the memcmp that follows. */
static uint64_t key_hash(const uint8_t *p, size_t n) {
    uint64_t head = 0, tail = 0;
    if (n >= 8) {
        head = load64(p);
        tail = load64(p + n - 8);
    } else {
        memcpy(&head, p, n);
    }
    return (head * 0x9E3779B97F4A7C15ULL) ^ (tail + n);
}

/* Records a raw key of the innermost object; flags byte-identical repeats. */
static int note_key(dra_scanner *s, size_t start, size_t end) {
    size_t frame = s->frames[s->nframes - 1];
    if (frame == SIZE_MAX) return 1;
    const uint8_t *raw = s->data + start;
    size_t len = end - start;
    if (s->string_escaped) s->flags |= DRA_FLAG_RECHECK_KEYS;
    if (s->nkeys - frame >= DRA_KEYS_COMPARED_PER_OBJECT) {
        s->flags |= DRA_FLAG_RECHECK_KEYS;
        s->nkeys = frame;
        s->frames[s->nframes - 1] = SIZE_MAX;
        return 1;
    }
    uint64_t h = key_hash(raw, len);
    for (size_t k = frame; k < s->nkeys; k++) {
        key_record *r = &s->keys[k];
        if (r->hash == h && r->len == len && memcmp(s->data + r->start, raw, len) == 0) {
            s->flags |= DRA_FLAG_DUPLICATE_KEY;
            break;
        }
    }
    if (s->nkeys == s->keys_cap && !grow((void **)&s->keys, &s->keys_cap, s->nkeys + 1, sizeof *s->keys)) return 0;
    s->keys[s->nkeys].hash = h;
    s->keys[s->nkeys].start = start;
    s->keys[s->nkeys].len = len;
    s->nkeys++;
    return 1;
}

/* Is the whitespace in [start, end) what Go's MarshalIndent(v, "", "  ") writes before byte c? */
static int indented(const dra_scanner *s, size_t start, size_t end, int state, uint8_t c) {
    size_t depth = s->depth;
    int closes = c == '}' || c == ']';
    if (state == S_COLON) return end == start;
    if (state == S_AFTER_OBJECT_VALUE || state == S_AFTER_ARRAY_VALUE) {
        if (!closes) return end == start;
        depth--;
    } else if (state == S_KEY_OR_OBJECT_END || state == S_VALUE_OR_ARRAY_END) {
        if (closes) return end == start;
    } else if (state == S_VALUE && s->stack[s->depth - 1] == '{') {
        return end - start == 1 && s->data[start] == ' ';
    }
    /* A newline, then two spaces per open container. */
    if (end - start != 1 + 2 * depth || s->data[start] != '\n') return 0;
    size_t i = start + 1;
    for (; i + 8 <= end; i += 8)
        if (load64(s->data + i) != ONES * ' ') return 0;
    for (; i < end; i++)
        if (s->data[i] != ' ') return 0;
    return 1;
}

/* Token events are for MODE_TOKENS, and for MODE_OUTLINE down to DRA_OUTLINE_LEVEL deep. */
static int emits(const dra_scanner *s, size_t level) {
    return s->mode == DRA_MODE_TOKENS || (s->mode == DRA_MODE_OUTLINE && level <= DRA_OUTLINE_LEVEL);
}

static void after_value(dra_scanner *s, int64_t *out, size_t *count, size_t end) {
    if (s->depth == 0) {
        s->state = S_TOP;
        if (s->mode == DRA_MODE_VALUES)
            emit(out, count, DRA_VALUE | (s->flags << 8) | (s->max_depth << 16), s->value_start, end);
    } else if (s->stack[s->depth - 1] == '{') {
        s->state = S_AFTER_OBJECT_VALUE;
    } else {
        s->state = S_AFTER_ARRAY_VALUE;
    }
}

static void close_container(dra_scanner *s, int64_t *out, size_t *count, size_t pos) {
    uint8_t opener = s->stack[--s->depth];
    if (opener == '{') {
        size_t frame = s->frames[--s->nframes];
        if (frame != SIZE_MAX) s->nkeys = frame;
    }
    if (emits(s, s->depth))
        emit(out, count, opener == '{' ? DRA_OBJ_END : DRA_ARR_END, pos, pos + 1);
    s->pos = pos + 1;
    after_value(s, out, count, pos + 1);
}

size_t dra_scanner_next(dra_scanner *s, int64_t *out, size_t capacity) {
    const uint8_t *d = s->data;
    size_t n = s->len, count = 0;
    while (!s->done && count < capacity) {
        size_t gap = s->pos;
        size_t pos = skip_space(d, gap, n);
        s->pos = pos;
        int state = s->state;
        if (pos < n && state != S_TOP && s->mode == DRA_MODE_VALUES && !(s->flags & DRA_FLAG_NOT_INDENTED) &&
            !indented(s, gap, pos, state, d[pos]))
            s->flags |= DRA_FLAG_NOT_INDENTED;
        if (pos >= n) {
            if (state == S_TOP) s->done = 1;
            else fail(s, DRA_ERR_EOF, n);
            break;
        }
        uint8_t c = d[pos];
        if (state == S_COLON) {
            if (c != ':') { fail(s, DRA_ERR_AFTER_KEY, pos); break; }
            s->pos = pos + 1;
            s->state = S_VALUE;
            continue;
        }
        if (state == S_AFTER_OBJECT_VALUE || state == S_AFTER_ARRAY_VALUE) {
            uint8_t closer = state == S_AFTER_OBJECT_VALUE ? '}' : ']';
            if (c == ',') {
                s->pos = pos + 1;
                s->state = state == S_AFTER_OBJECT_VALUE ? S_KEY : S_VALUE;
                continue;
            }
            if (c != closer) {
                fail(s, closer == '}' ? DRA_ERR_AFTER_OBJECT_VALUE : DRA_ERR_AFTER_ARRAY_VALUE, pos);
                break;
            }
            close_container(s, out, &count, pos);
            continue;
        }
        if ((state == S_KEY_OR_OBJECT_END && c == '}') || (state == S_VALUE_OR_ARRAY_END && c == ']')) {
            close_container(s, out, &count, pos);
            continue;
        }
        if (state == S_KEY || state == S_KEY_OR_OBJECT_END) {
            if (c != '"') { fail(s, DRA_ERR_BEGIN_KEY, pos); break; }
            size_t end = scan_string(s, pos);
            if (!end) break;
            if (s->mode == DRA_MODE_VALUES) {
                if (!note_key(s, pos, end)) { fail(s, DRA_ERR_NO_MEMORY, pos); break; }
            } else if (emits(s, s->depth)) {
                emit(out, &count, DRA_KEY, pos, end);
            }
            s->pos = end;
            s->state = S_COLON;
            continue;
        }
        /* S_TOP, S_VALUE, S_VALUE_OR_ARRAY_END: a value starts here. */
        if (state == S_TOP) {
            s->value_start = pos;
            s->flags = 0;
            s->max_depth = 0;
        }
        if (c == '{' || c == '[') {
            if (s->depth >= DRA_MAX_DEPTH) { fail(s, DRA_ERR_TOO_DEEP, pos); break; }
            if (!grow((void **)&s->stack, &s->stack_cap, s->depth + 1, 1)) { fail(s, DRA_ERR_NO_MEMORY, pos); break; }
            s->stack[s->depth++] = c;
            if ((int64_t)s->depth > s->max_depth) s->max_depth = (int64_t)s->depth;
            if (c == '{') {
                if (!grow((void **)&s->frames, &s->frames_cap, s->nframes + 1, sizeof *s->frames)) {
                    fail(s, DRA_ERR_NO_MEMORY, pos);
                    break;
                }
                s->frames[s->nframes++] = s->nkeys;
                s->state = S_KEY_OR_OBJECT_END;
                if (emits(s, s->depth - 1)) emit(out, &count, DRA_OBJ_BEGIN, pos, pos + 1);
            } else {
                s->state = S_VALUE_OR_ARRAY_END;
                if (emits(s, s->depth - 1)) emit(out, &count, DRA_ARR_BEGIN, pos, pos + 1);
            }
            s->pos = pos + 1;
            continue;
        }
        int64_t kind;
        size_t end;
        if (c == '"') { kind = DRA_STRING; end = scan_string(s, pos); }
        else if (c == '-' || is_digit(c)) { kind = DRA_NUMBER; end = scan_number(s, pos); }
        else if (c == 't') { kind = DRA_TRUE; end = scan_literal(s, pos, "true", 4); }
        else if (c == 'f') { kind = DRA_FALSE; end = scan_literal(s, pos, "false", 5); }
        else if (c == 'n') { kind = DRA_NULL; end = scan_literal(s, pos, "null", 4); s->flags |= DRA_FLAG_NULL; }
        else { fail(s, DRA_ERR_BEGIN_VALUE, pos); break; }
        if (!end) break;
        if (emits(s, s->depth)) emit(out, &count, kind, pos, end);
        s->pos = end;
        after_value(s, out, &count, end);
    }
    return count;
}


/* ---- dra_tree: every container of a value and its members, in text already scanned ---- */

/* The end of the string opening at i. */
static size_t pass_string(const uint8_t *d, size_t i, size_t n) {
    i++;
    for (;;) {
        i = skip_string_body(d, i, n);
        if (i >= n) return n;
        if (d[i] == '"') return i + 1;
        i += 2; /* a backslash and the byte after it (\uXXXX's digits hold no quote) */
    }
}

/* The end of the number or literal starting at i. */
static size_t pass_scalar(const uint8_t *d, size_t i, size_t n) {
    while (i < n && d[i] != ',' && d[i] != '}' && d[i] != ']' && d[i] != ' ' && d[i] != '\n' && d[i] != '\t' &&
           d[i] != '\r')
        i++;
    return i;
}

typedef struct {
    size_t start;
    size_t pending; /* where this container's members begin in the pending stack */
    int kind;       /* DRA_TREE_OBJECT, DRA_TREE_ESCAPED_KEYS */
    int64_t key_start, key_end; /* the key of the member being read (objects) */
} tree_frame;

struct dra_tree {
    int64_t *members; /* DRA_TREE_MEMBER values per member, each container's together */
    size_t nmembers, members_cap;
    int64_t *containers; /* DRA_TREE_CONTAINER values per container, in the order they close */
    size_t ncontainers, containers_cap;
    int64_t *pending; /* members of the open containers, innermost last */
    size_t npending, pending_cap;
    tree_frame *frames;
    size_t nframes, frames_cap;
    uint8_t *keys; /* the raw keys of each object container, '\0' between them (see dra_stream.h) */
    size_t nkeys, keys_cap;
    uint8_t *packed; /* members, containers and keys in one block, made by dra_tree_packed */
};

void dra_tree_free(dra_tree *t) {
    if (!t) return;
    free(t->members);
    free(t->containers);
    free(t->pending);
    free(t->frames);
    free(t->keys);
    free(t->packed);
    free(t);
}

static int push_member(dra_tree *t, int64_t ks, int64_t ke, size_t vs, size_t ve, int64_t child) {
    if (!grow((void **)&t->pending, &t->pending_cap, t->npending + DRA_TREE_MEMBER, sizeof *t->pending)) return 0;
    int64_t *m = t->pending + t->npending;
    m[0] = ks;
    m[1] = ke;
    m[2] = (int64_t)vs;
    m[3] = (int64_t)ve;
    m[4] = child;
    t->npending += DRA_TREE_MEMBER;
    return 1;
}

/* The length of a member's key without its quotes (a key's closing quote was found, or the pass
 * stopped before its member was made: the guard is for the reader). */
static size_t key_length(const int64_t *member) {
    return member[1] - member[0] >= 2 ? (size_t)(member[1] - member[0] - 2) : 0;
}

/* An object's keys without their quotes, '\0' between them, appended to t->keys: decoded in one
 * go where a path goes through the object (a key with an escape is decoded alone, so not here). */
static int append_keys(dra_tree *t, const uint8_t *d, const int64_t *m, size_t count) {
    size_t need = t->nkeys;
    for (size_t k = 0; k < count; k += DRA_TREE_MEMBER) need += key_length(m + k) + 1;
    if (!grow((void **)&t->keys, &t->keys_cap, need, 1)) return 0;
    for (size_t k = 0; k < count; k += DRA_TREE_MEMBER) {
        if (k) t->keys[t->nkeys++] = 0;
        size_t len = key_length(m + k);
        memcpy(t->keys + t->nkeys, d + m[k] + 1, len);
        t->nkeys += len;
    }
    return 1;
}

/* The innermost container closes at `end`: its members move to the output, together. */
static int close_frame(dra_tree *t, const uint8_t *d, size_t end) {
    tree_frame f = t->frames[--t->nframes];
    size_t count = t->npending - f.pending;
    size_t keys_start = t->nkeys;
    if (f.kind == DRA_TREE_OBJECT && !append_keys(t, d, t->pending + f.pending, count)) return 0;
    if (!grow((void **)&t->members, &t->members_cap, t->nmembers + count, sizeof *t->members) ||
        !grow((void **)&t->containers, &t->containers_cap, t->ncontainers + DRA_TREE_CONTAINER, sizeof *t->containers))
        return 0;
    if (count) /* an empty container may come before anything was pending: memcpy from NULL is undefined */
        memcpy(t->members + t->nmembers, t->pending + f.pending, count * sizeof *t->members);
    int64_t *c = t->containers + t->ncontainers;
    c[0] = (int64_t)f.start;
    c[1] = (int64_t)end;
    c[2] = (int64_t)(t->nmembers / DRA_TREE_MEMBER);
    c[3] = (int64_t)(count / DRA_TREE_MEMBER);
    c[4] = f.kind;
    c[5] = (int64_t)keys_start;
    c[6] = (int64_t)t->nkeys;
    int64_t index = (int64_t)(t->ncontainers / DRA_TREE_CONTAINER);
    t->nmembers += count;
    t->ncontainers += DRA_TREE_CONTAINER;
    t->npending = f.pending;
    if (t->nframes == 0) return 1;
    tree_frame *parent = &t->frames[t->nframes - 1];
    return push_member(t, parent->key_start, parent->key_end, f.start, end, index);
}

dra_tree *dra_tree_new(const char *text, size_t start, size_t n) {
    const uint8_t *d = (const uint8_t *)text;
    dra_tree *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    size_t i = skip_space(d, start, n);
    while (i < n) {
        uint8_t c = d[i];
        tree_frame *f = t->nframes ? &t->frames[t->nframes - 1] : NULL;
        if (f && (c == '}' || c == ']')) {
            if (!close_frame(t, d, i + 1)) goto fail;
            if (t->nframes == 0) break; /* the value is complete */
            i = i + 1;
        } else if (f && (f->kind & DRA_TREE_OBJECT) && f->key_start < 0) { /* a key, its colon, then its value */
            if (c != '"') break; /* not scanned text: stop with what is complete */
            size_t key_end = pass_string(d, i, n);
            if (memchr(d + i, '\\', key_end - i)) f->kind |= DRA_TREE_ESCAPED_KEYS;
            f->key_start = (int64_t)i;
            f->key_end = (int64_t)key_end;
            i = skip_space(d, key_end, n) + 1;
            i = skip_space(d, i, n);
            continue;
        } else if (c == '{' || c == '[') {
            if (!grow((void **)&t->frames, &t->frames_cap, t->nframes + 1, sizeof *t->frames)) goto fail;
            tree_frame *open = &t->frames[t->nframes++];
            open->start = i;
            open->pending = t->npending;
            open->kind = c == '{' ? DRA_TREE_OBJECT : 0;
            open->key_start = open->key_end = -1;
            i = skip_space(d, i + 1, n);
            continue;
        } else if (f) {
            size_t end = c == '"' ? pass_string(d, i, n) : pass_scalar(d, i, n);
            if (end == i) break; /* not scanned text */
            if (!push_member(t, f->key_start, f->key_end, i, end, -1)) goto fail;
            i = end;
        } else {
            break; /* a scalar value: no containers */
        }
        /* after a member: the comma, and the next key is still to come */
        i = skip_space(d, i, n);
        if (i < n && d[i] == ',') i = skip_space(d, i + 1, n);
        if (t->nframes) t->frames[t->nframes - 1].key_start = -1;
    }
    return t;
fail:
    dra_tree_free(t);
    return NULL;
}

const uint8_t *dra_tree_packed(dra_tree *t, size_t *counts) {
    size_t members = t->nmembers * sizeof *t->members, containers = t->ncontainers * sizeof *t->containers;
    if (!t->packed && !(t->packed = malloc(members + containers + t->nkeys + 1))) return NULL;
    if (members) memcpy(t->packed, t->members, members);
    if (containers) memcpy(t->packed + members, t->containers, containers);
    if (t->nkeys) memcpy(t->packed + members + containers, t->keys, t->nkeys);
    counts[0] = t->nmembers;
    counts[1] = t->ncontainers;
    counts[2] = t->nkeys;
    return t->packed;
}

/* ---- dra_tree_walk: field paths in a tree ---- */

/* The member of object or array `container` that the step (tag, text of `len` bytes) names: its
 * index, -1 when there is none, -2 when this walk does not decide it. */
static int64_t step_into(const uint8_t *d, const int64_t *members, const int64_t *containers, int64_t container,
                         char tag, const char *text, size_t len) {
    const int64_t *c = containers + DRA_TREE_CONTAINER * container;
    int64_t first = c[2], count = c[3], flags = c[4];
    if (!(flags & DRA_TREE_OBJECT)) { /* an array: an index below its count */
        if (tag != 'i' || len == 0 || len > 18 || text[0] == '-') return -1;
        int64_t index = 0;
        for (size_t k = 0; k < len; k++) {
            if (text[k] < '0' || text[k] > '9') return -1;
            index = 10 * index + (text[k] - '0');
        }
        return index < count ? first + index : -1;
    }
    if (tag == 'i') return -1; /* an index names no member of an object */
    if (tag != 's' || (flags & DRA_TREE_ESCAPED_KEYS) || count > DRA_WALK_MEMBERS) return -2;
    int64_t found = -1;
    for (int64_t m = first; m < first + count; m++) { /* the last of the name wins */
        const int64_t *member = members + DRA_TREE_MEMBER * m;
        if ((size_t)(member[1] - member[0]) == len + 2 && !memcmp(d + member[0] + 1, text, len)) found = m;
    }
    return found;
}

void dra_tree_walk(const char *data, const int64_t *members, const int64_t *containers, int64_t root,
                   const char *paths, size_t len, size_t count, int64_t *out) {
    const uint8_t *d = (const uint8_t *)data;
    const char *p = paths, *end = paths + len;
    for (size_t i = 0; i < count; i++, out += 2) {
        int64_t depth = 0, at = -1, container = root;
        int stopped = 0, decided = 1;
        while (p < end && *p != '\1') {
            char tag = *p++;
            const char *text = p;
            const char *nul = memchr(p, 0, (size_t)(end - p));
            if (!nul) nul = end;
            p = nul + 1;
            if (stopped) continue; /* the rest of a path that stopped */
            size_t length = (size_t)(nul - text);
            int64_t child = container < 0 ? -1 : step_into(d, members, containers, container, tag, text, length);
            if (child < 0) {
                stopped = 1;
                decided = child == -1;
                continue;
            }
            at = child;
            container = members[DRA_TREE_MEMBER * child + 4];
            depth++;
        }
        p++; /* the path's '\1' */
        out[0] = decided ? depth : -1 - depth;
        out[1] = at;
    }
}
