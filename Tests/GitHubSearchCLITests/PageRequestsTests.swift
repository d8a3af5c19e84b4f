import GitHubSearchCLI
import Reactive
import ReactiveTesting
import Testing

@Suite(.leakChecked) struct PageRequestsTests {
    @Test func aListenerGetsRequestsAsTheyCome() {
        let requests = PageRequests()
        var received = 0
        let subscription = requests.observable.subscribe(onNext: { received += 1 })
        requests.request()
        requests.request()
        #expect(received == 2)
        subscription.dispose()
    }

    @Test func aRequestWithoutAListenerWaitsForTheNextOne() {
        let requests = PageRequests()
        requests.request()
        var received = 0
        let first = requests.observable.take(1).subscribe(onNext: { received += 1 })
        #expect(received == 1)
        let second = requests.observable.take(1).subscribe(onNext: { received += 1 })
        #expect(received == 1)  // the kept request was delivered once only
        requests.request()
        #expect(received == 2)
        first.dispose()
        second.dispose()
    }
}

extension PageRequestsTests {
    @Test func aDiscardedRequestIsNotDelivered() {
        let requests = PageRequests()
        requests.request()
        requests.discardPending()
        var received = 0
        let subscription = requests.observable.subscribe(onNext: { received += 1 })
        #expect(received == 0)
        subscription.dispose()
    }
}
