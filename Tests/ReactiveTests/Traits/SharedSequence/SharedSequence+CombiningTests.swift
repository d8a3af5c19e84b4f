import DocumentationSnippets
import Foundation
import ReactiveTesting
import Testing

@testable import Reactive

// RxCocoa's combineLatest, zip and withLatestFrom driver cases in virtual time.
@Suite(.leakChecked) struct SharedSequenceCombiningTests {
    /// Two hot sources as drivers: xs emits at 210 and 230, ys at 220 and 240; both fail at 250.
    private func combine<Result>(
        _ operation: @escaping (Driver<Int>, Driver<Int>) -> Driver<Result>
    ) -> [Recorded<Event<Result>>] {
        var recorded: [Recorded<Event<Result>>] = []
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(250, TestError())])
            let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .error(250, TestError())])
            recorded =
                scheduler.start {
                    operation(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -10))
                }
                .events
        }
        return recorded
    }

    @Test func combineLatestOfTwoAndThreeDrivers() {
        let two = combine { Driver.combineLatest($0, $1) { $0 + $1 } }
        #expect(
            two == [.next(220, 11), .next(230, 12), .next(240, 22), .next(250, 19), .next(250, -11), .completed(250)]
        )
        let three = combine { Driver.combineLatest($0, $1, Driver.just(100)) { $0 + $1 + $2 } }
        #expect(three.first == .next(220, 111))
        let tuples = combine { Driver.combineLatest($0, $1).map { "\($0.0)-\($0.1)" } }
        #expect(tuples.prefix(2) == [.next(220, "1-10"), .next(230, "2-10")])
        let collection = combine { Driver.combineLatest([$0, $1]) { $0.reduce(0, +) } }
        #expect(collection == two)
        let arrays = combine { Driver.combineLatest([$0, $1]).map { $0.reduce(0, +) } }
        #expect(arrays == two)
    }

    @Test func zipPairsByIndex() {
        let two = combine { Driver.zip($0, $1) { $0 + $1 } }
        #expect(two == [.next(220, 11), .next(240, 22), .next(250, -11), .completed(250)])
        let tuples = combine { Driver.zip($0, $1).map { "\($0.0)-\($0.1)" } }
        #expect(tuples.prefix(2) == [.next(220, "1-10"), .next(240, "2-20")])
        let collection = combine { Driver.zip([$0, $1]) { $0.reduce(0, +) } }
        #expect(collection == two)
        let arrays = combine { Driver.zip([$0, $1]).map { $0.reduce(0, +) } }
        #expect(arrays == two)
    }

    @Test func aCollectionOfSignalsCombinesToo() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
            let signals = [xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1)]
            let res = scheduler.start(disposed: 235) { Signal.combineLatest(signals) }
            #expect(res.events == [.next(220, [1, 10]), .next(230, [2, 10])])
            #expect(xs.subscriptions == [Subscription(200, 235)])
            #expect(ys.subscriptions == [Subscription(200, 235)])
        }
    }

    @Test func withLatestFromSamplesTheSecondDriver() {
        let combined = combine { first, second in first.withLatestFrom(second) { "\($0)/\($1)" } }
        #expect(combined == [.next(230, "2/10"), .next(250, "-1/20"), .completed(250)])
        let latest = combine { first, second in first.withLatestFrom(second) }
        #expect(latest == [.next(230, 10), .next(250, 20), .completed(250)])
    }

    /// RxCocoa's selectors may throw, which makes the driver fail, the one thing a driver must not
    /// do; here no combining operator of drivers and signals declares a throwing selector, so such
    /// a port stops at compile time instead. A declaration check, since no run can show a missing
    /// `throws`.
    @Test func noCombiningSelectorCanThrow() throws {
        let root = DocumentationSnippets.root(of: #filePath, depth: 4)
        let folder = root.appendingPathComponent("Sources/Reactive/Traits/SharedSequence")
        let files = try DocumentationSnippets.swiftFiles(in: folder, recursive: false)
            .filter { $0.lastPathComponent.hasPrefix("SharedSequence+") }
        var declarations = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for chunk in text.components(separatedBy: "func ").dropFirst()
            where ["combineLatest", "zip", "withLatestFrom"].contains(where: chunk.hasPrefix) {
                let signature = chunk.prefix(while: { $0 != "{" })
                declarations += 1
                #expect(!signature.contains("throws"), "\(file.lastPathComponent): func \(signature)")
            }
        }
        #expect(declarations >= 20, "the combining operators of shared sequences were not found")
    }
}
