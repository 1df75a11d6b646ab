// How many processors this process may run on, for the painting threads.
#define _GNU_SOURCE
#include <sched.h>
#include <unistd.h>

#include "stream.h"

int tessera_usable_processors(void) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) {
        const int count = CPU_COUNT(&set);
        if (count > 0) return count;
    }
    const long online = sysconf(_SC_NPROCESSORS_ONLN);
    return online > 0 ? (int)online : 1;
}
