/* Declarations read by native/build_ffi.py into ffibuilder.cdef(); see dra_stream.h and dra_lines.h. */
typedef struct dra_scanner dra_scanner;
dra_scanner *dra_scanner_new(const uint8_t *data, size_t len, int mode);
void dra_scanner_free(dra_scanner *s);
size_t dra_scanner_next(dra_scanner *s, int64_t *out, size_t capacity);
int dra_scanner_done(const dra_scanner *s);
int dra_scanner_error(const dra_scanner *s, size_t *offset);
size_t dra_line_hashes(const uint8_t *data, size_t len, size_t last, uint64_t *out);
size_t dra_line_starts(const uint8_t *data, size_t len, int64_t *out, size_t capacity);
