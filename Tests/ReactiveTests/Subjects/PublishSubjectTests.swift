import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct PublishSubjectTests {
    @Test func broadcastsElementsSentAfterSubscription() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let log = StringEventLog<Int>()
            subject.onNext(0)
            let subscription = subject.record(into: log)
            subject.onNext(1)
            subject.onNext(2)
            #expect(log.events == ["next(1)", "next(2)"])
            subscription.dispose()
        }
    }

    @Test func completionEndsTheSequenceAndLaterEventsAreIgnored() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(1)
            subject.onCompleted()
            subject.onNext(2)
            subject.onError(TestError())
            #expect(log.events == ["next(1)", "completed"])
            #expect(!subject.hasObservers)
            subscription.dispose()
        }
    }

    @Test func errorEndsTheSequence() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(1)
            subject.onError(TestError("boom"))
            subject.onCompleted()
            #expect(log.events == ["next(1)", "error(boom)"])
            subscription.dispose()
        }
    }

    @Test func lateSubscriberAfterStopReceivesOnlyTheStopEvent() {
        expectNoLeaks {
            let completed = PublishSubject<Int>()
            completed.onNext(1)
            completed.onCompleted()
            let completedLog = StringEventLog<Int>()
            completed.record(into: completedLog).dispose()
            #expect(completedLog.events == ["completed"])

            let failed = PublishSubject<Int>()
            failed.onNext(1)
            failed.onError(TestError("boom"))
            let failedLog = StringEventLog<Int>()
            failed.record(into: failedLog).dispose()
            #expect(failedLog.events == ["error(boom)"])
        }
    }

    @Test func disposingASubscriptionStopsDeliveryToThatObserverOnly() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let first = StringEventLog<Int>()
            let second = StringEventLog<Int>()
            let firstSubscription = subject.record(into: first)
            let secondSubscription = subject.record(into: second)
            subject.onNext(1)
            firstSubscription.dispose()
            subject.onNext(2)
            #expect(first.events == ["next(1)"])
            #expect(second.events == ["next(1)", "next(2)"])
            #expect(subject.hasObservers)
            secondSubscription.dispose()
            #expect(!subject.hasObservers)
        }
    }

    @Test func disposedSubjectIgnoresEventsAndFailsNewSubscribers() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(1)
            #expect(!subject.isDisposed)
            subject.dispose()
            #expect(subject.isDisposed)
            #expect(!subject.hasObservers)
            subject.onNext(2)
            subject.onCompleted()
            #expect(log.events == ["next(1)"])

            var lateError: (any Error)?
            subject.subscribe(onError: { lateError = $0 }).dispose()
            guard case .disposed(let object) = lateError as? RxError else {
                Issue.record("expected RxError.disposed, got \(String(describing: lateError))")
                return
            }
            #expect(ObjectIdentifier(object) == ObjectIdentifier(subject))
            subscription.dispose()
        }
    }

    @Test func disposingAStoppedSubjectMakesNewSubscribersSeeDisposedInsteadOfTheStop() {
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        subject.dispose()
        let log = StringEventLog<Int>()
        subject.record(into: log).dispose()
        #expect(log.events.count == 1)
        #expect(log.events.first?.hasPrefix("error(") == true)
    }

    @Test func observersAreNotifiedInSubscriptionOrder() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var order: [String] = []
            let subscriptions = (0..<5).map { index in
                subject.subscribe(onNext: { order.append("\(index):\($0)") })
            }
            subscriptions[2].dispose()
            _ = subject.subscribe(onNext: { order.append("late:\($0)") })
            subject.onNext(7)
            #expect(order == ["0:7", "1:7", "3:7", "4:7", "late:7"])
            subject.dispose()
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    @Test func observerCanDisposeItselfFromInsideOnNext() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            var subscription: (any Disposable)?
            subscription = subject.subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
            let other = StringEventLog<Int>()
            let otherSubscription = subject.record(into: other)
            for value in 1...4 { subject.onNext(value) }
            #expect(received == [1, 2])
            #expect(other.events == ["next(1)", "next(2)", "next(3)", "next(4)"])
            otherSubscription.dispose()
            subscription = nil
        }
    }

    @Test func observerSubscribedFromInsideOnNextStartsWithTheNextElement() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let inner = StringEventLog<Int>()
            var innerSubscription: (any Disposable)?
            let outer = subject.subscribe(onNext: { value in
                if value == 1 { innerSubscription = subject.record(into: inner) }
            })
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
            #expect(inner.events == ["next(2)", "completed"])
            outer.dispose()
            innerSubscription?.dispose()
            innerSubscription = nil
        }
    }

    @Test func subscriptionDoesNotKeepTheSubjectAliveAndDisposesSafelyAfterIt() {
        expectNoLeaks {
            weak var released: PublishSubject<Int>?
            var subscription: (any Disposable)?
            do {
                let subject = PublishSubject<Int>()
                released = subject
                subscription = subject.subscribe(onNext: { _ in })
            }
            #expect(released == nil)
            subscription?.dispose()
            subscription = nil
        }
    }

    @Test func asObserverFeedsTheSubject() {
        let subject = PublishSubject<String>()
        let log = StringEventLog<String>()
        let subscription = subject.record(into: log)
        let observer: PublishSubject<String> = subject.asObserver()
        observer.onNext("a")
        AnyObserver(subject).onNext("b")
        #expect(log.events == ["next(a)", "next(b)"])
        subscription.dispose()
    }
}
