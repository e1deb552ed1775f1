extension YAMLError {
    /// The diagnostic's stable id (documented in `Documentation/Reference/Errors.md`): the name of its case.
    var id: DiagnosticID {
        switch self {
        case .tabInIndentation: return .tabInIndentation
        case .tabNotAllowed: return .tabNotAllowed
        case .controlCharacter: return .controlCharacter
        case .lineBreakCharacter: return .lineBreakCharacter
        case .loneCarriageReturn: return .loneCarriageReturn
        case .byteOrderMarkInside: return .byteOrderMarkInside
        case .noncharacter: return .noncharacter
        case .ambiguousScalar: return .ambiguousScalar
        case .integerTooLarge: return .integerTooLarge
        case .unterminatedQuote: return .unterminatedQuote
        case .unknownEscape: return .unknownEscape
        case .shortUnicodeEscape: return .shortUnicodeEscape
        case .invalidUnicodeScalar: return .invalidUnicodeScalar
        case .escapedLineBreak: return .escapedLineBreak
        case .commentWithoutSpace: return .commentWithoutSpace
        case .invalidPlainStart: return .invalidPlainStart
        case .questionMarkInFlow: return .questionMarkInFlow
        case .anchor: return .anchor
        case .alias: return .alias
        case .tag: return .tag
        case .complexKey: return .complexKey
        case .foldedScalar: return .foldedScalar
        case .indentationIndicator: return .indentationIndicator
        case .textAfterBlockScalarHeader: return .textAfterBlockScalarHeader
        case .blockScalarBlankLineTooLong: return .blockScalarBlankLineTooLong
        case .blockScalarInFlow: return .blockScalarInFlow
        case .directive: return .directive
        case .multipleDocuments: return .multipleDocuments
        case .documentEndMarker: return .documentEndMarker
        case .contentAfterDocumentStart: return .contentAfterDocumentStart
        case .missingColon: return .missingColon
        case .missingColonAfterSpaceless: return .missingColonAfterSpaceless
        case .missingKey: return .missingKey
        case .mappingOnKeyLine: return .mappingOnKeyLine
        case .sequenceOnKeyLine: return .sequenceOnKeyLine
        case .unexpectedText: return .unexpectedText
        case .unexpectedIndentation: return .unexpectedIndentation
        case .inconsistentIndentation: return .inconsistentIndentation
        case .multilinePlainScalar: return .multilinePlainScalar
        case .listItemInMapping: return .listItemInMapping
        case .expectedListItem: return .expectedListItem
        case .contentAfterDocument: return .contentAfterDocument
        case .unexpectedIndicator: return .unexpectedIndicator
        case .blockEntryInFlow: return .blockEntryInFlow
        case .unclosedFlow: return .unclosedFlow
        case .closingBracketNotIndented: return .closingBracketNotIndented
        case .flowLineNotIndented: return .flowLineNotIndented
        case .expectedFlowSeparator: return .expectedFlowSeparator
        case .mismatchedBracket: return .mismatchedBracket
        case .missingFlowEntry: return .missingFlowEntry
        case .multilinePlainScalarInFlow: return .multilinePlainScalarInFlow
        case .colonOnNextLine: return .colonOnNextLine
        case .missingFlowMappingValue: return .missingFlowMappingValue
        case .collectionKey: return .collectionKey
        case .keyTooLong: return .keyTooLong
        case .duplicateKey: return .duplicateKey
        case .nestingTooDeep: return .nestingTooDeep
        case .tooManyErrors: return .tooManyErrors
        case .noProgress: return .noProgress
        }
    }
}
