import Foundation
import GitHubAPI
import GitHubSearchFeature
import Reactive

/// The terminal screen as a Swift concurrency app binds `RepositorySearchModel`: each input
/// handler calls a model method in a task, a task renders the states the model publishes, and a
/// tap reads the model's state. No Rx between the view and the model; the outlets' inputs are
/// observables only because the terminal offers them so.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@MainActor
final class ConcurrencySearchView {
    private let model: RepositorySearchModel<SchedulerClock>
    private let disposeBag = DisposeBag()
    private var rendering: Task<Void, Never>?

    init(outlets: any SearchScreenOutlets, environment: SearchEnvironment, cache: SharedSearchCache) {
        let service = environment.service
        let clock = SchedulerClock(environment.scheduler)
        // A main-actor closure may hold the main actor's service; the model awaits it from its tasks.
        model = RepositorySearchModel(
            search: { @MainActor request in try await service.search(request).value }, clock: clock,
            throttle: Self.duration(environment.throttle), pageSize: environment.pageSize, cache: cache.value)
        let model = model
        rendering = Task { [weak outlets] in
            for await state in model.states { outlets?.show(state) }
        }
        // Tasks started on the main actor reach the model in the order the user acted.
        disposeBag.insert(
            outlets.searchText.subscribe(onNext: { text in Task { @MainActor in await model.queryChanged(text) } }),
            outlets.nearBottom.subscribe(onNext: { Task { @MainActor in await model.nearBottom() } }),
            outlets.selection.subscribe(onNext: { [weak outlets] row in
                Task { @MainActor in
                    let repositories = await model.state.repositories
                    if repositories.indices.contains(row) { outlets?.open(repositories[row].htmlURL) }
                }
            })
        )
    }

    deinit {
        rendering?.cancel()
        Task { [model] in await model.close() }
    }

    /// The environment's throttle as a `Duration`.
    private static func duration(_ interval: RxTimeInterval) -> Duration {
        switch interval {
        case .seconds(let value): .seconds(value)
        case .milliseconds(let value): .milliseconds(value)
        case .microseconds(let value): .microseconds(value)
        case .nanoseconds(let value): .nanoseconds(value)
        case .never: .seconds(Int64.max)
        @unknown default: .zero
        }
    }
}
