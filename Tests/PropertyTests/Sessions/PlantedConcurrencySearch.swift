import GitHubAPI
import GitHubSearchFeature
import Reactive

/// `ConcurrencySearch` whose model calls the service through another bridge from the Rx `Single`
/// to `async`; its `init(environment:)` is the faithful copy (the `value` the adapter awaits).
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class PlantedConcurrencySearch: RepositorySearch {
    typealias Bridge = @Sendable (any GitHubSearchService, SearchRequest) async throws -> SearchPage
    let environment: SearchEnvironment
    let bridge: Bridge
    private let lastCache: Unchecked<SharedSearchCache>

    init(environment: SearchEnvironment, bridge: @escaping Bridge) {
        self.environment = environment
        self.bridge = bridge
        lastCache = Unchecked(SharedSearchCache(capacity: environment.cacheCapacity))
    }

    convenience init(environment: SearchEnvironment) {
        self.init(environment: environment) { service, request in try await service.search(request).value }
    }

    /// The bridge a Swift concurrency user writes by hand around a callback API: a checked
    /// continuation resumed by the `Single`, with no cancellation handler. Cancelling the task does
    /// not reach the subscription, so a new query leaves the old request running.
    static func continuationWithoutCancellation(_ service: any GitHubSearchService, _ request: SearchRequest)
        async throws -> SearchPage
    {
        try await withCheckedThrowingContinuation { continuation in
            _ = service.search(request).subscribe(
                onSuccess: { continuation.resume(returning: $0) },
                onFailure: { continuation.resume(throwing: $0) })
        }
    }

    func bind(_ inputs: SearchInputs) -> SearchOutputs {
        let (environment, lastCache, bridge) = (environment, lastCache, bridge)
        let states = Observable<SearchViewState>.create { observer in
            let executor = SchedulerExecutor(environment.scheduler)
            let clock = SchedulerClock(environment.scheduler)
            let service = environment.service
            let model = RepositorySearchModel(
                search: { request in try await bridge(service, request) },
                clock: clock, throttle: .seconds(Self.seconds(environment.throttle)), pageSize: environment.pageSize,
                cache: lastCache.value.value, taskExecutor: executor, now: { clock.now.date })
            let render = Unchecked(observer)
            let rendering = Task(executorPreference: executor) {
                for await state in model.states { render.value.onNext(state) }
            }
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
        let openURL = inputs.selection.withLatestFrom(state.asObservable()) { index, state in
            state.repositories.indices.contains(index) ? state.repositories[index].htmlURL : nil
        }
        return SearchOutputs(state: state, openURL: openURL.compactMap { $0 }.asSignal(onErrorSignalWith: .empty()))
    }

    /// The throttle as a `Duration`; the sessions' throttles are whole milliseconds.
    private static func seconds(_ interval: RxTimeInterval) -> Double {
        switch interval {
        case .seconds(let value): Double(value)
        case .milliseconds(let value): Double(value) / 1_000
        case .microseconds(let value): Double(value) / 1_000_000
        case .nanoseconds(let value): Double(value) / 1_000_000_000
        case .never: .infinity
        @unknown default: 0
        }
    }
}

/// A value of the Rx side used from the model's tasks, which run on the feature's scheduler.
private struct Unchecked<Value>: @unchecked Sendable {
    // invariant: used only on the sessions' TestScheduler thread (the tasks prefer its executor).
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
