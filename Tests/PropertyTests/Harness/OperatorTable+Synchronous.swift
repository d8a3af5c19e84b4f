import Reactive
import ReactiveTesting
import SeededRandomness

extension OperatorTable {
    /// A sequence that is not a testable observable: synchronous ones deliver during `subscribe`
    /// (the paths where a sink is disposed before `run` returns), scheduled ones hop through the
    /// test scheduler.
    struct Made {
        let label: String
        let make: (Int, TestScheduler) -> Observable<Int>
    }

    /// A random synchronous or scheduled sequence built from an element.
    static func made(_ rng: inout SplitMix64) -> Made {
        let k = rng.int(1...9)
        switch rng.int(0...7) {
        case 0: return Made(label: ".just($0)") { element, _ in .just(element) }
        case 1: return Made(label: ".of($0, \(k))") { element, _ in .of(element, k) }
        case 2: return Made(label: ".empty()") { _, _ in .empty() }
        case 3: return Made(label: ".error(m)") { _, _ in .error(PropertyError("m")) }
        case 4: return Made(label: ".never()") { _, _ in .never() }
        case 5:
            return Made(label: ".of($0, \(k), scheduler: s)") { element, scheduler in
                .of(element, k, scheduler: scheduler)
            }
        case 6:
            return Made(label: ".timer(\(k), scheduler: s).map { _ in $0 }") { element, scheduler in
                Observable<Int>.timer(.seconds(k), scheduler: scheduler).map { _ in element }
            }
        default:
            return Made(label: ".from(optional: $0 % 2 == 0 ? $0 : nil)") { element, _ in
                .from(optional: element % 2 == 0 ? element : nil)
            }
        }
    }

    /// What an operator built on a made sequence gets: the sequence for an element (for
    /// flattening), the sequence for the generated element (for `other` arguments) and the
    /// scheduler.
    struct MadeInputs {
        let inner: (Int) -> Observable<Int>
        let fixed: Observable<Int>
        let scheduler: TestScheduler
    }

    /// An entry for an operator that takes a made sequence instead of a timeline; in `name`,
    /// `$inner` stands for the per-element sequence and `made` for the fixed one.
    static func withMade(
        _ name: String,
        _ apply: @escaping (Observable<Int>, MadeInputs) -> Observable<Int>
    ) -> OperatorEntry {
        OperatorEntry(name) { rng in
            let made = made(&rng)
            let element = rng.int(TimelineSpec.elements)
            let fixedLabel = made.label.replacingOccurrences(of: "$0", with: "\(element)")
            let label = name.replacingOccurrences(of: "$inner", with: made.label)
                .replacingOccurrences(of: "made", with: fixedLabel)
            return Step(label) { source, inputs in
                let scheduler = inputs.scheduler
                let madeInputs = MadeInputs(
                    inner: { made.make($0, scheduler) }, fixed: made.make(element, scheduler), scheduler: scheduler)
                return apply(source, madeInputs)
            }
        }
    }

    static var synchronous: [OperatorEntry] {
        [
            withMade("flatMap { $inner }") { source, made in source.flatMap(made.inner) },
            withMade("flatMapLatest { $inner }") { source, made in source.flatMapLatest(made.inner) },
            withMade("flatMapFirst { $inner }") { source, made in source.flatMapFirst(made.inner) },
            withMade("concatMap { $inner }") { source, made in source.concatMap(made.inner) },
            withMade("concat(made)") { source, made in source.concat(made.fixed) },
            withMade("merge(with: made)") { source, made in source.merge(with: made.fixed) },
            withMade("catch { _ in made }") { source, made in source.catch { _ in made.fixed } },
            withMade("take(until: made)") { source, made in source.take(until: made.fixed) },
            withMade("skip(until: made)") { source, made in source.skip(until: made.fixed) },
            withMade("sample(made)") { source, made in source.sample(made.fixed) },
            withMade("timeout(3, other: made)") { source, made in
                source.timeout(.seconds(3), other: made.fixed, scheduler: made.scheduler)
            },
            OperatorEntry("deferred") { _ in
                Step("Observable.deferred { xs }") { source, _ in Observable.deferred { source } }
            },
            OperatorEntry("create") { _ in
                Step("Observable.create { xs.subscribe($0) }") { source, _ in
                    Observable.create { observer in source.subscribe(observer) }
                }
            },
            OperatorEntry("using") { _ in
                Step("Observable.using({ BooleanDisposable() }) { _ in xs }") { source, _ in
                    Observable.using({ BooleanDisposable() }, observableFactory: { _ in source })
                }
            },
        ]
    }
}
