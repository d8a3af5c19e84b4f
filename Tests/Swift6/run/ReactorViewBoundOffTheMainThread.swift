// expect-trap: reactor was set off the main thread
// ReactorKit#249 / #251: a view is main-actor code. Swift 6 code that sets a view's reactor off the
// main thread gets a warning at compile time (the protocol is `@preconcurrency`, so ReactorKit 3.2
// code keeps compiling), and the program stops at the assignment with a message saying so, before
// `bind(reactor:)` wires anything.
import Dispatch
import Reactive
import ReactorArchitecture

final class CounterReactor: Reactor {
    typealias Action = Int
    typealias State = Int
    let initialState = 0
    func reduce(state: Int, mutation: Int) -> Int { state + mutation }
}

@MainActor final class CounterViewController: View {
    var disposeBag = DisposeBag()
    func bind(reactor: CounterReactor) {}
}

let finished = DispatchSemaphore(value: 0)
let controller = MainActor.assumeIsolated { CounterViewController() }
nonisolated(unsafe) let unsafeController = controller
DispatchQueue.global().async {
    unsafeController.reactor = CounterReactor()
    finished.signal()
}
finished.wait()
print("finished without a trap")
