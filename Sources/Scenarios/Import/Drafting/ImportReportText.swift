/// The report of `flowsim import`: every navigation call site with what became of it.
public enum ImportReportText {
    public enum Format: Sendable { case text, json }

    public static func render(_ result: ImportResult, format: Format) -> String {
        let notUnderstood = result.sites.count - result.draftedCount
        switch format {
        case .text:
            var out = ""
            for site in result.sites {
                switch site.status {
                case .drafted(let location):
                    out += "\(site.path):\(site.line): drafted as \(location): \(site.code)\n"
                case .notUnderstood(let reason):
                    out += "\(site.path):\(site.line): not understood (\(reason)): \(site.code)\n"
                }
            }
            out +=
                "\(result.files) Swift file\(result.files == 1 ? "" : "s"), \(result.sites.count) navigation call sites: "
                + "\(result.draftedCount) drafted, \(notUnderstood) not understood\n"
            return out
        case .json:
            let sites = result.sites.map { site -> JSONValue in
                var members: [(key: String, value: JSONValue)] = [
                    ("file", .string(site.path)), ("line", .integer(site.line)),
                    ("code", .string(site.code)),
                ]
                switch site.status {
                case .drafted(let location):
                    members += [("status", .string("drafted")), ("where", .string(location))]
                case .notUnderstood(let reason):
                    members += [("status", .string("notUnderstood")), ("reason", .string(reason))]
                }
                return .object(members)
            }
            let document = JSONValue.object([
                ("files", .integer(result.files)),
                ("callSites", .integer(result.sites.count)),
                ("drafted", .integer(result.draftedCount)),
                ("notUnderstood", .integer(notUnderstood)),
                ("sites", .array(sites)),
            ])
            return document.rendered() + "\n"
        }
    }
}
