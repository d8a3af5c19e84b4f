/// Recognises the schedulers that some operators treat specially, by the scheduler's dynamic type.
///
/// `scheduler is CurrentThreadScheduler` or `scheduler as? SerialDispatchQueueScheduler` on an
/// `any ImmediateSchedulerType` is a run-time dynamic cast, a few hundred instructions when it
/// fails: paid by every `observe(on:)` on a test or virtual-time scheduler (three of them per
/// keystroke of the seed's RxFeedback search) and by every subscription to `from`, `of` or
/// `range`. Comparing the dynamic metatype costs a handful. Exact type identity is enough because
/// none of these classes can be subclassed outside this module (`SerialDispatchQueueScheduler` is
/// `public`, not `open`; the others are `final`) and `MainScheduler` is its only subclass here;
/// `SchedulerIdentityTests` pins every scheduler of this module to its answer.
@usableFromInline
enum SchedulerIdentity {
    /// Whether `scheduler` is the current-thread trampoline.
    @usableFromInline
    static func isTrampoline(_ scheduler: any ImmediateSchedulerType) -> Bool {
        ObjectIdentifier(type(of: scheduler)) == ObjectIdentifier(CurrentThreadScheduler.self)
    }

    /// Whether `scheduler` is a `MainScheduler` (`MainScheduler.asyncInstance` is not: it is a plain
    /// `SerialDispatchQueueScheduler` on the main queue).
    @usableFromInline
    static func isMain(_ scheduler: any ImmediateSchedulerType) -> Bool {
        ObjectIdentifier(type(of: scheduler)) == ObjectIdentifier(MainScheduler.self)
    }

    /// `scheduler` as a serial dispatch queue scheduler (`MainScheduler` included), or nil.
    @usableFromInline
    static func serialQueue(_ scheduler: any ImmediateSchedulerType) -> SerialDispatchQueueScheduler? {
        let type = ObjectIdentifier(type(of: scheduler))
        guard
            type == ObjectIdentifier(MainScheduler.self)
                || type == ObjectIdentifier(SerialDispatchQueueScheduler.self)
        else { return nil }
        return classReference(scheduler)
    }

    /// The reference an existential holding one of the classes above wraps, taken without a cast.
    private static func classReference<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler)
        -> SerialDispatchQueueScheduler
    {
        // Sound only for the types `serialQueue` admits: the value is then a reference to a
        // `SerialDispatchQueueScheduler` or to its subclass, which have the same representation.
        withUnsafeBytes(of: scheduler) { $0.load(as: SerialDispatchQueueScheduler.self) }
    }
}
