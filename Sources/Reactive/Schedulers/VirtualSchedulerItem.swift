/// One action waiting in a virtual-time queue, with its insertion order; `VirtualSchedulerItem`
/// adds the time it is due.
///
/// Not generic, unlike the item: the scheduler hands items out as `any Disposable`, and erasing a
/// generic class's instance looks its metadata up at run time on every scheduled action, while
/// this class's metadata is a constant.
class VirtualSchedulerAction: Cancelable, @unchecked Sendable {
    // @unchecked: `action`, `result` and `disposed` are only touched under the lock (unchecked
    // exclusivity: the lock already serialises them).
    let id: Int
    /// A spin lock kept inline: its sections only move a reference or a flag, never call out, and
    /// a lock object would cost two allocations per scheduled action.
    @exclusivity(unchecked) private final var locked = InlineAtomic<Bool>(false)
    @exclusivity(unchecked) private var action: (() -> any Disposable)?
    /// What the action returned. A slot, not an optional: destroying an `(any Disposable)?` goes
    /// through the runtime's value witnesses, and every scheduled action did it twice.
    @exclusivity(unchecked) private var result = DisposableSlot()
    @exclusivity(unchecked) private var disposed = false

    init(id: Int, action: @escaping () -> any Disposable) {
        self.id = id
        self.action = action
    }

    var isDisposed: Bool {
        withLock { disposed }
    }

    /// Runs the action once; the action is released at once so a queue that is never drained
    /// does not keep what it captured alive.
    func invoke() {
        guard
            let action = withLock({ () -> (() -> any Disposable)? in
                let pending = disposed ? nil : self.action
                self.action = nil
                return pending
            })
        else { return }
        let produced = action()
        SpinLock.lock(&locked)
        if disposed {
            SpinLock.unlock(&locked)
            produced.dispose()
            return
        }
        // The action ran once (it was taken above), so the slot is empty.
        result.store(produced)
        SpinLock.unlock(&locked)
    }

    func dispose() {
        SpinLock.lock(&locked)
        disposed = true
        let dropped = action.take()
        let produced = result.take()
        SpinLock.unlock(&locked)
        // Released outside the lock: the action may hold the last references to anything.
        withExtendedLifetime(dropped) {}
        produced.dispose()
    }

    private func withLock<Result>(_ body: () -> Result) -> Result {
        SpinLock.lock(&locked)
        defer { SpinLock.unlock(&locked) }
        return body()
    }
}

/// One action waiting in a virtual-time queue, with the time it is due.
final class VirtualSchedulerItem<Time>: VirtualSchedulerAction, @unchecked Sendable {
    let time: Time

    /// Required so that the scheduler can make items through a stored metatype.
    required init(time: Time, id: Int, action: @escaping () -> any Disposable) {
        self.time = time
        super.init(id: id, action: action)
    }
}
