import Foundation

// A stand-in for the WeakMapTable package ReactorKit depends on, for the cross-library benchmark's
// RxSwift side (scripts/compat/xbench_seeds.py). The real one removes an entry when its key is
// deallocated through the Objective-C runtime, which Linux lacks; a benchmark keeps its reactors
// alive until the end, so entries are never swept here. It has the API ReactorKit calls, no more.

/// A table from objects to values, keyed by identity; an entry is only found for the object that
/// set it, never for a later object at the same address.
public final class WeakMapTable<Key: AnyObject, Value>: @unchecked Sendable {
    // @unchecked: `entries` is only touched under `lock`.
    private struct Entry {
        weak var key: Key?
        var value: Value
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private let lock = NSRecursiveLock()

    /// An empty table.
    public init() {}

    /// The value set for `key`, if any.
    public func value(forKey key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(key)], entry.key === key else { return nil }
        return entry.value
    }

    /// The value set for `key`, or `defaultValue()`, which is then stored for it.
    public func value(forKey key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value = value(forKey: key) { return value }
        let value = defaultValue()
        entries[ObjectIdentifier(key)] = Entry(key: key, value: value)
        return value
    }

    /// `value(forKey:default:)` for a table whose values are stored as a supertype of `T`.
    public func forceCastedValue<T>(forKey key: Key, default defaultValue: @autoclosure () -> T) -> T {
        // swift-format-ignore: NeverForceUnwrap
        value(forKey: key, default: defaultValue() as! Value) as! T
    }

    /// Sets (or, with nil, removes) the value for `key`.
    public func setValue(_ value: Value?, forKey key: Key) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(key)] = value.map { Entry(key: key, value: $0) }
    }
}
