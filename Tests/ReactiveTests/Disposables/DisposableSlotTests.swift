import ReactiveTesting
import Testing

@testable import Reactive

/// `DisposableSlot` moves existentials in and out of place by hand; these pin that nothing is
/// leaked, released twice or handed out twice, for class and struct disposables alike.
@Suite(.leakChecked) struct DisposableSlotTests {
    @Test func anEmptySlotHandsOutADisposableThatDoesNothing() {
        var slot = DisposableSlot()
        let taken = slot.take()
        #expect(taken is NopDisposable)
        taken.dispose()
    }

    @Test func takeHandsOutWhatWasStoredOnceAndLeavesTheSlotEmpty() {
        var slot = DisposableSlot()
        let stored = BooleanDisposable()
        slot.store(stored)
        let first = slot.take()
        #expect((first as? BooleanDisposable) === stored)
        #expect(slot.take() is NopDisposable)
        first.dispose()
        #expect(stored.isDisposed)
    }

    @Test func aSlotReleasesWhatItKeepsWhenItIsDestroyed() {
        weak var released: BooleanDisposable?
        do {
            var slot = DisposableSlot()
            let stored = BooleanDisposable()
            released = stored
            slot.store(stored)
            _ = slot
        }
        #expect(released == nil)
    }

    @Test func aStoredValueDisposableKeepsItsReferencesUntilTaken() {
        // A struct whose payload is a reference, stored inline in the existential.
        struct Forwarding: Disposable {
            let target: BooleanDisposable
            func dispose() { target.dispose() }
        }
        weak var released: BooleanDisposable?
        do {
            var slot = DisposableSlot()
            let target = BooleanDisposable()
            released = target
            slot.store(Forwarding(target: target))
            slot.take().dispose()
            #expect(target.isDisposed)
        }
        #expect(released == nil)
    }

    @Test func aSlotMadeFullReleasesItsDisposableOnceTaken() {
        weak var released: BooleanDisposable?
        do {
            let stored = BooleanDisposable()
            released = stored
            var slot = DisposableSlot(stored)
            _ = slot.take()
        }
        #expect(released == nil)
    }
}
