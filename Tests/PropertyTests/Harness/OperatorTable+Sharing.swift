import Reactive
import ReactiveTesting
import SeededRandomness

extension OperatorTable {
    static func randomScope(_ rng: inout SplitMix64) -> SubjectLifetimeScope {
        rng.chance(0.5) ? .whileConnected : .forever
    }

    /// Operators whose shared state belongs to the built pipeline, so two subscriptions to one
    /// pipeline share it by design; they are left out of the independence property. Each shares
    /// its source through one subject (see `Step.sharesThroughSubject`).
    static var sharing: [OperatorEntry] {
        (sharingEntries + sharedSequences).map { entry in
            OperatorEntry(entry.name) { rng in entry.make(&rng).sharingThroughSubject() }
        }
    }

    private static var sharingEntries: [OperatorEntry] {
        [
            OperatorEntry("share") { rng in
                let replay = rng.int(0...2)
                let scope = randomScope(&rng)
                return Step("share(replay: \(replay), scope: .\(scope))") { source, _ in
                    source.share(replay: replay, scope: scope)
                }
            },
            OperatorEntry("publish().refCount()") { _ in
                Step("publish().refCount()") { source, _ in source.publish().refCount() }
            },
            OperatorEntry("replayAll().refCount()") { _ in
                Step("replayAll().refCount()") { source, _ in source.replayAll().refCount() }
            },
            OperatorEntry("replay(n).refCount()") { rng in
                let size = rng.int(0...2)
                return Step("replay(\(size)).refCount()") { source, _ in source.replay(size).refCount() }
            },
            OperatorEntry("multicast(makeSubject:).refCount()") { _ in
                Step("multicast(makeSubject: { PublishSubject() }).refCount()") { source, _ in
                    source.multicast(makeSubject: { PublishSubject<Int>() }).refCount()
                }
            },
            OperatorEntry("share fan-out") { rng in
                let replay = rng.int(0...2)
                let scope = randomScope(&rng)
                return Step("{ s = share(replay: \(replay), scope: .\(scope)); merge(s, s.skip(1)) }") { source, _ in
                    let shared = source.share(replay: replay, scope: scope)
                    return Observable.merge(shared, shared.skip(1))
                }
            },
            OperatorEntry("share then concat") { rng in
                let replay = rng.int(0...2)
                let scope = randomScope(&rng)
                return Step("{ s = share(replay: \(replay), scope: .\(scope)); s.take(2).concat(s) }") { source, _ in
                    let shared = source.share(replay: replay, scope: scope)
                    return shared.take(2).concat(shared)
                }
            },
        ]
    }

    /// Scheduling and retrying operators, and sharing confined to one subscription.
    static var scheduling: [OperatorEntry] {
        [
            OperatorEntry("observe(on:)") { _ in
                Step("observe(on: s)") { source, inputs in source.observe(on: inputs.scheduler) }
            },
            OperatorEntry("subscribe(on:)") { _ in
                Step("subscribe(on: s)") { source, inputs in source.subscribe(on: inputs.scheduler) }.lagging(1)
            },
            OperatorEntry("retry(when:)") { rng in
                let attempts = rng.int(0...2)
                if rng.chance(0.5) {
                    return Step("retry(when: { $0.take(\(attempts)) })") { source, _ in
                        source.retry(when: { (errors: Observable<any Error>) in errors.take(attempts) })
                    }
                }
                let ticks = rng.int(1...20)
                return Step("retry(when: { $0.delay(\(ticks)).take(\(attempts)) })") { source, inputs in
                    source.retry(when: { (errors: Observable<any Error>) in
                        errors.delay(.seconds(ticks), scheduler: inputs.scheduler).take(attempts)
                    })
                }
            },
            OperatorEntry("deferred share fan-out") { rng in
                let replay = rng.int(0...2)
                return Step("deferred { s = share(replay: \(replay)); merge(s, s.skip(1)) }") { source, _ in
                    Observable.deferred {
                        let shared = source.share(replay: replay)
                        return Observable.merge(shared, shared.skip(1))
                    }
                }
            },
            OperatorEntry("multicast(selector:)") { rng in
                let f = IntFunction.random(&rng, throwing: 0)
                return Step("multicast({ PublishSubject() }, selector: { merge($0, $0.map { \(f) }) })") { source, _ in
                    source.multicast({ PublishSubject<Int>() }, selector: { Observable.merge($0, $0.map(f.call)) })
                }
            },
        ]
    }
}
