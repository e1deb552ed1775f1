import FlowKit

/// Decides what a plain (unquoted) scalar means, and refuses any scalar that YAML 1.1 or
/// YAML 1.2 would read as something other than the subset reads it.
///
/// The subset reads `null` and `~` as null, `true` and `false` as Booleans, decimal integers
/// without leading zeros (`0`, `-12`, `1111`) as integers, and everything else as a string.
/// YAML 1.1 here means PyYAML's resolver (`yaml.resolver.Resolver`) plus the `y`/`n`
/// Booleans of the YAML 1.1 type repository; YAML 1.2 means its core schema.
/// No regular expressions: each pattern is matched by hand, byte by byte.
enum PlainScalarResolver {
    /// What a version of YAML reads a plain scalar as.
    enum Meaning: Hashable, Sendable {
        case string
        case null
        case boolean
        case integer
        case octalInteger
        case hexadecimalInteger
        case binaryInteger
        case base60Number
        case floatingPoint
        case date
        case mergeKey
        case valueKey

        var phrase: String {
            switch self {
            case .string: return "a string"
            case .null: return "null"
            case .boolean: return "a Boolean"
            case .integer: return "an integer"
            case .octalInteger: return "an octal integer"
            case .hexadecimalInteger: return "a hexadecimal integer"
            case .binaryInteger: return "a binary integer"
            case .base60Number: return "a base-60 number"
            case .floatingPoint: return "a floating-point number"
            case .date: return "a date"
            case .mergeKey: return "a merge key"
            case .valueKey: return "a value key"
            }
        }
    }

    /// The subset's reading of a plain scalar.
    enum Resolution: Hashable, Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case string
        /// YAML 1.1 and 1.2 do not both read it as the subset would; the file must quote it.
        case ambiguous(yaml11: Meaning, yaml12: Meaning)
        /// A decimal integer outside `Int`'s range.
        case integerOverflow
    }

    /// Resolves the plain scalar `text`.
    static func resolve(_ text: ArraySlice<UInt8>) -> Resolution {
        WorkCounter.add(text.count + 1)
        guard let first = text.first else { return .null }
        // Fast path: only these first characters can make a scalar anything but a string
        // (the union of PyYAML's resolver keys and the YAML 1.2 core schema's).
        switch first {
        case 0x79, 0x59, 0x6E, 0x4E, 0x74, 0x54, 0x66, 0x46, 0x6F, 0x4F,  // y Y n N t T f F o O
            ASCII.minus, ASCII.plus, ASCII.period, ASCII.lessThan, ASCII.tilde, ASCII.equals,
            ASCII.zero...ASCII.nine:
            break
        default:
            return .string
        }
        if let value = canonical(text) { return value }
        let yaml11 = yaml11Meaning(text)
        let yaml12 = yaml12Meaning(text)
        if yaml11 == .string && yaml12 == .string { return .string }
        return .ambiguous(yaml11: yaml11, yaml12: yaml12)
    }

    /// The subset's own non-string forms: `null`, `~`, `true`, `false`, `-?(0|[1-9][0-9]*)`.
    private static func canonical(_ s: ArraySlice<UInt8>) -> Resolution? {
        if equals(s, "null") || equals(s, "~") { return .null }
        if equals(s, "true") { return .bool(true) }
        if equals(s, "false") { return .bool(false) }
        var i = s.startIndex
        var negative = false
        if s[i] == ASCII.minus {
            negative = true
            i += 1
        }
        guard i < s.endIndex, ASCII.isDigit(s[i]) else { return nil }
        if s[i] == ASCII.zero && i + 1 != s.endIndex { return nil }
        var value = 0
        var overflow = false
        while i < s.endIndex {
            guard ASCII.isDigit(s[i]) else { return nil }
            let digit = Int(s[i] - ASCII.zero)
            if !overflow {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (next, o2) =
                    negative
                    ? times.subtractingReportingOverflow(digit)
                    : times.addingReportingOverflow(digit)
                if o1 || o2 { overflow = true } else { value = next }
            }
            i += 1
        }
        return overflow ? .integerOverflow : .int(value)
    }

    // MARK: YAML 1.1 (PyYAML)

    /// What PyYAML's resolver (plus YAML 1.1's `y`/`n`) reads `s` as.
    static func yaml11Meaning(_ s: ArraySlice<UInt8>) -> Meaning {
        guard !s.isEmpty else { return .null }
        if isOneOf(
            s,
            [
                "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False",
                "FALSE",
                "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
            ])
        {
            return .boolean
        }
        if isOneOf(s, ["~", "null", "Null", "NULL"]) { return .null }
        if equals(s, "<<") { return .mergeKey }
        if equals(s, "=") { return .valueKey }
        if let integer = yaml11Integer(s) { return integer }
        if isYAML11Float(s) { return .floatingPoint }
        if isTimestamp(s) { return .date }
        return .string
    }

    /// `[-+]?0b[0-1_]+ | [-+]?0[0-7_]+ | [-+]?(0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+ |
    /// [-+]?[1-9][0-9_]*(:[0-5]?[0-9])+`
    private static func yaml11Integer(_ s: ArraySlice<UInt8>) -> Meaning? {
        var i = s.startIndex
        let end = s.endIndex
        if i < end && (s[i] == ASCII.minus || s[i] == ASCII.plus) { i += 1 }
        guard i < end else { return nil }
        if s[i] == ASCII.zero {
            if i + 1 == end { return .integer }
            let marker = s[i + 1]
            if marker == 0x62 {  // b
                return i + 2 < end
                    && all(s, from: i + 2, { $0 == 0x30 || $0 == 0x31 || $0 == 0x5F })
                    ? .binaryInteger : nil
            }
            if marker == 0x78 {  // x
                return i + 2 < end && all(s, from: i + 2, { ASCII.isHexDigit($0) || $0 == 0x5F })
                    ? .hexadecimalInteger : nil
            }
            return all(s, from: i + 1, { ($0 >= 0x30 && $0 <= 0x37) || $0 == 0x5F })
                ? .octalInteger : nil
        }
        guard s[i] >= 0x31 && s[i] <= 0x39 else { return nil }
        var j = i + 1
        while j < end && (ASCII.isDigit(s[j]) || s[j] == 0x5F) { j += 1 }
        if j == end { return .integer }
        return base60Tail(s, from: j) == end ? .base60Number : nil
    }

    /// Matches `(:[0-5]?[0-9])+` from `start`; returns the offset where the match ends, or
    /// `nil` when not even one group matches.
    private static func base60Tail(_ s: ArraySlice<UInt8>, from start: Int) -> Int? {
        var i = start
        var groups = 0
        let end = s.endIndex
        while i < end && s[i] == ASCII.colon {
            var j = i + 1
            while j < end && ASCII.isDigit(s[j]) && j - i <= 2 { j += 1 }
            let digits = j - i - 1
            if digits == 0 { break }
            if digits == 2 && s[i + 1] > 0x35 {
                // `[0-5]?[0-9]`: a two-digit group must start with 0-5; a one-digit match
                // followed by a digit cannot continue either.
                break
            }
            i = j
            groups += 1
        }
        return groups > 0 ? i : nil
    }

    /// PyYAML's float: `[-+]?([0-9][0-9_]*)\.[0-9_]*([eE][-+][0-9]+)? | \.[0-9][0-9_]*([eE][-+][0-9]+)? |
    /// [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(inf|Inf|INF) | \.(nan|NaN|NAN)`
    private static func isYAML11Float(_ s: ArraySlice<UInt8>) -> Bool {
        let end = s.endIndex
        var i = s.startIndex
        let signed = s[i] == ASCII.minus || s[i] == ASCII.plus
        if signed { i += 1 }
        guard i < end else { return false }
        if s[i] == ASCII.period {
            let rest = s[(i + 1)...]
            if isOneOf(rest, ["inf", "Inf", "INF"]) { return true }
            if !signed && isOneOf(rest, ["nan", "NaN", "NAN"]) { return true }
            // \.[0-9][0-9_]*([eE][-+][0-9]+)?  (no sign allowed)
            guard !signed, i + 1 < end, ASCII.isDigit(s[i + 1]) else { return false }
            var j = i + 2
            while j < end && (ASCII.isDigit(s[j]) || s[j] == 0x5F) { j += 1 }
            return isYAML11Exponent(s, from: j)
        }
        guard ASCII.isDigit(s[i]) else { return false }
        var j = i + 1
        while j < end && (ASCII.isDigit(s[j]) || s[j] == 0x5F) { j += 1 }
        if j < end && s[j] == ASCII.period {
            var k = j + 1
            while k < end && (ASCII.isDigit(s[k]) || s[k] == 0x5F) { k += 1 }
            return isYAML11Exponent(s, from: k)
        }
        // Base 60 with a fraction.
        guard let afterGroups = base60Tail(s, from: j), afterGroups < end,
            s[afterGroups] == ASCII.period
        else { return false }
        return all(s, from: afterGroups + 1, { ASCII.isDigit($0) || $0 == 0x5F })
    }

    /// `([eE][-+][0-9]+)?` up to the end.
    private static func isYAML11Exponent(_ s: ArraySlice<UInt8>, from start: Int) -> Bool {
        let end = s.endIndex
        if start == end { return true }
        guard s[start] == 0x65 || s[start] == 0x45, start + 2 < end,
            s[start + 1] == ASCII.minus || s[start + 1] == ASCII.plus
        else { return false }
        return all(s, from: start + 2, ASCII.isDigit)
    }

    /// PyYAML's timestamp: `[0-9]{4}-[0-9]{2}-[0-9]{2}` or
    /// `[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(\.[0-9]*)?([ \t]*(Z|[-+][0-9]{1,2}(:[0-9]{2})?))?`
    private static func isTimestamp(_ s: ArraySlice<UInt8>) -> Bool {
        let end = s.endIndex
        var i = s.startIndex
        func digits(_ minimum: Int, _ maximum: Int) -> Bool {
            var n = 0
            while i < end && n < maximum && ASCII.isDigit(s[i]) {
                i += 1
                n += 1
            }
            return n >= minimum
        }
        func literal(_ b: UInt8) -> Bool {
            guard i < end && s[i] == b else { return false }
            i += 1
            return true
        }
        guard digits(4, 4), literal(ASCII.minus) else { return false }
        let monthStart = i
        guard digits(1, 2) else { return false }
        let monthLength = i - monthStart
        guard literal(ASCII.minus) else { return false }
        let dayStart = i
        guard digits(1, 2) else { return false }
        if i == end { return monthLength == 2 && i - dayStart == 2 }
        // The time.
        if s[i] == 0x54 || s[i] == 0x74 {
            i += 1
        } else {
            let spacesStart = i
            while i < end && (s[i] == ASCII.space || s[i] == ASCII.tab) { i += 1 }
            if i == spacesStart { return false }
        }
        guard digits(1, 2), literal(ASCII.colon), digits(2, 2), literal(ASCII.colon), digits(2, 2)
        else { return false }
        if i < end && s[i] == ASCII.period {
            i += 1
            while i < end && ASCII.isDigit(s[i]) { i += 1 }
        }
        if i == end { return true }
        while i < end && (s[i] == ASCII.space || s[i] == ASCII.tab) { i += 1 }
        guard i < end else { return false }
        if s[i] == 0x5A { return i + 1 == end }  // Z
        guard literal(ASCII.minus) || literal(ASCII.plus) else { return false }
        guard digits(1, 2) else { return false }
        if i == end { return true }
        guard literal(ASCII.colon), digits(2, 2) else { return false }
        return i == end
    }

    // MARK: YAML 1.2 core schema

    /// What the YAML 1.2 core schema reads `s` as.
    static func yaml12Meaning(_ s: ArraySlice<UInt8>) -> Meaning {
        guard !s.isEmpty else { return .null }
        if isOneOf(s, ["null", "Null", "NULL", "~"]) { return .null }
        if isOneOf(s, ["true", "True", "TRUE", "false", "False", "FALSE"]) { return .boolean }
        let end = s.endIndex
        var i = s.startIndex
        // 0o[0-7]+ and 0x[0-9a-fA-F]+ (no sign).
        if s.count > 2 && s[i] == ASCII.zero {
            if s[i + 1] == 0x6F && all(s, from: i + 2, { $0 >= 0x30 && $0 <= 0x37 }) {
                return .octalInteger
            }
            if s[i + 1] == 0x78 && all(s, from: i + 2, ASCII.isHexDigit) {
                return .hexadecimalInteger
            }
        }
        if s[i] == ASCII.minus || s[i] == ASCII.plus { i += 1 }
        guard i < end else { return .string }
        // [-+]?\.(inf|Inf|INF) and \.(nan|NaN|NAN)
        if s[i] == ASCII.period {
            let rest = s[(i + 1)...]
            if isOneOf(rest, ["inf", "Inf", "INF"]) { return .floatingPoint }
            if i == s.startIndex && isOneOf(rest, ["nan", "NaN", "NAN"]) { return .floatingPoint }
        }
        // [-+]?[0-9]+ is an integer; [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)? a float.
        var j = i
        while j < end && ASCII.isDigit(s[j]) { j += 1 }
        let integerDigits = j - i
        if integerDigits > 0 && j == end { return .integer }
        var mantissa = integerDigits > 0
        if j < end && s[j] == ASCII.period {
            j += 1
            let fractionStart = j
            while j < end && ASCII.isDigit(s[j]) { j += 1 }
            if integerDigits == 0 { mantissa = j > fractionStart }
        }
        guard mantissa else { return .string }
        if j == end { return .floatingPoint }
        guard s[j] == 0x65 || s[j] == 0x45 else { return .string }
        j += 1
        if j < end && (s[j] == ASCII.minus || s[j] == ASCII.plus) { j += 1 }
        return j < end && all(s, from: j, ASCII.isDigit) ? .floatingPoint : .string
    }

    // MARK: Helpers

    private static func equals(_ s: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        guard s.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { buffer in s.elementsEqual(buffer) }
    }

    private static func isOneOf(_ s: ArraySlice<UInt8>, _ words: [StaticString]) -> Bool {
        guard s.count <= 5 else { return false }
        for word in words where equals(s, word) { return true }
        return false
    }

    private static func all(_ s: ArraySlice<UInt8>, from start: Int, _ predicate: (UInt8) -> Bool)
        -> Bool
    {
        var i = start
        while i < s.endIndex {
            if !predicate(s[i]) { return false }
            i += 1
        }
        return true
    }
}
