// The block blends of a small cached shape and of a glyph run's coverage, each built twice: for the baseline x86-64 the package
// targets and for AVX2, picked by the processor at run time.
#include "stream.h"

#if defined(__x86_64__)
/// Whether the processor has AVX2, asked once.
static int has_avx2(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("avx2") ? 1 : 0;
    return known;
}
#endif

static inline void blend_block(uint32_t *row, ptrdiff_t stride, const uint16_t *weights, ptrdiff_t weightStride,
                               ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
    for (ptrdiff_t y = 0; y < height; y++) {
        tessera_blend_pixels(row + y * stride, weights + y * weightStride, width, rgb);
    }
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static void blend_block_avx2(uint32_t *row, ptrdiff_t stride,
                                                             const uint16_t *weights, ptrdiff_t weightStride,
                                                             ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
    blend_block(row, stride, weights, weightStride, width, height, rgb);
}
#endif

void tessera_blend_block(uint32_t *row, ptrdiff_t stride, const uint16_t *weights, ptrdiff_t weightStride,
                         ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
#if defined(__x86_64__)
    if (has_avx2()) {
        blend_block_avx2(row, stride, weights, weightStride, width, height, rgb);
        return;
    }
#endif
    blend_block(row, stride, weights, weightStride, width, height, rgb);
}

static inline void coverage_block(uint32_t *row, ptrdiff_t stride, const uint8_t *alpha, ptrdiff_t alphaStride,
                                  ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
    for (ptrdiff_t y = 0; y < height; y++) {
        tessera_blend_coverage(row + y * stride, alpha + y * alphaStride, width, rgb);
    }
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static void coverage_block_avx2(uint32_t *row, ptrdiff_t stride,
                                                                const uint8_t *alpha, ptrdiff_t alphaStride,
                                                                ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
    coverage_block(row, stride, alpha, alphaStride, width, height, rgb);
}
#endif

void tessera_blend_coverage_block(uint32_t *row, ptrdiff_t stride, const uint8_t *alpha, ptrdiff_t alphaStride,
                                  ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
#if defined(__x86_64__)
    if (has_avx2()) {
        coverage_block_avx2(row, stride, alpha, alphaStride, width, height, rgb);
        return;
    }
#endif
    coverage_block(row, stride, alpha, alphaStride, width, height, rgb);
}
