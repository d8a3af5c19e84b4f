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

    @Test func replaceKeepsTheNewDisposableAndHandsBackTheOldOneUndisposed() {
        weak var releasedFirst: BooleanDisposable?
        weak var releasedSecond: BooleanDisposable?
        do {
            var slot = DisposableSlot()
            let first = BooleanDisposable()
            let second = BooleanDisposable()
            releasedFirst = first
            releasedSecond = second
            #expect(slot.replace(with: first) is NopDisposable)
            let previous = slot.replace(with: second)
            #expect((previous as? BooleanDisposable) === first)
            #expect(!first.isDisposed)
            let kept = slot.take()
            #expect((kept as? BooleanDisposable) === second)
            #expect(!second.isDisposed)
        }
        #expect(releasedFirst == nil)
        #expect(releasedSecond == nil)
    }

    @Test func replaceMovesAValueDisposableInAndOutWhole() {
        // Larger than the existential's inline buffer, so it lives in a box the swap must move.
        struct Wide: Disposable {
            let target: BooleanDisposable
            let padding: (Int, Int, Int) = (1, 2, 3)
            func dispose() { target.dispose() }
        }
        weak var released: BooleanDisposable?
        do {
            var slot = DisposableSlot()
            let target = BooleanDisposable()
            released = target
            _ = slot.replace(with: Wide(target: target))
            let previous = slot.replace(with: NopDisposable())
            let padding = (previous as? Wide)?.padding
            #expect(padding?.0 == 1 && padding?.1 == 2 && padding?.2 == 3)
            previous.dispose()
            #expect(target.isDisposed)
        }
        #expect(released == nil)
    }
}
