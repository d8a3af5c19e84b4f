import Foundation
import Testing

@testable import Reactive

/// A one-way signal between threads and tasks, awaited without sleeping.
final class AsyncSignal: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Void>.makeStream()
    }

    func fire() {
        continuation.yield()
    }

    /// Waits for one `fire()`, whether it happened before or after this call.
    func wait() async {
        for await _ in stream { return }
    }
}

/// A source that reports its subscription and its disposal, and never ends by itself.
private func probe(
    subscribed: AsyncSignal,
    disposed: AsyncSignal,
    emit: [Int] = []
) -> Observable<Int> {
    Observable.create { observer in
        for element in emit { observer.onNext(element) }
        subscribed.fire()
        return Disposables.create { disposed.fire() }
    }
}

@Suite(.leakChecked) struct ObservableValuesTests {
    @Test func yieldsEveryElementThenEnds() async throws {
        var received: [Int] = []
        for try await element in Observable.of(1, 2, 3).values {
            received.append(element)
        }
        #expect(received == [1, 2, 3])
    }

    @Test func throwsTheSourceErrorAfterItsElements() async {
        var received: [Int] = []
        await #expect(throws: TestError("boom")) {
            for try await element in Observable.of(1, 2).concat(Observable.error(TestError("boom"))).values {
                received.append(element)
            }
        }
        #expect(received == [1, 2])
    }

    @Test func subscribesWhenIteratedNotWhenCreated() async throws {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return .of(7)
        }
        let values = source.values
        var iterator = values.makeAsyncIterator()
        #expect(subscriptions == 0)
        #expect(try await iterator.next() == 7)
        #expect(subscriptions == 1)
        #expect(try await iterator.next() == nil)
        #expect(try await iterator.next() == nil)
        #expect(subscriptions == 1)
    }

    @Test func leavingTheLoopEarlyDisposesTheSubscription() async throws {
        let subscribed = AsyncSignal()
        let disposed = AsyncSignal()
        for try await element in probe(subscribed: subscribed, disposed: disposed, emit: [1, 2]).values {
            #expect(element == 1)
            break
        }
        await disposed.wait()
    }

    @Test func cancellingTheTaskDisposesTheSubscriptionAndEndsTheLoop() async throws {
        let subscribed = AsyncSignal()
        let disposed = AsyncSignal()
        let source = probe(subscribed: subscribed, disposed: disposed)
        let task = Task {
            var count = 0
            for try await _ in source.values { count += 1 }
            return count
        }
        await subscribed.wait()
        task.cancel()
        await disposed.wait()
        #expect(try await task.value == 0)
    }

    @Test func elementsSentFromAnotherThreadArriveInOrder() async throws {
        let subject = PublishSubject<Int>()
        let shared = Shared(subject)
        let subscribed = AsyncSignal()
        let source = Observable<Int>.create { observer in
            let subscription = shared.value.subscribe(observer)
            subscribed.fire()
            return subscription
        }
        let task = Task {
            var received: [Int] = []
            for try await element in source.values { received.append(element) }
            return received
        }
        await subscribed.wait()
        let sender = Thread {
            for element in 0..<500 { shared.value.onNext(element) }
            shared.value.onCompleted()
        }
        sender.start()
        #expect(try await task.value == Array(0..<500))
    }

    @Test func iteratingInACancelledTaskNeverSubscribes() async throws {
        let subscriptions = Guarded(0)
        let source = Observable<Int>.deferred {
            subscriptions.withLock { $0 += 1 }
            return .never()
        }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var count = 0
            for try await _ in source.values { count += 1 }
            return count
        }
        #expect(try await task.value == 0)
        #expect(subscriptions.value == 0)
    }
}

@Suite(.leakChecked) struct PrimitiveSequenceValueTests {
    @Test func singleValueReturnsTheElementOrThrows() async throws {
        #expect(try await Single.just(5).value == 5)
        await #expect(throws: TestError()) { try await Single<Int>.error(TestError()).value }
    }

    @Test func maybeValueIsNilWhenEmpty() async throws {
        #expect(try await Maybe.just(5).value == 5)
        #expect(try await Maybe<Int>.empty().value == nil)
        await #expect(throws: TestError()) { try await Maybe<Int>.error(TestError()).value }
    }

    @Test func completableValueReturnsOnCompletion() async throws {
        try await Completable.empty().value
        await #expect(throws: TestError()) { try await Completable.error(TestError()).value }
    }

    @Test func cancellingTheWaitDisposesTheSubscriptionAndThrowsCancellation() async throws {
        let subscribed = AsyncSignal()
        let disposed = AsyncSignal()
        let single = probe(subscribed: subscribed, disposed: disposed).asSingle()
        let task = Task { try await single.value }
        await subscribed.wait()
        task.cancel()
        await disposed.wait()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func maybeAndCompletableWaitsAreCancellableToo() async throws {
        let subscribed = AsyncSignal()
        let disposed = AsyncSignal()
        let maybe = probe(subscribed: subscribed, disposed: disposed).asMaybe()
        let maybeTask = Task { try await maybe.value }
        await subscribed.wait()
        maybeTask.cancel()
        await disposed.wait()
        await #expect(throws: CancellationError.self) { try await maybeTask.value }

        let completable = probe(subscribed: subscribed, disposed: disposed).ignoreElements().asCompletable()
        let completableTask = Task { try await completable.value }
        await subscribed.wait()
        completableTask.cancel()
        await disposed.wait()
        await #expect(throws: CancellationError.self) { try await completableTask.value }
    }
}

/// A thread-safe record of the events an observer received, with a signal at each stop event.
private final class EventRecord<Element: Sendable>: @unchecked Sendable {
    // @unchecked: `events` is only touched under the `Guarded` lock.
    let events = Guarded<[String]>([])
    let stopped = AsyncSignal()
    let received = AsyncSignal()

    func record(_ event: Event<Element>) {
        events.withLock { $0.append(event.debugDescription) }
        if event.isStopEvent { stopped.fire() } else { received.fire() }
    }
}

// Not leak-checked per test: the iterating task lets go of its last reference a moment after it
// delivered the stop event, on its own thread. The disposal test counts explicitly instead.
@Suite struct AsyncSequenceAsObservableTests {
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
