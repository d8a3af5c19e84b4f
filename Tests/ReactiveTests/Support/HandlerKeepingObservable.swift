@testable import Reactive

/// A sequence that ends at once but keeps its subscribers' event closures, and can still call them
/// afterwards, against the grammar: a misbehaving inner for checking that an operator never
/// reuses an inner's state while the inner can still reach it. It hands the operator's own
/// closure around, with no sink of its own in between to drop what comes after the end.
final class HandlerKeepingObservable<Element>: Observable<Element> {
    private let element: Element
    private var handlers: [(Event<Element>) -> Void] = []

    init(emitting element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribeHandler(observer.on)
    }

    override func subscribeHandler(_ handler: @escaping (Event<Element>) -> Void) -> any Disposable {
        handlers.append(handler)
        handler(.next(element))
        handler(.completed)
        return Disposables.create()
    }

    /// Sends `element` to every closure it kept, though each has been told the sequence completed.
    func sendLate(_ element: Element) {
        for handler in handlers { handler(.next(element)) }
    }

    /// Lets the closures go.
    func forget() {
        handlers = []
    }
}
