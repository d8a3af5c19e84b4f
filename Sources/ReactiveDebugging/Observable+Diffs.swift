import Reactive

extension ObservableType {
    /// The difference between each element and the one before it: nothing for the first element,
    /// then one `ValueDiff` per later element (empty when the two are equal).
    ///
    /// ```
    /// source: -a---b---b---c-|
    /// diffs:  -----Δ---∅---Δ-|     (Δ: the changes from the previous element, ∅: none)
    /// ```
    ///
    /// Built from `scan` and `compactMap`: a sequence that does not use it pays nothing.
    ///
    /// - Parameter options: The limits that keep diffs of large values readable.
    /// - Returns: The diffs; errors and completion pass through.
    public func diffs(options: ValueDiff.Options = .default) -> Observable<ValueDiff> {
        scan(DiffStep<Element>(previous: nil, diff: nil)) { step, element in
            DiffStep(previous: element, diff: step.previous.map { ValueDiff(from: $0, to: element, options: options) })
        }
        .compactMap(\.diff)
    }

    /// Passes every element on unchanged and hands `printer` a report of how each element differs
    /// from the one before it: the first element whole, then the changed fields, one per line.
    ///
    /// ```swift
    /// reactor.state.debugDiff("search").subscribe(…)
    /// // search: initial SearchState(query: "", results: [], isLoading: false)
    /// // search: changed
    /// //   .query: "" → "swift"
    /// //   .isLoading: false → true
    /// // search: unchanged
    /// ```
    ///
    /// Stop events are reported too (`search: completed`, `search: failed with …`). The report
    /// is made before the element is passed on, on the thread that delivers it. Built from
    /// `deferred` and `do`: a sequence that does not use it pays nothing.
    ///
    /// - Parameters:
    ///   - label: Put before each report; empty for none.
    ///   - options: The limits that keep diffs of large values readable.
    ///   - printer: Receives each report; `print` by default.
    /// - Returns: The same elements.
    public func debugDiff(
        _ label: String = "",
        options: ValueDiff.Options = .default,
        printer: @escaping (String) -> Void = { print($0) }
    ) -> Observable<Element> {
        let source = asObservable()
        let prefix = label.isEmpty ? "" : label + ": "
        return Observable.deferred {
            // One per subscription; a subscription's events never overlap, so no lock is needed.
            let previous = PreviousElement<Element>()
            return source.do(
                onNext: { element in
                    printer(prefix + DiffReport.report(from: previous.value, to: element, options: options))
                    previous.value = element
                },
                onError: { error in printer(prefix + "failed with \(error)") },
                onCompleted: { printer(prefix + "completed") }
            )
        }
    }
}

/// The wording of `debugDiff`'s reports.
enum DiffReport {
    static func report<Value>(from previous: Value?, to value: Value, options: ValueDiff.Options) -> String {
        guard let previous else {
            return "initial " + ValueNodeBuilder(options: options).node(of: value).display(options)
        }
        let diff = ValueDiff(from: previous, to: value, options: options)
        return diff.isEmpty ? "unchanged" : "changed\n" + diff.rendered(style: .transition, indent: "  ")
    }
}

private struct DiffStep<Element> {
    let previous: Element?
    let diff: ValueDiff?
}

private final class PreviousElement<Element> {
    var value: Element?
}
