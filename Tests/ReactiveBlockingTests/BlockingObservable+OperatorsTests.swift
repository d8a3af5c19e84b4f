import Dispatch
import Reactive
import ReactiveBlocking
import Testing

private struct Failure: Error, Equatable {}

/// A source that records when it is subscribed and disposed, and sends what it is told to.
private final class Probe<Element>: @unchecked Sendable {
    // @unchecked: touched only from the test's own thread.
    var subscriptions = 0
    var disposals = 0

    func observable(_ send: @escaping (AnyObserver<Element>) -> Void) -> Observable<Element> {
        Observable.create { observer in
            self.subscriptions += 1
            send(observer)
            return Disposables.create { self.disposals += 1 }
        }
    }
}

/// Expects `body` to throw `expected` (RxError is not Equatable, as in RxSwift: compared by case).
private func expectRxError<R>(
    _ expected: RxError,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> R
) {
    let error = #expect(throws: RxError.self, sourceLocation: sourceLocation) { try body() }
    #expect(error?.debugDescription == expected.debugDescription, sourceLocation: sourceLocation)
}

@Suite struct BlockingOperatorsTests {
    @Test func toArrayReturnsEveryElementOnCompletion() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
        #expect(try Observable<Int>.empty().toBlocking().toArray() == [])
    }

    @Test func toArrayThrowsTheSequencesError() {
        let source = Observable.of(1, 2).concat(Observable.error(Failure()))
        #expect(throws: Failure.self) { try source.toBlocking().toArray() }
    }

    @Test func firstStopsAtTheFirstElementAndDisposes() throws {
        let probe = Probe<Int>()
        let source = probe.observable { observer in
            observer.onNext(1)
            observer.onNext(2)
        }
        #expect(try source.toBlocking().first() == 1)
        #expect(probe.subscriptions == 1)
        #expect(probe.disposals == 1)
    }

    @Test func firstOfAnEmptySequenceIsNil() throws {
        #expect(try Observable<Int>.empty().toBlocking().first() == nil)
    }

    @Test func firstThrowsAnErrorThatComesBeforeAnyElement() {
        #expect(throws: Failure.self) { try Observable<Int>.error(Failure()).toBlocking().first() }
    }

    @Test func lastWaitsForCompletion() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
        #expect(try Observable<Int>.empty().toBlocking().last() == nil)
        #expect(throws: Failure.self) {
            try Observable.just(1).concat(Observable.error(Failure())).toBlocking().last()
        }
    }

    @Test func singleReturnsTheOnlyElement() throws {
        #expect(try Observable.just(7).toBlocking().single() == 7)
    }

    @Test func singleOfAnEmptySequenceThrowsNoElements() {
        expectRxError(.noElements) { try Observable<Int>.empty().toBlocking().single() }
    }

    @Test func singleThrowsAtTheSecondElementAndDisposes() {
        let probe = Probe<Int>()
        let source = probe.observable { observer in
            observer.onNext(1)
            observer.onNext(2)
        }
        expectRxError(.moreThanOneElement) { try source.toBlocking().single() }
        #expect(probe.disposals == 1)
    }

    @Test func singleWithAPredicateCountsOnlyMatches() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 } == 2)
        expectRxError(.moreThanOneElement) {
            try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }
        }
        expectRxError(.noElements) { try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 } }
    }

    @Test func aThrowingPredicateEndsTheWaitWithItsError() {
        #expect(throws: Failure.self) {
            try Observable.of(1, 2).toBlocking().single { _ in throw Failure() }
        }
    }

    @Test func materializeReportsHowTheSequenceEnded() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            Issue.record("expected completion")
            return
        }
        #expect(elements == [1, 2])

        let failing = Observable.just(1).concat(Observable.error(Failure()))
        guard case .failed(let sent, let error) = failing.toBlocking().materialize() else {
            Issue.record("expected failure")
            return
        }
        #expect(sent == [1])
        #expect(error is Failure)
    }

    @Test func aSequenceThatNeverEndsTimesOut() {
        // `never()` cannot end, so the timeout is certain to win however slow the machine is.
        expectRxError(.timeout) { try Observable<Int>.never().toBlocking(timeout: 0.01).first() }
        guard
            case .failed(let elements, let error) = Observable.just(1).concat(Observable.never())
                .toBlocking(timeout: 0.01).materialize()
        else {
            Issue.record("expected a timeout")
            return
        }
        #expect(elements == [1])
        #expect((error as? RxError)?.debugDescription == RxError.timeout.debugDescription)
    }

    @Test func waitsForElementsSentFromAnotherThread() throws {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "blocking-test"))
        let values = try Observable.of(1, 2, 3).subscribe(on: scheduler).toBlocking().toArray()
        #expect(values == [1, 2, 3])
    }

    @Test func releasesTheSubscriptionOnEveryPath() throws {
        let leaked = try Resources.countLive {
            _ = try Observable.of(1, 2).toBlocking().toArray()
            _ = try Observable.of(1, 2).toBlocking().first()
            _ = Observable<Int>.never().toBlocking(timeout: 0.01).materialize()
        }
        #expect(leaked == 0)
    }
}
