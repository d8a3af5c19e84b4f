import ReactiveTesting
import Testing

@testable import Reactive

/// RxSwift 6's `Observable+WindowTests.swift` (virtual-time cases), ported tick for tick, plus the
/// windows' own timelines and their hold on the source.
@Suite(.leakChecked) struct WindowTests {
    /// Subscribes to each window as it is emitted and records its events apart.
    private final class WindowRecorder {
        let scheduler: TestScheduler
        var windows: [TestableObserver<Int>] = []
        var subscriptions: [any Disposable] = []

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func record(_ window: Observable<Int>) {
            let observer = scheduler.createObserver(Int.self)
            windows.append(observer)
            subscriptions.append(window.subscribe(observer))
        }
    }

    /// Each element tagged with the index of its window, as RxSwift's tests render them.
    private func tagged(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        Observable.deferred {
            var index = -1
            return windows.map { window -> Observable<String> in
                index += 1
                let tag = index
                return window.map { "\(tag) \($0)" }
            }
            .merge()
        }
    }

    private static let source: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
        .next(420, 8), .next(470, 9),
    ]

    private static let tags: [Recorded<Event<String>>] = [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
        .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"),
    ]

    @Test func documentedDiagram() throws {
        let leaked = try Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = try scheduler.createHotObservable(
                "^1-2-3----4|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
            let recorder = WindowRecorder(scheduler: scheduler)
            let outer = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                var index = 0
                _ = xs.window(timeSpan: .seconds(4), count: 2, scheduler: scheduler)
                    .do(onNext: recorder.record)
                    .map { _ in
                        defer { index += 1 }
                        return index
                    }
                    .subscribe(outer)
            }
            scheduler.start()
            expectEvents(outer.events, marble: "a--b---c---|", values: ["a": 0, "b": 1, "c": 2])
            let values = ["1": 1, "2": 2, "3": 3, "4": 4]
            #expect(recorder.windows[0].events == [.next(201, 1), .next(203, 2), .completed(203)])
            expectEvents(recorder.windows[1].events, marble: "-----3-|", values: values)
            expectEvents(recorder.windows[2].events, marble: "----------4|", values: values)
            #expect(xs.subscriptions == [Subscription(200, 211)])
        }
        #expect(leaked == 0)
    }

    // testWindowWithTimeOrCount_Basic
    @Test func aWindowClosesWhenFullOrWhenItsTimeIsUp() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source + [.completed(600)])
            let res = scheduler.start { tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
            #expect(res.events == Self.tags + [.completed(600)])
            #expect(xs.subscriptions == [Subscription(200, 600)])
        }
        #expect(leaked == 0)
    }

    // testWindowWithTimeOrCount_Error
    @Test func anErrorFailsTheOpenWindowAndTheResult() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(Self.source + [.error(600, TestError())])
            let recorder = WindowRecorder(scheduler: scheduler)
            let res = scheduler.start {
                xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).do(onNext: recorder.record).map { _ in
                    0
                }
            }
            #expect(res.events.last == .error(600, TestError()))
            #expect(recorder.windows.last?.events == [.error(600, TestError())])
            #expect(recorder.windows.dropLast().allSatisfy { $0.events.last?.value.isCompleted == true })
            #expect(xs.subscriptions == [Subscription(200, 600)])
        }
        #expect(leaked == 0)
    }

    // testWindowWithTimeOrCount_Disposed
    @Test func disposalMidStreamDisposesTheSourceAndTheTimer() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(105, 0)] + Self.source + [.completed(600)])
            let res = scheduler.start(disposed: 370) {
                tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
            }
            #expect(res.events == Array(Self.tags.prefix(7)))
            #expect(xs.subscriptions == [Subscription(200, 370)])
        }
        #expect(leaked == 0)
    }

    @Test func theFirstWindowOpensAtTheSubscriptionAndEmptyWindowsComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(260)] as [Recorded<Event<Int>>])
        let recorder = WindowRecorder(scheduler: scheduler)
        let outer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.window(timeSpan: .seconds(20), count: 5, scheduler: scheduler)
                .do(onNext: recorder.record).map { _ in 0 }.subscribe(outer)
        }
        scheduler.start()
        #expect(outer.events.map(\.time) == [200, 220, 240, 260])
        #expect(
            recorder.windows.map(\.events) == [[.completed(220)], [.completed(240)], [.next(250, 1), .completed(260)]])
    }

    @Test func aCountBelowOneCutsWindowsByTimeOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { tagged(xs.window(timeSpan: .seconds(25), count: 0, scheduler: scheduler)) }
        #expect(res.events == [.next(210, "0 1"), .next(220, "0 2"), .next(230, "1 3"), .completed(250)])
    }

    @Test func aWatchedWindowKeepsTheSourceAndClosesOnTimeAfterTheResultIsDisposed() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(290, 3)])
            let recorder = WindowRecorder(scheduler: scheduler)
            var outer: (any Disposable)?
            scheduler.scheduleAt(200) {
                outer = xs.window(timeSpan: .seconds(50), count: 10, scheduler: scheduler)
                    .subscribe(onNext: recorder.record)
            }
            scheduler.scheduleAt(230) { outer?.dispose() }
            scheduler.scheduleAt(400) {
                for subscription in recorder.subscriptions { subscription.dispose() }
            }
            scheduler.start()
            #expect(recorder.windows.count == 1)
            #expect(recorder.windows[0].events == [.next(210, 1), .completed(250)])
            // The window's subscription ended with its completion, which released the source.
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
        #expect(leaked == 0)
    }

    @Test func releasesEverythingWhenASynchronousSourceEnds() {
        let leaked = Resources.countLive {
            let scheduler = TestScheduler(initialClock: 0)
            _ = Observable.just(1).window(timeSpan: .seconds(0), count: 10, scheduler: scheduler).subscribe()
            _ = Observable<Int>.error(TestError()).window(timeSpan: .seconds(0), count: 10, scheduler: scheduler)
                .subscribe()
            scheduler.start()
        }
        #expect(leaked == 0)
    }
}
