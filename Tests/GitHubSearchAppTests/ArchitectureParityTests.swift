import Testing

/// The four architectures print the same repositories, in the same order, for the same command.
@Suite struct ArchitectureParityTests {
    static let commands: [[String]] = [
        ["kotlin", "--json", "--pages", "3"],
        ["swift", "--json", "--pages", "2", "--sort", "stars"],
        ["日本", "--limit", "10"],
        ["zzzz-no-such-repository"],
    ]

    @Test(arguments: commands) func allArchitecturesPrintTheSame(arguments: [String]) throws {
        let mvvm = try AppProcess.run(arguments + ["--architecture", "mvvm"])
        #expect(mvvm.status == 0)
        for architecture in ["feedback", "reactor", "concurrency"] {
            let other = try AppProcess.run(arguments + ["--architecture", architecture])
            #expect(other.status == mvvm.status, "\(architecture)")
            #expect(other.stdout == mvvm.stdout, "\(architecture)")
            #expect(other.stderr == mvvm.stderr, "\(architecture)")
        }
    }

    @Test func allArchitecturesReportTheSameFailure() throws {
        let arguments = ["swift", "--offline-fault", "server-error"]
        let mvvm = try AppProcess.run(arguments + ["--architecture", "mvvm"])
        #expect(mvvm.status == 1)
        for architecture in ["feedback", "reactor", "concurrency"] {
            let other = try AppProcess.run(arguments + ["--architecture", architecture])
            #expect(other.status == 1, "\(architecture)")
            #expect(other.stderr == mvvm.stderr, "\(architecture)")
        }
    }
}
