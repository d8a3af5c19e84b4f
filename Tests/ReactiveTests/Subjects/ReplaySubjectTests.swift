import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct ReplaySubjectTests {
    @Test func replaysAtMostBufferSizeLatestElementsThenForwardsLiveOnes() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            for value in 1...5 { subject.onNext(value) }
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(6)
            #expect(log.events == ["next(4)", "next(5)", "next(6)"])
            subscription.dispose()
        }
    }

    @Test func bufferNotYetFullReplaysEverythingSoFar() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            subject.onNext(1)
            subject.onNext(2)
            let log = StringEventLog<Int>()
            subject.record(into: log).dispose()
            #expect(log.events == ["next(1)", "next(2)"])
        }
    }

    @Test func bufferSizeOneReplaysOnlyTheLatestElement() {
        expectNoLeaks {
            let subject = ReplaySubject<String>.create(bufferSize: 1)
            subject.onNext("a")
            subject.onNext("b")
            let log = StringEventLog<String>()
            subject.record(into: log).dispose()
            #expect(log.events == ["next(b)"])
        }
    }

    @Test func bufferSizeZeroReplaysNoElementsButStillReplaysTheStopEvent() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 0)
            subject.onNext(1)
            let live = StringEventLog<Int>()
            let subscription = subject.record(into: live)
            subject.onNext(2)
            subject.onCompleted()
            #expect(live.events == ["next(2)", "completed"])

            let late = StringEventLog<Int>()
            subject.record(into: late).dispose()
            #expect(late.events == ["completed"])
            subscription.dispose()
        }
    }

    @Test func unboundReplaysEveryElement() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.createUnbound()
            for value in 1...100 { subject.onNext(value) }
            var received: [Int] = []
            subject.subscribe(onNext: { received.append($0) }).dispose()
            #expect(received == Array(1...100))
        }
    }

    @Test func createUnboundedIsRxSwiftsNameForAnUnboundSubject() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.createUnbounded()
            for value in 1...50 { subject.onNext(value) }
            var received: [Int] = []
            subject.subscribe(onNext: { received.append($0) }).dispose()
            #expect(received == Array(1...50))
        }
    }

    @Test func wrappedRingBufferReplaysOldestFirst() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            var snapshots: [[Int]] = []
            for value in 1...7 {
                subject.onNext(value)
                var received: [Int] = []
                subject.subscribe(onNext: { received.append($0) }).dispose()
                snapshots.append(received)
            }
            #expect(
                snapshots == [[1], [1, 2], [1, 2, 3], [2, 3, 4], [3, 4, 5], [4, 5, 6], [5, 6, 7]])
        }
    }

    @Test func lateSubscriberAfterStopReceivesTheBufferThenTheStopEvent() {
        expectNoLeaks {
            let completed = ReplaySubject<Int>.create(bufferSize: 2)
            for value in 1...3 { completed.onNext(value) }
            completed.onCompleted()
            completed.onNext(4)
            let completedLog = StringEventLog<Int>()
            completed.record(into: completedLog).dispose()
            #expect(completedLog.events == ["next(2)", "next(3)", "completed"])

            let failed = ReplaySubject<Int>.createUnbound()
            failed.onNext(1)
            failed.onError(TestError("boom"))
            let failedLog = StringEventLog<Int>()
            failed.record(into: failedLog).dispose()
            #expect(failedLog.events == ["next(1)", "error(boom)"])
        }
    }

    @Test func liveSubscriberReceivesTheStopEventAndIsRemoved() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            #expect(subject.hasObservers)
            subject.onNext(1)
            subject.onError(TestError("boom"))
            subject.onNext(2)
            #expect(log.events == ["next(1)", "error(boom)"])
            #expect(!subject.hasObservers)
            subscription.dispose()
        }
    }

    @Test func disposingASubscriptionMidStreamStopsDelivery() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 4)
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.onNext(1)
            subscription.dispose()
            subject.onNext(2)
            #expect(log.events == ["next(1)"])
            #expect(!subject.hasObservers)
        }
    }

    @Test func disposedSubjectIgnoresEventsAndFailsNewSubscribersWithoutReplaying() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.createUnbound()
            subject.onNext(1)
            let log = StringEventLog<Int>()
            let subscription = subject.record(into: log)
            subject.dispose()
            #expect(subject.isDisposed)
            subject.onNext(2)
            subject.onCompleted()
            #expect(log.events == ["next(1)"])

            let late = StringEventLog<Int>()
            subject.record(into: late).dispose()
            #expect(late.events.count == 1)
            #expect(late.events.first?.hasPrefix("error(") == true)
            subscription.dispose()
        }
    }

    @Test func observersAreNotifiedInSubscriptionOrder() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            var order: [String] = []
            let subscriptions = (0..<4).map { index in
                subject.subscribe(onNext: { order.append("\(index):\($0)") })
            }
            subject.onNext(9)
            #expect(order == ["0:9", "1:9", "2:9", "3:9"])
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    @Test func observerCanDisposeItselfFromInsideOnNext() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.createUnbound()
            var received: [Int] = []
            var subscription: (any Disposable)?
            subscription = subject.subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
            for value in 1...4 { subject.onNext(value) }
            #expect(received == [1, 2])
            #expect(!subject.hasObservers)
            subscription = nil
        }
    }

    @Test func observerSubscribedFromInsideOnNextGetsTheBufferIncludingTheCurrentElement() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            let inner = StringEventLog<Int>()
            var innerSubscription: (any Disposable)?
            let outer = subject.subscribe(onNext: { value in
                if value == 3 { innerSubscription = subject.record(into: inner) }
            })
            for value in 1...4 { subject.onNext(value) }
            #expect(inner.events == ["next(2)", "next(3)", "next(4)"])
            outer.dispose()
            innerSubscription?.dispose()
            innerSubscription = nil
        }
    }

    @Test func elementsSentWhileReplayingArriveAfterTheReplay() {
        expectNoLeaks {
            let subject = ReplaySubject<Int>.createUnbound()
            subject.onNext(1)
            subject.onNext(2)
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { value in
                received.append(value)
                // Re-entrant on purpose, from inside the replay: must not overtake element 2.
                if value == 1 { subject.onNext(3) }
            })
            #expect(received == [1, 2, 3])
            subscription.dispose()
        }
    }
}
