/// A child coordinator that reports back through a delegate: `child.delegate = self` in the
/// parent, `delegate?.pairingCoordinatorDidFinish(self)` in the child. What the parent's
/// delegate method does is what happens when the child finishes.
extension MethodReader {
    /// The parent's method the child `child` calls through its property `property` (the one
    /// about finishing, when it calls several), or, when the child's own code does not show
    /// the call (a shared `finish()` in a protocol extension), the parent's `…DidFinish` method.
    func delegateCallee(child: String, property: String) -> String? {
        var called: [String] = []
        if let type = codebase.types[child] {
            for method in type.methods {
                let body = codebase.sources[method.file]
                var i = method.bodyOpen + 1
                let end = min(method.bodyClose, body.tokens.count)
                while i < end, called.count < 16 {
                    defer { i += 1 }
                    guard body.isText(i, property),
                        !body.isText(i - 1, ".") || body.isText(i - 2, "self")
                    else { continue }
                    var k = i + 1
                    while body.isText(k, "?") || body.isText(k, "!") { k += 1 }
                    guard body.isText(k, "."), body.isIdentifier(k + 1), body.isText(k + 2, "(")
                    else { continue }
                    let name = body.text(k + 1)
                    if !owner.methods(named: name).isEmpty, !called.contains(name) {
                        called.append(name)
                    }
                }
            }
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
