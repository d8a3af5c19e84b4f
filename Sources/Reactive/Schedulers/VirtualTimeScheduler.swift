import Foundation

/// A scheduler whose clock moves only when it runs its queue: the base of `TestScheduler`.
///
/// Actions wait in a priority queue ordered by due time and, for equal times, by the order they
/// were scheduled, so a test sees the same interleaving on every run. `start()` runs the queue
/// to the end and `advanceTo(_:)` runs it up to a time. Only `advanceTo(_:)` can move the clock
/// back, as in RxSwift; `checkedAdvance(to:)` refuses to.
///
/// Unlike RxSwift, which stops the program when the scheduler is used from any thread but the one
/// that created it, any thread may drive it: Swift Testing may resume a test on another thread
/// after each suspension point. Driving one instance from two threads at once is not supported.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// A point in virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit

    /// A span of virtual time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private typealias Item = VirtualSchedulerItem<VirtualTime>

    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) private var nextId = 0
    /// The items due no earlier than the one scheduled before them, in the order they were
    /// scheduled, which is their due order: most actions join here (a `schedule` at the clock, a
    /// timer later than the last), in O(1) and one time comparison instead of a heap's sifting,
    /// which cost about 40 % of each scheduled action. Both queues hold `AnyObject`: a queue of a
    /// generic element type runs its array code unspecialised here (a generic class's methods),
    /// thousands of instructions per item; one of `AnyObject` is specialised, and `itemType` turns
    /// an entry back into an `Item` without a run-time metadata lookup.
    @exclusivity(unchecked) private var lane = FIFOQueue<AnyObject>()
    /// The items due earlier than the lane's last when they were scheduled, by due time and id.
    @exclusivity(unchecked) private var heap: PriorityQueue<AnyObject>
    /// Which queue the item `liveFront()` found last heads.
    @exclusivity(unchecked) private var frontIsInLane = true
    private let itemType = Item.self

    /// The converter between virtual and real time.
    public let converter: Converter

    /// The current virtual time.
    @exclusivity(unchecked) public private(set) var clock: VirtualTime

    /// The current virtual time as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Whether `start()` or `advanceTo(_:)` is running the queue.
    public var isRunning: Bool {
        running
    }

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The starting virtual time.
    ///   - converter: Maps virtual time to real time and back.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.clock = initialClock
        self.converter = converter
        let itemType = Item.self
        self.heap = PriorityQueue { lhs, rhs in
            Self.isDue(unsafeDowncast(lhs, to: itemType), before: unsafeDowncast(rhs, to: itemType), converter)
        }
    }

    /// Schedules `action` as soon as possible, which is `scheduleRelative` with a zero delay (and
    /// therefore subject to `adjustScheduledTime`).
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime` of real time, converted to virtual time and then passed
    /// through `adjustScheduledTime`. A `.never` delay schedules nothing.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: The delay.
    ///   - action: The work.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        if case .never = dueTime { return Disposables.create() }
        let absolute = converter.convertToVirtualTime(now.adding(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absolute), action: action)
    }

    /// Schedules `action` after `dueTime` of virtual time, without `adjustScheduledTime`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: The delay in virtual units.
    ///   - action: The work.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the virtual time `time`, exactly as given. A time already past runs
    /// at the current clock, since running an action never moves the clock back.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - time: The absolute virtual time.
    ///   - action: The work.
    /// - Returns: A disposable that removes the action from the queue if it has not run yet.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        // Made through the stored metatype: `Item(...)` in this unspecialised generic method looked
        // the item's generic metadata up at run time on every call.
        let item = itemType.init(time: time, id: nextId, action: { action(state) })
        nextId += 1
        if let last = lane.last, isLater(unsafeDowncast(last, to: itemType).time, than: time) {
            heap.push(item)
        } else {
            lane.append(item)
        }
        // Handed out as the non-generic base class, whose metadata needs no run-time lookup.
        let scheduled: VirtualSchedulerAction = item
        return scheduled
    }

    /// The hook that subclasses use to move times computed by `scheduleRelative` (and so by
    /// `schedule`); the identity here.
    ///
    /// - Parameter time: The due time computed from the delay.
    /// - Returns: The time to schedule at.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs queued actions in order, moving the clock forward to each one's time, until the queue
    /// is empty or `stop()` is called. Calling it from inside a running action does nothing.
    open func start() {
        guard !running else { return }
        running = true
        defer { running = false }
        while running, let item = takeNext() {
            if isLater(item.time, than: clock) { clock = item.time }
            item.invoke()
        }
    }

    /// Makes `start()` or `advanceTo(_:)` return after the action that is running now.
    open func stop() {
        running = false
    }

    /// Runs every action due at or before `virtualTime`, then sets the clock to `virtualTime`.
    ///
    /// As in RxSwift, nothing is refused: a time earlier than the clock runs only what is already
    /// overdue and then sets the clock back to `virtualTime`. Use `checkedAdvance(to:)` to have
    /// that, and a call from a running action, reported as an error instead.
    ///
    /// - Parameter virtualTime: The time to advance to.
    /// - Precondition: The scheduler is not running its queue (RxSwift stops the program there
    ///   too); `checkedAdvance(to:)` throws instead.
    open func advanceTo(_ virtualTime: VirtualTime) {
        precondition(
            !running,
            "VirtualTimeScheduler.advanceTo was called from an action the scheduler is running; "
                + "use checkedAdvance(to:) to get a thrown error instead"
        )
        runQueue(until: virtualTime)
    }

    /// Runs every action due at or before `virtualTime`, then sets the clock to `virtualTime`,
    /// refusing to move the clock back.
    ///
    /// - Parameter virtualTime: The time to advance to; it may equal the clock.
    /// - Throws: `VirtualTimeSchedulerError.cannotAdvanceIntoPast` if it is earlier than the clock,
    ///   `.alreadyRunning` if called from an action the scheduler is running.
    public func checkedAdvance(to virtualTime: VirtualTime) throws(VirtualTimeSchedulerError) {
        guard !running else { throw .alreadyRunning }
        guard !isLater(clock, than: virtualTime) else {
            throw .cannotAdvanceIntoPast(target: "\(virtualTime)", clock: "\(clock)")
        }
        runQueue(until: virtualTime)
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// - Parameter virtualInterval: How far to move the clock.
    /// - Precondition: `virtualInterval` is not negative (RxSwift stops the program there too);
    ///   `checkedSleep(_:)` throws instead.
    open func sleep(_ virtualInterval: VirtualTimeInterval) {
        let target = converter.offsetVirtualTime(clock, offset: virtualInterval)
        precondition(
            !isLater(clock, than: target),
            "VirtualTimeScheduler cannot sleep back to \(target): the clock is already at \(clock); "
                + "use checkedSleep(_:) to get a thrown error instead"
        )
        clock = target
    }

    /// Moves the clock forward by `virtualInterval` without running anything, refusing a negative
    /// span.
    ///
    /// - Parameter virtualInterval: How far to move the clock.
    /// - Throws: `VirtualTimeSchedulerError.cannotSleepIntoPast` if the span is negative.
    public func checkedSleep(_ virtualInterval: VirtualTimeInterval) throws(VirtualTimeSchedulerError) {
        let target = converter.offsetVirtualTime(clock, offset: virtualInterval)
        guard !isLater(clock, than: target) else {
            throw .cannotSleepIntoPast(target: "\(target)", clock: "\(clock)")
        }
        clock = target
    }

    /// Runs the actions due at or before `limit` in order, then sets the clock to `limit`.
    private func runQueue(until limit: VirtualTime) {
        running = true
        defer { running = false }
        while running, let item = takeNext(dueBy: limit) {
            if isLater(item.time, than: clock) { clock = item.time }
            item.invoke()
        }
        clock = limit
    }

    private func isLater(_ lhs: VirtualTime, than rhs: VirtualTime) -> Bool {
        converter.compareVirtualTime(lhs, rhs) == .greaterThan
    }

    /// Whether `lhs` runs before `rhs`: by due time, then by the order they were scheduled.
    private static func isDue(_ lhs: Item, before rhs: Item, _ converter: Converter) -> Bool {
        switch converter.compareVirtualTime(lhs.time, rhs.time) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return lhs.id < rhs.id
        }
    }

    /// Pops the earliest live item.
    private func takeNext() -> Item? {
        guard let front = liveFront() else { return nil }
        removeFront()
        return front
    }

    /// Pops the earliest live item if it is due at or before `limit`.
    ///
    /// Not one method with an optional limit: testing a `VirtualTime?` in this unspecialised code
    /// looked `Optional<VirtualTime>`'s metadata up at run time on every call (3 % of a seed
    /// feedback keystroke on the virtual clock).
    private func takeNext(dueBy limit: VirtualTime) -> Item? {
        guard let front = liveFront(), !isLater(front.time, than: limit) else { return nil }
        removeFront()
        return front
    }

    /// The earliest item not disposed, left in its queue (`frontIsInLane` says which); disposed
    /// ones in front of it are dropped.
    ///
    /// No tuple of the item and its queue, and no `Optional.map`: in this unspecialised method
    /// both looked the item's generic metadata up at run time.
    private func liveFront() -> Item? {
        while true {
            let front: Item
            if let laneObject = lane.first {
                let laneFront = unsafeDowncast(laneObject, to: itemType)
                // Usually nothing waits in the heap, and the lane's front is the earliest without
                // comparing the two (a queue of one timer, `debounce`'s, comes here per event).
                if let heapObject = heap.peek() {
                    let heapFront = unsafeDowncast(heapObject, to: itemType)
                    frontIsInLane = !Self.isDue(heapFront, before: laneFront, converter)
                    front = frontIsInLane ? laneFront : heapFront
                } else {
                    frontIsInLane = true
                    front = laneFront
                }
            } else if let heapObject = heap.peek() {
                frontIsInLane = false
                front = unsafeDowncast(heapObject, to: itemType)
            } else {
                return nil
            }
            if !front.isDisposed { return front }
            removeFront()
        }
    }

    /// Removes the item `liveFront()` found last.
    private func removeFront() {
        if frontIsInLane {
            _ = lane.popFirst()
        } else {
            heap.pop()
        }
    }
}
