// The pixel loops Swift cannot express well:
// - stores that bypass the cache: a large frame painted tile by tile in a cached scratch block is
//   written out with them, as memset writes large blocks, so the frame's memory is written once
//   and never read first;
// - blends in 16-bit lanes, four pixels at a time (SSE2 multiplies 16-bit lanes, not 32-bit
//   ones), with block versions built again for AVX2 in blend.c.
#ifndef TESSERA_PIXEL_STORE_H
#define TESSERA_PIXEL_STORE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <wchar.h>

typedef uint32_t tessera_pixels4 __attribute__((vector_size(16), aligned(16)));
typedef uint32_t tessera_pixels4_unaligned __attribute__((vector_size(16), aligned(4)));

/// Copies `count` pixels from `source` to `destination` with non-temporal stores where the
/// destination is 16-byte aligned (ordinary stores for the few pixels before and after).
static inline void tessera_stream_pixels(uint32_t *destination, const uint32_t *source, ptrdiff_t count) {
    while (count > 0 && ((uintptr_t)destination & 15) != 0) {
        *destination++ = *source++;
        count--;
    }
    for (; count >= 4; count -= 4, destination += 4, source += 4) {
        tessera_pixels4 value = *(const tessera_pixels4_unaligned *)source;
        __builtin_nontemporal_store(value, (tessera_pixels4 *)destination);
    }
    while (count-- > 0) *destination++ = *source++;
}

/// Sets `count` pixels to `value` with non-temporal stores where the destination is 16-byte aligned:
/// a tile of one colour goes straight to the frame, without being painted in cache first.
static inline void tessera_stream_fill(uint32_t *destination, uint32_t value, ptrdiff_t count) {
    while (count > 0 && ((uintptr_t)destination & 15) != 0) {
        *destination++ = value;
        count--;
    }
    const tessera_pixels4 four = {value, value, value, value};
    for (; count >= 4; count -= 4, destination += 4) __builtin_nontemporal_store(four, (tessera_pixels4 *)destination);
    while (count-- > 0) *destination++ = value;
}

/// Sets `count` pixels to `value` at memory speed: a short run (a bulb's row) with plain stores,
/// cheaper than a library call; memset when the four bytes agree; else glibc's `wmemset` (a 32-bit
/// memset vectorised for the machine it runs on, twice the width of the stores the compiler makes
/// for the baseline x86-64 target).
static inline void tessera_fill_pixels(uint32_t *destination, uint32_t value, ptrdiff_t count) {
    _Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t is 32 bits");
    if (count < 32) {
        for (ptrdiff_t i = 0; i < count; i++) destination[i] = value;
    } else if (value == (value & 0xFF) * 0x01010101u) {
        memset(destination, (int)(value & 0xFF), (size_t)count * 4);
    } else {
        wmemset((wchar_t *)destination, (wchar_t)value, (size_t)count);
    }
}

typedef uint32_t tessera_pixels8 __attribute__((vector_size(32), aligned(32)));
typedef uint32_t tessera_pixels8_unaligned __attribute__((vector_size(32), aligned(4)));

/// Sets `count` pixels to `value` with stores of eight pixels (the first and last unaligned and
/// overlapping the aligned ones between), and no library call: a cached shape's solid run
/// inside a tile (a bulb's row, 30 to a few hundred pixels) is written this way some hundred
/// thousand times a 4K frame, where a call to `wmemset` and its size dispatch cost more than
/// the stores. Longer runs (a panel's
/// row) still go to `tessera_fill_pixels`. Always inlined, so the AVX2 build of the span walker
/// stores 32 bytes at a time and the baseline build two 16-byte halves.
static inline __attribute__((always_inline)) void tessera_fill_run(uint32_t *destination, uint32_t value,
                                                                   ptrdiff_t count) {
    if (count < 8 || count > 512) {
        tessera_fill_pixels(destination, value, count);
        return;
    }
    const tessera_pixels8_unaligned eight = {value, value, value, value, value, value, value, value};
    uint32_t *const end = destination + count;
    // The first and last eight pixels unaligned, the ones between in 32-byte aligned stores that
    // never straddle two cache lines.
    *(tessera_pixels8_unaligned *)destination = eight;
    *(tessera_pixels8_unaligned *)(end - 8) = eight;
    uint32_t *p = (uint32_t *)(((uintptr_t)destination + 32) & ~(uintptr_t)31);
    for (; p + 8 <= end; p += 8) *(tessera_pixels8 *)p = eight;
}

typedef uint8_t tessera_bytes16 __attribute__((vector_size(16), aligned(1)));
typedef uint16_t tessera_lanes16 __attribute__((vector_size(32)));
typedef uint16_t tessera_weights4 __attribute__((vector_size(8), aligned(2)));

/// The channels of `rgb` in the 16-bit lanes of four pixels, alpha 255. (Vectors go by pointer:
/// a 256-bit vector passed by value would change the calling convention between builds.)
static inline __attribute__((always_inline)) void tessera_colour_lanes(uint32_t rgb, tessera_lanes16 *lanes) {
    const uint16_t b = rgb & 0xFF, g = (rgb >> 8) & 0xFF, r = (rgb >> 16) & 0xFF;
    *lanes = (tessera_lanes16){b, g, r, 255, b, g, r, 255, b, g, r, 255, b, g, r, 255};
}

/// Four opaque pixels blended towards `colour` by the weights in `w` (0…256 per lane): every
/// channel becomes (pixel × (256 − w) + colour × w) >> 8. The products fit 16 bits (255 × 256),
/// which SSE2 multiplies in one instruction where 32-bit lanes would need SSE4.1.
static inline __attribute__((always_inline)) void tessera_mix4(uint32_t *pixels, const tessera_lanes16 *weight,
                                                                const tessera_lanes16 *colour) {
    const tessera_lanes16 full = {
        256, 256, 256, 256, 256, 256, 256, 256, 256, 256, 256, 256, 256, 256, 256, 256};
    const tessera_lanes16 w = *weight;
    tessera_lanes16 d = __builtin_convertvector(*(const tessera_bytes16 *)pixels, tessera_lanes16);
    tessera_lanes16 mixed = (d * (full - w) + *colour * w) >> 8;
    *(tessera_bytes16 *)pixels = __builtin_convertvector(mixed, tessera_bytes16);
}

/// One opaque pixel blended towards `rgb` by `w` (0…256), the same sums as `tessera_mix4`.
static inline uint32_t tessera_mix1(uint32_t d, uint32_t w, uint32_t rgb) {
    uint32_t inverse = 256 - w;
    uint32_t rb = (((d & 0xFF00FF) * inverse + (rgb & 0xFF00FF) * w) >> 8) & 0xFF00FF;
    uint32_t g = (((d & 0x00FF00) * inverse + (rgb & 0x00FF00) * w) >> 8) & 0x00FF00;
    return 0xFF000000u | rb | g;
}

/// Blends `count` opaque pixels towards `rgb`, each by its own weight (0…256: 0 keeps the pixel,
/// 256 replaces it, alpha stays 255), four at a time. Four weights of 0 (a hollow glow's middle)
/// leave their pixels alone and four of 256 (a small disc's inside) store the colour: what the sums
/// give, without them.
static inline __attribute__((always_inline)) void tessera_blend_pixels(uint32_t *row, const uint16_t *weights, ptrdiff_t count, uint32_t rgb) {
    tessera_lanes16 colour;
    tessera_colour_lanes(rgb, &colour);
    const uint32_t solid = 0xFF000000u | rgb;
    ptrdiff_t x = 0;
    for (; x + 4 <= count; x += 4) {
        uint64_t four;
        __builtin_memcpy(&four, weights + x, sizeof four);
        if (four == 0) continue;
        if (four == 0x0100010001000100ull) {
            row[x] = solid;
            row[x + 1] = solid;
            row[x + 2] = solid;
            row[x + 3] = solid;
            continue;
        }
        tessera_weights4 w4 = *(const tessera_weights4 *)(weights + x);
        tessera_lanes16 w = __builtin_shufflevector(w4, w4, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
        tessera_mix4(row + x, &w, &colour);
    }
    for (; x < count; x++) row[x] = tessera_mix1(row[x], weights[x], rgb);
}

/// The same pixels as `tessera_blend_pixels` for a cached shape's edge stretch (one to a few
/// pixels, padded with weight 0 to four): every four blended, with no test for four weights of 0
/// or of 256. Such a stretch is rarely either, and that branch, taken or not row after row, was
/// mispredicted often enough to cost more than the blend it saved.
static inline __attribute__((always_inline)) void tessera_blend_edge(uint32_t *row, const uint16_t *weights,
                                                                      ptrdiff_t count, uint32_t rgb) {
    tessera_lanes16 colour;
    tessera_colour_lanes(rgb, &colour);
    ptrdiff_t x = 0;
    for (; x + 4 <= count; x += 4) {
        tessera_weights4 w4 = *(const tessera_weights4 *)(weights + x);
        tessera_lanes16 w = __builtin_shufflevector(w4, w4, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3);
        tessera_mix4(row + x, &w, &colour);
    }
    for (; x < count; x++) row[x] = tessera_mix1(row[x], weights[x], rgb);
}

/// `tessera_blend_pixels` over `height` rows of a block of weights, `stride` pixels apart in the
/// target and `weightStride` weights apart in `weights`, the block's columns `left..<right`
/// (`row` is the target's pixel of column `left`); with AVX2 where the processor has it (the
/// 16-bit lanes of four pixels then fill one register), chosen once at run time. Each row blends
/// only its two stretches that may hold weights other than 0, columns `runs[0]..<runs[1]` and
/// `runs[2]..<runs[3]` (`runs` four apart row by row): a ring's or a hollow glow's middle and the
/// corners around a disc are weight 0, which keeps a pixel, so the pixels are those of the whole
/// block, without testing its zeros four by four.
void tessera_blend_block(uint32_t *row, ptrdiff_t stride, const uint16_t *weights, ptrdiff_t weightStride,
                         const int32_t *runs, ptrdiff_t left, ptrdiff_t right, ptrdiff_t height, uint32_t rgb);

typedef uint8_t tessera_alpha4 __attribute__((vector_size(4), aligned(1)));

/// Blends `count` opaque pixels towards the opaque colour `rgb` by 8-bit coverage (a glyph mask's
/// row): weight = a + a / 128 maps 0…255 onto 0…256, then as `tessera_blend_pixels`.
static inline __attribute__((always_inline)) void tessera_blend_coverage(uint32_t *row, const uint8_t *alpha, ptrdiff_t count, uint32_t rgb) {
    tessera_lanes16 colour;
    tessera_colour_lanes(rgb, &colour);
    ptrdiff_t x = 0;
    for (; x + 4 <= count; x += 4) {
        tessera_alpha4 a4 = *(const tessera_alpha4 *)(alpha + x);
        if ((a4[0] | a4[1] | a4[2] | a4[3]) == 0) continue;
        tessera_lanes16 a = __builtin_convertvector(
            __builtin_shufflevector(a4, a4, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3), tessera_lanes16);
        tessera_lanes16 w = a + (a >> 7);
        tessera_mix4(row + x, &w, &colour);
    }
    for (; x < count; x++) {
        uint32_t a = alpha[x];
        if (a != 0) row[x] = tessera_mix1(row[x], a + (a >> 7), rgb);
    }
}

/// `tessera_blend_coverage` over `height` rows (a glyph run's mask), chosen like
/// `tessera_blend_block`.
void tessera_blend_coverage_block(uint32_t *row, ptrdiff_t stride, const uint8_t *alpha, ptrdiff_t alphaStride,
                                  ptrdiff_t width, ptrdiff_t height, uint32_t rgb);

/// `count` pixels from column `x` of a cached shape's row: all of weight `weight` when it is 0 or
/// more (256 is solid), else each with its own weight from `weights[~weight]` on.
typedef struct {
    int32_t x;
    int32_t count;
    int32_t weight;
} tessera_span;

/// A cached shape's spans painted into an opaque target: rows `first..<end` of the target, the
/// shape's row 0 at target row `top` and its column 0 at target column `left`, every span cut to
/// columns `clipLeft..<clipRight`. Row `r`'s spans are `spans[rowStarts[r]..<rowStarts[r + 1]]`.
/// The same pixels as walking the spans in Swift, without a bounds or overflow check per span
/// (a 4K Lights Out frame walks some 400,000); built again for AVX2 like `tessera_blend_block`.
void tessera_paint_spans(uint32_t *base, ptrdiff_t stride, const tessera_span *spans, const int32_t *rowStarts,
                         const uint16_t *weights, ptrdiff_t left, ptrdiff_t top, ptrdiff_t first, ptrdiff_t end,
                         ptrdiff_t clipLeft, ptrdiff_t clipRight, uint32_t rgb);

/// The processors this process may run on: its affinity mask (`taskset`, a cgroup's cpuset), else
/// the processors online. More painting threads than that only take turns on the same cores,
/// each band or tile set paying for the switch and for walking the display list again.
int tessera_usable_processors(void);

/// Orders the non-temporal stores before whatever reads the frame next.
static inline void tessera_stream_fence(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_sfence();
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

#endif
