/*
 * dra_lines.c: line starts and line hashes, declared in dra_lines.h.
 *
 * The line hashes are codeql-action's rolling hash as it is written: a ring of the last 100 code units and of
 * the line that starts at each, the hash of a line taken when its first unit leaves the ring.
 * Nothing is allocated; the text is read once, up to 100 units past the start of line `last`.
 */
#include "dra_lines.h"

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

size_t dra_line_hashes(const uint8_t *data, size_t len, size_t last, uint64_t *out) {
    if (last == 0) return 0;
    hasher h = {0};
    h.out = out;
    h.last = last;
    h.line_start = 1;
    h.first_mod = 1;
    for (int k = 0; k < BLOCK; k++) h.first_mod *= 37;
    size_t i = 0;
    while (i < len) {
        if (data[i] < 0x80) { /* the usual byte, without the decoder */
            if (!process(&h, data[i++])) return h.lines;
            continue;
        }
        size_t used;
        uint32_t cp = decode(data, i, len, &used);
        i += used;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            if (!process(&h, (uint16_t)(0xD800 + (cp >> 10))) || !process(&h, (uint16_t)(0xDC00 + (cp & 0x3FF))))
                return h.lines;
        } else if (!process(&h, (uint16_t)cp)) {
            return h.lines;
        }
    }
    if (!process(&h, 0xFFFF)) return h.lines;
    for (int k = 0; k < BLOCK; k++) {
        if (h.starts[h.index] && !output(&h)) return h.lines;
        update(&h, 0);
    }
    return h.lines;
}

size_t dra_line_starts(const uint8_t *data, size_t len, int64_t *out, size_t capacity) {
    if (capacity == 0) return 0;
    size_t count = 0;
    out[count++] = 0;
    const uint8_t *p = data, *end = data + len;
    while (count < capacity && p < end) {
        const uint8_t *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) break;
        p = nl + 1;
        out[count++] = (int64_t)(p - data);
    }
    return count;
}
