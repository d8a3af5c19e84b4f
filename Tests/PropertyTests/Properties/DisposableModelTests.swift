import Reactive
import SeededRandomness
import Testing

/// A disposable that counts how often it was disposed.
final class Probe: Disposable {
    private(set) var disposals = 0

    func dispose() {
        disposals += 1
    }
}

/// One step of a random program against a disposable container. Indices refer to the probes (or
/// keys, or dependents) the program made so far, modulo their number, so a shrunk program (steps
/// dropped) still runs.
enum DisposableStep: CustomStringConvertible, Equatable {
    case add
    case remove(Int)
    case retain
    case release(Int)
    case dispose

    var description: String {
        switch self {
        case .add: return "add"
        case .remove(let index): return "remove(\(index))"
        case .retain: return "retain"
        case .release(let index): return "release(\(index))"
        case .dispose: return "dispose"
        }
    }
}

/// A container and a program to run on it.
struct DisposableProgram: CustomStringConvertible {
    enum Container: String, CaseIterable {
        case composite
        case serial
        case singleAssignment
        case refCount
    }

    let container: Container
    var steps: [DisposableStep]

    var description: String { "\(container.rawValue): \(steps)" }

    var shrinkCandidates: [DisposableProgram] {
        steps.indices.map { index in
            var fewer = self
            fewer.steps.remove(at: index)
            return fewer
        }
    }
}

/// Model-based properties of the disposables every operator is built on: random programs of
/// adds, removes, retains, releases and disposals, run against the real container and a model of
/// a few lines, must dispose exactly the probes the model says, each at most once.
@Suite(.leakChecked) struct DisposableModelTests {
    static func generate(_ rng: inout SplitMix64) -> DisposableProgram {
        let container = rng.pick(DisposableProgram.Container.allCases)
        let steps: [DisposableStep] = (0..<rng.int(1...12)).map { _ in
            switch rng.int(0...9) {
            case 0...3: return .add
            case 4, 5: return .remove(rng.int(0...5))
            case 6: return .retain
            case 7: return .release(rng.int(0...5))
            default: return .dispose
            }
        }
        return DisposableProgram(container: container, steps: steps)
    }

    /// Runs the program; returns the first disagreement with the model.
    static func check(_ program: DisposableProgram) -> String? {
        var probes: [Probe] = []
        var expected: [Int] = []  // disposals the model expects, per probe
        var live: [Int] = []  // probes the container holds, in the model
        var disposed = false
        let composite = CompositeDisposable()
        var keys: [(probe: Int, key: CompositeDisposable.DisposeKey?)] = []
        let serial = SerialDisposable()
        let single = SingleAssignmentDisposable()
        var assigned = false
        let underlying = Probe()
        let refCount = RefCountDisposable(disposable: underlying)
        var dependents: [(disposable: any Disposable, released: Bool)] = []
        var underlyingReleased = false
        let containers: [DisposableProgram.Container: any Disposable] = [
            .composite: composite, .serial: serial, .singleAssignment: single,
        ]

        for (number, step) in program.steps.enumerated() {
            switch (program.container, step) {
            case (.composite, .add):
                probes.append(Probe())
                expected.append(disposed ? 1 : 0)
                keys.append((probes.count - 1, composite.insert(probes[probes.count - 1])))
                if !disposed { live.append(probes.count - 1) }
                if (keys[keys.count - 1].key == nil) != disposed {
                    return "step \(number): insert returned the wrong key"
                }
            case (.composite, .remove(let index)) where !keys.isEmpty:
                let (probe, key) = keys[index % keys.count]
                guard let key else { continue }
                composite.remove(for: key)
                if let position = live.firstIndex(of: probe) {
                    live.remove(at: position)
                    expected[probe] = 1
                }
            case (.composite, .dispose), (.serial, .dispose), (.singleAssignment, .dispose):
                containers[program.container]?.dispose()
                for probe in live { expected[probe] = 1 }
                live = []
                disposed = true
            case (.serial, .add):
                probes.append(Probe())
                expected.append(disposed ? 1 : 0)
                serial.disposable = probes[probes.count - 1]
                for probe in live { expected[probe] = 1 }
                live = disposed ? [] : [probes.count - 1]
            case (.singleAssignment, .add) where !assigned:
                probes.append(Probe())
                expected.append(disposed ? 1 : 0)
                single.setDisposable(probes[probes.count - 1])
                assigned = true
                if !disposed { live = [probes.count - 1] }
            case (.refCount, .retain):
                dependents.append((refCount.retain(), false))
            case (.refCount, .release(let index)) where !dependents.isEmpty:
                dependents[index % dependents.count].disposable.dispose()
                dependents[index % dependents.count].released = true
            case (.refCount, .dispose):
                refCount.dispose()
                disposed = true
            default:
                continue
            }
            if let problem = compare(probes, expected, step: number) { return problem }
            if program.container == .composite && composite.count != live.count {
                return "step \(number): count \(composite.count), expected \(live.count)"
            }
            if program.container == .refCount {
                // Released once the primary and every dependent handed out before are disposed;
                // a dependent retained after that is a no-op.
                underlyingReleased = underlyingReleased || (disposed && dependents.allSatisfy(\.released))
                let expectedDisposals = underlyingReleased ? 1 : 0
                if underlying.disposals != expectedDisposals || refCount.isDisposed != underlyingReleased {
                    return
                        "step \(number): underlying disposed \(underlying.disposals) times, expected \(expectedDisposals)"
                }
            }
        }
        return nil
    }

    static func compare(_ probes: [Probe], _ expected: [Int], step: Int) -> String? {
        let actual = probes.map(\.disposals)
        return actual == expected ? nil : "step \(step): probes disposed \(actual) times, expected \(expected)"
    }

    @Test func disposablesMatchTheirModel() {
        Property(
            name: "disposables match their model",
            unit: "programs",
            defaultCount: 2000,
            generate: Self.generate,
            check: Self.check,
            shrink: \.shrinkCandidates
        ).verify()
    }
}
