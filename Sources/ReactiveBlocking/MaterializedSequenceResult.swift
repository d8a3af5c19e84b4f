/// How a sequence waited on by `BlockingObservable.materialize()` ended, with every element it
/// sent before.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` (or the wait timed out) after sending `elements`.
    case failed(elements: [T], error: any Swift.Error)
}
