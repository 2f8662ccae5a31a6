/* Declarations read by native/build_ffi.py into ffibuilder.cdef(); see dra_stream.h and dra_lines.h. */
typedef struct dra_scanner dra_scanner;
dra_scanner *dra_scanner_new(const uint8_t *data, size_t len, int mode);
void dra_scanner_free(dra_scanner *s);
size_t dra_scanner_next(dra_scanner *s, int64_t *out, size_t capacity);
int dra_scanner_done(const dra_scanner *s);
int dra_scanner_error(const dra_scanner *s, size_t *offset);
typedef struct dra_tree dra_tree;
dra_tree *dra_tree_new(const char *data, size_t start, size_t end);
const uint8_t *dra_tree_packed(dra_tree *t, size_t *counts);
void dra_tree_walk(const char *data, const int64_t *members, const int64_t *containers, int64_t root,
                   const char *paths, size_t len, size_t count, int64_t *out);
void dra_tree_free(dra_tree *t);
size_t dra_line_hashes(const uint8_t *data, size_t len, size_t last, uint64_t *out);
typedef struct dra_hasher dra_hasher;
dra_hasher *dra_hasher_new(size_t last, uint64_t *out);
int dra_hasher_feed(dra_hasher *h, const uint8_t *data, size_t len);
size_t dra_hasher_end(dra_hasher *h);
void dra_hasher_free(dra_hasher *h);
size_t dra_line_starts(const uint8_t *data, size_t len, void *out, size_t capacity, int wide);
int dra_locations(const char *text, size_t len, const int64_t *spans, size_t n, int64_t *out);
int dra_line_ordinals(const uint64_t *hashes, size_t count, const int64_t *wanted, size_t nwanted, int64_t *out);
