#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the calling thread through a trampoline.
///
/// The first `schedule` on a thread runs its action at once and then drains every action scheduled
/// meanwhile, in order, before returning; a `schedule` made while that is going on only enqueues.
/// Every subscription starts on this trampoline, which is why a whole synchronous subscription runs
/// before `subscribe` returns, and why recursive sources interleave instead of overflowing the stack.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The scheduler for the calling thread (it keeps per-thread state).
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether the calling thread is outside the trampoline, so that a `schedule` would run at once.
    public static var isScheduleRequired: Bool {
        guard let trampoline = Trampoline.current else { return true }
        return !trampoline.isRunning
    }

    /// Runs `action` now if the thread is outside the trampoline, otherwise queues it.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        let trampoline = Trampoline.currentOrCreate()
        if trampoline.isRunning {
            let item = ScheduledItem(state: state, action: action)
            trampoline.queue.append(item)
            return item
        }
        return trampoline.run { action(state) }
    }
}

extension CurrentThreadScheduler {
    /// Runs `body` at once on this thread's trampoline; if the thread was outside the trampoline,
    /// also drains whatever `body` queued before returning.
    ///
    /// `schedule(_:action:)` for work that runs now in either case (subscribing): the closure is not
    /// escaping, so entering the trampoline allocates no closure context, and the thread's state is
    /// looked up once instead of twice (`isScheduleRequired`, then `schedule`).
    static func runOnTrampoline(_ body: () -> any Disposable) -> any Disposable {
        // Unretained: the thread's slot keeps its trampoline alive until the thread exits, and a
        // retain and release on every subscription would be two atomic operations for nothing.
        Unmanaged<Trampoline>.fromOpaque(Trampoline.currentOrCreateOpaque())._withUnsafeGuaranteedRef { trampoline in
            if trampoline.isRunning {
                return body()
            }
            return trampoline.run(body)
        }
    }

    /// Queues `item` on this thread's trampoline, or runs it (and drains the queue) if the thread is
    /// outside the trampoline: `schedule(_:action:)` for an item the caller keeps and may queue again.
    static func schedule(_ item: any InvocableScheduledItem) {
        let trampoline = Trampoline.currentOrCreate()
        if trampoline.isRunning {
            trampoline.queue.append(item)
            return
        }
        _ = trampoline.run {
            item.invoke()
            return Disposables.create()
        }
    }
}

/// A trampoline item that runs `step` and, while `step` returns true, queues itself again: a
/// recursive source's steps without a new item, closure and disposable per step.
@usableFromInline
final class TrampolineLoop: InvocableScheduledItem, @unchecked Sendable {
    // @unchecked: `step` is immutable and only run on the owning thread's trampoline; `disposed` is
    // atomic.
    private let step: () -> Bool
    @exclusivity(unchecked) private final var disposed = InlineAtomic<Bool>(false)

    @usableFromInline
    init(step: @escaping () -> Bool) {
        self.step = step
    }

    /// Queues the loop on this thread's trampoline, or runs it there now if the thread is outside
    /// the trampoline.
    @usableFromInline
    func schedule() {
        CurrentThreadScheduler.schedule(self)
    }

    func invoke() {
        // Only ever invoked by this thread's running trampoline. A step that wants another runs
        // again at once while nothing else waits there: queueing itself would only have it taken
        // straight back off the queue, so the order of work is the same, without the round trip.
        let trampoline = Trampoline.currentOrCreate()
        while !InlineAtomic.load(&disposed, ordering: .relaxed), step() {
            if !trampoline.queue.isEmpty {
                trampoline.queue.append(self)
                return
            }
        }
    }

    @usableFromInline
    var isDisposed: Bool {
        InlineAtomic.load(&disposed, ordering: .relaxed)
    }

    @usableFromInline
    func dispose() {
        InlineAtomic.store(&disposed, true, ordering: .relaxed)
    }
}

/// Per-thread trampoline state, kept in a pthread key for the life of the thread.
private final class Trampoline {
    // Unchecked exclusivity: a trampoline belongs to one thread, and its fields are never accessed
    // overlapping (`run` copies out the item before invoking it); a dynamic check costs a
    // thread-local access-set lookup per access, several per subscription.
    @exclusivity(unchecked) var isRunning = false
    @exclusivity(unchecked) var queue = FIFOQueue<any InvocableScheduledItem>()

    private static let slot = ThreadLocalSlot(destructor: releaseTrampoline)

    static var current: Trampoline? {
        slot.value.map { Unmanaged<Trampoline>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Marks the trampoline running, runs `body`, then runs every queued item in order (including
    /// those queued meanwhile) before returning `body`'s result.
    func run(_ body: () -> any Disposable) -> any Disposable {
        isRunning = true
        let disposable = body()
        // Tested first: most subscriptions queue nothing, and `popFirst` on an empty queue still
        // made and destroyed an empty optional existential, about 60 instructions each time.
        if !queue.isEmpty {
            while let item = queue.popFirst() {
                item.invoke()
            }
        }
        isRunning = false
        return disposable
    }

    static func currentOrCreate() -> Trampoline {
        Unmanaged<Trampoline>.fromOpaque(currentOrCreateOpaque()).takeUnretainedValue()
    }

    /// The thread's trampoline as the slot holds it: retained by the slot, not by the caller.
    static func currentOrCreateOpaque() -> UnsafeMutableRawPointer {
        if let existing = slot.value { return existing }
        let created = Unmanaged.passRetained(Trampoline()).toOpaque()
        slot.value = created
        return created
    }
}

#if canImport(Darwin)
private func releaseTrampoline(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
#else
private func releaseTrampoline(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
#endif

/// Work waiting on a trampoline or a virtual-time queue.
protocol InvocableScheduledItem: Cancelable {
    func invoke()
}

/// One queued action with its state; disposing it before it runs skips it.
final class ScheduledItem<State>: InvocableScheduledItem, @unchecked Sendable {
    // @unchecked: `action` is run once on the owning thread; `cancel` is itself thread-safe.
    private let state: State
    private let action: (State) -> any Disposable
    private let cancel = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> any Disposable) {
        self.state = state
        self.action = action
    }

    func invoke() {
        guard !cancel.isDisposed else { return }
        cancel.setDisposable(action(state))
    }

    var isDisposed: Bool {
        cancel.isDisposed
    }

    func dispose() {
        cancel.dispose()
    }
}
