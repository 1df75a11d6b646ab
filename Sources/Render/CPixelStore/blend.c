// The block blends of a small cached shape and of a glyph run's coverage, built twice: for the
// baseline x86-64 the package targets and for AVX2, picked by the processor at run time.
#include "stream.h"

/// Rows of `height`, `stride` pixels apart, each blended by its row of 8-bit coverage in `alpha`,
/// `alphaStride` bytes apart. Always inlined: the AVX2 build below is this body compiled again,
/// not a call to it.
static inline __attribute__((always_inline)) void blend_rows(uint32_t *row, ptrdiff_t stride, const uint8_t *alpha,
                                                             ptrdiff_t alphaStride, ptrdiff_t width, ptrdiff_t height,
                                                             uint32_t rgb) {
    for (ptrdiff_t y = 0; y < height; y++) tessera_blend_coverage(row + y * stride, alpha + y * alphaStride, width, rgb);
}

/// See `tessera_blend_block`.
static inline __attribute__((always_inline)) void blend_runs(uint32_t *row, ptrdiff_t stride, const uint16_t *weights,
                                                             ptrdiff_t weightStride, const int32_t *runs,
                                                             ptrdiff_t left, ptrdiff_t right, ptrdiff_t height,
                                                             uint32_t rgb) {
    for (ptrdiff_t y = 0; y < height; y++, row += stride, weights += weightStride, runs += 4) {
        for (int part = 0; part < 4; part += 2) {
            const ptrdiff_t lo = runs[part] > left ? runs[part] : left;
            const ptrdiff_t hi = runs[part + 1] < right ? runs[part + 1] : right;
            if (lo < hi) tessera_blend_pixels(row + (lo - left), weights + lo, hi - lo, rgb);
        }
    }
}

/// See `tessera_paint_spans`.
static inline __attribute__((always_inline)) void paint_spans(uint32_t *base, ptrdiff_t stride,
                                                              const tessera_span *spans, const int32_t *rowStarts,
                                                              const uint16_t *weights, ptrdiff_t left, ptrdiff_t top,
                                                              ptrdiff_t first, ptrdiff_t end, ptrdiff_t clipLeft,
                                                              ptrdiff_t clipRight, uint32_t rgb) {
    const uint32_t solid = 0xFF000000u | rgb;
    for (ptrdiff_t y = first; y < end; y++) {
        uint32_t *row = base + y * stride;
        const ptrdiff_t r = y - top;
        for (int32_t index = rowStarts[r]; index < rowStarts[r + 1]; index++) {
            const tessera_span span = spans[index];
            const ptrdiff_t start = left + span.x;
            const ptrdiff_t lo = start > clipLeft ? start : clipLeft;
            const ptrdiff_t stop = start + span.count < clipRight ? start + span.count : clipRight;
            if (lo >= stop) continue;
            if (span.weight < 0) {
                tessera_blend_edge(row + lo, weights + ~span.weight + (lo - start), stop - lo, rgb);
            } else if (span.weight >= 256) {
                tessera_fill_run(row + lo, solid, stop - lo);
            } else if (span.weight > 0) {
                for (ptrdiff_t x = lo; x < stop; x++) row[x] = tessera_mix1(row[x], (uint32_t)span.weight, rgb);
            }
        }
    }
}

#if defined(__x86_64__)
/// The same loops compiled for AVX2: the 16-bit lanes of four pixels fill one register.
__attribute__((target("avx2"))) static void blend_rows_avx2(uint32_t *row, ptrdiff_t stride, const uint8_t *alpha,
                                                            ptrdiff_t alphaStride, ptrdiff_t width, ptrdiff_t height,
                                                            uint32_t rgb) {
    blend_rows(row, stride, alpha, alphaStride, width, height, rgb);
}

__attribute__((target("avx2"))) static void blend_runs_avx2(uint32_t *row, ptrdiff_t stride, const uint16_t *weights,
                                                            ptrdiff_t weightStride, const int32_t *runs, ptrdiff_t left,
                                                            ptrdiff_t right, ptrdiff_t height, uint32_t rgb) {
    blend_runs(row, stride, weights, weightStride, runs, left, right, height, rgb);
}

__attribute__((target("avx2"))) static void paint_spans_avx2(uint32_t *base, ptrdiff_t stride,
                                                              const tessera_span *spans, const int32_t *rowStarts,
                                                              const uint16_t *weights, ptrdiff_t left, ptrdiff_t top,
                                                              ptrdiff_t first, ptrdiff_t end, ptrdiff_t clipLeft,
                                                              ptrdiff_t clipRight, uint32_t rgb) {
    paint_spans(base, stride, spans, rowStarts, weights, left, top, first, end, clipLeft, clipRight, rgb);
}

/// Whether the processor has AVX2: a bit of the processor model the runtime reads once at load
/// (no cache of our own, which threads painting at once would race on).
static int has_avx2(void) {
    return __builtin_cpu_supports("avx2");
}
#endif

void tessera_blend_block(uint32_t *row, ptrdiff_t stride, const uint16_t *weights, ptrdiff_t weightStride,
                         const int32_t *runs, ptrdiff_t left, ptrdiff_t right, ptrdiff_t height, uint32_t rgb) {
#if defined(__x86_64__)
    if (has_avx2()) {
        blend_runs_avx2(row, stride, weights, weightStride, runs, left, right, height, rgb);
        return;
    }
#endif
    blend_runs(row, stride, weights, weightStride, runs, left, right, height, rgb);
}

void tessera_blend_coverage_block(uint32_t *row, ptrdiff_t stride, const uint8_t *alpha, ptrdiff_t alphaStride,
                                  ptrdiff_t width, ptrdiff_t height, uint32_t rgb) {
#if defined(__x86_64__)
    if (has_avx2()) {
        blend_rows_avx2(row, stride, alpha, alphaStride, width, height, rgb);
        return;
    }
#endif
    blend_rows(row, stride, alpha, alphaStride, width, height, rgb);
}

void tessera_paint_spans(uint32_t *base, ptrdiff_t stride, const tessera_span *spans, const int32_t *rowStarts,
                         const uint16_t *weights, ptrdiff_t left, ptrdiff_t top, ptrdiff_t first, ptrdiff_t end,
                         ptrdiff_t clipLeft, ptrdiff_t clipRight, uint32_t rgb) {
#if defined(__x86_64__)
    if (has_avx2()) {
        paint_spans_avx2(base, stride, spans, rowStarts, weights, left, top, first, end, clipLeft, clipRight, rgb);
        return;
    }
#endif
    paint_spans(base, stride, spans, rowStarts, weights, left, top, first, end, clipLeft, clipRight, rgb);
}
