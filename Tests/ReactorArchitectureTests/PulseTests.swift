import Testing

@testable import ReactorArchitecture

/// ReactorKit's `PulseTests` and `Reactor_PulseTests`, ported.
@Suite(.leakChecked) struct PulseTests {
    @Test func everyAssignmentCountsEvenOfAnEqualValue() {
        struct State {
            @Pulse var value = 0
        }
        var state = State()
        #expect(state.$value.valueUpdatedCount == 0)
        state.value = 10
        #expect(state.$value.valueUpdatedCount == 1)
        #expect(state.$value.valueUpdatedCount == 1, "reading does not count")
        for (assignment, expected) in zip([20, 20, 20, 30, 30], 2...6) {
            state.value = assignment
            #expect(state.$value.valueUpdatedCount == UInt(expected))
        }
        #expect(state.value == 30)
    }

    @Test func theCountWrapsAroundToZero() {
        var pulse = Pulse<Int>(wrappedValue: 0)
        pulse.valueUpdatedCount = UInt.max
        pulse.value = 1
        #expect(pulse.valueUpdatedCount == 0)
        pulse.value = 2
        #expect(pulse.valueUpdatedCount == 1)
    }

    @Test func aReactorsPulseFiresForEveryAssignmentAndNothingElse() {
        final class AlertReactor: Reactor {
            enum Action {
                case showAlert(message: String?)
                case increaseCount
            }

            enum Mutation {
                case setAlertMessage(String?)
                case increaseCount
            }

            struct State {
                @Pulse var alertMessage: String?
                var count = 0
            }

            let reactorStorage = ReactorStorage()
            let initialState = State()
            let scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance

            func mutate(action: Action) -> Observable<Mutation> {
                switch action {
                case .showAlert(let message): .just(.setAlertMessage(message))
                case .increaseCount: .just(.increaseCount)
                }
            }

            func reduce(state: State, mutation: Mutation) -> State {
                var newState = state
                switch mutation {
                case .setAlertMessage(let alertMessage): newState.alertMessage = alertMessage
                case .increaseCount: newState.count += 1
                }
                return newState
            }
        }

        let reactor = AlertReactor()
        var received: [String?] = []
        let subscription = reactor.pulse(\.$alertMessage).subscribe(onNext: { received.append($0) })
        let actions: [AlertReactor.Action] = [
            .showAlert(message: "1"), .increaseCount, .showAlert(message: nil), .showAlert(message: "2"),
            .showAlert(message: nil), .increaseCount, .showAlert(message: nil), .showAlert(message: "3"),
            .showAlert(message: "3"),
        ]
        for action in actions {
            reactor.action.onNext(action)
        }
        // The initial nil on subscription, then one value per assignment, none per other change.
        #expect(received == [nil, "1", nil, "2", nil, nil, "3", "3"])
        #expect(received.compactMap { $0 } == ["1", "2", "3", "3"])
        #expect(reactor.currentState.count == 2)
        subscription.dispose()
    }
}
