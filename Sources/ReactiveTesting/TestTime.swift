/// A point in `TestScheduler` virtual time, in ticks.
public typealias TestTime = Int
