import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct BehaviorSubjectTests {
    @Test func newSubscriberReceivesTheInitialValueThenLaterElements() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 0)
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(1)
            subject.onNext(2)
            #expect(log.events == ["next(0)", "next(1)", "next(2)"])
            subscription.dispose()
        }
    }

    @Test func newSubscriberReceivesTheLatestElementOnly() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 0)
            subject.onNext(1)
            subject.onNext(2)
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(3)
            #expect(log.events == ["next(2)", "next(3)"])
            subscription.dispose()
        }
    }

    @Test func valueReturnsTheLatestElement() throws {
        try expectNoLeaks { () throws in
            let subject = BehaviorSubject(value: "a")
            #expect(try subject.value() == "a")
            subject.onNext("b")
            #expect(try subject.value() == "b")
        }
    }

    @Test func valueKeepsReturningTheLastElementAfterCompletion() throws {
        try expectNoLeaks { () throws in
            let subject = BehaviorSubject(value: 1)
            subject.onNext(2)
            subject.onCompleted()
            subject.onNext(3)
            #expect(try subject.value() == 2)
        }
    }

    @Test func valueThrowsTheErrorThatStoppedTheSubject() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 1)
            subject.onError(TestError("boom"))
            #expect(throws: TestError("boom")) { try subject.value() }
        }
    }

    @Test func valueThrowsDisposedAfterDispose() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 1)
            subject.dispose()
            #expect(subject.isDisposed)
            #expect {
                try subject.value()
            } throws: { error in
                guard case .disposed = error as? RxError else { return false }
                return true
            }
        }
    }

    @Test func completionAndErrorEndTheSequence() {
        expectNoLeaks {
            let completed = BehaviorSubject(value: 0)
            let completedLog = StringEventLog<Int>()
            let first = completed.record(into: completedLog)
            completed.onNext(1)
            completed.onCompleted()
            completed.onNext(2)
            #expect(completedLog.events == ["next(0)", "next(1)", "completed"])
            #expect(!completed.hasObservers)

            let failed = BehaviorSubject(value: 0)
            let failedLog = StringEventLog<Int>()
            let second = failed.record(into: failedLog)
            failed.onError(TestError("boom"))
            failed.onCompleted()
            #expect(failedLog.events == ["next(0)", "error(boom)"])
            first.dispose()
            second.dispose()
        }
    }

    @Test func lateSubscriberAfterStopReceivesOnlyTheStopEvent() {
        expectNoLeaks {
            let completed = BehaviorSubject(value: 0)
            completed.onNext(1)
            completed.onCompleted()
            let completedLog = StringEventLog<Int>()
            completed.record(into: completedLog).dispose()
            #expect(completedLog.events == ["completed"])

            let failed = BehaviorSubject(value: 0)
            failed.onError(TestError("boom"))
            let failedLog = StringEventLog<Int>()
            failed.record(into: failedLog).dispose()
            #expect(failedLog.events == ["error(boom)"])
        }
    }

    @Test func disposingASubscriptionMidStreamStopsDelivery() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 0)
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(1)
            subscription.dispose()
            subject.onNext(2)
            #expect(log.events == ["next(0)", "next(1)"])
            #expect(!subject.hasObservers)
        }
    }

    @Test func disposedSubjectIgnoresEventsAndFailsNewSubscribers() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 0)
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.dispose()
            subject.onNext(1)
            subject.onCompleted()
            #expect(log.events == ["next(0)"])
            #expect(!subject.hasObservers)

            let late = StringEventLog<Int>()
            subject.record(into: late).dispose()
            #expect(late.events.count == 1)
            #expect(late.events.first?.hasPrefix("error(") == true)
            subscription.dispose()
        }
    }

    @Test func observersAreNotifiedInSubscriptionOrder() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 0)
            var order: [String] = []
            let subscriptions = (0..<4).map { index in
                subject.subscribe(onNext: { order.append("\(index):\($0)") })
            }
            order.removeAll()
            subject.onNext(5)
            #expect(order == ["0:5", "1:5", "2:5", "3:5"])
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    @Test func observerCanDisposeItselfFromInsideOnNext() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 0)
            var received: [Int] = []
            var subscription: (any Disposable)?
            subscription = subject.subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
            for value in 1...4 { subject.onNext(value) }
            #expect(received == [0, 1, 2])
            #expect(!subject.hasObservers)
            subscription = nil
        }
    }

    @Test func observerSubscribedFromInsideOnNextStartsWithTheCurrentValue() {
        expectNoLeaks {
            let subject = BehaviorSubject(value: 0)
            let inner = StringEventLog<Int>()
            var innerSubscription: (any Disposable)?
            let outer = subject.subscribe(onNext: { value in
                if value == 1 { innerSubscription = subject.record(into: inner) }
            })
            subject.onNext(1)
            subject.onNext(2)
            #expect(inner.events == ["next(1)", "next(2)"])
            outer.dispose()
            innerSubscription?.dispose()
            innerSubscription = nil
        }
    }

    @Test func elementSentWhileReplayingTheCurrentValueArrivesAfterIt() throws {
        try expectNoLeaks { () throws in
            let subject = BehaviorSubject(value: 0)
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { value in
                received.append(value)
                // Re-entrant on purpose, from the replay of the current value: it must be queued
                // behind that value rather than overtake it.
                if value == 0 { subject.onNext(1) }
            })
            subject.onNext(2)
            #expect(received == [0, 1, 2])
            #expect(try subject.value() == 2)
            subscription.dispose()
        }
    }
}
