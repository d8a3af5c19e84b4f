/// A disposable kept to be disposed once, by whoever takes it: an `any Disposable` that holds a
/// `NopDisposable` when empty.
///
/// Not an optional: destroying an `(any Disposable)?` (every sink's deinit does) goes through the
/// runtime's value witnesses to find out whether it is nil, about 100 instructions; a plain
/// existential holding an empty struct is destroyed with one witness call.
///
/// Storing and taking move the existential in and out of place instead of assigning it: an
/// assignment destroys the old value through the value witnesses (about 45 instructions per call
/// in `subscribe-dispose-chain3`), and the old value here is always a `NopDisposable`, which owns
/// nothing and needs no destroying. Usable from inlinable code (`observe(on:)`'s sink keeps its
/// scheduled step in one).
@frozen
@usableFromInline
struct DisposableSlot {
    @usableFromInline
    var disposable: any Disposable

    /// An empty slot.
    @inlinable
    init() {
        disposable = NopDisposable()
    }

    /// A slot keeping `disposable` from the start.
    @inlinable
    init(_ disposable: consuming any Disposable) {
        self.disposable = disposable
    }

    /// Keeps `disposable`. The slot must be empty: every caller stores once, under a bit protocol
    /// that lets only one store happen.
    mutating func store(_ disposable: consuming any Disposable) {
        assert(self.disposable is NopDisposable, "DisposableSlot: stored into a slot that is not empty")
        var incoming = disposable
        withUnsafeMutablePointer(to: &incoming) { source in
            withUnsafeMutablePointer(to: &self.disposable) { slot in
                // Moves over the `NopDisposable` without destroying it (it owns nothing), and
                // leaves one in `incoming`, which is destroyed as usual.
                slot.moveInitialize(from: source, count: 1)
                source.initialize(to: NopDisposable())
            }
        }
    }

    /// Keeps `disposable` in place of what was kept, and returns that (a `NopDisposable` when the
    /// slot was empty) for the caller to release: the two existentials swap places, so nothing is
    /// copied or destroyed through the value witnesses here.
    @inlinable
    mutating func replace(with disposable: consuming any Disposable) -> any Disposable {
        var incoming = disposable
        swap(&self.disposable, &incoming)
        return incoming
    }

    /// Returns what is kept and keeps nothing from now on.
    @inlinable
    mutating func take() -> any Disposable {
        withUnsafeMutablePointer(to: &disposable) { slot in
            let taken = slot.move()
            slot.initialize(to: NopDisposable())
            return taken
        }
    }
}
