import ReactorArchitecture
import Testing

/// A reactor type that wrongly shares one storage between its instances.
private final class SharingReactor: Reactor {
    typealias Action = Void
    typealias State = Int

    static let shared = ReactorStorage()
    var reactorStorage: ReactorStorage { Self.shared }
    let initialState = 0
}

/// One `ReactorStorage` per reactor instance, and nothing else: misuse stops the program instead of
/// silently sharing state.
@Suite(.leakChecked) struct ReactorStorageTests {
    @Test func eachReactorHasItsOwnStreams() {
        let first = CounterReactor(scheduler: CurrentThreadScheduler.instance)
        let second = CounterReactor(scheduler: CurrentThreadScheduler.instance)
        #expect(first.action !== second.action)
        #expect(first.state !== second.state)
        #expect(first.errors !== second.errors)
    }

    // An exit test: Swift Testing API from Swift 6.2; earlier toolchains skip it.
    #if compiler(>=6.2)
    @Test func sharingAStorageBetweenTwoReactorsStopsTheProgramWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let first = SharingReactor()
            let second = SharingReactor()
            _ = first.action
            _ = second.action
        }
        let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(message.contains("A ReactorStorage belongs to one reactor instance"))
    }
    #endif
}
