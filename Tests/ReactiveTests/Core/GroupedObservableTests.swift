import Testing

@testable import Reactive

@Suite(.leakChecked) struct GroupedObservableTests {
    @Test func carriesItsKeyAndSubscribesToItsSource() {
        let leaked = Resources.countLive {
            let group = GroupedObservable(key: "A", source: Observable.of("Apple", "Apricot"))
            let log = EventLog<String>()
            _ = group.subscribe(log.observer)
            #expect(group.key == "A")
            #expect(log.rendered == "next(Apple) next(Apricot) completed")
        }
        #expect(leaked == 0)
    }

    @Test func asObservableIsTheSourceItself() {
        let source = Observable.just(1)
        let group = GroupedObservable(key: 1, source: source)
        #expect(group.asObservable() === source)
    }
}
