/*
 * dra_lines.c: line starts and line hashes, declared in dra_lines.h.
 *
 * The line hashes are codeql-action's rolling hash as it is written: a ring of the last 100 code units and of
 * the line that starts at each, the hash of a line taken when its first unit leaves the ring.
 * The text is read once, in the pieces it is given, up to 100 units past the start of line `last`.
 */
#include "dra_lines.h"

#include <stdlib.h>
#include <string.h>

#define BLOCK 100

typedef struct {
    uint64_t *out;
    size_t last;
    size_t lines;          /* lines hashed so far */
    size_t line_number;    /* lines started so far */
    int line_start;
    int prev_cr;
    unsigned index;
    uint64_t hash;
    uint64_t first_mod;    /* 37^BLOCK */
    uint16_t window[BLOCK];
    size_t starts[BLOCK];  /* the line starting at each unit of the ring, 0 for none */
} hasher;

static void update(hasher *h, uint16_t current) {
    uint16_t begin = h->window[h->index];
    h->window[h->index] = current;
    h->hash = 37 * h->hash + current - h->first_mod * begin;
    h->index = (h->index + 1) % BLOCK;
}

/* Records the hash of the line whose first unit leaves the ring; 0 once that is line `last`. */
static int output(hasher *h) {
    size_t line = h->starts[h->index];
    h->starts[h->index] = 0;
    h->out[line - 1] = h->hash;
    h->lines = line;
    return line < h->last;
}

/* One UTF-16 code unit of the text (or U+FFFF at its end); 0 when no more are needed. */
static int process(hasher *h, uint16_t current) {
    if (current == ' ' || current == '\t' || (h->prev_cr && current == '\n')) {
        h->prev_cr = 0;
        return 1;
    }
    if (current == '\r') {
        current = '\n';
        h->prev_cr = 1;
    } else {
        h->prev_cr = 0;
    }
    if (h->starts[h->index] && !output(h)) return 0;
    if (h->line_start) {
        h->line_start = 0;
        h->line_number++;
        h->starts[h->index] = h->line_number;
    }
    if (current == '\n') h->line_start = 1;
    update(h, current);
    return 1;
}

static int cont(const uint8_t *d, size_t i, size_t n, uint8_t low, uint8_t high) {
    return i < n && d[i] >= low && d[i] <= high;
}

/* The code point at d[i] and the bytes it takes; invalid UTF-8 is U+FFFD for each maximal
 * subpart of a valid sequence, or for a lone byte (Unicode's practice, which Python follows). */
static uint32_t decode(const uint8_t *d, size_t i, size_t n, size_t *used) {
    uint8_t c = d[i];
    *used = 1;
    if (c < 0x80) return c;
    if (c >= 0xC2 && c <= 0xDF) {
        if (!cont(d, i + 1, n, 0x80, 0xBF)) return 0xFFFD;
        *used = 2;
        return ((uint32_t)(c & 0x1F) << 6) | (d[i + 1] & 0x3F);
    }
    if (c >= 0xE0 && c <= 0xEF) {
        uint8_t low = c == 0xE0 ? 0xA0 : 0x80, high = c == 0xED ? 0x9F : 0xBF;
        if (!cont(d, i + 1, n, low, high)) return 0xFFFD;
        if (!cont(d, i + 2, n, 0x80, 0xBF)) { *used = 2; return 0xFFFD; }
        *used = 3;
        return ((uint32_t)(c & 0x0F) << 12) | ((uint32_t)(d[i + 1] & 0x3F) << 6) | (d[i + 2] & 0x3F);
    }
    if (c >= 0xF0 && c <= 0xF4) {
        uint8_t low = c == 0xF0 ? 0x90 : 0x80, high = c == 0xF4 ? 0x8F : 0xBF;
        if (!cont(d, i + 1, n, low, high)) return 0xFFFD;
        if (!cont(d, i + 2, n, 0x80, 0xBF)) { *used = 2; return 0xFFFD; }
        if (!cont(d, i + 3, n, 0x80, 0xBF)) { *used = 3; return 0xFFFD; }
        *used = 4;
        return ((uint32_t)(c & 0x07) << 18) | ((uint32_t)(d[i + 1] & 0x3F) << 12) |
               ((uint32_t)(d[i + 2] & 0x3F) << 6) | (d[i + 3] & 0x3F);
    }
    return 0xFFFD; /* a continuation byte, or a byte that never starts a sequence */
}

struct dra_hasher {
    hasher h;
    int done;           /* line `last` is hashed */
    uint8_t pending[4]; /* the start of a UTF-8 sequence the last bytes fed ended in */
    size_t npending;
};

dra_hasher *dra_hasher_new(size_t last, uint64_t *out) {
    dra_hasher *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->h.out = out;
    s->h.last = last;
    s->h.line_start = 1;
    s->h.first_mod = 1;
    for (int k = 0; k < BLOCK; k++) s->h.first_mod *= 37;
    s->done = last == 0;
    return s;
}

void dra_hasher_free(dra_hasher *s) { free(s); }

/* Bytes a sequence with this lead byte takes (1 for a byte that is no lead). */
static size_t sequence_length(uint8_t c) {
    return c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 1;
}

/* One code point, as UTF-16 units; 0 once no more are needed. */
static int process_code_point(hasher *h, uint32_t cp) {
    if (cp >= 0x10000) {
        cp -= 0x10000;
        return process(h, (uint16_t)(0xD800 + (cp >> 10))) && process(h, (uint16_t)(0xDC00 + (cp & 0x3FF)));
    }
    return process(h, (uint16_t)cp);
}

int dra_hasher_feed(dra_hasher *s, const uint8_t *data, size_t len) {
    if (s->done) return 0;
    size_t i = 0;
    if (s->npending) { /* finish the sequence the last bytes began */
        uint8_t buf[8];
        size_t take = len < 4 ? len : 4;
        memcpy(buf, s->pending, s->npending);
        memcpy(buf + s->npending, data, take);
        size_t have = s->npending + take, used;
        if (have < sequence_length(buf[0])) { /* still not all there: decode() says whether it can be */
            decode(buf, 0, have, &used);
            if (used == have) { /* a valid beginning so far: more bytes to come */
                memcpy(s->pending, buf, have);
                s->npending = have;
                return 1;
            }
        }
        uint32_t cp = decode(buf, 0, have, &used);
        i = used - s->npending; /* the pending bytes were a valid beginning: all of them are used */
        s->npending = 0;
        if (!process_code_point(&s->h, cp)) return !(s->done = 1);
    }
    while (i < len) {
        if (data[i] < 0x80) { /* the usual byte, without the decoder */
            if (!process(&s->h, data[i++])) return !(s->done = 1);
            continue;
        }
        size_t need = sequence_length(data[i]), used;
        uint32_t cp = decode(data, i, len, &used);
        if (i + need > len && used == len - i) { /* the bytes end inside what may be a valid sequence */
            memcpy(s->pending, data + i, len - i);
            s->npending = len - i;
            return 1;
        }
        i += used;
        if (!process_code_point(&s->h, cp)) return !(s->done = 1);
    }
    return 1;
}

size_t dra_hasher_end(dra_hasher *s) {
    hasher *h = &s->h;
    if (s->done) return h->lines;
    s->done = 1;
    if (s->npending) { /* a sequence cut short by the end: U+FFFD, as Python reads it */
        size_t used;
        if (!process_code_point(h, decode(s->pending, 0, s->npending, &used))) return h->lines;
    }
    if (!process(h, 0xFFFF)) return h->lines;
    for (int k = 0; k < BLOCK; k++) {
        if (h->starts[h->index] && !output(h)) return h->lines;
        update(h, 0);
    }
    return h->lines;
}

size_t dra_line_hashes(const uint8_t *data, size_t len, size_t last, uint64_t *out) {
    dra_hasher *s = dra_hasher_new(last, out);
    if (!s) return 0;
    dra_hasher_feed(s, data, len);
    size_t lines = dra_hasher_end(s);
    dra_hasher_free(s);
    return lines;
}

size_t dra_line_starts(const uint8_t *data, size_t len, void *out, size_t capacity, int wide) {
    int64_t *out64 = out;
    int32_t *out32 = out;
    size_t count = 0;
    const uint8_t *p = data, *end = data + len;
    for (;;) {
        if (count < capacity) {
            int64_t start = (int64_t)(p - data);
            if (wide) out64[count] = start;
            else out32[count] = (int32_t)start;
        }
        count++;
        if (p >= end) break;
        const uint8_t *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) break;
        p = nl + 1;
    }
    return count;
}

/* An offset to place and where its line and column go in the output. */
typedef struct {
    int64_t offset;
    int64_t *line; /* then the column */
} dra_place;

static int by_offset(const void *a, const void *b) {
    int64_t x = ((const dra_place *)a)->offset, y = ((const dra_place *)b)->offset;
    return (x > y) - (x < y);
}

/* Code points from a line's start, counted as far as the offsets placed on that line. */
typedef struct {
    const uint8_t *data;
    size_t len;
    size_t at;     /* counted up to here, the start of a sequence on the line */
    int64_t count; /* code points of the line before `at` */
} dra_counter;

/* The column of `offset` (at or after c->at, on the same line): 1 + the code points before it on
 * its line, as Python's "replace" decodes those bytes alone (a sequence the offset cuts is one
 * U+FFFD). The count moves on over the sequences that end by the offset. */
static int64_t column_of(dra_counter *c, size_t offset) {
    const uint8_t *d = c->data;
    size_t at = c->at;
    int64_t count = c->count;
    while (at < offset) {
        uint64_t eight;
        if (at + 8 <= offset && (memcpy(&eight, d + at, 8), !(eight & 0x8080808080808080ull))) {
            at += 8; /* eight ASCII bytes */
            count += 8;
            continue;
        }
        size_t used;
        decode(d, at, c->len, &used); /* the sequence as the text holds it */
        if (at + used > offset) { /* the offset cuts it: what is before the offset decodes alone */
            int64_t cut = 0;
            for (size_t i = at; i < offset; i += used, cut++) decode(d, i, offset, &used);
            c->at = at;
            c->count = count;
            return count + cut + 1;
        }
        at += used;
        count++;
    }
    c->at = at;
    c->count = count;
    return count + 1;
}

int dra_locations(const char *text, size_t len, const int64_t *spans, size_t n, int64_t *out) {
    const uint8_t *data = (const uint8_t *)text;
    dra_place *places = malloc(2 * n * sizeof *places + 1);
    if (!places) return 0;
    for (size_t i = 0; i < n; i++) {
        int64_t start = spans[2 * i], end = spans[2 * i + 1] < start ? start : spans[2 * i + 1];
        int64_t *o = out + 6 * i;
        places[2 * i].offset = start < 0 ? 0 : start > (int64_t)len ? (int64_t)len : start;
        places[2 * i].line = o;
        places[2 * i + 1].offset = end < 0 ? 0 : end > (int64_t)len ? (int64_t)len : end;
        places[2 * i + 1].line = o + 2;
        o[4] = start;
        o[5] = end - start;
    }
    qsort(places, 2 * n, sizeof *places, by_offset);
    /* One pass up to the last offset: a line starts after each '\n' before an offset. */
    const uint8_t *at = data, *nl;
    int64_t line = 1;
    dra_counter counter = {data, len, 0, 0};
    for (size_t k = 0; k < 2 * n; k++) {
        const uint8_t *target = data + places[k].offset;
        while (at < target && (nl = memchr(at, '\n', (size_t)(target - at)))) {
            line++;
            at = nl + 1;
            counter.at = (size_t)(at - data);
            counter.count = 0;
        }
        at = target;
        places[k].line[0] = line;
        places[k].line[1] = column_of(&counter, (size_t)places[k].offset);
    }
    free(places);
    for (size_t i = 0; i < n; i++, out += 6)
        if (out[2] == out[0] && out[3] == out[1]) out[3] = out[1] + 1; /* an empty span still marks a column */
    return 1;
}

/* A table of the wanted lines' hashes (open addressing), counting each one's lines as they pass. */
int dra_line_ordinals(const uint64_t *hashes, size_t count, const int64_t *wanted, size_t nwanted, int64_t *out) {
    size_t slots = 16;
    while (slots < 2 * nwanted) slots *= 2;
    uint64_t *keys = calloc(slots, sizeof *keys);
    int64_t *seen = calloc(slots, sizeof *seen);
    unsigned char *used = calloc(slots, 1);
    if (!keys || !seen || !used) {
        free(keys);
        free(seen);
        free(used);
        return 0;
    }
    for (size_t k = 0; k < nwanted; k++) {
        uint64_t h = hashes[wanted[k] - 1];
        size_t i = (size_t)((h * 0x9E3779B97F4A7C15ULL) >> 32) & (slots - 1);
        while (used[i] && keys[i] != h) i = (i + 1) & (slots - 1);
        used[i] = 1;
        keys[i] = h;
    }
    size_t k = 0;
    for (size_t line = 0; line < count && k < nwanted; line++) {
        uint64_t h = hashes[line];
        size_t i = (size_t)((h * 0x9E3779B97F4A7C15ULL) >> 32) & (slots - 1);
        while (used[i] && keys[i] != h) i = (i + 1) & (slots - 1);
        if (!used[i]) continue; /* no wanted line has this hash */
        seen[i]++;
        while (k < nwanted && (size_t)wanted[k] == line + 1) out[k++] = seen[i];
    }
    free(keys);
    free(seen);
    free(used);
    return 1;
}
