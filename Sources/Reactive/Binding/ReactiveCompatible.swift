import Foundation

/// A type with the `.rx` namespace: conform to it and extend `Reactive where Base == YourType`
/// (or `Base: YourProtocol`).
public protocol ReactiveCompatible {
    /// The type the namespace wraps; `Self` unless a conformance says otherwise.
    associatedtype ReactiveBase

    /// The namespace for static reactive members.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace for reactive members of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace for static reactive members.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A setter, so that mutating members of extensions can be called through `rx`.
        set {}
    }

    /// The namespace for reactive members of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // A setter, so that mutating members of extensions (`object.rx.text = …`) compile.
        set {}
    }
}

/// Every Foundation object has the `.rx` namespace, as in RxSwift.
extension NSObject: ReactiveCompatible {}

#if !canImport(ObjectiveC)
/// Outside Apple platforms `NotificationCenter` is no `NSObject`, so it gets the namespace on
/// its own, for `notification(_:object:)`.
extension NotificationCenter: ReactiveCompatible {}
#endif
