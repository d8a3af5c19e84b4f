/// The closures of the `with object:` subscribe, drive and emit variants: each holds `object`
/// weakly and does nothing once it is gone. Always a closure, even for a nil handler, as in
/// RxSwift: an error with no `onError` is then dropped rather than sent to the default handler.
@usableFromInline
func weakly<Object: AnyObject, Value>(_ object: Object, _ handler: ((Object, Value) -> Void)?) -> (Value) -> Void {
    { [weak object] value in
        guard let object else { return }
        handler?(object, value)
    }
}

/// The no-argument form of `weakly(_:_:)`, for completion and disposal handlers.
@usableFromInline
func weakly<Object: AnyObject>(_ object: Object, _ handler: ((Object) -> Void)?) -> () -> Void {
    { [weak object] in
        guard let object else { return }
        handler?(object)
    }
}
