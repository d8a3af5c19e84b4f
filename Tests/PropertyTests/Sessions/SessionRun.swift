import Foundation
import GitHubSearchFeature
import GitHubSearchTesting
import Reactive
import ReactiveTesting

/// Runs a session against a search feature in virtual time and records its timeline.
enum SessionRun {
    /// Runs `session` against `architecture`.
    ///
    /// - Parameters:
    ///   - session: The inputs and the service's answers.
    ///   - architecture: The architecture to build.
    /// - Returns: What the screen received and what the service saw.
    static func run(_ session: SearchSession, _ architecture: SearchArchitecture) -> SessionTimeline {
        run(session) { architecture.make(environment: $0) }
    }

    /// Runs `session` against the search `make` builds (a planted variant, for instance).
    ///
    /// The search object is created before the measured part and kept alive until the end, so
    /// `liveAfterDisposal` counts only what binding and running left behind. The inputs are hot
    /// observables created in the order text, `nearBottom`, selection, which is the same-tick
    /// order `SearchContractModel` assumes.
    ///
    /// - Parameters:
    ///   - session: The inputs and the service's answers.
    ///   - make: Builds the search from its environment.
    /// - Returns: What the screen received and what the service saw.
    static func run(
        _ session: SearchSession, make: (SearchEnvironment) -> any RepositorySearch
    ) -> SessionTimeline {
        let scheduler = TestScheduler(initialClock: 0)
        let service = session.service(on: scheduler)
        var timeline = SessionTimeline()
        SharingScheduler.mock(scheduler: scheduler) {
            let environment = SearchEnvironment(
                service: service, scheduler: scheduler, throttle: .seconds(Int(SearchSession.throttle)),
                pageSize: SearchSession.pageSize, cacheCapacity: session.cacheCapacity)
            let search = make(environment)
            timeline.liveAfterDisposal = Resources.countLive {
                let text = scheduler.createHotObservable(
                    session.steps.compactMap { step in
                        if case .type(let text) = step.input { Recorded.next(step.time, text) } else { nil }
                    })
                let bottom = scheduler.createHotObservable(
                    session.steps.compactMap { step in step.input == .nearBottom ? Recorded.next(step.time, ()) : nil })
                let taps = scheduler.createHotObservable(
                    session.steps.compactMap { step in
                        if case .select(let row) = step.input { Recorded.next(step.time, row) } else { nil }
                    })
                let outputs = search.bind(
                    SearchInputs(
                        searchText: text.asObservable(), nearBottom: bottom.asObservable(),
                        selection: taps.asObservable()))
                let states = scheduler.createObserver(SearchViewState.self)
                let urls = scheduler.createObserver(URL.self)
                let bag = CompositeDisposable()
                scheduler.scheduleAt(SearchSession.subscribed) {
                    _ = bag.insert(outputs.state.asObservable().subscribe(states))
                    _ = bag.insert(outputs.openURL.asObservable().subscribe(urls))
                }
                scheduler.scheduleAt(session.disposal) { bag.dispose() }
                scheduler.start()
                timeline.states = states.events
                timeline.urls = urls.events
            }
            timeline.log = service.log
            withExtendedLifetime(search) {}
        }
        return timeline
    }
}
