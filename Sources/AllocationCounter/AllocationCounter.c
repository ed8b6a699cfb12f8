// Counts the process's heap allocations for `typingrules bench`: this file defines the C
// allocator's entry points, which the dynamic linker then prefers over the C library's
// for every library in the process (the Swift runtime included), and forwards each call
// to glibc's own allocator (`__libc_malloc` and friends) after counting it.
//
// The definitions are weak: a sanitizer runtime linked into the same binary (the test
// builds under the address or thread sanitizer) defines the same functions strongly and
// wins, and the counter then reports that it is inactive instead of fighting it.
//
// Only the `typingrules` executable links this target; the engine library never does.

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static uint64_t allocations;
static bool active;

static inline void count_one(void) {
  __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
  __atomic_store_n(&active, true, __ATOMIC_RELAXED);
}

__attribute__((weak)) void *malloc(size_t size) {
  count_one();
  return __libc_malloc(size);
}

__attribute__((weak)) void *calloc(size_t count, size_t size) {
  count_one();
  return __libc_calloc(count, size);
}

__attribute__((weak)) void *realloc(void *pointer, size_t size) {
  count_one();
  return __libc_realloc(pointer, size);
}

__attribute__((weak)) void free(void *pointer) { __libc_free(pointer); }

__attribute__((weak)) void *memalign(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

__attribute__((weak)) void *aligned_alloc(size_t alignment, size_t size) {
  count_one();
  return __libc_memalign(alignment, size);
}

__attribute__((weak)) int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  count_one();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

uint64_t allocation_counter_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }

bool allocation_counter_is_active(void) { return __atomic_load_n(&active, __ATOMIC_RELAXED); }

#else

uint64_t allocation_counter_count(void) { return 0; }

bool allocation_counter_is_active(void) { return false; }

#endif
