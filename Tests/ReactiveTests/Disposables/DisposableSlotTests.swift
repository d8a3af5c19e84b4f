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

    // Value disposables whose payload is a reference: one inline in the existential, one wide
    // enough to be boxed beside it, put in by `store` or by `replace(with:)`.
    @Test(arguments: [false, true], [false, true])
    func aStoredValueDisposableMovesWholeAndKeepsItsReferencesUntilTaken(wide: Bool, replacing: Bool) {
        weak var released: BooleanDisposable?
        do {
            var slot = DisposableSlot()
            let target = BooleanDisposable()
            released = target
            let disposable: any Disposable = wide ? WideForwarding(target: target) : Forwarding(target: target)
            if replacing {
                #expect(slot.replace(with: disposable) is NopDisposable)
            } else {
                slot.store(disposable)
            }
            let taken = slot.take()
            if wide {
                let padding = (taken as? WideForwarding)?.padding
                #expect(padding?.0 == 1 && padding?.1 == 2 && padding?.2 == 3)
            } else {
                #expect(taken is Forwarding)
            }
            taken.dispose()
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
}

private struct Forwarding: Disposable {
    let target: BooleanDisposable
    func dispose() { target.dispose() }
}

/// Larger than an existential's inline buffer (three words), so it lives in a box.
private struct WideForwarding: Disposable {
    let target: BooleanDisposable
    let padding = (1, 2, 3)
    func dispose() { target.dispose() }
}
