import ReactiveTesting
import Testing

@testable import Reactive

@Suite(.leakChecked) struct ResourcesTests {
    @Test func countLiveSeesASubscriptionThatIsKeptAlive() {
        var kept: AnyObserver<Int>?
        var subscription: (any Disposable)?
        let live = Resources.countLive {
            subscription = Observable<Int>.create { observer in
                kept = observer
                return Disposables.create()
            }.subscribe { _ in }
        }
        #expect(live > 0, "a subscription that is still alive must be counted")
        subscription?.dispose()
        #expect(kept != nil)
        kept = nil
        subscription = nil
    }

    @Test func countLiveSeesTheReleaseOfResourcesCreatedInsideEvenWhenReleasedOutside() {
        var subscription: (any Disposable)?
        let ledgerAfterBody = Resources.countLive {
            subscription = Observable<Int>.never().subscribe(onNext: { _ in })
        }
        #expect(ledgerAfterBody > 0)
        subscription?.dispose()
        subscription = nil
        #expect(Resources.countLive { _ = Observable<Int>.never().subscribe(onNext: { _ in }) } == 0)
    }

    @Test func theRuntimeTracksInDebugBuilds() {
        #expect(Resources.isTracking)
        #expect(Resources.countLive { _ = CompositeDisposable() } == 0)
    }

    @Test func everyObservableCountsWhileItIsAliveAsInRxSwiftsTraceResourcesBuild() {
        var observable: Observable<Int>?
        let whileAlive = Resources.countLive {
            observable = Observable.just(1)
        }
        #expect(whileAlive == 1, "one sequence, no subscription: exactly one resource")
        #expect(observable != nil)
        observable = nil
        let chain = Resources.countLive {
            observable = Observable.just(1).map { $0 + 1 }.filter { $0 > 0 }
        }
        #expect(chain == 3, "each operator of a chain is a sequence of its own")
        observable = nil
        #expect(Resources.countLive { _ = Observable.just(1).map { $0 } } == 0)
    }

    @Test func incrementAndDecrementAreSymmetric() {
        let leaked = Resources.countLive {
            Resources.incrementTotal()
            Resources.decrementTotal()
        }
        #expect(leaked == 0)
    }

    @Test func asyncCountLiveCountsAcrossSuspensionPoints() async {
        let leaked = await Resources.countLive {
            let bag = DisposeBag()
            await Task.yield()
            Observable.of(1).subscribe { _ in }.disposed(by: bag)
        }
        #expect(leaked == 0)
    }
}
