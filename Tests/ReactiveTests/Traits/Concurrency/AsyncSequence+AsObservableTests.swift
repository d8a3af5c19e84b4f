import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

/// A thread-safe record of the events an observer received, with a signal at each stop event.
private final class EventRecord<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `events` is only touched under the `LockedValue` lock.
    let events = LockedValue<[String]>([])
    let stopped = AsyncSignal()
    let received = AsyncSignal()

    func record(_ event: Event<Element>) {
        events.withLock { $0.append(event.debugDescription) }
        if event.isStopEvent { stopped.fire() } else { received.fire() }
    }
}

// Not leak-checked per test: the iterating task lets go of its last reference a moment after it
// delivered the stop event, on its own thread. The disposal test counts explicitly instead.
@Suite(.leakChecked) struct AsyncSequenceAsObservableTests {
    @TaskLocal static var subscriberMarker: Int?

    // RxSwift #2553: the iteration runs in a detached task, so nothing of the subscriber's task
    // (its actor, its task-local values) carries over; subscribing from the main actor does not
    // iterate on the main thread.
    @Test func iteratesInADetachedTask() async {
        let record = EventRecord<String>()
        let sequence = AsyncStream<String>(unfolding: {
            "\(Self.subscriberMarker.map(String.init) ?? "none") \(Thread.isMainThread ? "main" : "background")"
        })
        let subscription = await Self.$subscriberMarker.withValue(7) {
            await MainActor.run {
                // `@Sendable`: the events come from the detached task, and a closure written on the
                // main actor would be main-actor code, which the isolation check stops there.
                Shared(sequence.asObservable().take(1).subscribe { @Sendable event in record.record(event) })
            }
        }
        await record.stopped.wait()
        subscription.value.dispose()
        #expect(record.events.value == ["next(none background)", "completed"])
    }

    @Test func deliversTheElementsThenCompletes() async {
        let record = EventRecord<Int>()
        let subscription = AsyncStream<Int> { continuation in
            for element in 1...3 { continuation.yield(element) }
            continuation.finish()
        }
        .asObservable()
        .subscribe { record.record($0) }
        await record.stopped.wait()
        subscription.dispose()
        #expect(record.events.value == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test func failsWithTheSequenceErrorAndCompletesOnCancellationError() async {
        let failing = EventRecord<Int>()
        let failed = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError("boom"))
        }
        .asObservable()
        .subscribe { failing.record($0) }
        await failing.stopped.wait()
        failed.dispose()
        #expect(failing.events.value == ["next(1)", "error(boom)"])

        let cancelled = EventRecord<Int>()
        let ended = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.finish(throwing: CancellationError())
        }
        .asObservable()
        .subscribe { cancelled.record($0) }
        await cancelled.stopped.wait()
        ended.dispose()
        #expect(cancelled.events.value == ["completed"])
    }

    @Test func disposingCancelsTheIteratingTaskAndReleasesTheObserver() async {
        let record = EventRecord<Int>()
        let sequence = OneThenWait()
        let live = await Resources.countLive {
            let subscription = sequence.asObservable().subscribe { record.record($0) }
            // The second `next` call means the first element has been delivered and let go of.
            await sequence.waiting.wait()
            subscription.dispose()
        }
        #expect(live == 0, "disposing drops the observer at once, before the task has ended")
        await sequence.cancelled.wait()
        #expect(record.events.value == ["next(1)"])
    }

    @Test func eachSubscriptionIteratesInItsOwnTask() async {
        let first = EventRecord<Int>()
        let second = EventRecord<Int>()
        let numbers = [1, 2].async
        let observable = numbers.asObservable()
        let one = observable.subscribe { first.record($0) }
        let two = observable.subscribe { second.record($0) }
        await first.stopped.wait()
        await second.stopped.wait()
        one.dispose()
        two.dispose()
        #expect(first.events.value == ["next(1)", "next(2)", "completed"])
        #expect(second.events.value == ["next(1)", "next(2)", "completed"])
    }
}

extension Array where Element: Sendable {
    /// The array as an async sequence that can be iterated any number of times.
    fileprivate var async: ArrayAsyncSequence<Element> { ArrayAsyncSequence(elements: self) }
}

private struct ArrayAsyncSequence<Element: Sendable>: AsyncSequence, Sendable {
    let elements: [Element]

    func makeAsyncIterator() -> Iterator { Iterator(elements: elements) }

    struct Iterator: AsyncIteratorProtocol {
        var elements: [Element]

        mutating func next() async -> Element? {
            elements.isEmpty ? nil : elements.removeFirst()
        }
    }
}

/// Yields 1, then waits until its task is cancelled, reporting both moments.
private struct OneThenWait: AsyncSequence, Sendable {
    let waiting = AsyncSignal()
    let cancelled = AsyncSignal()

    func makeAsyncIterator() -> Iterator { Iterator(sequence: self) }

    struct Iterator: AsyncIteratorProtocol {
        let sequence: OneThenWait
        var yielded = false

        mutating func next() async -> Int? {
            if !yielded {
                yielded = true
                return 1
            }
            let parking = Parking()
            let sequence = self.sequence
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    parking.park(continuation)
                    sequence.waiting.fire()
                }
            } onCancel: {
                parking.cancel()
                sequence.cancelled.fire()
            }
            return nil
        }
    }
}

/// One parked continuation that cancellation resumes, whichever of the two comes first.
private final class Parking: @unchecked Sendable {
    // @unchecked: both fields are only touched under `lock`.
    private let lock = Lock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var cancelled = false

    func park(_ continuation: CheckedContinuation<Void, Never>) {
        let resumeNow = lock.withLock {
            if cancelled { return true }
            self.continuation = continuation
            return false
        }
        if resumeNow { continuation.resume() }
    }

    func cancel() {
        let parked = lock.withLock {
            cancelled = true
            defer { continuation = nil }
            return continuation
        }
        parked?.resume()
    }
}
