// Stores that bypass the cache, which Swift cannot express: a large frame painted tile by tile
// in a cached scratch block is written out with them, as memset writes large blocks, so the
// frame's memory is written once and never read first.
#ifndef TESSERA_PIXEL_STORE_H
#define TESSERA_PIXEL_STORE_H

#include <stddef.h>
#include <stdint.h>
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

/// Sets `count` pixels to `value` with glibc's `wmemset` (a 32-bit memset, vectorised for the
/// machine it runs on), for colours whose four bytes differ.
static inline void tessera_fill_pixels(uint32_t *destination, uint32_t value, ptrdiff_t count) {
    _Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t is 32 bits");
    wmemset((wchar_t *)destination, (wchar_t)value, (size_t)count);
}

/// Orders the non-temporal stores before whatever reads the frame next.
static inline void tessera_stream_fence(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_sfence();
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

#endif
