/// The deepest stack of nested source sequences one `concat` or `catch(sequence:)` subscription
/// has held so far in this process; tests may reset it to 0.
///
/// A sequence of sources whose element is itself a `concat` (or, for `catch(sequence:)`, a
/// `catch(sequence:)`) is not subscribed: its sources are taken over and iterated in its place, so
/// recursively built chains run in constant stack space and hold one subscription at a time, as in
/// RxSwift. When the nested sequence is the last of a collection of known size, the collection is
/// dropped first, so a chain built from collections keeps a stack of one; with plain sequences the
/// stack grows by one per level. This records the largest such stack, like RxSwift's debug
/// counter of the same name.
public var maxTailRecursiveSinkStackSize: Int {
    get { InlineAtomic.load(&tailRecursionHighWater, ordering: .relaxed) }
    set { InlineAtomic.store(&tailRecursionHighWater, newValue, ordering: .relaxed) }
}

@exclusivity(unchecked) nonisolated(unsafe) private var tailRecursionHighWater = InlineAtomic<Int>(0)

/// Records a nested sequence's sources being taken over, at a stack depth of `depth`.
@usableFromInline
func noteTailRecursion(depth: Int) {
    InlineAtomic.max(&tailRecursionHighWater, depth, ordering: .relaxed)
}

/// Which stop event moves a `SequentialSink` on to the next source.
@usableFromInline
enum SequentialAdvanceTrigger {
    case completed
    case error
}

/// One level of a `SequentialSink`'s stack: an iterator over sources, and how many of them are
/// left if that is known.
@frozen
@usableFromInline
struct SequentialSourceIterator<Element> {
    /// Advances the iterator over the sources: a closure made where the sequence's type is known,
    /// so that advancing runs specialised. An `AnyIterator` advanced it through its box's
    /// unspecialised methods, about 440 instructions per source (a reactor's `mutate` concatenates
    /// three per request).
    @usableFromInline
    let next: () -> Observable<Element>?
    @usableFromInline
    var remaining: Int?

    @inlinable
    init<Sources: Sequence>(_ sources: Sources, count: Int?) where Sources.Element == Observable<Element> {
        // In a box of its own rather than a captured `var`: a captured variable is checked for
        // exclusive access at run time on every use, a thread-local lookup per source.
        let box = SequentialIteratorBox(sources.makeIterator())
        next = { box.iterator.next() }
        remaining = count
    }
}

/// An iterator over a `concat`'s sources, shared by the copies of its level (see
/// `SequentialSourceIterator`). Unchecked exclusivity: only its sink advances it, under the
/// sink's lock.
@_fixed_layout
@usableFromInline
final class SequentialIteratorBox<Iterator: IteratorProtocol> {
    @usableFromInline
    @exclusivity(unchecked) var iterator: Iterator

    @inlinable
    init(_ iterator: Iterator) {
        self.iterator = iterator
    }
}

/// `concat` and `catch(sequence:)`: a producer of sources run one at a time by a `SequentialSink`.
/// Met as a source by a sink with the same trigger, its sources are taken over instead of
/// subscribed.
@usableFromInline
final class SequentialProducer<Element>: HandlerProducer<Element> {
    @usableFromInline
    let advanceOn: SequentialAdvanceTrigger
    /// A fresh iterator over the sources, for each subscription or take-over.
    @usableFromInline
    let makeSources: () -> SequentialSourceIterator<Element>
    /// Starts one subscription: a closure built in inlinable code (see the convenience init), so
    /// that the sink and its event closures are specialised where the operator was applied.
    @usableFromInline
    let run: (SequentialSourceIterator<Element>, @escaping (Event<Element>) -> Void) -> any Disposable

    @usableFromInline
    init(
        advanceOn: SequentialAdvanceTrigger,
        makeSources: @escaping () -> SequentialSourceIterator<Element>,
        run: @escaping (SequentialSourceIterator<Element>, @escaping (Event<Element>) -> Void) -> any Disposable
    ) {
        self.advanceOn = advanceOn
        self.makeSources = makeSources
        self.run = run
        super.init()
    }

    @inlinable
    convenience init(
        advanceOn: SequentialAdvanceTrigger, makeSources: @escaping () -> SequentialSourceIterator<Element>
    ) {
        self.init(advanceOn: advanceOn, makeSources: makeSources) { sources, downstream in
            let sink = SequentialSink(sources: sources, advanceOn: advanceOn, downstream: downstream)
            sink.setSubscription(sink.current)
            sink.subscribeNext()
            return sink
        }
    }

    @usableFromInline
    override func sourcesToTakeOver(advancingOn trigger: SequentialAdvanceTrigger) -> SequentialSourceIterator<Element>?
    {
        trigger == advanceOn ? makeSources() : nil
    }

    override func runHandlerSubscription(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        run(makeSources(), handler)
    }
}

/// Subscribes a sequence of sources one at a time, moving to the next one when the current one
/// completes (`concat`) or fails (`catch(sequence:)`, `retry`).
///
/// A source that ends while it is being subscribed does not recurse into the next one: the loop in
/// `subscribeNext` picks it up, so a long chain of synchronous sources runs in constant stack space.
///
/// A handler sink whose methods are inlinable: a reactor's `mutate` builds a `concat` per action,
/// and unspecialised, each of its steps looked up generic metadata at run time.
@_fixed_layout
@usableFromInline
final class SequentialSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: `top`, `below`, `isSubscribing`, `nextRequested` and `lastError` are only touched
    // under `lock` (unchecked exclusivity: the lock already serialises them).
    @usableFromInline
    let current = SerialDisposable()
    @usableFromInline
    let lock = RecursiveLock()
    @usableFromInline
    let advanceOn: SequentialAdvanceTrigger
    @usableFromInline
    @exclusivity(unchecked) var top: SequentialSourceIterator<Element>?
    /// The levels below `top`, innermost last. `top` is kept apart so that the usual subscription,
    /// with no nested sequence, allocates no array.
    @usableFromInline
    @exclusivity(unchecked) var below: [SequentialSourceIterator<Element>] = []
    @usableFromInline
    @exclusivity(unchecked) var isSubscribing = false
    @usableFromInline
    @exclusivity(unchecked) var nextRequested = false
    @usableFromInline
    @exclusivity(unchecked) var lastError: (any Swift.Error)?

    // Inlinable: unspecialised, initialising `top` and `below` looked the metadata of the
    // iterator type up at run time, per `concat` subscribed.
    @inlinable
    init(
        sources: SequentialSourceIterator<Element>,
        advanceOn: SequentialAdvanceTrigger,
        downstream: @escaping (Event<Element>) -> Void
    ) {
        top = sources
        self.advanceOn = advanceOn
        super.init(downstream: downstream)
    }

    @inlinable
    func subscribeNext() {
        lock.lock()
        nextRequested = true
        if isSubscribing {
            lock.unlock()
            return
        }
        isSubscribing = true
        while true {
            guard nextRequested, !isDisposed else {
                isSubscribing = false
                lock.unlock()
                return
            }
            nextRequested = false
            guard let source = nextSource() else {
                isSubscribing = false
                let error = lastError
                lock.unlock()
                if let error { forwardError(error) } else { forwardCompleted() }
                return
            }
            lock.unlock()
            // Stored once subscribing returns: a source that stops meanwhile only asks this loop for
            // the next one (`isSubscribing`), so nothing replaces the subscription before it is
            // stored, and a sink disposed meanwhile disposes it as it is stored.
            current.disposable = source.subscribeHandler { self.on($0) }
            lock.lock()
        }
    }

    /// The next source to subscribe, taking over nested sequences on the way. Called with `lock`
    /// held.
    @inlinable
    func nextSource() -> Observable<Element>? {
        while var level = popLevel() {
            guard let source = level.next() else { continue }
            if let remaining = level.remaining {
                // A level whose last source was just taken is dropped before that source is looked
                // at, so a nested sequence in last place replaces its parent on the stack.
                if remaining > 1 {
                    level.remaining = remaining - 1
                    pushLevel(level)
                }
            } else {
                pushLevel(level)
            }
            if let nested = source.sourcesToTakeOver(advancingOn: advanceOn) {
                pushLevel(nested)
                noteTailRecursion(depth: below.count + 1)
                continue
            }
            return source
        }
        return nil
    }

    /// Takes the top level off the stack. Called with `lock` held.
    @inlinable
    func popLevel() -> SequentialSourceIterator<Element>? {
        let level = top
        top = below.popLast()
        return level
    }

    /// Puts a level on top of the stack. Called with `lock` held.
    @inlinable
    func pushLevel(_ level: SequentialSourceIterator<Element>) {
        if let top { below.append(top) }
        top = level
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch (event, advanceOn) {
        case (.next, _):
            forwardOn(event)
        case (.completed, .completed):
            subscribeNext()
        case (.error(let error), .error):
            lock.lock()
            lastError = error
            lock.unlock()
            subscribeNext()
        case (.error, .completed), (.completed, .error):
            forwardStop(event)
        }
    }
}
