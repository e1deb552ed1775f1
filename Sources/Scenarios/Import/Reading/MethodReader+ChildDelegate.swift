/// A child coordinator that reports back through a delegate: `child.delegate = self` in the
/// parent, `delegate?.pairingCoordinatorDidFinish(self)` in the child. What the parent's
/// delegate method does is what happens when the child finishes.
extension MethodReader {
    /// The parent's method the child `child` calls through its property `property` (the one
    /// about finishing, when it calls several), or, when the child's own code does not show
    /// the call (a shared `finish()` in a protocol extension), the parent's `…DidFinish` method.
    func delegateCallee(child: String, property: String) -> String? {
        let called = (codebase.propertyCalls[child]?[property] ?? []).filter {
            !owner.methods(named: $0).isEmpty
        }
        if let finishing = called.first(where: Self.isAboutFinishing) { return finishing }
        if let first = called.first { return first }
        return owner.methods.first { $0.name.lowercased().contains("didfinish") }?.name
    }

    static func isAboutFinishing(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("finish") || lower.contains("complete") || lower.contains("done")
    }
}
