import Reactive
import ReactiveTesting

extension DifferentialTable {
    static var traits: [DifferentialEntry] {
        [
            .make("toArray") { _ in
                Implementation(label: "toArray()", real: { source, _ in source.toArray().asObservable() }) {
                    Reference.toArray($0.events)
                }
            },
            .make("first") { _ in
                Implementation(label: "first()", real: { source, _ in source.first().asObservable() }) {
                    Reference.first($0.events)
                }
            },
            .make("asSingle") { _ in
                Implementation(label: "asSingle()", real: { $0.asSingle().asObservable() }) {
                    Reference.atMostOne($0.events, requiresElement: true)
                }
            },
            .make("asMaybe") { _ in
                Implementation(label: "asMaybe()", real: { $0.asMaybe().asObservable() }) {
                    Reference.atMostOne($0.events, requiresElement: false)
                }
            },
        ]
    }
}
