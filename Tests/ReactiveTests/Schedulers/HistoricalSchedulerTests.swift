import Foundation
import Reactive
import ReactiveTesting
import Testing

private func date(_ seconds: TimeInterval) -> Date {
    Date(timeIntervalSince1970: seconds)
}

@Suite(.leakChecked) struct HistoricalSchedulerTests {
    @Test func theClockStartsAtTheGivenDateOrAtTheReferenceDate() {
        #expect(HistoricalScheduler(initialClock: date(10)).clock == date(10))
        #expect(HistoricalScheduler(initialClock: date(10)).now == date(10))
        #expect(HistoricalScheduler().clock == date(0))
    }

    @Test func workForNowRunsAtTheCurrentDateWithoutAProcessingDelay() {
        let scheduler = HistoricalScheduler()
        var seen: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            seen.append(scheduler.now)
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(2_500)) { _ in
                seen.append(scheduler.now)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                seen.append(scheduler.now)
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(seen == [date(10), date(10), date(12.5)])
    }

    @Test func advanceToRunsWhatIsDueThenSetsTheClockToTheDate() {
        let scheduler = HistoricalScheduler()
        var seen: [Date] = []
        for seconds in [5, 10, 15] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: date(TimeInterval(seconds))) { _ in
                seen.append(scheduler.now)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(date(12))
        #expect(seen == [date(5), date(10)])
        #expect(scheduler.clock == date(12))
        scheduler.start()
        #expect(seen == [date(5), date(10), date(15)])
    }

    @Test func sleepMovesTheDateBySeconds() throws {
        let scheduler = HistoricalScheduler(initialClock: date(100))
        scheduler.sleep(2.5)
        #expect(scheduler.clock == date(102.5))
        #expect(throws: VirtualTimeSchedulerError.self) {
            try scheduler.checkedSleep(-1)
        }
    }

    @Test func drivesTimeBasedOperatorsOverRecordedDates() {
        let leaked = Resources.countLive {
            let scheduler = HistoricalScheduler(initialClock: date(1_000))
            var seen: [String] = []
            let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
                .take(3)
                .subscribe(onNext: { seen.append("\($0)@\(Int(scheduler.now.timeIntervalSince1970))") })
            scheduler.start()
            #expect(seen == ["0@1060", "1@1120", "2@1180"])
            subscription.dispose()
        }
        #expect(leaked == 0)
    }

    @Test func disposingScheduledWorkSkipsIt() {
        let scheduler = HistoricalScheduler()
        var ran = false
        let work = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            ran = true
            return Disposables.create()
        }
        work.dispose()
        scheduler.start()
        #expect(!ran)
        #expect(scheduler.clock == date(0))
    }

    @Test func theConverterIsTheIdentityAndOrdersDatesChronologically() {
        let converter = HistoricalSchedulerTimeConverter()
        #expect(converter.convertToVirtualTime(date(7)) == date(7))
        #expect(converter.convertFromVirtualTime(date(7)) == date(7))
        #expect(converter.convertToVirtualTimeInterval(1.5) == 1.5)
        #expect(converter.convertFromVirtualTimeInterval(1.5) == 1.5)
        #expect(converter.offsetVirtualTime(date(7), offset: -2) == date(5))
        #expect(converter.compareVirtualTime(date(1), date(2)) == .lessThan)
        #expect(converter.compareVirtualTime(date(2), date(2)) == .equal)
        #expect(converter.compareVirtualTime(date(3), date(2)) == .greaterThan)
    }
}
