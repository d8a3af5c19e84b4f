import Reactive
import ReactiveTesting
import Testing

/// A service that answers at once: the query upper-cased, or a failure for "boom".
@MainActor private func instantService(calls: @escaping (String) -> Void = { _ in }) -> SearchService {
    SearchService { query in
        calls(query)
        if query == "boom" { return .error(SearchFailure(reason: "offline")) }
        return .just([SearchHit(title: query.uppercased())])
    }
}

// The view and its view model live on the main actor; so does this suite, as a UI test would.
@MainActor @Suite(.leakChecked) struct SearchFeatureTests {
    @Test func bindsDriversAndSignalsIntoMainActorStateInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var searched: [String] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(service: instantService { searched.append($0) })
            let view = SearchView(viewModel: viewModel)
            scheduler.scheduleAt(10) { viewModel.query.accept("swift") }
            scheduler.scheduleAt(20) { viewModel.query.accept("boom") }

            scheduler.advanceTo(5)
            #expect(view.rows.isEmpty)
            #expect(view.title == "No results")
            scheduler.advanceTo(15)
            #expect(view.rows == ["SWIFT"])
            #expect(view.title == "1 results")
            scheduler.advanceTo(25)
            #expect(view.rows.isEmpty)
            #expect(view.title == "No results")
            #expect(view.banner == "offline")
        }
        // `hits` has two subscribers (rows and title) but searches once per query: it is shared.
        #expect(searched == ["swift", "boom"])
    }

    @Test func onTheMainActorTheRealMainSchedulerDeliversInline() {
        let viewModel = SearchViewModel(service: instantService())
        let view = SearchView(viewModel: viewModel)
        viewModel.query.accept("swift")
        // The main actor runs on the main queue, where MainScheduler runs its work at once.
        #expect(view.rows == ["SWIFT"])
        #expect(view.title == "1 results")
        #expect(view.updates == 2)
    }

    @Test func valuesFromABackgroundProducerReachTheMainActor() async {
        let viewModel = SearchViewModel(service: instantService())
        let view = SearchView(viewModel: viewModel)
        let query = viewModel.query
        Task.detached { query.accept("concurrency") }
        let seen = await view.follow(viewModel.hits, until: ["CONCURRENCY"])
        #expect(seen.last == ["CONCURRENCY"])
        // The binding in `SearchView.init` got the same value on the main actor (it asserts so).
        #expect(view.rows == ["CONCURRENCY"])
    }

    @Test func awaitsASingleWithNonSendableElements() async throws {
        let view = SearchView(viewModel: SearchViewModel(service: instantService()))
        try await view.load("async", from: instantService())
        #expect(view.rows == ["ASYNC"])
        await #expect(throws: SearchFailure.self) { try await view.load("boom", from: instantService()) }
    }
}
