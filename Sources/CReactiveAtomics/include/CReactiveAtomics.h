// C11 atomics for the Swift runtime, on every platform the package supports.
//
// Why C: `Synchronization.Atomic` needs macOS 15 / iOS 18, and the runtime supports iOS 13. The
// storage types below are plain structs, so Swift stores them inline in the owning object (no
// allocation); Swift passes their address to these `static inline` functions, which the compiler
// inlines into the caller as single atomic instructions. Each struct wraps a plain integer because
// Swift cannot import `_Atomic` fields; the functions view it as `_Atomic` through a cast, and the
// assertions below check that both have the same size and alignment on the target.
//
// Every function takes the C11 memory order as an argument: the Swift wrapper always passes a
// constant, so after inlining each call is the one instruction for that order.

#ifndef C_REACTIVE_ATOMICS_H
#define C_REACTIVE_ATOMICS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/// An atomic `Bool`'s storage.
typedef struct { bool value; } CRABool;
/// An atomic `Int`'s storage.
typedef struct { intptr_t value; } CRAInt;

#define CRA_SAME_LAYOUT(Storage, Value)                                                     \
    _Static_assert(sizeof(Storage) == sizeof(_Atomic(Value)), #Storage " size");           \
    _Static_assert(_Alignof(Storage) == _Alignof(_Atomic(Value)), #Storage " alignment");

CRA_SAME_LAYOUT(CRABool, bool)
CRA_SAME_LAYOUT(CRAInt, intptr_t)

#define CRA_ATOMIC_OBJECT(Value, object) ((_Atomic(Value) *)&(object)->value)

// Load, store, exchange and compare-and-exchange, for both storage types. Other integer widths
// are not needed: the runtime keeps its counters and thread identities in `intptr_t`.
#define CRA_DEFINE_COMMON(Name, Storage, Value)                                                  \
    static inline __attribute__((always_inline)) Value cra_##Name##_load(                       \
        Storage *object, memory_order order) {                                                  \
        return atomic_load_explicit(CRA_ATOMIC_OBJECT(Value, object), order);                   \
    }                                                                                            \
    static inline __attribute__((always_inline)) void cra_##Name##_store(                       \
        Storage *object, Value desired, memory_order order) {                                   \
        atomic_store_explicit(CRA_ATOMIC_OBJECT(Value, object), desired, order);                \
    }                                                                                            \
    static inline __attribute__((always_inline)) Value cra_##Name##_exchange(                   \
        Storage *object, Value desired, memory_order order) {                                   \
        return atomic_exchange_explicit(CRA_ATOMIC_OBJECT(Value, object), desired, order);      \
    }                                                                                            \
    /* Strong compare-and-exchange; `*expected` receives the value found. */                     \
    static inline __attribute__((always_inline)) bool cra_##Name##_compare_exchange(            \
        Storage *object, Value *expected, Value desired, memory_order success,                  \
        memory_order failure) {                                                                  \
        return atomic_compare_exchange_strong_explicit(                                          \
            CRA_ATOMIC_OBJECT(Value, object), expected, desired, success, failure);             \
    }

// Read-modify-write arithmetic and bitwise or, for the integer type. Each returns the
// value before the operation; arithmetic wraps around.
#define CRA_DEFINE_INTEGER(Name, Storage, Value)                                                 \
    static inline __attribute__((always_inline)) Value cra_##Name##_fetch_add(                  \
        Storage *object, Value operand, memory_order order) {                                   \
        return atomic_fetch_add_explicit(CRA_ATOMIC_OBJECT(Value, object), operand, order);     \
    }                                                                                            \
    static inline __attribute__((always_inline)) Value cra_##Name##_fetch_sub(                  \
        Storage *object, Value operand, memory_order order) {                                   \
        return atomic_fetch_sub_explicit(CRA_ATOMIC_OBJECT(Value, object), operand, order);     \
    }                                                                                            \
    static inline __attribute__((always_inline)) Value cra_##Name##_fetch_or(                   \
        Storage *object, Value operand, memory_order order) {                                   \
        return atomic_fetch_or_explicit(CRA_ATOMIC_OBJECT(Value, object), operand, order);      \
    }

CRA_DEFINE_COMMON(bool, CRABool, bool)
CRA_DEFINE_COMMON(int, CRAInt, intptr_t)
CRA_DEFINE_INTEGER(int, CRAInt, intptr_t)

#endif
