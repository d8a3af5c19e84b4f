/// What a replaying subject records so that a late subscriber can be replayed to outside the
/// subject's lock and join its observers afterwards, without a gate of its own.
///
/// The subscriber notes how many elements it has seen when its replay starts (`beginReplay`);
/// elements that arrive meanwhile — from another thread, or from inside the replay — are logged
/// (only while someone is being replayed to), and the subscriber catches up on them under the lock
/// (`elements(since:)`) until nothing new has come, then joins in the same critical section, so
/// every later element reaches it through the subject's delivery. It lives inside the subject's
/// lock-guarded state. Inlinable, so that a specialised subject records in its caller's code.
@frozen
@usableFromInline
struct ReplayLog<Element> {
    /// How many elements the subject has recorded.
    @usableFromInline
    var appended = 0
    /// Late subscribers being replayed to outside the lock; they count as observers.
    @usableFromInline
    var replaying = 0
    /// The elements recorded while `replaying > 0`, the first being number `logStart`.
    @usableFromInline
    var log: ContiguousArray<Element> = []
    @usableFromInline
    var logStart = 0

    @inlinable
    init() {}

    /// Records an element the subject received.
    @inlinable
    mutating func record(_ element: Element) {
        appended += 1
        if replaying > 0 {
            log.append(element)
        }
    }

    /// Registers a late subscriber's replay; returns how many elements it has seen.
    @inlinable
    mutating func beginReplay() -> Int {
        if replaying == 0 {
            logStart = appended
        }
        replaying += 1
        return appended
    }

    /// The elements recorded after the first `seen`, or nil if there are none.
    @inlinable
    func elements(since seen: Int) -> ContiguousArray<Element>? {
        if seen == appended { return nil }
        return ContiguousArray(log[(seen - logStart)...])
    }

    /// Ends a late subscriber's replay; returns the log once nobody is being replayed to any more
    /// and something was logged, for the caller to release after unlocking. Nil otherwise (the
    /// usual case), which costs no reference counting of an empty array.
    @inlinable
    mutating func endReplay() -> ContiguousArray<Element>? {
        replaying -= 1
        guard replaying == 0, !log.isEmpty else { return nil }
        var released: ContiguousArray<Element> = []
        swap(&log, &released)
        return released
    }
}
