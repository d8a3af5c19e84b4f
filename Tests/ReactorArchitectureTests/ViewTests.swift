import ReactorArchitecture
import Testing

/// ReactorKit's `ReactorViewTests` (the non-deferred ones), ported, plus deallocation.
@MainActor @Suite(.leakChecked) struct ViewTests {
    @Test func assigningAReactorCallsBindEachTime() {
        let view = CountingView()
        #expect(view.bindCount == 0)
        view.reactor = CountingReactor()
        #expect(view.bindCount == 1)
        view.reactor = CountingReactor()
        #expect(view.bindCount == 2)
        view.reactor = nil
        #expect(view.bindCount == 2)
    }

    @Test func assigningAReactorReplacesTheDisposeBag() {
        let view = CountingView()
        let oldBag = view.disposeBag
        view.reactor = CountingReactor()
        #expect(view.disposeBag !== oldBag)
    }

    @Test func theReactorCanBeAssignedAndCleared() {
        let reactor = CountingReactor()
        let view = CountingView()
        view.reactor = reactor
        #expect(view.reactor === reactor)
        view.reactor = nil
        #expect(view.reactor == nil)
    }

    @Test func theBoundViewShowsTheStateAndSendsActions() {
        let view = CountingView()
        view.reactor = CountingReactor()
        #expect(view.label == "0")
        view.increaseTaps.accept(())
        view.increaseTaps.accept(())
        view.decreaseTaps.accept(())
        #expect(view.label == "1")
    }

    @Test func reassigningDisposesTheOldBindings() {
        let view = CountingView()
        let old = CountingReactor()
        view.reactor = old
        view.reactor = CountingReactor()
        view.increaseTaps.accept(())
        #expect(old.mutateCount == 0)
        #expect(old.currentState.value == 0)
        #expect(view.label == "1")
    }

    @Test func theViewAndItsReactorDeallocateTogether() {
        weak var weakView: CountingView?
        weak var weakReactor: CountingReactor?
        do {
            let view = CountingView()
            let reactor = CountingReactor()
            weakView = view
            weakReactor = reactor
            view.reactor = reactor
            view.increaseTaps.accept(())
            #expect(view.label == "1")
        }
        #expect(weakView == nil)
        #expect(weakReactor == nil)
    }

    @Test func clearingTheReactorReleasesItWhileTheViewLives() {
        weak var weakReactor: CountingReactor?
        let view = CountingView()
        do {
            let reactor = CountingReactor()
            weakReactor = reactor
            view.reactor = reactor
        }
        #expect(weakReactor != nil, "the view holds its reactor")
        view.reactor = nil
        #expect(weakReactor == nil)
    }
}
