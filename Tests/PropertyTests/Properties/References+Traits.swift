import Reactive
import ReactiveTesting

extension Reference {
    /// `toArray()`: every element in one array, emitted with the completion.
    static func toArray(_ events: Events) -> [Recorded<Event<[Int]>>] {
        var elements: [Int] = []
        return walk(events) { event in
            switch event {
            case .next(let element):
                elements.append(element)
                return ([], false)
            case .completed: return ([.next(elements), .completed], true)
            case .error: return stop(event)
            }
        }
    }

    /// `first()`: the first element and completion at once, or nil at an empty completion.
    static func first(_ events: Events) -> [Recorded<Event<Int?>>] {
        walk(events) { event in
            switch event {
            case .next(let element): return ([.next(element), .completed], true)
            case .completed: return ([.next(nil), .completed], true)
            case .error: return stop(event)
            }
        }
    }

    /// `asSingle()` (`requiresElement`) and `asMaybe()`: a second element fails at once with
    /// `moreThanOneElement`; completion emits the element and completes, or — empty — fails with
    /// `noElements` (single) or just completes (maybe).
    static func atMostOne(_ events: Events, requiresElement: Bool) -> Events {
        var element: Int?
        return walk(events) { event in
            switch event {
            case .next(let next):
                if element != nil { throw RxError.moreThanOneElement }
                element = next
                return ([], false)
            case .completed:
                if let element { return ([.next(element), .completed], true) }
                if requiresElement { throw RxError.noElements }
                return ([.completed], true)
            case .error: return stop(event)
            }
        }
    }
}
