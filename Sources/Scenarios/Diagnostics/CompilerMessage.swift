import FlowKit

/// Every problem the app and scenario compiler and the loader report, with its parameters: the
/// catalogue of their diagnostics (as ``YAMLError`` is the parser's). A diagnostic holds one of
/// these and is rendered to text only when read; its ``id`` is stable and documented in
/// `Documentation/Reference/Errors.md`. Messages are lower-case, have no final period, and put
/// advice after a semicolon. "Did you mean" text (`suggestion`, `hint`) comes from
/// ``Suggestions``, made where the name was looked up.
enum CompilerMessage: Hashable, Sendable {
    // Shapes of the YAML read
    /// `found`: the shape of the node read (``YAMLNode/shape``), "a list" in text.
    case notAMapping(what: String, found: NodeShape)
    case keyNotAString(what: String, found: NodeShape)
    case missingRequiredKey(what: String, key: String)
    case notAString(what: String, found: NodeShape)
    case notABoolean(what: String, found: NodeShape)
    case notASingleValue(what: String, found: NodeShape)
    /// "unknown KIND 'NAME'CONTEXT" and what follows it (``Suggestions/hint(for:known:suggesting:)``).
    case unknown(NameKind, name: String, context: String, hint: String)

    // State keys
    case stateValueNotSingle(key: String)
    case defaultNotInValues(key: String, default: Value, values: [Value])
    case stateKeyShape(key: String)
    case sessionValueAdded(outside: [Value])
    case sessionDefaultNotInValues(allowed: [Value])
    case sessionDefaultInvalid
    /// The state key's value-domain rule (``StateKey/domainError(for:)``), shared with the engine.
    case valueOutOfDomain(StateKey, Value)

    // Flows and tabs
    case flowWithoutKind(flow: String, hasOnStart: Bool)
    case flowWithTwoKinds(flow: String, first: String, second: String)
    case flowWithoutScreens(flow: String, kind: String)
    /// A key written on a flow of a kind it does not apply to (``FlowKey/kinds``).
    case keyNotForFlowKind(FlowKey, flow: String, kind: String)
    case screenlessFalse(flow: String)
    case screenlessWithoutOnStart(flow: String)
    case tooManyTabs(flow: String, count: Int, limit: Int)
    case noTabs(flow: String)
    case interceptAndOnSelect(tab: String)
    case autoFinishAndNavigationDelegate(flow: String)
    case flowCannotStart(flow: String, kind: String)
    /// A stack flow with `inNavigationController: false` (a bare root view controller) that does
    /// not hold exactly one screen.
    case bareRootScreenCount(flow: String, count: Int)
    case emptyStackAsRoot(flow: String)
    case flowCannotBeRoot(flow: String, kind: String)
    case tabFlowKind(flow: String, kind: String)

    // Container screens
    case embedsAndPages(screen: String)
    case noPages(screen: String)
    /// `chain`: the screens from the one that contains itself back to it; `isPage[i]`: whether
    /// `chain[i + 1]` is a page of `chain[i]` (else it is embedded).
    case screenContainsItself(chain: [String], isPage: [Bool])
    case embedWithoutContainer
    case showPageWithoutPages
    /// A `swipe:` step or a `page:` expectation in an app with no page view controller.
    case noPageViewController
    /// A child's action that a tap never reaches: `shadowing` (its container, or a child before
    /// it) has an action of that name, and a tap runs the first.
    case shadowedChildAction(action: String, child: String, container: String, shadowing: String)

    // Launch rules and links
    case launchNotAList(found: NodeShape)
    case launchStateTwice(state: String, first: SourceLocation)
    case launchRuleWithoutWhen(state: String)
    case linkDeclaresValues(link: String, arguments: [String])
    case linkURLParameters(url: String, urlParameters: [String], link: String, parameters: [String])
    case unreadableLinkURL(url: String, reason: String)

    // `$NAME`s and arguments
    case likelyMisspeltName(name: String, action: String, suggestion: String)
    case unsuppliedNameInLifecycle(name: String, hook: String, screen: String, suggestion: String)
    case unsuppliedNameInFlow(name: String, flow: String, suggestion: String)
    case unsuppliedNameInLink(name: String, suggestion: String)
    /// The argument rule (``ArgumentCheck``), shared with the engine; `suggesting: false` when
    /// the bag's "did you mean" searches ran out.
    case arguments(ArgumentCheck, ArgumentCheck.Problem, suggesting: Bool)

    // Names with arguments (`Detail(id=1)`)
    case nameAcrossLines(what: String, text: String)
    case missingName(what: String, text: String)
    case textAfterName(character: Character, name: String, what: String)
    /// `inFlowList`: the text is a plain item with no `)`, which a comma in a flow list `[...]` cut.
    case unclosedParenthesis(what: String, text: String, inFlowList: Bool)
    case unterminatedArgumentQuote(what: String, text: String)
    case emptyArgument(what: String, text: String)
    case argumentWithoutValue(argument: String, what: String)
    case argumentWithoutName(what: String, text: String)
    case argumentTwice(argument: String, what: String)
    case unreadableArgumentValue(argument: String, what: String, problem: ValueProblem)

    // Effects
    case effectNeedsValue(effect: String)
    case notAnEffect(found: NodeShape)
    case effectKeyNotAWord(found: NodeShape)
    case twoEffectsInOneMapping(effect: String, other: String)
    /// `openURL:` given text that is not a URL with a scheme (`https://…`, `tel:…`).
    case urlWithoutScheme(found: String)
    case siblingAsOwnItem(sibling: String, effect: String)
    case effectTakesNoValue(effect: String)
    case ifWithoutBranch
    case guardWithoutElse
    case finishValue
    case setStackWithoutValue
    case requestNameNotAWord(name: String)
    case missingOutcomes
    case emptyOutcomes(request: String)
    case outcomeNameNotAWord(outcome: String)

    // Conditions
    case conditionMappingShape
    case combinatorNeedsList(combinator: String)
    case notACondition(found: NodeShape)
    case conditionAcrossLines
    case foreignOperator(ForeignOperator)
    /// `operator`: the `==` or `!=` the condition has, or `nil` when it has none.
    case unreadableCondition(text: String, operator: String?)
    case unreadableComparedValue(key: String, problem: ValueProblem)
    case comparedAsText(text: String, word: String, key: String)
    /// `!hasOnboarded` or `hasOnboarded == false` where the key's default is the quoted text
    /// `"false"`: text is set when not empty, and never equals a Boolean.
    case quotedBooleanKey(key: String, defaultText: String, condition: String)
    /// `mode` tested as a Boolean where `mode` takes `[light, dark]`: always set.
    case valuesKeyTestedAsBoolean(key: String, values: [String], negated: Bool)

    // Steps and expectations
    case stepsNotAList(found: NodeShape)
    case stepNeedsValue(step: String)
    case notAStep(found: NodeShape)
    case severalKeysInStep(count: Int, keys: [String], fix: StepKeysFix)
    case stepKeyNotAWord(found: NodeShape)
    case actionNotInApp(action: String, suggestion: String)
    case noLinkForURL(url: String, patterns: [String])
    case namesInStep(step: String, value: String)
    case respondShape(example: String, text: String)
    case emptyExpect
    case startsNotACount(found: NodeShape)
    case sessionNotAValue(found: NodeShape)
    case callbackCountNotANumber(found: NodeShape)
    case namesInExpectation
    case screensNotAList(found: NodeShape)
    case coordinatorPathStart(path: String)

    // Scenario files and what they load
    case expectFailureReasonOnly
    case expectFailureWithoutKind
    case nothingToRead(what: String)
    case scenarioFileAsApp(path: String)
    case pathRefused(PathRefusal)
    case runCycle(files: [String])
    case runTooDeep(limit: Int)
    case runTooManyExpansions(limit: Int)
    case runNotAScenario(file: String)
    case runWithoutSteps(file: String)
    case runOtherApp(file: String, otherApp: String, otherPath: String, app: String)
    /// The file cannot be opened as a regular file (``FileProbe/problem``).
    case unreadableFile(path: String, FileProbe)
    case readFailed(path: String)
    /// `byte`: the first invalid byte, when the file has one before its end.
    case notUTF8(path: String, byte: UInt8?)
    case emptyFile(path: String)
    case noSuchPath(path: String)
    /// A `given:` value the engine refused when a session started.
    case givenRejected(StepError)
    /// A problem of `properties:` (``PropertyMessage``).
    case property(PropertyMessage)

    /// Why a value written in an argument or a condition cannot be read.
    enum ValueProblem: Error, Hashable, Sendable {
        /// A quote that does not close at the end of the value.
        case unclosedQuote(String)
        /// What the parser says of the plain scalar (read two ways, too large).
        case yaml(YAMLError)

        var message: String {
            switch self {
            case .unclosedQuote(let raw):
                return
                    "cannot read the quoted value \(raw); quote the whole value, as in \"a, b\" or 'a, b'"
            case .yaml(let error): return error.message
            }
        }
    }

    /// Operators from other languages that a condition does not have.
    enum ForeignOperator: String, Hashable, Sendable {
        case doubleBar = "||"
        case doubleAmpersand = "&&"
        case not, or, and
    }

    /// Errors, except for the few that flag what is likely wrong but may be meant.
    var severity: Diagnostic.Severity {
        switch self {
        case .launchRuleWithoutWhen, .likelyMisspeltName, .expectFailureReasonOnly,
            .shadowedChildAction:
            return .warning
        default: return .error
        }
    }

    /// The shape of the node read where another was expected, for the messages that have one.
    var shapeFound: NodeShape? {
        switch self {
        case .notAMapping(_, let found), .keyNotAString(_, let found), .notAString(_, let found),
            .notABoolean(_, let found), .notASingleValue(_, let found):
            return found
        case .launchNotAList(let found), .notAnEffect(let found), .effectKeyNotAWord(let found),
            .notACondition(let found), .stepsNotAList(let found), .notAStep(let found),
            .stepKeyNotAWord(let found), .startsNotACount(let found), .sessionNotAValue(let found),
            .callbackCountNotANumber(let found), .screensNotAList(let found):
            return found
        default: return nil
        }
    }

    /// Lines shown under the diagnostic.
    var notes: [String] {
        if case .launchStateTwice(_, let first) = self { return ["first named at \(first)"] }
        return []
    }
}

/// What a step written with several keys most likely meant, for its message.
enum StepKeysFix: Hashable, Sendable {
    /// `- expect:` with nothing after it, then `top:` at its column: the keys belong under it.
    case indentUnder(key: String, line: Int, column: Int)
    /// `- expect: …` then `tap: send` at its column: a step of its own missing its `- `.
    case ownItem(text: String, line: Int, column: Int)
    /// Neither: one key a `- ` item.
    case eachItsOwn
}
