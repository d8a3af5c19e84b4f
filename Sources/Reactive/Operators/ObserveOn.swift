extension ObservableType {
    /// Delivers the source's events to the observer on `scheduler`, in their original order.
    ///
    /// ```
    /// source:                  -1-2-|
    /// observe(on: scheduler):  --1-2-|    (on a TestScheduler: each event one tick later)
    /// ```
    ///
    /// Only the observer's callbacks move; subscribing and disposing still happen where they are
    /// called (use `subscribe(on:)` to move those). On any scheduler, concurrent ones included, the
    /// events are delivered one at a time and in order, and the stop event is the last one.
    /// Disposing drops the events not yet delivered.
    ///
    /// Each event is one `schedule` call: on a `TestScheduler` every event arrives one tick after
    /// it was emitted, and events emitted at the same tick arrive on consecutive ticks. On a
    /// `SerialDispatchQueueScheduler` (and `MainScheduler`) each event is scheduled on its own and
    /// the queue's order is the delivery order; on other schedulers the next event is scheduled only
    /// when the previous one has been delivered.
    ///
    /// - Parameter scheduler: Where the observer is called.
    /// - Returns: The source's events, delivered on `scheduler`.
    @inlinable
    public func observe(on scheduler: any ImmediateSchedulerType) -> Observable<Element> {
        if let serial = SchedulerIdentity.serialQueue(scheduler) {
            return observeOnSerialQueue(serial)
        }
        // Built here, in inlinable code, so that queueing and delivering events is specialised in
        // the caller: unspecialised, every step looked up `Event<Element>`'s metadata (and the
        // metadata of the tuples and optionals around it) in the runtime's cache, several times
        // per event. The teardown the sink keeps releases upstream, then stops the pump.
        // The current-thread trampoline gets a pump that re-queues itself: the same order of work
        // as the general recursive schedule, without the handful of allocations that costs per event.
        let onTrampoline = SchedulerIdentity.isTrampoline(scheduler)
        return HandlerOperator(source: asObservable()) { source, downstream in
            let sink = ObserveOnSink(scheduler: scheduler, downstream: downstream)
            if onTrampoline {
                // Weakly, so that a dropped subscription is not kept by its pump; through a box
                // (see `WeakBox`), so that each step reads it without an exclusivity check.
                let weakSink = WeakBox(sink)
                sink.trampolinePump = TrampolineLoop { weakSink.object?.pumpOne() ?? false }
            }
            sink.setUpstream(source.subscribeNested { sink.on($0) })
            sink.setSubscription(
                UnownedTeardown(sink) {
                    $0.releaseUpstream()
                    $0.stopPumping()
                })
            return sink
        }
    }

    /// `observe(on:)` for a serial dispatch queue: one `schedule` per event, in order.
    @usableFromInline
    func observeOnSerialQueue(_ scheduler: SerialDispatchQueueScheduler) -> Observable<Element> {
        ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: scheduler)
    }
}

/// The subscription of `observe(on:)` on any scheduler but a serial dispatch queue: events wait in
/// a queue, and one pump on the scheduler delivers them one at a time, scheduling its next step
/// only after the previous event has been delivered.
@_fixed_layout
@usableFromInline
final class ObserveOnSink<Element>: HandlerSink<Element>, @unchecked Sendable {
    // @unchecked: `queue`, `isPumping`, `isStopped`, `keepAlive`, `pumpGeneration` and
    // `pendingStep` are only touched under the lock (unchecked exclusivity: the lock already
    // serialises them); one pump step runs at a time.
    @usableFromInline
    let scheduler: any ImmediateSchedulerType
    /// A spin lock kept inline: its sections move an event or a flag and never call out, and a
    /// lock object would cost two allocations per subscription.
    @usableFromInline
    @exclusivity(unchecked) final var locked = InlineAtomic<Bool>(false)
    @usableFromInline
    @exclusivity(unchecked) var queue = FIFOQueue<Event<Element>>()
    @usableFromInline
    @exclusivity(unchecked) var isPumping = false
    @usableFromInline
    @exclusivity(unchecked) var isStopped = false
    /// The sink itself while a pump is scheduled, so that a pump outlives a dropped subscription.
    @usableFromInline
    @exclusivity(unchecked) var keepAlive: ObserveOnSink?
    /// Counts the steps scheduled, so that a step's disposable is kept only if no later step was
    /// scheduled meanwhile (a scheduler that ran the step at once, which scheduled the next).
    @usableFromInline
    @exclusivity(unchecked) var pumpGeneration = 0
    /// The step scheduled and not yet run, for disposal to cancel. A slot, not an optional: an
    /// optional existential is destroyed through the runtime's value witnesses, twice per event.
    @usableFromInline
    @exclusivity(unchecked) var pendingStep = DisposableSlot()
    /// On `CurrentThreadScheduler`, the pump: one trampoline item, queued again while events wait.
    /// Set once, before the sink subscribes upstream (unchecked exclusivity: nothing overlaps it).
    @usableFromInline
    @exclusivity(unchecked) var trampolinePump: TrampolineLoop?
    /// The source's subscription, stored once before the teardown that releases it is assigned:
    /// kept here rather than paired with the teardown in a disposable of its own, an allocation
    /// per subscription (a feedback loop's signals subscribe several per request).
    @exclusivity(unchecked) private var upstream = DisposableSlot()

    // Inlinable, as `stopPumping` is: unspecialised, making the empty queue and dropping the
    // undelivered events looked the metadata of `Event<Element>` and of its queue and array up at
    // run time, on every subscription.
    @inlinable
    init(scheduler: any ImmediateSchedulerType, downstream: @escaping (Event<Element>) -> Void) {
        self.scheduler = scheduler
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        lock()
        if isStopped {
            unlock()
            return
        }
        if event.isStopEvent { isStopped = true }
        queue.append(event)
        if isPumping {
            unlock()
            return
        }
        isPumping = true
        keepAlive = self
        unlock()
        if let trampolinePump {
            trampolinePump.schedule()
            return
        }
        scheduleStep()
    }

    /// Schedules one pump step: what `scheduleRecursive` does per step (one `schedule` call),
    /// without its per-step bookkeeping objects. The closure captures nothing (the sink is its
    /// state), so it costs no allocation either.
    @inlinable
    func scheduleStep() {
        lock()
        pumpGeneration &+= 1
        let generation = pumpGeneration
        unlock()
        let step = scheduler.schedule(self) { sink in
            if sink.pumpOne() {
                sink.scheduleStep()
            }
            return Disposables.create()
        }
        lock()
        if isDisposed {
            unlock()
            step.dispose()
            return
        }
        // A step that already ran, having scheduled a newer one, is dropped.
        guard generation == pumpGeneration else {
            unlock()
            return
        }
        // The step it replaces is the one running now (or none): released, not disposed.
        let replaced = pendingStep.replace(with: step)
        unlock()
        withExtendedLifetime(replaced) {}
    }

    @inlinable
    @inline(__always)
    final func lock() {
        SpinLock.lock(&locked)
    }

    @inlinable
    @inline(__always)
    final func unlock() {
        SpinLock.unlock(&locked)
    }

    /// Delivers the next event; returns whether another one waits.
    @inlinable
    func pumpOne() -> Bool {
        guard let next = dequeue() else { return false }
        forwardOn(next)
        if next.isStopEvent {
            dispose()
            return false
        }
        return hasMoreOrGoIdle()
    }

    @inlinable
    func dequeue() -> Event<Element>? {
        lock()
        guard !isDisposed, let event = queue.popFirst() else {
            goIdleAndUnlock()
            return nil
        }
        unlock()
        return event
    }

    @inlinable
    func hasMoreOrGoIdle() -> Bool {
        lock()
        if !queue.isEmpty {
            unlock()
            return true
        }
        goIdleAndUnlock()
        return false
    }

    /// Marks the pump idle and unlocks, then releases what kept the sink alive: itself, and the
    /// step that has just run, whose scheduled work holds the sink. Called with the lock held.
    ///
    /// Released outside the lock, as they may be the last references to the sink; taken into two
    /// locals, where a tuple of optionals was destroyed through the runtime's value witnesses
    /// (about 160 instructions per event through `observe(on:)`).
    @inlinable
    func goIdleAndUnlock() {
        isPumping = false
        let keptAlive = keepAlive.take()
        let step = pendingStep.take()
        unlock()
        withExtendedLifetime(keptAlive) {}
        withExtendedLifetime(step) {}
    }

    /// Keeps the source's subscription, before the sink is handed the teardown that releases it.
    @usableFromInline
    func setUpstream(_ subscription: consuming any Disposable) {
        upstream.store(subscription)
    }

    /// Part of disposing, first: disposes the source's subscription. Run once, by the teardown.
    @usableFromInline
    func releaseUpstream() {
        upstream.take().dispose()
    }

    /// Part of disposing: cancels the pump and drops the events not yet delivered.
    @inlinable
    func stopPumping() {
        trampolinePump?.dispose()
        lock()
        isStopped = true
        let dropped = queue.removeAll()
        let released = keepAlive.take()
        let pending = pendingStep.take()
        unlock()
        pending.dispose()
        // Released outside the lock: the events and the sink may be the last references to anything.
        withExtendedLifetime(dropped) {}
        withExtendedLifetime(released) {}
    }
}

private final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
        #if DEBUG
        InlineAtomic.add(&serialDispatchQueueObservables, 1, ordering: .relaxed)
        #endif
    }

    #if DEBUG
    deinit {
        InlineAtomic.subtract(&serialDispatchQueueObservables, 1, ordering: .relaxed)
    }
    #endif

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}

private final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: Sink<Observer>, ObserverType,
    @unchecked Sendable
{
    // @unchecked: deliveries run one at a time on the serial queue, in the order they were scheduled.
    private let scheduler: SerialDispatchQueueScheduler

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: any Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        // The block checks for disposal itself, so its cancel handle is not kept.
        _ = scheduler.schedule((self, event)) { sink, event in
            sink.deliver(event)
            return Disposables.create()
        }
    }

    private func deliver(_ event: Event<Observer.Element>) {
        guard !isDisposed else { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
