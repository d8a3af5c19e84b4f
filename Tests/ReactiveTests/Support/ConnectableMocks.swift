@testable import Reactive

// Connectable and subject stand-ins for the refCount and multicast tests.

/// A subject that records how it is used, like RxSwift's `MySubject`: it forwards to its one
/// latest observer.
final class MockSubject<Element>: SubjectType, ObserverType {
    private(set) var subscribeCount = 0
    private(set) var isDisposed = false
    private var observer: AnyObserver<Element>?

    func on(_ event: Event<Element>) {
        observer?.on(event)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element {
        subscribeCount += 1
        self.observer = AnyObserver(observer)
        return Disposables.create { [self] in
            self.observer = nil
            isDisposed = true
        }
    }

    func asObserver() -> MockSubject<Element> {
        self
    }
}

/// A `PublishSubject` that runs `beforeStop` once, just before it passes a stop event on.
final class HookedSubject<Element>: SubjectType, ObserverType {
    private let subject = PublishSubject<Element>()
    private var beforeStop: (() -> Void)?

    init(beforeStop: (() -> Void)? = nil) {
        self.beforeStop = beforeStop
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent, let hook = beforeStop {
            beforeStop = nil
            hook()
        }
        subject.on(event)
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    func asObserver() -> HookedSubject<Element> {
        self
    }
}

/// A connectable sequence implemented outside the runtime, over `multicast(_:)`, like RxSwift's
/// `TestConnectableObservable`.
final class MockConnectable<Subject: SubjectType>: ConnectableObservableType
where Subject.Element == Subject.Observer.Element {
    typealias Element = Subject.Element

    private let connectable: ConnectableObservable<Subject.Element>

    init(source: Observable<Subject.Element>, subject: Subject) {
        connectable = source.multicast(subject)
    }

    func connect() -> any Disposable {
        connectable.connect()
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element {
        connectable.subscribe(observer)
    }
}
