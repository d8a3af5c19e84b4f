import Foundation
import Testing

@testable import Reactive

// RxCocoa's NotificationCenterTests, plus the removal of the observer.
@Suite(.leakChecked) struct NotificationCenterRxTests {
    private let name = Notification.Name("NotificationCenterRxTests")

    @Test func withoutAnObjectEveryNotificationOfTheNameArrives() {
        let center = NotificationCenter()
        var count = 0
        center.post(name: name, object: nil)
        let subscription = center.rx.notification(name).subscribe(onNext: { _ in count += 1 })
        #expect(count == 0)
        center.post(name: name, object: nil)
        #expect(count == 1)
        center.post(name: name, object: NSObject())
        #expect(count == 2)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(count == 2)
        subscription.dispose()
        center.post(name: name, object: nil)
        #expect(count == 2)
    }

    @Test func withAnObjectOnlyItsNotificationsArrive() {
        let center = NotificationCenter()
        let target = NSObject()
        var received: [Notification] = []
        let subscription = center.rx.notification(name, object: target).subscribe(onNext: { received.append($0) })
        center.post(name: name, object: target)
        center.post(name: name, object: nil)
        center.post(name: name, object: NSObject())
        center.post(name: name, object: target)
        #expect(received.count == 2)
        #expect(received.allSatisfy { $0.object as AnyObject? === target })
        subscription.dispose()
        center.post(name: name, object: target)
        #expect(received.count == 2)
    }

    @Test func eachSubscriptionHasItsOwnObserver() {
        let center = NotificationCenter()
        let notifications = center.rx.notification(name)
        var first = 0
        var second = 0
        let one = notifications.subscribe(onNext: { _ in first += 1 })
        let two = notifications.subscribe(onNext: { _ in second += 1 })
        center.post(name: name, object: nil)
        one.dispose()
        center.post(name: name, object: nil)
        #expect(first == 1)
        #expect(second == 2)
        two.dispose()
    }
}
