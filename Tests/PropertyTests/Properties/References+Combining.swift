import Reactive
import ReactiveTesting

extension Reference {
    /// `zip`: the n-th elements of all streams combined, as soon as each has one queued; fails on
    /// the first error or a throwing `combine`; completes when all streams have, or — with
    /// `completesEarly` (the collection overloads) — on an element that arrives when every other
    /// stream has completed and it cannot be paired.
    static func zip(_ streams: [Arrival.Stream], completesEarly: Bool, combine: ([Int]) throws -> Int) -> Events {
        var output: Events = []
        var queues = Array(repeating: [Int](), count: streams.count)
        var done = Array(repeating: false, count: streams.count)
        for (index, recorded) in Arrival.interleave(streams) {
            let time = recorded.time
            switch recorded.value {
            case .next(let element):
                queues[index].append(element)
                if queues.allSatisfy({ !$0.isEmpty }) {
                    let heads = queues.map { $0[0] }
                    queues = queues.map { Array($0.dropFirst()) }
                    do { output.append(.next(time, try combine(heads))) } catch {
                        return output + [.error(time, error)]
                    }
                } else if completesEarly && done.filter({ $0 }).count == streams.count - 1 {
                    return output + [.completed(time)]
                }
            case .error: return output + [recorded]
            case .completed:
                done[index] = true
                if done.allSatisfy({ $0 }) { return output + [recorded] }
            }
        }
        return output
    }

    /// `combineLatest`: the latest element of every stream combined whenever one emits, once all
    /// have emitted; fails on the first error or a throwing `combine`; completes when all streams
    /// have, or when one emits while all others have completed and one of them never emitted.
    static func combineLatest(_ streams: [Arrival.Stream], combine: ([Int]) throws -> Int) -> Events {
        var output: Events = []
        var latest = Array(repeating: Int?.none, count: streams.count)
        var done = Array(repeating: false, count: streams.count)
        for (index, recorded) in Arrival.interleave(streams) {
            let time = recorded.time
            switch recorded.value {
            case .next(let element):
                latest[index] = element
                let values = latest.compactMap { $0 }
                if values.count == streams.count {
                    do { output.append(.next(time, try combine(values))) } catch {
                        return output + [.error(time, error)]
                    }
                } else if done.enumerated().filter({ $0.element && $0.offset != index }).count == streams.count - 1 {
                    return output + [.completed(time)]
                }
            case .error: return output + [recorded]
            case .completed:
                done[index] = true
                if done.allSatisfy({ $0 }) { return output + [recorded] }
            }
        }
        return output
    }

    /// `withLatestFrom`: each element of the first stream combined with the latest of the second,
    /// dropped before the second has emitted; ends with the first stream, fails with the second.
    static func withLatestFrom(_ first: Arrival.Stream, _ second: Arrival.Stream, combine: (Int, Int) throws -> Int)
        -> Events
    {
        var output: Events = []
        var latest: Int?
        for (index, recorded) in Arrival.interleave([first, second]) {
            switch (index, recorded.value) {
            case (0, .next(let element)):
                guard let other = latest else { continue }
                do { output.append(.next(recorded.time, try combine(element, other))) } catch {
                    return output + [.error(recorded.time, error)]
                }
            case (1, .next(let element)): latest = element
            case (_, .error), (0, .completed): return output + [recorded]
            default: continue
            }
        }
        return output
    }

    /// `amb`: the events of whichever stream sends an event first, up to its stop event; the others
    /// are ignored.
    static func amb(_ streams: [Arrival.Stream]) -> Events {
        var output: Events = []
        var winner: Int?
        for (index, recorded) in Arrival.interleave(streams) {
            if winner == nil { winner = index }
            guard index == winner else { continue }
            output.append(recorded)
            if recorded.value.isStopEvent { return output }
        }
        return output
    }
}
