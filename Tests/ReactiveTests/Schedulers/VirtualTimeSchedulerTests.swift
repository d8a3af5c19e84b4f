import Foundation
import Reactive
import ReactiveTesting
import Testing

/// Integer ticks of one second each: the smallest converter that exercises the scheduler alone.
private struct SecondsConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime)) }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970.rounded()) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval.rounded()) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

/// Moves everything scheduled relatively by 5 ticks, to prove where the hook applies.
private final class ShiftingScheduler: VirtualTimeScheduler<SecondsConverter> {
    override func adjustScheduledTime(_ time: Int) -> Int { time + 5 }
}

private func makeScheduler(at clock: Int = 0) -> VirtualTimeScheduler<SecondsConverter> {
    VirtualTimeScheduler(initialClock: clock, converter: SecondsConverter())
}

/// Records `(clock, label)` pairs from scheduled actions.
private final class Log {
    var entries: [String] = []
}

@Suite(.leakChecked) struct VirtualTimeSchedulerTests {
    @Test func actionsDueAtTheSameTimeRunInTheOrderTheyWereScheduled() {
        let leaked = Resources.countLive {
            let scheduler = makeScheduler()
            let log = Log()
            for label in ["a", "b", "c", "d", "e", "f", "g", "h"] {
                _ = scheduler.scheduleAbsoluteVirtual(label, time: 10) { label in
                    log.entries.append("\(scheduler.clock)\(label)")
                    return Disposables.create()
                }
            }
            _ = scheduler.scheduleAbsoluteVirtual("z", time: 5) { label in
                log.entries.append("\(scheduler.clock)\(label)")
                return Disposables.create()
            }
            scheduler.start()
            #expect(log.entries == ["5z", "10a", "10b", "10c", "10d", "10e", "10f", "10g", "10h"])
        }
        #expect(leaked == 0)
    }

    @Test func theClockNeverMovesBackForAnActionScheduledInThePast() {
        let scheduler = makeScheduler(at: 50)
        var seen: [Int] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            seen.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        #expect(seen == [50])
        #expect(scheduler.clock == 50)
    }

    @Test func scheduleRelativeAppliesTheAdjustmentButAbsoluteVirtualSchedulingDoesNot() {
        let scheduler = ShiftingScheduler(initialClock: 0, converter: SecondsConverter())
        var seen: [String] = []
        _ = scheduler.scheduleRelative("relative", dueTime: .seconds(10)) { label in
            seen.append("\(scheduler.clock) \(label)")
            return Disposables.create()
        }
        _ = scheduler.schedule("now") { label in
            seen.append("\(scheduler.clock) \(label)")
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual("absolute", time: 10) { label in
            seen.append("\(scheduler.clock) \(label)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual("virtual", dueTime: 12) { label in
            seen.append("\(scheduler.clock) \(label)")
            return Disposables.create()
        }
        scheduler.start()
        #expect(seen == ["5 now", "10 absolute", "12 virtual", "15 relative"])
    }

    @Test func aNeverDelaySchedulesNothing() {
        let scheduler = makeScheduler()
        var ran = false
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.start()
        #expect(!ran)
        #expect(scheduler.clock == 0)
    }

    @Test func disposingAScheduledActionSkipsIt() {
        let leaked = Resources.countLive {
            let scheduler = makeScheduler()
            var ran: [Int] = []
            let first = scheduler.scheduleAbsoluteVirtual(1, time: 1) { value in
                ran.append(value)
                return Disposables.create()
            }
            _ = scheduler.scheduleAbsoluteVirtual(2, time: 2) { value in
                ran.append(value)
                return Disposables.create()
            }
            first.dispose()
            scheduler.start()
            #expect(ran == [2])
            #expect(scheduler.clock == 2)
        }
        #expect(leaked == 0)
    }

    @Test func stopEndsStartAfterTheCurrentActionAndStartResumesLater() {
        let scheduler = makeScheduler()
        var ran: [Int] = []
        for time in [1, 2, 3] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) { value in
                ran.append(value)
                if value == 2 { scheduler.stop() }
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(ran == [1, 2])
        #expect(scheduler.clock == 2)
        scheduler.start()
        #expect(ran == [1, 2, 3])
    }

    /// RxSwift stops the program when its scheduler is used from another thread than the one that
    /// made it; here any thread may drive it, one at a time.
    @Test func aSchedulerMadeOnOneThreadRunsOnAnother() {
        let scheduler = makeScheduler()
        var ran: [Int] = []
        for time in [1, 2] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) { value in
                ran.append(value)
                return Disposables.create()
            }
        }
        let done = DispatchSemaphore(value: 0)
        let job = ThreadJob {
            scheduler.advanceTo(1)
            _ = scheduler.scheduleAbsoluteVirtual(3, time: 3) { value in
                ran.append(value)
                return Disposables.create()
            }
        }
        Thread {
            job.run()
            done.signal()
        }.start()
        done.wait()
        #expect(ran == [1])
        scheduler.start()
        #expect(ran == [1, 2, 3])
        #expect(scheduler.clock == 3)
    }

    @Test func startCalledFromARunningActionDoesNothing() {
        let scheduler = makeScheduler()
        var ran: [String] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
            ran.append("outer")
            scheduler.start()
            ran.append("after nested start")
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 2) { _ in
            ran.append("later")
            return Disposables.create()
        }
        scheduler.start()
        #expect(ran == ["outer", "after nested start", "later"])
    }

    @Test func advanceToRunsEverythingDueUpToAndIncludingTheTimeThenSetsTheClock() {
        let scheduler = makeScheduler()
        var ran: [Int] = []
        for time in [10, 20, 21] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) { value in
                ran.append(value)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(20)
        #expect(ran == [10, 20])
        #expect(scheduler.clock == 20)
        scheduler.advanceTo(20)
        #expect(scheduler.clock == 20)
        scheduler.advanceTo(100)
        #expect(ran == [10, 20, 21])
        #expect(scheduler.clock == 100)
    }

    @Test func advanceToAnEarlierTimeRunsOnlyWhatIsOverdueThenSetsTheClockBackAsRxSwiftDoes() {
        let scheduler = makeScheduler(at: 30)
        var ran: [String] = []
        for time in [5, 20] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) { value in
                ran.append("\(value)@\(scheduler.clock)")
                return Disposables.create()
            }
        }
        scheduler.advanceTo(10)
        #expect(ran == ["5@30"])
        #expect(scheduler.clock == 10)
        scheduler.start()
        #expect(ran == ["5@30", "20@20"])
    }

    @Test func checkedAdvanceRunsLikeAdvanceToWhenMovingForward() throws {
        let scheduler = makeScheduler()
        var ran: [Int] = []
        for time in [10, 20] {
            _ = scheduler.scheduleAbsoluteVirtual(time, time: time) { value in
                ran.append(value)
                return Disposables.create()
            }
        }
        try scheduler.checkedAdvance(to: 15)
        #expect(ran == [10])
        #expect(scheduler.clock == 15)
        try scheduler.checkedAdvance(to: 15)
        #expect(scheduler.clock == 15)
    }

    @Test func checkedAdvanceToAnEarlierTimeThrowsAReadableErrorAndRunsNothing() {
        let scheduler = makeScheduler(at: 30)
        var ran = false
        _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
            ran = true
            return Disposables.create()
        }
        #expect(throws: VirtualTimeSchedulerError.cannotAdvanceIntoPast(target: "10", clock: "30")) {
            try scheduler.checkedAdvance(to: 10)
        }
        #expect(scheduler.clock == 30)
        #expect(!ran)
        let message = VirtualTimeSchedulerError.cannotAdvanceIntoPast(target: "10", clock: "30").description
        #expect(message == "VirtualTimeScheduler cannot advance to 10: the clock is already at 30")
    }

    @Test func checkedAdvanceFromARunningActionThrowsAlreadyRunning() {
        let scheduler = makeScheduler()
        var caught: VirtualTimeSchedulerError?
        _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
            do throws(VirtualTimeSchedulerError) {
                try scheduler.checkedAdvance(to: 5)
            } catch {
                caught = error
            }
            return Disposables.create()
        }
        scheduler.start()
        #expect(caught == .alreadyRunning)
        #expect(scheduler.clock == 1)
    }

    @Test func sleepMovesTheClockWithoutRunningAnything() {
        let scheduler = makeScheduler(at: 10)
        var ran = false
        _ = scheduler.scheduleAbsoluteVirtual((), time: 15) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.sleep(20)
        #expect(scheduler.clock == 30)
        #expect(!ran)
        scheduler.start()
        #expect(ran)
        #expect(scheduler.clock == 30)
    }

    @Test func checkedSleepMovesTheClockForwardAndRefusesToGoBack() throws {
        let scheduler = makeScheduler(at: 10)
        try scheduler.checkedSleep(20)
        #expect(scheduler.clock == 30)
        #expect(throws: VirtualTimeSchedulerError.cannotSleepIntoPast(target: "25", clock: "30")) {
            try scheduler.checkedSleep(-5)
        }
        #expect(scheduler.clock == 30)
    }

    @Test func nowIsTheClockConvertedToADate() {
        let scheduler = makeScheduler(at: 42)
        #expect(scheduler.now == Date(timeIntervalSince1970: 42))
    }

    @Test func manyItemsComeOutInTimeThenInsertionOrder() {
        let scheduler = makeScheduler()
        var ran: [Int] = []
        let times = (0..<200).map { ($0 * 7919) % 23 }
        for (index, time) in times.enumerated() {
            _ = scheduler.scheduleAbsoluteVirtual(index, time: time) { value in
                ran.append(value)
                return Disposables.create()
            }
        }
        scheduler.start()
        let expected = times.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map(\.offset)
        #expect(ran == expected)
    }

    /// Most actions are due no earlier than the one before them and wait in a lane; the rest wait
    /// in a heap. Actions that schedule more while they run, at the clock or a little later, and
    /// disposals at the front of either, must still come out by due time and then by the order
    /// they were scheduled: checked against a plain list searched for its earliest entry.
    @Test func actionsScheduledWhileRunningComeOutInTimeThenInsertionOrder() {
        let scheduler = makeScheduler()
        var model: [(time: Int, id: Int, disposed: Bool)] = []
        var disposables: [any Disposable] = []
        var ran: [Int] = []
        var nextId = 0
        func add(at time: Int, children: Int) {
            let id = nextId
            nextId += 1
            model.append((time, id, false))
            disposables.append(
                scheduler.scheduleAbsoluteVirtual(id, time: time) { id in
                    ran.append(id)
                    for child in 0..<children { add(at: scheduler.clock + (id + child) % 4, children: 0) }
                    return Disposables.create()
                })
        }
        for index in 0..<120 { add(at: (index * 7919) % 13, children: index % 3) }
        for index in stride(from: 0, to: 120, by: 5) {
            disposables[index].dispose()
            model[index].disposed = true
        }
        scheduler.start()

        // The model: repeatedly run the earliest live entry; its children join at the clock then.
        var expected: [Int] = []
        var clock = 0
        var pending = model.filter { !$0.disposed }
        var childId = 120
        while let next = pending.min(by: { ($0.time, $0.id) < ($1.time, $1.id) }) {
            pending.removeAll { $0.id == next.id }
            clock = max(clock, next.time)
            expected.append(next.id)
            let children = next.id < 120 ? next.id % 3 : 0
            for child in 0..<children {
                pending.append(((clock + (next.id + child) % 4), childId, false))
                childId += 1
            }
        }
        #expect(ran == expected)
        #expect(ran.count == 96 + (0..<120).filter { $0 % 5 != 0 }.map { $0 % 3 }.reduce(0, +))
    }
}
