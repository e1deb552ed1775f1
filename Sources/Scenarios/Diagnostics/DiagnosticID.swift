/// The stable id of a diagnostic of the app and scenario compiler, the loader and the YAML parser
/// (``CompilerMessage/id``, ``YAMLError/id``): what tools match on, whatever the message's wording. Each is
/// documented in `Documentation/Reference/Errors.md`; an id is never reused for another problem.
public enum DiagnosticID: String, Hashable, Sendable, CaseIterable {
    // Shapes
    case notAMapping
    case keyNotAString
    case missingRequiredKey
    case notAString
    case notABoolean
    case notASingleValue

    // Unknown names
    case unknownAction
    case unknownAlertButton
    case unknownAlertTitle
    case unknownCallback
    case unknownConditionCombinator
    case unknownDirection
    case unknownEffect
    case unknownExpectKey
    case unknownFlow
    case unknownKey
    case unknownLaunchState
    case unknownLink
    case unknownOutcome
    case unknownPage
    case unknownParameter
    case unknownPresentationStyle
    case unknownRequest
    case unknownScreen
    case unknownStateKey
    case unknownStep
    case unknownStore
    case unknownTab
    case unknownValue

    // State keys
    case stateValueNotSingle
    case defaultNotInValues
    case stateKeyShape
    case sessionValueAdded
    case sessionDefaultNotInValues
    case sessionDefaultInvalid
    case valueOutOfDomain

    // Flows and tabs
    case flowWithoutKind
    case flowWithTwoKinds
    case flowWithoutScreens
    case keyNotForFlowKind
    case screenlessFalse
    case screenlessWithoutOnStart
    case tooManyTabs
    case noTabs
    case interceptAndOnSelect
    case autoFinishAndNavigationDelegate
    case flowCannotStart
    case bareRootScreenCount
    case emptyStackAsRoot
    case flowCannotBeRoot
    case tabFlowKind

    // Container screens
    case embedsAndPages
    case noPages
    case screenContainsItself
    case embedWithoutContainer
    case showPageWithoutPages
    case noPageViewController
    case shadowedChildAction

    // Launch rules and links
    case launchNotAList
    case launchStateTwice
    case launchRuleWithoutWhen
    case linkDeclaresValues
    case linkURLParameters
    case unreadableLinkURL

    // $NAMEs and arguments
    case likelyMisspeltName
    case unsuppliedNameInLifecycle
    case unsuppliedNameInFlow
    case unsuppliedNameInLink
    case unexpectedArgument
    case missingArgument

    // Names with arguments (Detail(id=1))
    case nameAcrossLines
    case missingName
    case textAfterName
    case unclosedParenthesis
    case unterminatedArgumentQuote
    case emptyArgument
    case argumentWithoutValue
    case argumentWithoutName
    case argumentTwice
    case unreadableArgumentValue

    // Effects
    case effectNeedsValue
    case notAnEffect
    case effectKeyNotAWord
    case twoEffectsInOneMapping
    case urlWithoutScheme
    case siblingAsOwnItem
    case effectTakesNoValue
    case ifWithoutBranch
    case guardWithoutElse
    case finishValue
    case setStackWithoutValue
    case requestNameNotAWord
    case missingOutcomes
    case emptyOutcomes
    case outcomeNameNotAWord

    // Conditions
    case conditionMappingShape
    case combinatorNeedsList
    case notACondition
    case conditionAcrossLines
    case foreignOperator
    case unreadableCondition
    case unreadableComparedValue
    case comparedAsText
    case quotedBooleanKey
    case valuesKeyTestedAsBoolean

    // Steps and expectations
    case stepsNotAList
    case stepNeedsValue
    case notAStep
    case severalKeysInStep
    case stepKeyNotAWord
    case actionNotInApp
    case noLinkForURL
    case namesInStep
    case respondShape
    case emptyExpect
    case startsNotACount
    case sessionNotAValue
    case callbackCountNotANumber
    case namesInExpectation
    case screensNotAList
    case coordinatorPathStart

    // Scenario files and the files they load
    case expectFailureReasonOnly
    case expectFailureWithoutKind
    case nothingToRead
    case scenarioFileAsApp
    case notAnInputFile
    case outsideAllowedFolders
    case runCycle
    case runTooDeep
    case runTooManyExpansions
    case runNotAScenario
    case runWithoutSteps
    case runOtherApp
    case noSuchFile
    case unreadableFile
    case readFailed
    case notUTF8
    case emptyFile
    case noSuchPath
    case givenRejected

    // Properties (``PropertyMessage``)
    case propertiesNotAList
    case propertyNameTwice
    case propertyWithoutForm
    case propertyWithTwoForms
    case propertyWhenWithAfter
    case propertyExpectWithoutAfter
    case propertyAfterWithoutExpect
    case propertyAfterNotAStep
    case propertyAfterSetStep
    case propertyWhenReadsParameter
    case propertyWhenComparesWithParameter

    // YAML (``YAMLError``)
    case tabInIndentation
    case tabNotAllowed
    case controlCharacter
    case lineBreakCharacter
    case loneCarriageReturn
    case byteOrderMarkInside
    case noncharacter
    case ambiguousScalar
    case integerTooLarge
    case unterminatedQuote
    case unknownEscape
    case shortUnicodeEscape
    case invalidUnicodeScalar
    case escapedLineBreak
    case commentWithoutSpace
    case invalidPlainStart
    case questionMarkInFlow
    case anchor
    case alias
    case tag
    case complexKey
    case foldedScalar
    case indentationIndicator
    case textAfterBlockScalarHeader
    case blockScalarBlankLineTooLong
    case blockScalarInFlow
    case directive
    case multipleDocuments
    case documentEndMarker
    case contentAfterDocumentStart
    case missingColon
    case missingColonAfterSpaceless
    case missingKey
    case mappingOnKeyLine
    case sequenceOnKeyLine
    case unexpectedText
    case unexpectedIndentation
    case inconsistentIndentation
    case multilinePlainScalar
    case listItemInMapping
    case expectedListItem
    case contentAfterDocument
    case unexpectedIndicator
    case blockEntryInFlow
    case unclosedFlow
    case closingBracketNotIndented
    case flowLineNotIndented
    case expectedFlowSeparator
    case mismatchedBracket
    case missingFlowEntry
    case multilinePlainScalarInFlow
    case colonOnNextLine
    case missingFlowMappingValue
    case collectionKey
    case keyTooLong
    case duplicateKey
    case nestingTooDeep
    case tooManyErrors
    case noProgress
}
