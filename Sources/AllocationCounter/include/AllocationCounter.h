#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Heap allocations (malloc, calloc, realloc, aligned allocations) made by the process
/// since it started, counted by the allocator functions this target defines. Zero, and
/// `allocation_counter_is_active()` false, when the counting functions are not the ones
/// in use (a sanitizer's allocator took precedence, or the C library is not glibc).
uint64_t allocation_counter_count(void);

/// Whether allocations are being counted in this process.
bool allocation_counter_is_active(void);

#endif
