// The scaling suite's measured region under callgrind (scripts/compat/cross-benchmark.sh --scaling):
// the process runs with `--instr-atstart=no` and turns instrumentation on only around the region.
// Instrumentation is process-wide, unlike `--toggle-collect`, which follows one thread's calls, so
// the tasks that async code runs on the executor's threads are counted too. Outside valgrind the
// client requests are a few no-op instructions.
#include "XScaleSupport.h"

#include <valgrind/callgrind.h>

void xscale_instrumentation_start(void) { CALLGRIND_START_INSTRUMENTATION; }

void xscale_instrumentation_stop(void) { CALLGRIND_STOP_INSTRUMENTATION; }
