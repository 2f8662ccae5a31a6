/* Declarations read by native/build_ffi.py into ffibuilder.cdef(); see dra_stream.h and dra_lines.h. */
typedef struct dra_scanner dra_scanner;
dra_scanner *dra_scanner_new(const uint8_t *data, size_t len, int mode);
void dra_scanner_free(dra_scanner *s);
size_t dra_scanner_next(dra_scanner *s, int64_t *out, size_t capacity);
int dra_scanner_done(const dra_scanner *s);
int dra_scanner_error(const dra_scanner *s, size_t *offset);
typedef struct dra_tree dra_tree;
dra_tree *dra_tree_new(const uint8_t *data, size_t start, size_t end);
const int64_t *dra_tree_members(const dra_tree *t, size_t *count);
const int64_t *dra_tree_containers(const dra_tree *t, size_t *count);
void dra_tree_free(dra_tree *t);
size_t dra_line_hashes(const uint8_t *data, size_t len, size_t last, uint64_t *out);
size_t dra_line_starts(const uint8_t *data, size_t len, int64_t *out, size_t capacity);
