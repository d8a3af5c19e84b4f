import Reactive
import ReactiveTesting
import Testing

/// Each operator with a simple semantics on recorded events, against its naive reference in
/// `Reference`, over random timelines and disposal times: exact events at exact ticks.
@Suite(.leakChecked) struct DifferentialTests {
    static let names = DifferentialTable.all.map(\.name)

    static func property(_ entry: DifferentialEntry) -> Property<DifferentialCase> {
        Property(
            name: "differential \(entry.name)",
            unit: "timelines",
            defaultCount: 300,
            generate: entry.make,
            check: { $0.compare($0) },
            shrink: \.shrinkCandidates
        )
    }

    @Test(arguments: names) func operatorMatchesItsReference(_ name: String) throws {
        let entry = try #require(DifferentialTable.all.first { $0.name == name })
        Self.property(entry).verify()
    }
}
