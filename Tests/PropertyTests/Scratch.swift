import Reactive
import ReactiveTesting
import Testing

@Test func scratch() {
    var rng = SplitMix64(seed: 42)
    var totalEvents = 0
    var stops = 0
    var nonEmpty = 0
    for i in 0..<200 {
        let c = PipelineCase.random(&rng, operators: OperatorTable.all)
        let o = PipelineRun.run(c)
        totalEvents += o.events.count
        if o.events.last?.value.isStopEvent == true { stops += 1 }
        if !o.events.isEmpty { nonEmpty += 1 }
        if i < 4 {
            print(c)
            print("=> \(o.events)")
        }
    }
    print("avg events \(Double(totalEvents)/200), stopped \(stops), nonEmpty \(nonEmpty)")
}
