/// An error with a readable name, for tests.
struct TestError: Error, Equatable, CustomStringConvertible {
    let name: String

    init(_ name: String = "test error") {
        self.name = name
    }

    var description: String { name }
}
