import Dispatch
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

/// A scheduler that is only compared by identity; it never runs anything.
private final class InertScheduler: SchedulerType {
    var now: RxTime { RxTime(timeIntervalSince1970: 0) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
        -> any Disposable
    {
        Disposables.create()
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        Disposables.create()
    }
}

private func makeInert() -> any SchedulerType { InertScheduler() }
private func makeTest() -> any SchedulerType { TestScheduler(initialClock: 0) }

// Ported from RxSwift's SharingSchedulerTests.
@Suite(.leakChecked) struct SharingSchedulerTests {
    @Test func makesAMainSchedulerUnlessMocked() {
        #expect(SharingScheduler.make() is MainScheduler)
        #expect(DriverSharingStrategy.scheduler is MainScheduler)
        #expect(SignalSharingStrategy.scheduler is MainScheduler)
    }

    @Test func mockMakeSchedulerNestsAndRestores() {
        SharingScheduler.mock(makeScheduler: makeInert) {
            #expect(SharingScheduler.make() is InertScheduler)
            SharingScheduler.mock(makeScheduler: makeTest) {
                #expect(SharingScheduler.make() is TestScheduler)
            }
            #expect(SharingScheduler.make() is InertScheduler)
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func mockSchedulerReturnsThatInstance() {
        let first = InertScheduler()
        SharingScheduler.mock(scheduler: first) {
            #expect(SharingScheduler.make() as? InertScheduler === first)
            let second = InertScheduler()
            SharingScheduler.mock(scheduler: second) {
                #expect(SharingScheduler.make() as? InertScheduler === second)
            }
            #expect(SharingScheduler.make() as? InertScheduler === first)
        }
    }

    @Test func mockRestoresWhenTheActionThrows() {
        #expect(throws: TestError()) {
            try SharingScheduler.mock(makeScheduler: makeInert) {
                #expect(SharingScheduler.make() is InertScheduler)
                throw TestError()
            }
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func aMockIsInvisibleToOtherThreads() {
        let seenElsewhere = LockedValue<Bool?>(nil)
        SharingScheduler.mock(scheduler: InertScheduler()) {
            #expect(SharingScheduler.make() is InertScheduler)
            // While the mock is in effect here, another thread still gets the main scheduler.
            let done = DispatchSemaphore(value: 0)
            Thread {
                seenElsewhere.withLock { $0 = SharingScheduler.make() is MainScheduler }
                done.signal()
            }.start()
            #expect(done.waitOrHang())
        }
        #expect(seenElsewhere.value == true)
    }
}
