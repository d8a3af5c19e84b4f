import Reactive

/// An object that displays a reactor's state and sends it the user's actions.
///
/// Assigning `reactor` replaces `disposeBag` with a new one (disposing the old bindings) and calls
/// `bind(reactor:)` with the new reactor, if any.
///
/// **Requirement.** ReactorKit stores a view's reactor as an Objective-C associated object. Linux
/// has none, so a conforming type declares the storage itself, as a stored constant, next to its
/// dispose bag:
///
/// ```swift
/// final class CounterView: View {
///     var disposeBag = DisposeBag()
///     let viewStorage = ViewStorage()
///
///     func bind(reactor: CounterReactor) { … }
/// }
/// ```
///
/// The view then holds its reactor strongly, as in ReactorKit: the reactor lives as long as the
/// view (or until `reactor` is set to nil), and nothing in the reactor refers back to the view.
public protocol View: AnyObject {
    /// The type of reactor the view binds.
    associatedtype Reactor: ReactorArchitecture.Reactor

    /// The bindings of the current reactor; replaced each time `reactor` is assigned.
    var disposeBag: DisposeBag { get set }

    /// Where the view keeps its reactor; declare `let viewStorage = ViewStorage()`.
    var viewStorage: ViewStorage { get }

    /// The view's reactor; assigning it calls `bind(reactor:)`.
    var reactor: Reactor? { get set }

    /// Binds the view to `reactor`: user input to `reactor.action`, `reactor.state` to the display.
    ///
    /// Called each time `reactor` is assigned a reactor, with a fresh `disposeBag`; put every
    /// subscription into it. Do not call it directly.
    ///
    /// - Parameter reactor: The reactor just assigned.
    func bind(reactor: Reactor)
}

extension View {
    /// The view's reactor, kept in `viewStorage`; assigning it resets `disposeBag` and calls
    /// `bind(reactor:)`.
    public var reactor: Reactor? {
        get { viewStorage.reactor as? Reactor }
        set {
            viewStorage.reactor = newValue
            disposeBag = DisposeBag()
            if let newValue {
                bind(reactor: newValue)
            }
        }
    }
}

/// The storage a `View` needs for its reactor, kept in a stored property of the view.
///
/// A stored property instead of ReactorKit's associated object (see `View`): it is released with
/// the view, on every platform.
public final class ViewStorage: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = Lock()
    private var stored: AnyObject?

    /// Creates empty storage.
    public init() {}

    var reactor: AnyObject? {
        get { lock.withLock { stored } }
        set {
            let old = lock.withLock { () -> AnyObject? in
                let old = stored
                stored = newValue
                return old
            }
            // Released outside the lock: the old reactor's deinit may run arbitrary code.
            _ = old
        }
    }
}
