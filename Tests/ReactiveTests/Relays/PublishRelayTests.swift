import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct PublishRelayTests {
    @Test func broadcastsAcceptedElementsToCurrentSubscribers() {
        expectNoLeaks {
            let relay = PublishRelay<Int>()
            relay.accept(0)
            let log = StringEventLog<Int>()
            let subscription = relay.record(into: log)
            relay.accept(1)
            relay.accept(2)
            #expect(log.events == ["next(1)", "next(2)"])
            subscription.dispose()
        }
    }

    @Test func disposingASubscriptionStopsDeliveryToThatObserverOnly() {
        expectNoLeaks {
            let relay = PublishRelay<Int>()
            let first = StringEventLog<Int>()
            let second = StringEventLog<Int>()
            let firstSubscription = relay.record(into: first)
            let secondSubscription = relay.asObservable().record(into: second)
            relay.accept(1)
            firstSubscription.dispose()
            relay.accept(2)
            #expect(first.events == ["next(1)"])
            #expect(second.events == ["next(1)", "next(2)"])
            secondSubscription.dispose()
        }
    }

    @Test func observersAreNotifiedInSubscriptionOrderAndMaySubscribeOrDisposeFromOnNext() {
        expectNoLeaks {
            let relay = PublishRelay<Int>()
            var order: [String] = []
            var selfDisposing: (any Disposable)?
            var added: (any Disposable)?
            selfDisposing = relay.subscribe(onNext: { value in
                order.append("a:\(value)")
                selfDisposing?.dispose()
            })
            let second = relay.subscribe(onNext: { value in
                order.append("b:\(value)")
                if added == nil { added = relay.subscribe(onNext: { order.append("c:\($0)") }) }
            })
            relay.accept(1)
            relay.accept(2)
            #expect(order == ["a:1", "b:1", "b:2", "c:2"])
            second.dispose()
            added?.dispose()
            selfDisposing = nil
            added = nil
        }
    }

    @Test func bindForwardsElementsToEveryRelayAndIgnoresCompletion() {
        expectNoLeaks {
            let source = PublishSubject<Int>()
            let first = PublishRelay<Int>()
            let second = PublishRelay<Int>()
            let firstLog = StringEventLog<Int>()
            let secondLog = StringEventLog<Int>()
            let subscriptions = [first.record(into: firstLog), second.record(into: secondLog)]
            let binding = source.bind(to: first, second)
            source.onNext(1)
            source.onCompleted()
            first.accept(2)
            #expect(firstLog.events == ["next(1)", "next(2)"])
            #expect(secondLog.events == ["next(1)"])
            binding.dispose()
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    @Test func bindToOptionalRelayWrapsElements() {
        expectNoLeaks {
            let source = PublishSubject<Int>()
            let relay = PublishRelay<Int?>()
            var received: [Int?] = []
            let subscription = relay.subscribe(onNext: { received.append($0) })
            let binding = source.bind(to: relay)
            source.onNext(3)
            relay.accept(nil)
            #expect(received == [3, nil])
            binding.dispose()
            subscription.dispose()
        }
    }

    @Test func bindingStopsWhenDisposed() {
        expectNoLeaks {
            let source = PublishSubject<Int>()
            let relay = PublishRelay<Int>()
            var received: [Int] = []
            let subscription = relay.subscribe(onNext: { received.append($0) })
            let binding = source.bind(to: relay)
            source.onNext(1)
            binding.dispose()
            source.onNext(2)
            #expect(received == [1])
            #expect(!source.hasObservers)
            subscription.dispose()
        }
    }
}
