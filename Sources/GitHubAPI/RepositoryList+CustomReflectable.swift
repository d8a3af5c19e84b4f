extension RepositoryList: CustomReflectable {
    /// The repositories, as an array's mirror shows its elements: state diffs and debuggers see a
    /// list of repositories, not the shared storage (and its lock) behind it.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}
