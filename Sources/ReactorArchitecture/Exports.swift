// Re-exported, as ReactorKit re-exports RxSwift: `import ReactorArchitecture` is enough to write a
// reactor and a view, so ported files change one import line.
@_exported import Reactive
