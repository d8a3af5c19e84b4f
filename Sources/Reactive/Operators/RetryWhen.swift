extension ObservableType {
    /// Resubscribes to the source after an error of type `Failure`, each time the sequence
    /// `notificationHandler` builds from those errors emits an element.
    ///
    /// ```
    /// source:                        -1-#          (each attempt)
    /// retry(when: { $0.take(2) }):   -1--1--1-|    (the third error meets a completed trigger)
    /// ```
    ///
    /// `notificationHandler` is called once per subscription with the errors of the failed
    /// attempts, and its result (the trigger) is subscribed before the first attempt. After each
    /// error the trigger decides:
    ///
    /// - an element: the source is subscribed again (once, however many elements follow);
    /// - completion: the result completes;
    /// - an error: the result fails with it.
    ///
    /// The trigger is only listened to between an error and the next attempt; what it does while an
    /// attempt runs takes effect at the next error (a trigger that completed early completes the
    /// result at the source's next error). Errors that are not a `Failure` are forwarded as they
    /// are, and the source completing completes the result.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the sequence of errors.
    /// - Returns: The source's elements across its attempts.
    public func retry<Failure: Swift.Error, Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger
    ) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Resubscribes to the source after any error, each time the sequence `notificationHandler`
    /// builds from those errors emits an element.
    ///
    /// ```
    /// source:                        -1-#          (each attempt)
    /// retry(when: { $0.take(2) }):   -1--1--1-|
    /// ```
    ///
    /// The same as the typed form with `Failure` being `any Swift.Error`, so every error is
    /// handed to the handler.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the sequence of errors.
    /// - Returns: The source's elements across its attempts.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<any Swift.Error>) -> Trigger
    ) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }
}

private final class RetryWhen<Element, Failure: Swift.Error, Trigger: ObservableType>: Producer<Element> {
    let source: Observable<Element>
    let notificationHandler: (Observable<Failure>) -> Trigger

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> Trigger) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable)
        -> (sink: any Disposable, subscription: any Disposable)
    where Observer.Element == Element {
        let sink = RetryWhenSink<Observer, Failure, Trigger.Element>(source: source, observer: observer, cancel: cancel)
        let trigger = notificationHandler(sink.errors.asObservable())
        sink.triggerSubscription.setDisposable(trigger.subscribe(sink.notifier))
        sink.perform(.subscribe)
        return (sink, Disposables.create(sink.current, sink.triggerSubscription))
    }
}

/// Runs the attempts. The handler's trigger feeds `notifier` for the whole subscription; after an
/// attempt fails, a `RetryTriggerObserver` listens to `notifier` until it decides.
///
/// Subscribing an attempt and reporting a failure to `errors` are commands run one at a time by
/// whichever caller finds the queue idle: a command issued while another runs (an attempt failing
/// while it is subscribed, a trigger firing while `errors` delivers) waits for it to return. So
/// `errors` is never re-entered and a chain of synchronous failures runs in constant stack space.
private final class RetryWhenSink<Observer: ObserverType, Failure: Swift.Error, TriggerElement>: Sink<Observer>,
    @unchecked Sendable
{
    // @unchecked: `commands` and `isRunning` are only touched under `lock`; events are forwarded
    // by the running attempt or, between attempts, by the trigger, never both at once.
    enum Command {
        case subscribe
        case fail(Failure, RetryAttempt<Observer, Failure, TriggerElement>)
    }

    let errors = PublishSubject<Failure>()
    let notifier = PublishSubject<TriggerElement>()
    let triggerSubscription = SingleAssignmentDisposable()
    let current = SerialDisposable()
    private let source: Observable<Observer.Element>
    private let lock = Lock()
    private var commands: [Command] = []
    private var isRunning = false

    init(source: Observable<Observer.Element>, observer: Observer, cancel: any Cancelable) {
        self.source = source
        super.init(observer: observer, cancel: cancel)
    }

    func perform(_ command: Command) {
        let runs = lock.withLock { () -> Bool in
            commands.append(command)
            if isRunning { return false }
            isRunning = true
            return true
        }
        guard runs else { return }
        while let next = nextCommand() {
            switch next {
            case .subscribe:
                let attempt = RetryAttempt(parent: self)
                current.disposable = attempt
                attempt.subscription.setDisposable(source.subscribe(attempt))
            case .fail(let failure, let attempt):
                attempt.listenToTrigger()
                errors.on(.next(failure))
            }
        }
    }

    private func nextCommand() -> Command? {
        let (next, dropped) = lock.withLock { () -> (Command?, [Command]) in
            if isDisposed || commands.isEmpty {
                isRunning = false
                defer { commands = [] }
                return (nil, commands)
            }
            return (commands.removeFirst(), [])
        }
        _ = dropped
        return next
    }
}

/// One subscription to the source, and the trigger observer that decides what follows its error.
private final class RetryAttempt<Observer: ObserverType, Failure: Swift.Error, TriggerElement>: ObserverType,
    Disposable, @unchecked Sendable
{
    // @unchecked: `parent` is immutable; the disposables are thread-safe; events arrive serially.
    let subscription = SingleAssignmentDisposable()
    private let triggerSubscription = SingleAssignmentDisposable()
    private let parent: RetryWhenSink<Observer, Failure, TriggerElement>
    private let resourceToken = trackResourceAllocated()

    init(parent: RetryWhenSink<Observer, Failure, TriggerElement>) {
        self.parent = parent
    }

    deinit {
        trackResourceReleased(resourceToken)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error(let error):
            guard let failure = error as? Failure else {
                parent.forwardError(error)
                return
            }
            subscription.dispose()
            parent.perform(.fail(failure, self))
        case .completed:
            parent.forwardCompleted()
        }
    }

    /// Starts listening to the trigger for the decision about this attempt's error.
    func listenToTrigger() {
        let observer = RetryTriggerObserver(parent: parent, subscription: triggerSubscription)
        triggerSubscription.setDisposable(parent.notifier.subscribe(observer))
    }

    func dispose() {
        subscription.dispose()
        triggerSubscription.dispose()
    }
}

/// Hears the trigger's first event after an error and acts on it: an element retries, a stop
/// event ends the result. It then stops listening, so one error is answered exactly once.
private final class RetryTriggerObserver<Observer: ObserverType, Failure: Swift.Error, TriggerElement>: ObserverType,
    @unchecked Sendable
{
    // @unchecked: `parent` and `subscription` are immutable; the subscription is thread-safe.
    private let parent: RetryWhenSink<Observer, Failure, TriggerElement>
    private let subscription: SingleAssignmentDisposable

    init(parent: RetryWhenSink<Observer, Failure, TriggerElement>, subscription: SingleAssignmentDisposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<TriggerElement>) {
        guard !subscription.isDisposed else { return }
        subscription.dispose()
        switch event {
        case .next: parent.perform(.subscribe)
        case .error(let error): parent.forwardError(error)
        case .completed: parent.forwardCompleted()
        }
    }
}
