/// Placeholder until the test scheduler lands.
enum ReactiveTestingNamespace {}
