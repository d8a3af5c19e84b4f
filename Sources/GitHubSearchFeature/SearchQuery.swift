import Foundation
import Reactive

/// What the search feature means by a query: the text of the search field with the whitespace
/// around it removed. It is what is searched, what the screen says the results belong to and what
/// the cache is keyed by (lowercased there); the four architectures and the app all get it from
/// here, so none of them can disagree about it.
///
/// ```swift
/// SearchQuery.normalized("  swift ui \n")  // "swift ui"
/// SearchQuery.normalized("   ")            // "": nothing to search
/// ```
public enum SearchQuery {
    /// The query for a search field's `text`: trimmed of whitespace and newlines, case kept.
    ///
    /// - Parameter text: The text as typed.
    /// - Returns: The query; empty when there is nothing to search.
    public static func normalized(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension ObservableType where Element == String {
    /// The search field's text as the queries to search: normalised, throttled (the latest text of
    /// each window wins) and without repeats, so typing " swift" after "swift" searches nothing new.
    ///
    /// ```
    /// text:     -s-sw-swift------ swift -|
    /// queries:  -s----------swift-------|     (a throttle window of 3 ticks)
    /// ```
    ///
    /// It is what a view does with its search field before handing the text to the feature, as the
    /// upstream examples do (`throttle` then `distinctUntilChanged`), with the trimming added.
    ///
    /// - Parameters:
    ///   - interval: The throttle window.
    ///   - scheduler: The scheduler the throttle's timer runs on: the feature's.
    /// - Returns: The queries.
    public func searchQueries(throttle interval: RxTimeInterval, scheduler: any SchedulerType) -> Observable<String> {
        map(SearchQuery.normalized)
            .throttle(interval, latest: true, scheduler: scheduler)
            .distinctUntilChanged()
    }
}
