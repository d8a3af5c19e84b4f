import Foundation

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` posted to the notification center, as a sequence.
    ///
    /// ```swift
    /// center.rx.notification(.NSCalendarDayChanged)
    ///     .subscribe(onNext: { _ in refresh() })
    /// ```
    ///
    /// Each subscription adds its own observer to the center and removes it when disposed. A
    /// notification is delivered synchronously on the thread that posts it. The sequence never
    /// completes or fails.
    ///
    /// - Parameters:
    ///   - name: The notification name; nil for every notification.
    ///   - object: Only notifications posted by this object; nil for any sender. Held weakly.
    /// - Returns: The sequence of notifications.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            // The center calls the block on the posting thread; `observer` is safe to call from any
            // thread, one notification at a time per post.
            let handoff = NotificationHandoff(observer: observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                handoff.observer.on(.next(notification))
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}

/// Carries a subscription's observer into the notification center's `@Sendable` block.
private struct NotificationHandoff: @unchecked Sendable {
    // @unchecked: the observer is the sink of one subscription, which handles its own serialisation
    // (as `Observable.create`'s observer does for any other callback source).
    let observer: AnyObserver<Notification>
}
