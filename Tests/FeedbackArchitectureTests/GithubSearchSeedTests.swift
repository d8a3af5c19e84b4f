import FeedbackArchitecture
import Foundation
import Reactive
import ReactiveTesting
import Testing

/// The paginated GitHub search of the seed documents, written with the RxFeedback 1.x spellings
/// they use — `UI.bind(self)`, `UI.Bindings` with drivers, `react(query:effects:)` answering with a
/// driver, `Driver.system` over `(Driver<State>) -> Driver<Event>` feedbacks — against stand-ins
/// for UIKit and the network, in virtual time. The test is deprecated itself so the old names do
/// not warn.
@Suite(.leakChecked) struct GithubSearchSeedTests {
    @available(*, deprecated)
    @Test func searchingLoadsPagesUntilThereAreNoMore() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let controller = SeedSearchViewController(api: SeedGitHubAPI(scheduler))
            controller.viewDidLoad()
            scheduler.scheduleAt(210) { controller.searchText.type("swift") }
            scheduler.scheduleAt(300) { controller.searchResults.scrollToBottom() }
            scheduler.start()
            #expect(controller.shownResults.last == ["swift 1", "swift 2"])
            #expect(controller.api.loaded == ["swift&page=1", "swift&page=2"])
            #expect(controller.status.text == nil)
            controller.disposeBag = DisposeBag()
            scheduler.start()
        }
    }
}

struct Repository: Equatable {
    var name: String
}

enum GitHubServiceError: Error, Equatable {
    case offline
}

typealias SearchRepositoriesResponse = Result<(repositories: [Repository], nextURL: URL?), GitHubServiceError>

/// Answers each page after 10 ticks: two pages per search.
final class SeedGitHubAPI {
    private let scheduler: TestScheduler
    private(set) var loaded: [String] = []

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func loadRepositories(resource: URL) -> Observable<SearchRepositoriesResponse> {
        let parameters = Dictionary(
            (resource.query ?? "").split(separator: "&").map { pair in
                (String(pair.prefix(while: { $0 != "=" })), String(pair.drop(while: { $0 != "=" }).dropFirst()))
            },
            uniquingKeysWith: { first, _ in first }
        )
        let search = parameters["q"] ?? ""
        let page = Int(parameters["page"] ?? "") ?? 1
        loaded.append("\(search)&page=\(page)")
        let next = page == 1 ? URL(string: "https://api.github.com/search/repositories?q=\(search)&page=2") : nil
        let response: SearchRepositoriesResponse = .success(([Repository(name: "\(search) \(page)")], next))
        return Observable.just(response).delay(.seconds(10), scheduler: scheduler)
    }
}

/// The seed documents' state, events and reducer.
private struct State {
    var search: String {
        didSet {
            if search.isEmpty {
                self.nextPageURL = nil
                self.shouldLoadNextPage = false
                self.results = []
                self.lastError = nil
                return
            }
            self.nextPageURL = URL(string: "https://api.github.com/search/repositories?q=\(search)&page=1")
            self.shouldLoadNextPage = true
            self.lastError = nil
        }
    }

    var nextPageURL: URL?
    var shouldLoadNextPage: Bool
    var results: [Repository]
    var lastError: GitHubServiceError?
}

private enum Event {
    case searchChanged(String)
    case response(SearchRepositoriesResponse)
    case startLoadingNextPage
}

extension State {
    static var empty: State {
        return State(search: "", nextPageURL: nil, shouldLoadNextPage: true, results: [], lastError: nil)
    }

    static func reduce(state: State, event: Event) -> State {
        switch event {
        case .searchChanged(let search):
            var result = state
            result.search = search
            result.results = []
            return result
        case .startLoadingNextPage:
            var result = state
            result.shouldLoadNextPage = true
            return result
        case .response(.success(let response)):
            var result = state
            result.results += response.repositories
            result.shouldLoadNextPage = false
            result.nextPageURL = response.nextURL
            result.lastError = nil
            return result
        case .response(.failure(let error)):
            var result = state
            result.shouldLoadNextPage = false
            result.lastError = error
            return result
        }
    }

    var loadNextPage: URL? {
        return self.shouldLoadNextPage ? self.nextPageURL : nil
    }
}

/// Stand-ins for the controls of the seed's view controller.
final class SeedSearchBar {
    let edits = PublishSubject<String>()

    func type(_ text: String) {
        edits.onNext(text)
    }
}

final class SeedTableView {
    let nearBottom = PublishSubject<Void>()

    func scrollToBottom() {
        nearBottom.onNext(())
    }
}

final class SeedLabel {
    var text: String?
}

/// The seed documents' view controller, with the 1.x feedback spellings.
final class SeedSearchViewController {
    let api: SeedGitHubAPI
    let searchText = SeedSearchBar()
    let searchResults = SeedTableView()
    let status = SeedLabel()
    private(set) var shownResults: [[String]] = []
    var disposeBag = DisposeBag()

    init(api: SeedGitHubAPI) {
        self.api = api
    }

    @available(*, deprecated)
    func viewDidLoad() {
        let searchResults = self.searchResults
        let api = self.api

        let triggerLoadNextPage: (Driver<State>) -> Driver<Event> = { state in
            return state.flatMapLatest { state -> Driver<Event> in
                if state.shouldLoadNextPage {
                    return Driver.empty()
                }

                return searchResults.nearBottom.asDriver(onErrorJustReturn: ()).map { _ in Event.startLoadingNextPage }
            }
        }

        let bindUI: (Driver<State>) -> Driver<Event> = UI.bind(self) { me, state in
            let subscriptions = [
                state.map { $0.lastError.map { "\($0)" } }.drive(onNext: { [weak me] in me?.status.text = $0 }),
                state.map { $0.results.map(\.name) }.drive(onNext: { [weak me] in me?.shownResults.append($0) }),
            ]
            let events = [
                me.searchText.edits.asDriver(onErrorJustReturn: "").map(Event.searchChanged),
                triggerLoadNextPage(state),
            ]
            return UI.Bindings(subscriptions: subscriptions, events: events)
        }

        Driver.system(
            initialState: State.empty,
            reduce: State.reduce,
            feedback:
                // UI, user feedback
                bindUI,
            // NoUI, automatic feedback
            react(
                query: { $0.loadNextPage },
                effects: { resource in
                    return api.loadRepositories(resource: resource)
                        .asDriver(onErrorJustReturn: .failure(.offline))
                        .map(Event.response)
                }
            )
        )
        .drive()
        .disposed(by: disposeBag)
    }
}
