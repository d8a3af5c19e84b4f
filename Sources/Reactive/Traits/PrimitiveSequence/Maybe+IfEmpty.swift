extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `default` when the maybe completes without an element.
    ///
    /// ```
    /// source:                --|        --(1|)
    /// ifEmpty(default: 5):   --(5|)     --(1|)
    /// ```
    ///
    /// - Parameter default: The element emitted in place of an empty completion.
    /// - Returns: A single of the maybe's element, or of `default`.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Continues with `other` when the maybe completes without an element.
    ///
    /// ```
    /// source:                     --|
    /// other (cold):                 -(1|)
    /// ifEmpty(switchTo: other):   ---(1|)
    /// ```
    ///
    /// `other` is subscribed only if the maybe completed empty, at that moment.
    ///
    /// - Parameter other: The maybe to continue with.
    /// - Returns: The maybe's outcome, or `other`'s after an empty completion.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Continues with `other` when the maybe completes without an element, which makes the result a
    /// `Single`.
    ///
    /// `other` is subscribed only if the maybe completed empty, at that moment.
    ///
    /// - Parameter other: The single to continue with.
    /// - Returns: A single of the maybe's element, or `other`'s outcome after an empty completion.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }
}
