#ifndef X_SCALE_SUPPORT_H
#define X_SCALE_SUPPORT_H

#include "CAllocationCounter.h"

/// Turns callgrind's instrumentation on, for every thread (a no-op outside valgrind).
void xscale_instrumentation_start(void);

/// Turns callgrind's instrumentation off again.
void xscale_instrumentation_stop(void);

#endif
