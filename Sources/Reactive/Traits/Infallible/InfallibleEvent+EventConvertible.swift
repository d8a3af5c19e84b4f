extension InfallibleEvent: EventConvertible {
    /// The event as an `Event`: `.next` or `.completed`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}
