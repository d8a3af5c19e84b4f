import Dispatch
import Foundation

@testable import Reactive

/// An observer that may be called from any thread and checks the observable grammar: at most one
/// stop event, nothing after it, and no two deliveries at the same time.
final class GrammarProbe<Element>: ObserverType, @unchecked Sendable {
    // @unchecked: the recorded state is only touched under `lock`; the overlap counter is atomic.
    private let lock = NSLock()
    private var received: [Element] = []
    private var stopEvents: [Event<Element>] = []
    private var eventsAfterStop = 0
    private let inFlight = AtomicCell<Int>(0)
    private let overlapped = AtomicCell<Bool>(false)
    private let stoppedSignal = DispatchSemaphore(value: 0)

    func on(_ event: Event<Element>) {
        if inFlight.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
            overlapped.store(true, ordering: .relaxed)
        }
        // Widens the window in which an overlapping delivery would be seen.
        var spin = 0
        for step in 0..<2_000 { spin &+= step }
        _ = spin
        let isFirstStop = lock.withLock { () -> Bool in
            if !stopEvents.isEmpty { eventsAfterStop += 1 }
            switch event {
            case .next(let element): received.append(element)
            case .error, .completed: stopEvents.append(event)
            }
            return event.isStopEvent && stopEvents.count == 1
        }
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
        if isFirstStop { stoppedSignal.signal() }
    }

    /// Waits for the first stop event; false if none came before `hangTimeout`.
    func waitForStop() -> Bool {
        stoppedSignal.waitOrHang()
    }

    var elements: [Element] {
        lock.withLock { received }
    }

    var stops: [Event<Element>] {
        lock.withLock { stopEvents }
    }

    /// Every broken rule, in words; empty when the grammar held.
    var violations: [String] {
        lock.withLock {
            var found: [String] = []
            if stopEvents.count > 1 { found.append("\(stopEvents.count) stop events") }
            if eventsAfterStop > 0 { found.append("\(eventsAfterStop) events after the stop event") }
            if overlapped.load(ordering: .relaxed) { found.append("overlapping deliveries") }
            return found
        }
    }
}

/// A source that a test drives by hand from one thread while other threads fire timers or dispose.
final class ManualSource<Element>: @unchecked Sendable {
    // @unchecked: `observer` is only touched under `lock`.
    private let lock = NSLock()
    private var observer: AnyObserver<Element>?

    var observable: Observable<Element> {
        Observable.create { [self] observer in
            lock.withLock { self.observer = observer }
            return Disposables.create { [self] in lock.withLock { self.observer = nil } }
        }
    }

    /// Sends `event` to the current subscriber, if any.
    func send(_ event: Event<Element>) {
        let observer = lock.withLock { self.observer }
        observer?.on(event)
    }
}

/// Burns a little CPU time, so that racing threads interleave differently on each round.
func spin(_ steps: Int) {
    var total = 0
    for step in 0..<steps { total &+= step }
    _ = total
}
