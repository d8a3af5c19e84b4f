import ReactiveTesting
import SeededRandomness
import Testing

@testable import Reactive

@Suite(.leakChecked) struct CompositeDisposableTests {
    @Test func disposesAllMembersOnce() {
        var disposed: [Int] = []
        let leaked = Resources.countLive {
            let composite = CompositeDisposable(
                Disposables.create { disposed.append(1) }, Disposables.create { disposed.append(2) })
            _ = composite.insert(Disposables.create { disposed.append(3) })
            #expect(composite.count == 3)
            composite.dispose()
            composite.dispose()
            #expect(composite.isDisposed)
            #expect(composite.count == 0)
        }
        #expect(disposed == [1, 2, 3])
        #expect(leaked == 0)
    }

    @Test func theVariadicInitialiserOwnsEveryArgumentInOrder() {
        var disposed: [Int] = []
        let leaked = Resources.countLive {
            let composite = CompositeDisposable(
                Disposables.create { disposed.append(1) }, Disposables.create { disposed.append(2) },
                Disposables.create { disposed.append(3) }, Disposables.create { disposed.append(4) },
                Disposables.create { disposed.append(5) }, Disposables.create { disposed.append(6) })
            #expect(composite.count == 6)
            composite.dispose()
            #expect(composite.count == 0)
        }
        #expect(disposed == [1, 2, 3, 4, 5, 6])
        #expect(leaked == 0)
    }

    @Test func theVariadicInitialiserTakesExactlyFourToo() {
        var disposed: [Int] = []
        let composite = CompositeDisposable(
            Disposables.create { disposed.append(1) }, Disposables.create { disposed.append(2) },
            Disposables.create { disposed.append(3) }, Disposables.create { disposed.append(4) })
        #expect(composite.count == 4)
        composite.dispose()
        #expect(disposed == [1, 2, 3, 4])
    }

    @Test func removeDisposesOnlyThatMember() {
        var disposed: [Int] = []
        let composite = CompositeDisposable()
        let first = composite.insert(Disposables.create { disposed.append(1) })
        _ = composite.insert(Disposables.create { disposed.append(2) })
        composite.remove(for: first!)
        #expect(disposed == [1])
        #expect(composite.count == 1)
        composite.remove(for: first!)
        #expect(disposed == [1])
        composite.dispose()
        #expect(disposed == [1, 2])
    }

    @Test func insertAfterDisposeDisposesTheNewcomerAndReturnsNil() {
        var disposed = false
        let composite = CompositeDisposable()
        composite.dispose()
        let key = composite.insert(Disposables.create { disposed = true })
        #expect(key == nil)
        #expect(disposed)
    }

    @Test func threeArgumentAndArrayInitialisers() {
        var count = 0
        let three = CompositeDisposable(
            Disposables.create { count += 1 },
            Disposables.create { count += 1 },
            Disposables.create { count += 1 }
        )
        let array = CompositeDisposable(disposables: [Disposables.create { count += 1 }])
        three.dispose()
        array.dispose()
        #expect(count == 4)
    }

    /// The sorted array this replaced shifted every later member on each removal: N × (N − 1) / 2 =
    /// 49,995,000 moves here. Now at most one per hole, plus the shifts of the last few.
    @Test func removingManyMembersOldestFirstMovesEachMemberAtMostOnce() {
        let size = 10_000
        var disposed = 0
        let composite = CompositeDisposable()
        let keys = (0..<size).compactMap { _ in composite.insert(Disposables.create { disposed += 1 }) }
        for (index, key) in keys.enumerated() {
            composite.remove(for: key)
            #expect(disposed == index + 1)
        }
        #expect(composite.count == 0)
        #expect(composite.removalMoves <= 2 * size)
        composite.dispose()
        #expect(disposed == size)
    }

    @Test func disposeReachesTheMembersLeftOnceEachInInsertionOrderWhateverWasRemoved() {
        var generator = SplitMix64(seed: 3)
        for removals in [0, 1, 5, 50, 99, 100] {
            var disposed: [Int] = []
            let composite = CompositeDisposable()
            var keys = (0..<100).map { index in
                (index, composite.insert(Disposables.create { disposed.append(index) })!)
            }
            keys.shuffle(using: &generator)
            let removed = keys.prefix(removals).map(\.0)
            for (_, key) in keys.prefix(removals) { composite.remove(for: key) }
            #expect(disposed == removed)
            #expect(composite.count == 100 - removals)
            disposed.removeAll()
            composite.dispose()
            #expect(disposed == (0..<100).filter { !removed.contains($0) })
            for (_, key) in keys { composite.remove(for: key) }  // nothing left to remove
            #expect(disposed.count == 100 - removals)
        }
    }
}
