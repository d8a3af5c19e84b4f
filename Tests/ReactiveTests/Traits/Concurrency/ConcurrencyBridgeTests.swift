import Foundation
import Testing

@testable import Reactive

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

    @Test func subscribesWhenValuesIsReadAsRxSwiftDoes() async throws {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return .of(7)
        }
        let values = source.values
        #expect(subscriptions == 1, "RxSwift's stream subscribes in its build closure")
        var iterator = values.makeAsyncIterator()
        #expect(try await iterator.next() == 7)
        #expect(try await iterator.next() == nil)
        #expect(try await iterator.next() == nil)
        #expect(subscriptions == 1)
    }

    @Test func iteratorsOfOneSequenceShareItsSubscription() async throws {
        let values = Observable.of(1, 2, 3).values
        var first = values.makeAsyncIterator()
        var second = values.makeAsyncIterator()
        #expect(try await first.next() == 1)
        #expect(try await second.next() == 2)
        #expect(try await first.next() == 3)
        #expect(try await second.next() == nil)
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

    @Test func cancellingTheTaskDisposesTheSubscriptionAndThrowsCancellationError() async throws {
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
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func elementsBufferedBeforeTheCancellationAreStillDelivered() async throws {
        let subscribed = AsyncSignal()
        let disposed = AsyncSignal()
        let values = probe(subscribed: subscribed, disposed: disposed, emit: [1, 2]).values
        await subscribed.wait()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            do {
                for try await element in values { received.append(element) }
                return (received, "ended")
            } catch {
                return (received, "\(type(of: error))")
            }
        }
        let (received, outcome) = await task.value
        await disposed.wait()
        #expect(received == [1, 2])
        #expect(outcome == "CancellationError")
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

    // RxSwift's testNotThrowingCancellation: a sequence that already completed while `values`
    // subscribed ends normally even in a cancelled task; one that did not end throws.
    @Test func aCancelledTaskGetsWhatTheSourceSentWhileSubscribing() async throws {
        let subscriptions = LockedValue(0)
        let finite = Observable<Int>.deferred {
            subscriptions.withLock { $0 += 1 }
            return .of(1, 2, 3)
        }
        let completed = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            for try await element in finite.values { received.append(element) }
            return received
        }
        #expect(try await completed.value == [1, 2, 3])
        #expect(subscriptions.value == 1)

        let endless = Observable<Int>.deferred {
            subscriptions.withLock { $0 += 1 }
            return Observable.just(9).concat(Observable.never())
        }
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var received: [Int] = []
            do {
                for try await element in endless.values { received.append(element) }
            } catch is CancellationError {
                return received
            }
            return [-1]
        }
        #expect(try await cancelled.value == [9])
        #expect(subscriptions.value == 2)
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
    // RxSwift subscribes even when the task is already cancelled (its cancellation handler runs
    // first, and disposes the subscription as soon as it exists): what the sequence sends while
    // subscribing still counts.
    @Test func aCancelledTaskStillGetsWhatArrivesDuringTheSubscription() async throws {
        let single = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single.just(5).value
        }
        #expect(try await single.value == 5)

        let emptyMaybe = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Maybe<Int>.empty().value
        }
        #expect(try await emptyMaybe.value == nil)

        let maybe = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Maybe.just(6).value
        }
        #expect(try await maybe.value == 6)

        let completable = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.empty().value
        }
        try await completable.value

        let failing = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single<Int>.error(TestError()).value
        }
        await #expect(throws: TestError()) { try await failing.value }
    }

    @Test func aCancelledTaskSubscribesThenDisposesAndThrowsCancellation() async throws {
        let subscribed = AsyncSignal()
        let disposed = AsyncSignal()
        let single = probe(subscribed: subscribed, disposed: disposed).asSingle()
        let singleTask = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await single.value
        }
        await #expect(throws: CancellationError.self) { try await singleTask.value }
        await subscribed.wait()
        await disposed.wait()

        let maybe = probe(subscribed: subscribed, disposed: disposed).asMaybe()
        let maybeTask = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await maybe.value
        }
        await #expect(throws: CancellationError.self) { try await maybeTask.value }
        await subscribed.wait()
        await disposed.wait()

        let completable = probe(subscribed: subscribed, disposed: disposed).ignoreElements().asCompletable()
        let completableTask = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await completable.value
        }
        await #expect(throws: CancellationError.self) { try await completableTask.value }
        await subscribed.wait()
        await disposed.wait()
    }
}
