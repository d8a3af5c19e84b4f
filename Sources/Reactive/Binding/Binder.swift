/// An observer that binds elements to a target object: it holds the target weakly, sets each
/// element on a scheduler (the main one by default), ignores completion and refuses errors.
///
/// ```swift
/// let title = Binder(label) { label, text in label.text = text }
/// names.bind(to: title)
/// ```
///
/// Once the target is gone, elements are dropped. An error is a programming error in a binding:
/// it is reported as a `.bindingError` anomaly (see `Hooks.anomalyHandler`), where RxSwift stops
/// a debug build.
public struct Binder<Value>: ObserverType {
    /// The bound element.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder.
    ///
    /// - Parameters:
    ///   - target: The object elements are bound to; held weakly.
    ///   - scheduler: Where `binding` runs; a new `MainScheduler` by default.
    ///   - binding: Applies one element to the target.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: any ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    /// Binds an element, reports an error, ignores completion.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an `AnyObserver`.
    ///
    /// - Returns: An observer that forwards to this binder.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
