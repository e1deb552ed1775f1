/// How reports print durations: never an exponent, never a crash on a strange value.
enum DurationText {
    /// `0.4 ms` under a second, `1.25 s` from a second on.
    static func human(_ seconds: Double) -> String {
        let seconds = sanitized(seconds)
        // Milliseconds while they print below 1000.0 (0.99996 s reads "1.00 s", not "1000.0 ms").
        if seconds < 0.99995 {
            return decimal(seconds * 1000, places: 1) + " ms"
        }
        return decimal(seconds, places: 2) + " s"
    }

    /// Seconds for machine formats: up to six decimals, trailing zeros dropped (`0.0004`, `12.5`, `0`).
    static func seconds(_ seconds: Double) -> String {
        var text = decimal(sanitized(seconds), places: 6)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `value` rounded to `places` decimals, in plain positional notation.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        // Rounds half up by hand: the value is never negative, and `rounded()` would need libm,
        // which a target without Foundation does not link on Linux.
        let scaled = Int(sanitized(value) * Double(scale) + 0.5)
        let whole = String(scaled / scale)
        guard places > 0 else { return whole }
        let fraction = String(scaled % scale)
        return whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// Non-negative, finite, and small enough to scale into an `Int` (about 31 years).
    private static func sanitized(_ value: Double) -> Double {
        value.isFinite && value > 0 ? min(value, 1e9) : 0
    }
}
