/// The inner sequences of `groupBy` and `window`: a subject's events, where each subscription holds
/// a share of the operator's source subscription, so the source stays subscribed while anyone
/// watches an inner sequence, even after the outer result was disposed.
///
/// A share is released when its subscription is disposed or has received a stop event.
final class SourceShareView<Element>: Producer<Element> {
    private let subject: PublishSubject<Element>
    private let sourceShares: RefCountDisposable

    /// - Parameters:
    ///   - subject: Carries the inner sequence's events.
    ///   - sourceShares: Releases the source subscription once the outer result and every inner
    ///     subscription are done with it.
    init(subject: PublishSubject<Element>, sourceShares: RefCountDisposable) {
        self.subject = subject
        self.sourceShares = sourceShares
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let share = sourceShares.retain()
        let sink = SourceShareSink(observer: observer, cancel: cancel)
        return (sink, Disposables.create(subject.subscribe(sink), share))
    }
}

private final class SourceShareSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next: forwardOn(event)
        case .error, .completed: forwardStop(event)
        }
    }
}
