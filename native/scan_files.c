/* A standalone driver for the scanner: scans each file in both modes and frees
 * everything, so LeakSanitizer can vouch for the C side (native/sanitize.sh). */
#include "dra_stream.h"

#include <stdio.h>
#include <stdlib.h>

static int scan_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *buf = malloc(n > 0 ? (size_t)n : 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return 1;
    }
    fclose(f);
    int64_t events[3 * 128];
    for (int mode = DRA_MODE_TOKENS; mode <= DRA_MODE_VALUES; mode++) {
        dra_scanner *s = dra_scanner_new(buf, (size_t)n, mode);
        if (!s) return 1;
        while (!dra_scanner_done(s)) dra_scanner_next(s, events, 128);
        dra_scanner_free(s);
    }
    free(buf);
    return 0;
}

int main(int argc, char **argv) {
    int failed = 0;
    for (int i = 1; i < argc; i++) failed |= scan_file(argv[i]);
    return failed;
}
