import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct DisposeBagTests {
    @Test func disposesEverythingOnDeinitInInsertionOrder() {
        var order: [Int] = []
        let leaked = Resources.countLive {
            let bag = DisposeBag()
            bag.insert(Disposables.create { order.append(1) })
            bag.insert(Disposables.create { order.append(2) }, Disposables.create { order.append(3) })
            bag.insert([Disposables.create { order.append(4) }])
            bag.insert {
                Disposables.create { order.append(5) }
                Disposables.create { order.append(6) }
            }
            #expect(order.isEmpty)
        }
        #expect(order == [1, 2, 3, 4, 5, 6])
        #expect(leaked == 0)
    }

    @Test func builderAndVariadicInitialisersOwnTheirDisposables() {
        var order: [Int] = []
        do {
            _ = DisposeBag {
                Disposables.create { order.append(1) }
                Disposables.create { order.append(2) }
            }
            _ = DisposeBag(disposing: Disposables.create { order.append(3) })
        }
        #expect(order == [1, 2, 3])
    }

    @Test func replacingTheBagDisposesTheOldSubscriptions() {
        var disposedCount = 0
        var bag = DisposeBag()
        Observable<Int>.never().subscribe(onDisposed: { disposedCount += 1 }).disposed(by: bag)
        bag = DisposeBag()
        #expect(disposedCount == 1)
        _ = bag
    }

    @Test func holdsOneHundredThousandDisposables() {
        var count = 0
        do {
            let bag = DisposeBag()
            for _ in 0..<100_000 {
                bag.insert(Disposables.create { count += 1 })
            }
        }
        #expect(count == 100_000)
    }
}
