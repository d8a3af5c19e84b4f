import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct ReplayRelayTests {
    @Test func replaysAtMostBufferSizeLatestElements() {
        expectNoLeaks {
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            for value in 1...4 { relay.accept(value) }
            let log = StringEventLog<Int>()
            let subscription = relay.record(into: log)
            relay.accept(5)
            #expect(log.events == ["next(3)", "next(4)", "next(5)"])
            subscription.dispose()
        }
    }

    @Test func bufferSizeZeroReplaysNothing() {
        expectNoLeaks {
            let relay = ReplayRelay<Int>.create(bufferSize: 0)
            relay.accept(1)
            let log = StringEventLog<Int>()
            let subscription = relay.record(into: log)
            relay.accept(2)
            #expect(log.events == ["next(2)"])
            subscription.dispose()
        }
    }

    @Test func unboundReplaysEverything() {
        expectNoLeaks {
            let relay = ReplayRelay<Int>.createUnbound()
            for value in 1...20 { relay.accept(value) }
            var received: [Int] = []
            relay.asObservable().subscribe(onNext: { received.append($0) }).dispose()
            #expect(received == Array(1...20))
        }
    }

    @Test func observersAreNotifiedInSubscriptionOrderAndMaySubscribeFromOnNext() {
        expectNoLeaks {
            let relay = ReplayRelay<Int>.create(bufferSize: 1)
            var order: [String] = []
            var inner: (any Disposable)?
            let outer = relay.subscribe(onNext: { value in
                order.append("a:\(value)")
                if inner == nil { inner = relay.subscribe(onNext: { order.append("b:\($0)") }) }
            })
            relay.accept(1)
            relay.accept(2)
            #expect(order == ["a:1", "b:1", "a:2", "b:2"])
            outer.dispose()
            inner?.dispose()
            inner = nil
        }
    }

    @Test func bindForwardsElementsAndIgnoresCompletion() {
        expectNoLeaks {
            let source = PublishSubject<Int>()
            let relay = ReplayRelay<Int>.createUnbound()
            let optionalRelay = ReplayRelay<Int?>.create(bufferSize: 1)
            let bindings = [source.bind(to: relay), source.bind(to: optionalRelay)]
            source.onNext(1)
            source.onNext(2)
            source.onCompleted()
            relay.accept(3)
            var received: [Int] = []
            relay.subscribe(onNext: { received.append($0) }).dispose()
            #expect(received == [1, 2, 3])
            var optionals: [Int?] = []
            optionalRelay.subscribe(onNext: { optionals.append($0) }).dispose()
            #expect(optionals == [2])
            for binding in bindings { binding.dispose() }
        }
    }
}
