/// A list of names in a message, cut to its first few: "act0, act1, act2, … and 4,997 more".
/// A failure names what would have worked (a screen's actions, a bar's tabs, the leaks found),
/// and an app can declare thousands: 1,000 one-line scenarios against an app of thousands of
/// actions wrote a 190 MB report, each failure naming every action.
public enum NameList {
    /// The most names a message lists.
    public static let shown = 12

    /// `names` joined by `separator`, the first `limit` of them, and "and N more" after.
    public static func capped(
        _ names: some Collection<String>, separator: String = ", ", limit: Int = shown
    ) -> String {
        let more = names.count - limit
        guard more > 0 else { return names.joined(separator: separator) }
        return names.prefix(limit).joined(separator: separator) + separator
            + "and \(grouped(more)) more"
    }

    /// The names `name(0)`, `name(1)`, … of `count` things, cut as ``capped(_:separator:limit:)``
    /// cuts them, making only those shown.
    public static func capped(
        count: Int, separator: String = ", ", limit: Int = shown, _ name: (Int) -> String
    ) -> String {
        let names = (0..<min(count, limit)).map(name)
        let more = count - names.count
        return names.joined(separator: separator)
            + (more > 0 ? separator + "and \(grouped(more)) more" : "")
    }

    /// `4,997`.
    private static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(d)
        }
        return out
    }
}
