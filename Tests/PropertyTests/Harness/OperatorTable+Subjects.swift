import Reactive
import ReactiveTesting

extension OperatorTable {
    /// A step that routes each subscription through a fresh subject: `observerFirst` subscribes
    /// the downstream observer before the source feeds the subject, otherwise after (so a
    /// replaying subject replays what the source sent synchronously).
    static func throughSubject<Subject: ObservableType & ObserverType>(
        _ label: String,
        observerFirst: Bool,
        _ make: @escaping () -> Subject
    ) -> Step where Subject.Element == Int {
        Step(label) { source, _ in
            Observable.create { observer in
                let subject = make()
                if observerFirst {
                    let downstream = subject.subscribe(observer)
                    return Disposables.create(downstream, source.subscribe(subject))
                }
                let upstream = source.subscribe(subject)
                return Disposables.create(subject.subscribe(observer), upstream)
            }
        }
    }

    static var subjects: [OperatorEntry] {
        [
            OperatorEntry("PublishSubject") { _ in
                throughSubject("through PublishSubject", observerFirst: true) { PublishSubject<Int>() }
            },
            OperatorEntry("BehaviorSubject") { rng in
                let value = rng.int(TimelineSpec.elements)
                return throughSubject("through BehaviorSubject(value: \(value))", observerFirst: rng.chance(0.5)) {
                    BehaviorSubject(value: value)
                }
            },
            OperatorEntry("ReplaySubject") { rng in
                let size = rng.int(1...3)
                let first = rng.chance(0.5)
                return throughSubject(
                    "through ReplaySubject(bufferSize: \(size)), observer first: \(first)", observerFirst: first
                ) {
                    ReplaySubject<Int>.create(bufferSize: size)
                }
            },
            OperatorEntry("AsyncSubject") { rng in
                throughSubject("through AsyncSubject", observerFirst: rng.chance(0.5)) { AsyncSubject<Int>() }
            },
            OperatorEntry("PublishRelay") { _ in
                Step("through PublishRelay (elements; stop events directly)") { source, _ in
                    Observable.create { observer in
                        let relay = PublishRelay<Int>()
                        let downstream = relay.subscribe(observer)
                        return Disposables.create(
                            downstream,
                            source.subscribe(
                                onNext: relay.accept, onError: observer.onError, onCompleted: observer.onCompleted))
                    }
                }
            },
        ]
    }
}
