#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Starts counting heap allocations made through malloc, calloc, realloc and the aligned allocators.
void rb_alloc_counting_begin(void);

/// Stops counting and returns the number of allocations seen since `rb_alloc_counting_begin`.
uint64_t rb_alloc_counting_end(void);

/// The number of non-null frees seen during the last counting window (read after `rb_alloc_counting_end`).
uint64_t rb_alloc_frees(void);

/// Bytes allocated minus bytes freed during the last counting window, by each block's usable size
/// (read after `rb_alloc_counting_end`).
int64_t rb_alloc_net_bytes(void);
/// Returns 1 when this process's malloc really is the counting one (checked by allocating once), else 0.
int rb_alloc_interposition_works(void);

/// Monotonic clock in nanoseconds.
uint64_t rb_now_ns(void);

/// CPU time of the calling thread in nanoseconds: unlike the wall clock it does not count time the
/// thread spent descheduled, which on a machine shared with other builds can be most of it.
uint64_t rb_thread_cpu_ns(void);

/// Resident set size now in KiB, from /proc/self/status VmRSS (0 where it cannot be read).
long rb_resident_kib(void);
/// Peak resident set size in KiB, from /proc/self/status VmHWM (falls back to getrusage ru_maxrss).
long rb_peak_rss_kib(void);

/// Resets the kernel's peak-RSS mark (writes "5" to /proc/self/clear_refs); returns 0 on success, -1 if refused.
int rb_reset_peak_rss(void);

#endif
