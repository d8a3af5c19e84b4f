import Testing

@testable import Reactive

/// The bit protocol on its own, one step at a time; its owners' races are in the thread-safety
/// suites.
@Suite struct AssignOnceTests {
    /// An owner's bits, with each step's answer: must the caller release the assignment now?
    private final class Owner {
        @exclusivity(unchecked) final var bits = InlineAtomic<Int>(0)
        func assign() -> Bool { AssignOnce.publishAssignment(&bits, "AssignOnceTests") }
        func dispose() -> Bool { AssignOnce.claimDisposal(&bits) }
        var isDisposed: Bool { InlineAtomic.load(&bits, ordering: .relaxed) & AssignOnce.disposedBit != 0 }
    }

    @Test func assignedFirstTheFirstDisposeReleasesAndLaterOnesDoNot() {
        let owner = Owner()
        #expect(!owner.assign())
        #expect(owner.dispose())
        #expect(!owner.dispose())
        #expect(!owner.dispose())
    }

    @Test func disposedFirstTheAssignmentReleasesAndNoDisposeDoes() {
        let owner = Owner()
        #expect(!owner.dispose())
        #expect(!owner.dispose())
        #expect(owner.assign())
        #expect(!owner.dispose())
    }

    @Test func theFirstDisposeMarksTheOwnerDisposedWhetherOrNotAnythingWasAssigned() {
        let owner = Owner()
        #expect(!owner.isDisposed)
        _ = owner.dispose()
        #expect(owner.isDisposed)
    }
}
