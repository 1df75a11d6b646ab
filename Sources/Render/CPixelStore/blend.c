// The block blends of a small cached shape and of a glyph run's coverage, built twice: for the
// baseline x86-64 the package targets and for AVX2, picked by the processor at run time.
#include "stream.h"

/// Rows of `height`, `stride` pixels apart, each blended by its row of `source` (16-bit weights,
/// or 8-bit coverage when `coverage` is set), `sourceStride` elements apart. Always inlined: the
/// AVX2 build below is this body compiled again, not a call to it.
static inline __attribute__((always_inline)) void blend_rows(uint32_t *row, ptrdiff_t stride, const void *source, ptrdiff_t sourceStride,
                              int coverage, ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
    for (ptrdiff_t y = 0; y < height; y++) {
        if (coverage) {
            tessera_blend_coverage(row + y * stride, (const uint8_t *)source + y * sourceStride, width, rgb);
        } else {
            tessera_blend_pixels(row + y * stride, (const uint16_t *)source + y * sourceStride, width, rgb);
        }
    }
}

#if defined(__x86_64__)
/// The same loops compiled for AVX2: the 16-bit lanes of four pixels fill one register.
__attribute__((target("avx2"))) static void blend_rows_avx2(uint32_t *row, ptrdiff_t stride, const void *source,
                                                            ptrdiff_t sourceStride, int coverage, ptrdiff_t width,
                                                            ptrdiff_t height, uint32_t rgb) {
    blend_rows(row, stride, source, sourceStride, coverage, width, height, rgb);
}

/// Whether the processor has AVX2, asked once.
static int has_avx2(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("avx2") ? 1 : 0;
    return known;
}
#endif

static void blend_rows_fastest(uint32_t *row, ptrdiff_t stride, const void *source, ptrdiff_t sourceStride,
                               int coverage, ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
#if defined(__x86_64__)
    if (has_avx2()) {
        blend_rows_avx2(row, stride, source, sourceStride, coverage, width, height, rgb);
        return;
    }
#endif
    blend_rows(row, stride, source, sourceStride, coverage, width, height, rgb);
}

void tessera_blend_block(uint32_t *row, ptrdiff_t stride, const uint16_t *weights, ptrdiff_t weightStride,
                         ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
    blend_rows_fastest(row, stride, weights, weightStride, 0, width, height, rgb);
}

void tessera_blend_coverage_block(uint32_t *row, ptrdiff_t stride, const uint8_t *alpha, ptrdiff_t alphaStride,
                                  ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
    blend_rows_fastest(row, stride, alpha, alphaStride, 1, width, height, rgb);
}
