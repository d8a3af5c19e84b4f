// Counts heap allocations by defining malloc/calloc/realloc/free and the aligned allocators in the
// executable itself. On Linux the executable's definitions take precedence over glibc's for every
// shared object (libswiftCore included), so each Swift object allocation passes through here. The real
// work is forwarded to glibc's internal entry points, which avoids the dlsym/calloc bootstrap problem.
#define _GNU_SOURCE
#include "CAllocationCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

// Relaxed atomics: the benchmarks are single-threaded, but a stray runtime thread must not corrupt the count.
static atomic_int counting = 0;
static atomic_uint_fast64_t allocations = 0;
static atomic_uint_fast64_t frees = 0;
// Bytes allocated minus bytes freed while counting, by the allocator's usable size of each block
// (what the block really occupies, rounding included).
static atomic_int_fast64_t net_bytes = 0;

static inline void count_one(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

static inline void *count_bytes(void *block) {
    if (block != NULL && atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&net_bytes, (int_fast64_t)malloc_usable_size(block), memory_order_relaxed);
    }
    return block;
}

void *malloc(size_t size) {
    count_one();
    return count_bytes(__libc_malloc(size));
}

void *calloc(size_t count, size_t size) {
    count_one();
    return count_bytes(__libc_calloc(count, size));
}

void *realloc(void *pointer, size_t size) {
    count_one();
    int counted = atomic_load_explicit(&counting, memory_order_relaxed);
    size_t before = (counted && pointer != NULL) ? malloc_usable_size(pointer) : 0;
    void *result = __libc_realloc(pointer, size);
    // The old block is gone when a new one came back, or when size 0 freed it.
    if (counted && (result != NULL || size == 0)) {
        atomic_fetch_sub_explicit(&net_bytes, (int_fast64_t)before, memory_order_relaxed);
    }
    return count_bytes(result);
}

void free(void *pointer) {
    if (pointer != NULL && atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
        atomic_fetch_sub_explicit(&net_bytes, (int_fast64_t)malloc_usable_size(pointer), memory_order_relaxed);
    }
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return count_bytes(__libc_memalign(alignment, size));
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return count_bytes(__libc_memalign(alignment, size));
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = count_bytes(__libc_memalign(alignment, size));
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void rb_alloc_counting_begin(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&frees, 0, memory_order_relaxed);
    atomic_store_explicit(&net_bytes, 0, memory_order_relaxed);
    atomic_store_explicit(&counting, 1, memory_order_seq_cst);
}

uint64_t rb_alloc_counting_end(void) {
    atomic_store_explicit(&counting, 0, memory_order_seq_cst);
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

uint64_t rb_alloc_frees(void) { return atomic_load_explicit(&frees, memory_order_relaxed); }

int64_t rb_alloc_net_bytes(void) { return atomic_load_explicit(&net_bytes, memory_order_relaxed); }

int rb_alloc_interposition_works(void) {
    // A volatile function pointer keeps the compiler from eliding the malloc/free pair.
    void *(*volatile allocate)(size_t) = malloc;
    rb_alloc_counting_begin();
    void *pointer = allocate(24);
    uint64_t seen = rb_alloc_counting_end();
    free(pointer);
    return seen == 1;
}

uint64_t rb_now_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

uint64_t rb_thread_cpu_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

// A "Name:   123 kB" field of /proc/self/status in KiB, or -1 if it cannot be read.
static long status_field_kib(const char *name) {
    FILE *status = fopen("/proc/self/status", "r");
    if (status == NULL) {
        return -1;
    }
    size_t length = strlen(name);
    char line[256];
    long kib = -1;
    while (fgets(line, sizeof line, status) != NULL) {
        if (strncmp(line, name, length) == 0) {
            sscanf(line + length, "%ld", &kib);
            break;
        }
    }
    fclose(status);
    return kib;
}

long rb_resident_kib(void) {
    long kib = status_field_kib("VmRSS:");
    return kib >= 0 ? kib : 0;
}

long rb_peak_rss_kib(void) {
    long kib = status_field_kib("VmHWM:");
    if (kib >= 0) {
        return kib;
    }
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

int rb_reset_peak_rss(void) {
    FILE *clear = fopen("/proc/self/clear_refs", "w");
    if (clear == NULL) {
        return -1;
    }
    int written = fputs("5", clear);
    return (fclose(clear) == 0 && written >= 0) ? 0 : -1;
}
