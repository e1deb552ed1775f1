/// The bytes the YAML lexer and parser look at, named.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21
    static let doubleQuote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let percent: UInt8 = 0x25
    static let ampersand: UInt8 = 0x26
    static let singleQuote: UInt8 = 0x27
    static let asterisk: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let lessThan: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rightBracket: UInt8 = 0x5D
    static let backtick: UInt8 = 0x60
    static let leftBrace: UInt8 = 0x7B
    static let pipe: UInt8 = 0x7C
    static let rightBrace: UInt8 = 0x7D
    static let tilde: UInt8 = 0x7E

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b >= zero && b <= nine }

    @inline(__always)
    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    /// `,` `[` `]` `{` `}`: the characters that end a plain scalar inside a flow collection.
    @inline(__always)
    static func isFlowIndicator(_ b: UInt8) -> Bool {
        b == comma || b == leftBracket || b == rightBracket || b == leftBrace || b == rightBrace
    }
}
