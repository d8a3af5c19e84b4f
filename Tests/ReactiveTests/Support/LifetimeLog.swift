@testable import Reactive

/// What happened to the sources a test made, in order: each source's subscription and disposal,
/// by the name it was given. For operators that keep upstream subscriptions in fields of their
/// own, which must each be released exactly once whatever the order of events.
final class LifetimeLog {
    private(set) var entries: [String] = []

    /// A source named `name` that logs "`name` subscribed", runs `body` on its observer, and logs
    /// "`name` disposed" when its subscription is disposed.
    func source(_ name: String, _ body: @escaping (AnyObserver<Int>) -> Void) -> Observable<Int> {
        Observable.create { observer in
            self.entries.append("\(name) subscribed")
            body(observer)
            return Disposables.create { self.entries.append("\(name) disposed") }
        }
    }
}
