extension ObservableType {
    /// A sequence made by a loop over a state: it emits the state while `condition` holds,
    /// stepping it with `iterate`, and completes when `condition` fails.
    ///
    /// ```
    /// generate(initialState: 1, condition: { $0 < 10 }) { $0 * 2 }: (1)(2)(4)(8)|
    /// ```
    ///
    /// Each turn of the loop is one scheduled step, so on the trampoline other work interleaves
    /// and a consumer that stops early (`take(4)`) stops the loop before the next `iterate`. An
    /// error thrown by `condition` or `iterate` fails the sequence.
    ///
    /// - Parameters:
    ///   - initialState: The first state.
    ///   - condition: Returns false to end the sequence.
    ///   - scheduler: Where each step runs; the trampoline by default.
    ///   - iterate: Computes the next state.
    /// - Returns: The sequence of states.
    @inlinable
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        ScheduledSequence(scheduler: scheduler) { sink in
            // One state per subscription. The first step emits the initial state; each later one
            // iterates first, so nothing is computed ahead of being asked for. Kept in a `StepState`,
            // as `from` keeps its iterator: a captured `var` is checked for exclusivity on every step.
            let progress = StepState((state: initialState, isFirst: true))
            return {
                do {
                    if progress.value.isFirst {
                        progress.value.isFirst = false
                    } else {
                        progress.value.state = try iterate(progress.value.state)
                    }
                    if try condition(progress.value.state) {
                        sink.forwardOn(.next(progress.value.state))
                        return true
                    }
                } catch {
                    sink.forwardError(error)
                    return false
                }
                sink.forwardCompleted()
                return false
            }
        }
    }
}
