import Foundation
import Reactive

/// A view model in the MVVM style: inputs in, outputs out, no state object.
struct SearchViewModel {
    let results: Observable<[String]>
    let isSearching: Observable<Bool>

    init(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) {
        let requests = query.map { $0.trimmingCharacters(in: .whitespaces) }.distinctUntilChanged().share()
        let answers = requests.flatMapLatest { query in
            query.isEmpty ? .just([]) : search(query)
        }
        .share()
        results = answers
        isSearching = Observable.merge(requests.map { !$0.isEmpty }, answers.map { _ in false })
            .distinctUntilChanged()
    }
}
