import Dispatch
import Foundation
import GitHubAPI
import Reactive

/// `RepositorySearchModel` behind the shared `RepositorySearch` protocol: the inputs become calls
/// of its methods, as a view's handlers would make them, and its states become the screen's.
///
/// ```swift
/// let search = ConcurrencySearch(environment: SearchEnvironment(service: client, scheduler: MainScheduler.instance))
/// let outputs = search.bind(SearchInputs(searchText: field.text, nearBottom: list.nearBottom, selection: list.taps))
/// outputs.state.drive(onNext: render).disposed(by: bag)
/// ```
///
/// The model runs on the environment's scheduler: its tasks prefer a `SchedulerExecutor` of it and
/// sleep on its `SchedulerClock`, so on a `TestScheduler` it runs in virtual time. Each
/// subscription gets its own model, closed when it is disposed; the model owns its cache (an
/// actor's state), so a closing model hands it back and the next one starts from it, as
/// `FeedbackSearch`'s systems do. See `docs/Architectures/Concurrency.md`.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class ConcurrencySearch: RepositorySearch {
    /// How the model awaits a page: the service's `Single` as an `async` call.
    package typealias Bridge = @Sendable (any GitHubSearchService, SearchRequest) async throws -> SearchPage

    private let environment: SearchEnvironment
    private let bridge: Bridge
    /// The cache the last closed model left, for the next one to start from.
    private let lastCache: SchedulerBound<SharedSearchCache>

    /// Creates the feature.
    ///
    /// - Parameter environment: The service, scheduler and limits.
    public convenience init(environment: SearchEnvironment) {
        self.init(environment: environment) { service, request in try await service.search(request).value }
    }

    /// Creates the feature with another bridge from the service to `async`; the session property
    /// plants a faulty one here.
    ///
    /// - Parameters:
    ///   - environment: The service, scheduler and limits.
    ///   - bridge: Awaits one page from the service.
    package init(environment: SearchEnvironment, bridge: @escaping Bridge) {
        self.environment = environment
        self.bridge = bridge
        lastCache = SchedulerBound(SharedSearchCache(capacity: environment.cacheCapacity))
    }

    /// Builds the outputs; both share one model per subscription.
    ///
    /// - Parameter inputs: The screen's inputs.
    /// - Returns: The state and the URLs to open.
    public func bind(_ inputs: SearchInputs) -> SearchOutputs {
        let (environment, lastCache, bridge) = (environment, lastCache, bridge)
        let states = Observable<SearchViewState>.create { observer in
            let executor = SchedulerExecutor(environment.scheduler)
            let clock = SchedulerClock(environment.scheduler)
            let service = environment.service
            let model = RepositorySearchModel(
                search: { request in try await bridge(service, request) },
                clock: clock, throttle: Duration(environment.throttle), pageSize: environment.pageSize,
                cache: lastCache.value.value, taskExecutor: executor,
                now: { clock.now.date })
            let render = SchedulerBound(observer)
            let rendering = Task(executorPreference: executor) {
                for await state in model.states { render.value.onNext(state) }
            }
            // Each input a task of its own, started in order on the scheduler: a view's handler.
            let typing = inputs.searchText.subscribe(onNext: { text in
                Task(executorPreference: executor) { await model.queryChanged(text) }
            })
            let scrolling = inputs.nearBottom.subscribe(onNext: {
                Task(executorPreference: executor) { await model.nearBottom() }
            })
            return Disposables.create {
                typing.dispose()
                scrolling.dispose()
                rendering.cancel()
                Task(executorPreference: executor) { lastCache.value.value = await model.close() }
            }
        }
        .share(replay: 1, scope: .whileConnected)
        let state = states.asDriver(onErrorJustReturn: SearchViewState())
        let openURL = SearchOutputs.pages(tappedIn: inputs.selection, of: state.asObservable(), \.repositories)
        return SearchOutputs(state: state, openURL: openURL)
    }
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension Duration {
    /// The duration of an Rx time interval.
    init(_ interval: RxTimeInterval) {
        switch interval {
        case .seconds(let value): self = .seconds(value)
        case .milliseconds(let value): self = .milliseconds(value)
        case .microseconds(let value): self = .microseconds(value)
        case .nanoseconds(let value): self = .nanoseconds(value)
        case .never: self = .seconds(Int64.max)
        @unknown default: self = .zero
        }
    }
}
