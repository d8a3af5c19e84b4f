// Re-exported, as `import RxCocoa` makes Foundation visible on Apple platforms: code that ports
// RxSwift, RxCocoa, ReactorKit or RxFeedback files by changing their imports uses `URL`, `Date`,
// `URLSession` and `JSONSerialization` without importing Foundation itself (ReactorKit's and
// RxFeedback's GitHub search examples both do). On Linux `URLSession` lives in
// FoundationNetworking, so that comes along too.
@_exported import Foundation

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
