/// One action waiting in a virtual-time queue, with the time it is due and its insertion order.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    // @unchecked: `action`, `result` and `disposed` are only touched under `lock`.
    let time: Time
    let id: Int
    private let lock = Lock()
    private var action: (() -> any Disposable)?
    private var result: (any Disposable)?
    private var disposed = false

    init(time: Time, id: Int, action: @escaping () -> any Disposable) {
        self.time = time
        self.id = id
        self.action = action
    }

    var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Runs the action once; the action is released at once so a queue that is never drained
    /// does not keep what it captured alive.
    func invoke() {
        guard
            let action = lock.withLock({ () -> (() -> any Disposable)? in
                let pending = disposed ? nil : self.action
                self.action = nil
                return pending
            })
        else { return }
        let produced = action()
        let disposeNow = lock.withLock { () -> Bool in
            if disposed { return true }
            result = produced
            return false
        }
        if disposeNow { produced.dispose() }
    }

    func dispose() {
        let produced = lock.withLock { () -> (any Disposable)? in
            disposed = true
            action = nil
            let produced = result
            result = nil
            return produced
        }
        produced?.dispose()
    }
}
