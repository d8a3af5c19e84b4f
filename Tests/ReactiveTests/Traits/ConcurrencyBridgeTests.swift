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
