/// Tables the reader consults at every call site, filled once per import so that a call site
/// costs a look-up, not a read of the method it names: what a coordinator's screen-making
/// method returns, and which methods a type calls through each of its properties.
enum HelperTables {
    /// At most this many methods are kept per type and property.
    static let callsKept = 16

    static func fill(_ codebase: inout Codebase) {
        var screens: [String: String] = [:]
        for name in codebase.coordinators.sorted() {
            guard let type = codebase.types[name] else { continue }
            let reader = MethodReader(codebase: codebase, owner: type, file: type.file)
            for method in type.methods {
                guard let returns = method.returns, returns.hasSuffix("Controller"),
                    !codebase.isScreenType(returns), screens[name + "." + method.name] == nil,
                    let screen = reader.screenReturned(by: method)
                else { continue }
                screens[name + "." + method.name] = screen
            }
        }
        var calls: [String: [String: [String]]] = [:]
        for type in codebase.types.values where codebase.coordinators.contains(type.name) {
            var byProperty: [String: [String]] = [:]
            for method in type.methods {
                let body = codebase.sources[method.file]
                var i = method.bodyOpen + 1
                let end = min(method.bodyClose, body.tokens.count)
                while i < end {
                    defer { i += 1 }
                    // `delegate?.didFinish(`, `self.delegate?.didFinish(`
                    guard body.isIdentifier(i),
                        !body.isText(i - 1, ".") || body.isText(i - 2, "self")
                    else { continue }
                    var k = i + 1
                    while body.isText(k, "?") || body.isText(k, "!") { k += 1 }
                    guard body.isText(k, "."), body.isIdentifier(k + 1), body.isText(k + 2, "(")
                    else { continue }
                    let property = body.text(i)
                    let called = body.text(k + 1)
                    var list = byProperty[property, default: []]
                    if list.count < callsKept, !list.contains(called) {
                        list.append(called)
                        byProperty[property] = list
                    }
                }
            }
            calls[type.name] = byProperty
        }
        codebase.helperScreens = screens
        codebase.propertyCalls = calls
    }
}
