/// A weak reference as an object, for closures that must not keep something alive.
///
/// A closure that captures it alone uses it as its context, just as one capturing `[weak x]`
/// boxes the variable; but reading this one is not checked for exclusive access at run time,
/// where a captured `weak var` is: a thread-local lookup on every read, which the per-step and
/// per-state closures (`observe(on:)`'s trampoline pump, a reactor's state stream) paid each time.
/// Unchecked exclusivity: `object` is written once, before anything can read it.
@_fixed_layout
@usableFromInline
package final class WeakBox<Object: AnyObject> {
    @usableFromInline
    @exclusivity(unchecked) weak var object: Object?

    @inlinable
    package init(_ object: Object) {
        self.object = object
    }

    /// The object, if it is still alive: how other modules read it. The unchecked exclusivity of
    /// `object` holds only in code compiled in this module; a reactor's state stream reading the
    /// field itself was checked at run time after all.
    @inlinable
    package func load() -> Object? {
        object
    }
}
