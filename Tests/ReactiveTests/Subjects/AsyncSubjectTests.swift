import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct AsyncSubjectTests {
    @Test func emitsOnlyTheLastElementAndCompletionOnCompletion() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(1)
            subject.onNext(2)
            #expect(log.events.isEmpty)
            subject.onCompleted()
            #expect(log.events == ["next(2)", "completed"])
            #expect(!subject.hasObservers)
            subscription.dispose()
        }
    }

    @Test func emitsNothingUntilItCompletes() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            for value in 1...10 { subject.onNext(value) }
            #expect(log.events.isEmpty)
            #expect(subject.hasObservers)
            subscription.dispose()
            #expect(!subject.hasObservers)
        }
    }

    @Test func completingWithoutElementsEmitsOnlyCompletion() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onCompleted()
            #expect(log.events == ["completed"])
            subscription.dispose()
        }
    }

    @Test func errorIsForwardedAloneAndDropsTheLastElement() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(1)
            subject.onError(TestError("boom"))
            subject.onCompleted()
            subject.onNext(2)
            #expect(log.events == ["error(boom)"])

            let late = StringEventLog<Int>()
            subject.record(into: late).dispose()
            #expect(late.events == ["error(boom)"])
            subscription.dispose()
        }
    }

    @Test func lateSubscriberReceivesTheFinalOutcome() {
        expectNoLeaks {
            let subject = AsyncSubject<String>()
            subject.onNext("a")
            subject.onNext("b")
            subject.onCompleted()
            subject.onNext("c")
            let late = StringEventLog<String>()
            subject.record(into: late).dispose()
            #expect(late.events == ["next(b)", "completed"])

            let empty = AsyncSubject<String>()
            empty.onCompleted()
            let emptyLate = StringEventLog<String>()
            empty.record(into: emptyLate).dispose()
            #expect(emptyLate.events == ["completed"])
        }
    }

    @Test func disposedSubscriptionMissesTheOutcome() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            let kept = StringEventLog<Int>()
            let dropped = StringEventLog<Int>()
            let keptSubscription = subject.record(into: kept)
            let droppedSubscription = subject.record(into: dropped)
            subject.onNext(1)
            droppedSubscription.dispose()
            subject.onCompleted()
            #expect(kept.events == ["next(1)", "completed"])
            #expect(dropped.events.isEmpty)
            keptSubscription.dispose()
        }
    }

    @Test func observersAreNotifiedInSubscriptionOrder() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            var order: [String] = []
            let subscriptions = (0..<3).map { index in
                subject.subscribe(
                    onNext: { order.append("\(index):\($0)") },
                    onCompleted: { order.append("\(index):done") })
            }
            subject.onNext(4)
            subject.onCompleted()
            #expect(order == ["0:4", "1:4", "2:4", "0:done", "1:done", "2:done"])
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    @Test func observerCanSubscribeAnotherFromInsideOnNextAndItGetsTheOutcome() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            let inner = StringEventLog<Int>()
            var innerSubscription: (any Disposable)?
            let outer = subject.subscribe(onNext: { _ in
                innerSubscription = subject.record(into: inner)
            })
            subject.onNext(7)
            subject.onCompleted()
            #expect(inner.events == ["next(7)", "completed"])
            outer.dispose()
            innerSubscription?.dispose()
            innerSubscription = nil
        }
    }

    @Test func observerCanDisposeAnotherFromInsideOnNextWhichStillSeesTheSameEvent() {
        expectNoLeaks {
            let subject = AsyncSubject<Int>()
            let second = StringEventLog<Int>()
            var secondSubscription: (any Disposable)?
            let first = subject.subscribe(onNext: { _ in secondSubscription?.dispose() })
            secondSubscription = subject.record(into: second)
            subject.onNext(1)
            subject.onCompleted()
            // The completing event is delivered to the observers registered when it was sent,
            // as in RxSwift: disposing during delivery affects only later events.
            #expect(second.events == ["next(1)", "completed"])
            first.dispose()
            secondSubscription = nil
        }
    }
}
