import ReactorArchitecture
import Testing

/// ReactorKit's stub tests, ported, and a view driven by a stubbed reactor.
@MainActor @Suite(.leakChecked) struct StubTests {
    @Test func withTheStubEnabledActionAndStateAreTheStubs() {
        let reactor = StepLogReactor(scheduler: CurrentThreadScheduler.instance)
        reactor.isStubEnabled = true
        #expect(reactor.action === reactor.stub.action)
        #expect(reactor.state === reactor.stub.state.asObservable())
        reactor.isStubEnabled = false
        #expect(reactor.action !== reactor.stub.action)
        #expect(reactor.state !== reactor.stub.state.asObservable())
    }

    @Test func theStubRecordsTheActions() {
        let reactor = StopwatchReactor(clock: MainScheduler.instance, scheduler: CurrentThreadScheduler.instance)
        reactor.isStubEnabled = true
        reactor.action.onNext(.start)
        reactor.action.onNext(.start)
        reactor.action.onNext(.stop)
        #expect(reactor.stub.actions == [.start, .start, .stop])
    }

    @Test func theStubbedStateIsTheCurrentState() {
        let reactor = StopwatchReactor(clock: MainScheduler.instance, scheduler: CurrentThreadScheduler.instance)
        reactor.isStubEnabled = true
        for value in [0, 1, -10, 30] {
            reactor.stub.state.value = value
            #expect(reactor.currentState == value)
        }
    }

    @Test func withTheStubEnabledActionsDoNotReachMutate() {
        let reactor = CountingReactor()
        reactor.isStubEnabled = true
        let subscription = reactor.state.subscribe()
        let diagnostics = recordingDiagnostics {
            reactor.action.onNext(.increase)
        }
        #expect(reactor.mutateCount == 0)
        #expect(reactor.currentState.value == 0)
        #expect(diagnostics.isEmpty, "a stub's actions are recorded, not dropped")
        subscription.dispose()
    }

    @Test func aStubbedStateDrivesTheViewAndItsActionsAreRecorded() {
        let reactor = CountingReactor()
        reactor.isStubEnabled = true
        let view = CountingView()
        view.reactor = reactor
        #expect(view.label == "0")

        reactor.stub.state.value = CountingReactor.State(value: 42)
        #expect(view.label == "42")
        reactor.stub.state.value = CountingReactor.State(value: 42)
        #expect(view.label == "42")

        view.increaseTaps.accept(())
        view.decreaseTaps.accept(())
        #expect(reactor.stub.actions == [.increase, .decrease])
        #expect(reactor.mutateCount == 0)
        #expect(reactor.currentState.value == 42)
    }
}
