import Reactive
import ReactiveTesting

/// The overloads a combining test goes through. RxSwift runs most of its combining tests once per
/// form ("factories"); parameterised tests here do the same.
enum CombiningForm: String, CaseIterable, Sendable, CustomStringConvertible {
    /// `zip(a, b) { … }`, or `zip([a, b]) { … }` for a collection.
    case resultSelector
    /// `zip(a, b).map { … }`, or `zip([a, b]).map { … }` for a collection.
    case withoutSelector

    var description: String { rawValue }
}

/// A typed fixed-arity overload or the collection overload, with or without a result selector.
struct CombiningOverload: Sendable, CustomStringConvertible {
    let collection: Bool
    let form: CombiningForm

    /// The four ways to reach one operator.
    static let all: [CombiningOverload] = [false, true].flatMap { collection in
        CombiningForm.allCases.map { CombiningOverload(collection: collection, form: $0) }
    }

    var description: String { "\(collection ? "collection" : "arity"), \(form)" }

    /// `op` over `sources` through this overload.
    func make(_ op: Combining.Operator, _ sources: [Observable<Int>], combine: @escaping Combining.Combine)
        -> Observable<Int>
    {
        collection
            ? Combining.collection(op, sources, form, combine: combine)
            : Combining.arity(op, sources, form, combine: combine)
    }

    /// `op` over testable observables through this overload; the collection overload gets them as
    /// they are, as RxSwift's collection tests pass them.
    func make(_ op: Combining.Operator, _ sources: [TestableObservable<Int>], combine: @escaping Combining.Combine)
        -> Observable<Int>
    {
        collection
            ? Combining.collection(op, sources, form, combine: combine)
            : Combining.arity(op, sources.map { $0.asObservable() }, form, combine: combine)
    }
}

/// Builds `zip` or `combineLatest` over 2 to 8 `Int` sources with the typed overload of that arity,
/// or with the collection overload, so one test body can cover every shape.
enum Combining {
    /// A `combine` applied to the elements of one result, in source order.
    typealias Combine = ([Int]) throws -> Int

    /// Sums the elements of one result.
    static func sum(_ elements: [Int]) -> Int {
        elements.reduce(0, +)
    }

    /// The operator under test.
    enum Operator: Sendable {
        case zip
        case combineLatest
    }

    /// The fixed-arity overload for `sources.count` sources.
    static func arity(
        _ op: Operator,
        _ sources: [Observable<Int>],
        _ form: CombiningForm,
        combine: @escaping Combine
    ) -> Observable<Int> {
        switch op {
        case .zip: zipArity(sources, form, combine)
        case .combineLatest: combineLatestArity(sources, form, combine)
        }
    }

    /// The fixed-arity overload over testable observables.
    static func arity(
        _ op: Operator,
        _ sources: [TestableObservable<Int>],
        _ form: CombiningForm,
        combine: @escaping Combine
    ) -> Observable<Int> {
        arity(op, sources.map { $0.asObservable() }, form, combine: combine)
    }

    /// The collection overload.
    static func collection(
        _ op: Operator,
        _ sources: [Observable<Int>],
        _ form: CombiningForm,
        combine: @escaping Combine
    ) -> Observable<Int> {
        collectionOf(op, sources, form, combine: combine)
    }

    /// The collection overload over testable observables, passed as they are.
    static func collection(
        _ op: Operator,
        _ sources: [TestableObservable<Int>],
        _ form: CombiningForm,
        combine: @escaping Combine
    ) -> Observable<Int> {
        collectionOf(op, sources, form, combine: combine)
    }

    private static func collectionOf<Source: ObservableType>(
        _ op: Operator,
        _ sources: [Source],
        _ form: CombiningForm,
        combine: @escaping Combine
    ) -> Observable<Int> where Source.Element == Int {
        switch (op, form) {
        case (.zip, .resultSelector): Observable.zip(sources) { try combine($0) }
        case (.zip, .withoutSelector): Observable.zip(sources).map { try combine($0) }
        case (.combineLatest, .resultSelector): Observable.combineLatest(sources) { try combine($0) }
        case (.combineLatest, .withoutSelector): Observable.combineLatest(sources).map { try combine($0) }
        }
    }

    private static func zipArity(_ s: [Observable<Int>], _ form: CombiningForm, _ f: @escaping Combine)
        -> Observable<Int>
    {
        let selector = form == .resultSelector
        switch s.count {
        case 2:
            return selector
                ? Observable.zip(s[0], s[1]) { try f([$0, $1]) }
                : Observable.zip(s[0], s[1]).map { try f([$0, $1]) }
        case 3:
            return selector
                ? Observable.zip(s[0], s[1], s[2]) { try f([$0, $1, $2]) }
                : Observable.zip(s[0], s[1], s[2]).map { try f([$0, $1, $2]) }
        case 4:
            return selector
                ? Observable.zip(s[0], s[1], s[2], s[3]) { try f([$0, $1, $2, $3]) }
                : Observable.zip(s[0], s[1], s[2], s[3]).map { try f([$0, $1, $2, $3]) }
        case 5:
            return selector
                ? Observable.zip(s[0], s[1], s[2], s[3], s[4]) { try f([$0, $1, $2, $3, $4]) }
                : Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { try f([$0, $1, $2, $3, $4]) }
        case 6:
            return selector
                ? Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { try f([$0, $1, $2, $3, $4, $5]) }
                : Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { try f([$0, $1, $2, $3, $4, $5]) }
        case 7:
            return selector
                ? Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try f([$0, $1, $2, $3, $4, $5, $6]) }
                : Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { try f([$0, $1, $2, $3, $4, $5, $6]) }
        case 8:
            return selector
                ? Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    try f([$0, $1, $2, $3, $4, $5, $6, $7])
                }
                : Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                    try f([$0, $1, $2, $3, $4, $5, $6, $7])
                }
        default:
            preconditionFailure("zip has typed overloads for 2 to 8 sources, not \(s.count)")
        }
    }

    private static func combineLatestArity(_ s: [Observable<Int>], _ form: CombiningForm, _ f: @escaping Combine)
        -> Observable<Int>
    {
        let selector = form == .resultSelector
        switch s.count {
        case 2:
            return selector
                ? Observable.combineLatest(s[0], s[1]) { try f([$0, $1]) }
                : Observable.combineLatest(s[0], s[1]).map { try f([$0, $1]) }
        case 3:
            return selector
                ? Observable.combineLatest(s[0], s[1], s[2]) { try f([$0, $1, $2]) }
                : Observable.combineLatest(s[0], s[1], s[2]).map { try f([$0, $1, $2]) }
        case 4:
            return selector
                ? Observable.combineLatest(s[0], s[1], s[2], s[3]) { try f([$0, $1, $2, $3]) }
                : Observable.combineLatest(s[0], s[1], s[2], s[3]).map { try f([$0, $1, $2, $3]) }
        case 5:
            return selector
                ? Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { try f([$0, $1, $2, $3, $4]) }
                : Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { try f([$0, $1, $2, $3, $4]) }
        case 6:
            return selector
                ? Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { try f([$0, $1, $2, $3, $4, $5]) }
                : Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map {
                    try f([$0, $1, $2, $3, $4, $5])
                }
        case 7:
            return selector
                ? Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                    try f([$0, $1, $2, $3, $4, $5, $6])
                }
                : Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map {
                    try f([$0, $1, $2, $3, $4, $5, $6])
                }
        case 8:
            return selector
                ? Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    try f([$0, $1, $2, $3, $4, $5, $6, $7])
                }
                : Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map {
                    try f([$0, $1, $2, $3, $4, $5, $6, $7])
                }
        default:
            preconditionFailure("combineLatest has typed overloads for 2 to 8 sources, not \(s.count)")
        }
    }
}
