import Reactive

/// Something that displays a reactor's state and sends it actions, typically a view controller:
/// ReactorKit's `View`, on every platform.
///
/// Setting `reactor` replaces `disposeBag` (disposing the previous reactor's bindings) and calls
/// `bind(reactor:)`, where the view binds its inputs to `reactor.action` and `reactor.state` to its
/// outputs:
///
/// ```swift
/// final class CounterView: View {
///     var disposeBag = DisposeBag()
///     let label = Label()
///     func bind(reactor: CounterReactor) {
///         reactor.state.map(\.value).bind(to: label.rx.text).disposed(by: disposeBag)
///     }
/// }
/// ```
///
/// Like a reactor, a view needs no stored property for its reactor: by default it is kept in a
/// side table keyed weakly by the view (see `ReactorStorage`). A view that declares
/// `let viewStorage = ViewStorage()` keeps it itself, so its reactor is released the moment the
/// view dies.
///
/// A view is main-actor code, as UIKit's and AppKit's views are and as ReactorKit's `ReactorView`
/// is on its main branch: in Swift 6 mode a `@MainActor` view controller conforms, and a view can
/// only be set up from the main actor. `@preconcurrency` keeps ReactorKit 3.2 code in Swift 5 mode
/// compiling without a diagnostic, as it did before the protocol was main-actor code.
@preconcurrency @MainActor
public protocol View: AnyObject {
    /// The reactor type the view displays.
    associatedtype Reactor: ReactorArchitecture.Reactor

    /// The bag of the current reactor's bindings; replaced whenever `reactor` is set.
    var disposeBag: DisposeBag { get set }

    /// The reactor: setting it binds the view to it with `bind(reactor:)`.
    var reactor: Reactor? { get set }

    /// Where the view keeps its reactor: by default an entry of a side table keyed weakly by the
    /// view. Declare `let viewStorage = ViewStorage()` to keep it in the view itself.
    var viewStorage: ViewStorage { get }

    /// Binds the view to `reactor`: inputs to `reactor.action`, `reactor.state` to outputs, all
    /// disposed by `disposeBag`.
    ///
    /// - Parameter reactor: The reactor just set.
    func bind(reactor: Reactor)
}

extension View {
    /// The reactor: setting it replaces `disposeBag` and calls `bind(reactor:)`.
    ///
    /// Set it on the main thread: a view is main-actor code. Swift 6 code that sets it elsewhere
    /// gets a warning (the protocol is `@preconcurrency`, for ReactorKit 3.2 code), and the program
    /// stops here with a message saying so rather than binding a view off the main thread.
    public var reactor: Reactor? {
        get { viewStorage.reactor as? Reactor }
        set {
            MainScheduler.ensureRunningOnMainThread(errorMessage: Self.offMainThreadMessage)
            viewStorage.reactor = newValue
            disposeBag = DisposeBag()
            if let newValue {
                bind(reactor: newValue)
            }
        }
    }

    /// Why setting `reactor` stopped the program.
    static var offMainThreadMessage: String {
        "\(Self.self).reactor was set off the main thread: a View is main-actor code (ReactorKit's "
            + "ReactorView); set its reactor on the main thread."
    }

    /// The view's entry in the side table of views that keep no storage of their own.
    public var viewStorage: ViewStorage {
        ViewStorage.sideTable.value(for: self)
    }
}

/// ReactorKit's name for `View` on its main branch, where the protocol became `@MainActor`: code
/// written for either name compiles.
public typealias ReactorView = View

/// Where a view keeps its reactor. Optional: see `View`.
public final class ViewStorage: Sendable {
    private let stored = LockedValue<AnyObject?>(nil)

    /// Creates empty storage.
    public init() {}

    var reactor: AnyObject? {
        get { stored.value }
        set {
            let old = stored.withLock { stored in
                let old = stored
                stored = newValue
                return old
            }
            // Released outside the lock: the old reactor's deinit may run arbitrary code.
            _ = old
        }
    }

    /// The storage of views that declare none of their own, in the runtime's weak-keyed table.
    static let sideTable = WeakKeyedTable { ViewStorage() }

    /// How many views without storage of their own have an entry in the side table, counting
    /// dead ones not yet swept (at most `max(16, n)` of those; see `ReactorStorage.sideTableCount`).
    public static var sideTableCount: Int {
        sideTable.count
    }

    /// Releases the side-table entries of dead views now, with their reactors.
    ///
    /// - Returns: How many entries were released.
    @discardableResult
    public static func sweepSideTable() -> Int {
        sideTable.sweep()
    }
}
