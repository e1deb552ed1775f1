import FlowKit

extension CompilerMessage {
    /// The diagnostic's text.
    var message: String {
        switch self {
        case .notAMapping(let what, let found): return "\(what) must be a mapping, not \(found)"
        case .keyNotAString(let what, let found):
            return "keys of \(what) must be strings, not \(found)"
        case .missingRequiredKey(let what, let key): return "\(what) needs '\(key)'"
        case .notAString(let what, let found): return "\(what) must be a string, not \(found)"
        case .notABoolean(let what, let found): return "\(what) must be true or false, not \(found)"
        case .notASingleValue(let what, let found):
            return "\(what) must be a single value, not \(found)"
        case .unknown(let kind, let name, let context, let hint):
            return Suggestions.unknown(kind.rawValue, name, context: context, hint: hint)

        case .stateValueNotSingle(let key): return "a value of '\(key)' must be a single value"
        case .defaultNotInValues(let key, let value, let values):
            return
                "the default \(value.quoted) of '\(key)' is not one of its values [\(values.map(\.description).joined(separator: ", "))]"
        case .stateKeyShape(let key):
            return
                "state key '\(key)' must be a value or a mapping with default, values, store and sample"
        case .sessionValueAdded(let outside):
            return
                "'session' is reserved with the values none, guest and user; an app may narrow them (values: [none, user]) but not add "
                + outside.map(\.quoted).joined(separator: ", ")
        case .sessionDefaultNotInValues(let allowed):
            return "the default of 'session' must be one of its values: "
                + allowed.map(\.description).joined(separator: ", ")
        case .sessionDefaultInvalid: return "the default of 'session' must be none, guest or user"
        case .valueOutOfDomain(let key, let value):
            return (key.domainError(for: value)?.message ?? "")
                + Suggestions.didYouMean(
                    value.description, in: (key.domainValues ?? []).map(\.description))

        case .flowWithoutKind(let flow, let hasOnStart):
            return "flow '\(flow)' needs one of stack, tabs, push or present"
                + (hasOnStart
                    ? " (a flow with no screen writes screenless: true beside onStart)" : "")
        case .flowWithTwoKinds(let flow, let first, let second):
            return
                "flow '\(flow)' has both '\(first)' and '\(second)'; a flow is one of stack, tabs, push or present"
        case .flowWithoutScreens(let flow, let kind):
            return "flow '\(flow)' must list at least one screen under '\(kind)'"
        case .keyNotForFlowKind(let key, let flow, let kind):
            return Self.keyNotForFlowKind(key, flow: flow, kind: kind)
        case .screenlessFalse(let flow):
            return
                "flow '\(flow)' says screenless: false; write screenless: true for a flow with no screen, or give it stack, tabs, push or present"
        case .screenlessWithoutOnStart(let flow):
            return
                "screenless flow '\(flow)' needs onStart: the effects its start() runs (check something, start the next flow, finish)"
        case .tooManyTabs(let flow, let count, let limit):
            return
                "flow '\(flow)' has \(count) tabs; at most \(limit) are supported (a sixth tab would go under More, which is out of scope)"
        case .noTabs(let flow): return "flow '\(flow)' must have at least one tab"
        case .interceptAndOnSelect(let tab):
            return
                "tab '\(tab)' has both intercept and onSelect; an intercepting tab is never selected, so write its effects under intercept"
        case .autoFinishAndNavigationDelegate(let flow):
            return
                "'\(flow)' has both autoFinish and navigationDelegate; autoFinish is a coordinator that always sees its screens leave, navigationDelegate one that sees pops only while it holds the delegate slot: keep one"
        case .bareRootScreenCount(let flow, let count):
            return
                "'\(flow)' has inNavigationController: false, so its one screen is the window's root view controller, but it lists \(count) screens; list exactly one, or leave out inNavigationController: false for a navigation controller"
        case .flowCannotStart(let flow, let kind):
            return
                "'\(flow)' is a \(kind) flow and cannot be started; only push, present, screenless and tabs flows can (use root: to make it the window root)"
        case .emptyStackAsRoot(let flow):
            return
                "'\(flow)' starts with an empty stack (stack: []) and cannot be the window root, where a navigation controller with no screen would show nothing; only a tab's stack may start empty"
        case .flowCannotBeRoot(let flow, let kind):
            return
                "'\(flow)' is a \(kind) flow and cannot be the window root; only stack and tabs flows can"
        case .tabFlowKind(let flow, let kind):
            return
                "a tab holds a stack flow (or a push flow, for plain screens), and '\(flow)' is a \(kind) flow"

        case .launchNotAList(let found):
            return "launch must be a list of rules (- state: …), not \(found)"
        case .launchStateTwice(let state, _): return "launch state '\(state)' is named twice"
        case .launchRuleWithoutWhen(let state):
            return
                "launch rule '\(state)' has no 'when', so it always holds and the rules after it never run"
        case .linkDeclaresValues(let link, let arguments):
            return
                "a link declares parameter names only: \(link)(\(arguments.joined(separator: ", ")))"
        case .linkURLParameters(let url, let urlParameters, let link, let parameters):
            return
                "the URL \(url) names {\(urlParameters.joined(separator: "}, {"))} but the link '\(link)' takes "
                + (parameters.isEmpty ? "no parameters" : parameters.joined(separator: ", "))
                + "; name the same parameters in both"
        case .unreadableLinkURL(let url, let reason):
            return "cannot read the link URL '\(url)': \(reason)"

        case .likelyMisspeltName(let name, let action, let suggestion):
            return
                "no parameter or state key is named '$\(name)', so every tap of '\(action)' must pass it as an argument"
                + suggestion
        case .embedsAndPages(let screen):
            return
                "screen '\(screen)' has both embeds and pages; a page view controller's children are its pages (embed a screen that has the pages instead)"
        case .noPages(let screen):
            return
                "screen '\(screen)' must list at least one page under pages: (a page view controller shows one)"
        case .screenContainsItself(let chain, let isPage):
            let steps = zip(zip(chain, chain.dropFirst()), isPage).map { pair, page in
                "'\(pair.0)' \(page ? "has the page" : "embeds") '\(pair.1)'"
            }
            return
                "screen '\(chain.first ?? "")' contains itself: \(steps.joined(separator: ", ")); a view controller cannot be its own child"
        case .embedWithoutContainer:
            return
                "embed needs a container screen, and no screen of the app declares embeds: (write embeds: [] on a screen whose children come only at run time)"
        case .showPageWithoutPages:
            return
                "showPage turns the pages of a page view controller, and no screen of the app declares pages:"
        case .shadowedChildAction(let action, let child, let container, let shadowing):
            let who =
                shadowing == container ? "'\(container)' itself" : "'\(shadowing)', before it,"
            return
                "a tap of '\(action)' never reaches '\(child)' in '\(container)': \(who) has an action '\(action)' too, and a tap runs the first (the container's, then its children's in order); give one of them another name"
        case .noPageViewController:
            return
                "the app has no page view controller (no screen declares pages:), so there are no pages to swipe or expect"
        case .unsuppliedNameInLifecycle(let name, let hook, let screen, let suggestion):
            return
                "nothing supplies '$\(name)' in the \(hook) of '\(screen)'; no tap passes arguments there, so name a parameter of the screen or its flow, or a state key"
                + suggestion
        case .unsuppliedNameInFlow(let name, let flow, let suggestion):
            return
                "nothing supplies '$\(name)' in flow '\(flow)'; declare it under the flow's params: or as a state key"
                + suggestion
        case .unsuppliedNameInLink(let name, let suggestion):
            return
                "nothing supplies '$\(name)' in this link; name it in the link's parameters or as a state key"
                + suggestion
        case .arguments(let rule, let problem, let suggesting):
            return rule.message(problem, suggesting: suggesting)

        case .nameAcrossLines(let what, let text):
            return
                "\(what) must be written on one line, not across lines as '\(text.split(whereSeparator: \.isNewline).joined(separator: "⏎"))'"
        case .missingName(let what, let text): return "expected a name in \(what) '\(text)'"
        case .textAfterName(let character, let name, let what):
            return
                "unexpected '\(character)' after the name '\(name)' in \(what); write arguments as \(name)(key=value)"
        case .unclosedParenthesis(let what, let text, let inFlowList):
            let hint =
                inFlowList
                ? "; inside a flow list [...] a comma splits the item, so quote an argument list that has one: \"\(text), …)\""
                : ""
            return "unclosed '(' in \(what) '\(text)'\(hint)"
        case .unterminatedArgumentQuote(let what, let text):
            return "unterminated quoted value in \(what) '\(text)'; close the quote before ')'"
        case .emptyArgument(let what, let text): return "empty argument in \(what) '\(text)'"
        case .argumentWithoutValue(let argument, let what):
            return "argument '\(argument)' in \(what) needs a value; write \(argument)=VALUE"
        case .argumentWithoutName(let what, let text):
            return "argument without a name in \(what) '\(text)'"
        case .argumentTwice(let argument, let what):
            return "argument '\(argument)' is given twice in \(what)"
        case .unreadableArgumentValue(let argument, let what, let problem):
            return "the value of '\(argument)' in \(what): \(problem.message)"

        case .effectNeedsValue(let effect):
            return "the effect '\(effect)' needs a value; write '\(effect): …'"
        case .notAnEffect(let found):
            return
                "an effect must be a word such as 'finish' or a mapping such as '{push: Screen}', not \(found)"
        case .effectKeyNotAWord(let found):
            return "an effect's key must be a word such as 'push' or 'set', not \(found)"
        case .urlWithoutScheme(let found):
            return
                "openURL needs a URL with a scheme, not '\(found)'; write \"https://example.com/signup\", \"tel:+390471066600\" or $url"
        case .twoEffectsInOneMapping(let effect, let other):
            return
                "one mapping holds one effect, but this one has both '\(effect)' and '\(other)'; write them as a list: [\(effect): …, \(other): …]"
        case .siblingAsOwnItem(let sibling, let effect):
            return
                "'\(sibling)' goes beside '\(effect)' in one mapping, but here it is an item of its own (in a list written [a: 1, b: 2] each comma starts an item); write the pair as one item: {\(effect): …, \(sibling): …}"
        case .effectTakesNoValue(let effect):
            return "'\(effect)' takes no value; write it as the word \(effect)"
        case .ifWithoutBranch: return "'if' needs 'then:' or 'else:' beside it"
        case .guardWithoutElse:
            return "'guard' needs 'else:' beside it: what happens when the condition fails"
        case .finishValue:
            return
                "'finish' takes no value, or 'parent': write finish to finish the acting coordinator, or finish: parent to finish its parent"
        case .setStackWithoutValue:
            return
                "setStack needs the new stack's screens, bottom to top, such as setStack: [Home, Chat]; write setStack: [] to empty a tab's stack"
        case .requestNameNotAWord(let name):
            return "a request's name is one word such as signIn or refreshToken, not '\(name)'"
        case .missingOutcomes:
            return
                "'request' needs 'outcomes:' beside it, naming what each answer does: outcomes: {success: …, failure: …}"
        case .emptyOutcomes(let request):
            return "request '\(request)' needs at least one outcome, such as success: or failure:"
        case .outcomeNameNotAWord(let outcome):
            return "an outcome's name is one word such as success or expired, not '\(outcome)'"

        case .conditionMappingShape:
            return "a condition mapping has one key, any: or all:, with a list of conditions"
        case .combinatorNeedsList(let word):
            return
                "'\(word)' takes a list of conditions, such as \(word): [authToken != null, session == guest]"
        case .notACondition(let found):
            return
                "a condition must be a string such as 'session == user', a list of them or {any: [...]}, not \(found)"
        case .conditionAcrossLines:
            return "a condition must be written on one line, such as 'session == user'"
        case .foreignOperator(let op):
            switch op {
            case .doubleBar:
                return
                    "'||' is not a condition operator; for 'one of them' write {any: [A, B]} (e.g. when: {any: [authToken != null, session == guest]})"
            case .doubleAmpersand:
                return
                    "'&&' is not a condition operator; for 'all of them' write a list [A, B] (e.g. when: [authToken != null, session == user])"
            case .not:
                return
                    "'not' is not a condition operator; write !KEY (e.g. !isFirstLaunched) or KEY != VALUE"
            case .or:
                return "'or' is not a condition operator; for 'one of them' write {any: [A, B]}"
            case .and:
                return "'and' is not a condition operator; for 'all of them' write a list [A, B]"
            }
        case .unreadableCondition(let text, let op?):
            return "cannot read the condition '\(text)'; write KEY \(op) VALUE"
        case .unreadableCondition(let text, nil):
            return
                "cannot read the condition '\(text)'; write KEY, !KEY, KEY == VALUE or KEY != VALUE"
        case .unreadableComparedValue(let key, let problem):
            return "the value compared with '\(key)': \(problem.message)"
        case .quotedBooleanKey(let key, let defaultText, let condition):
            return
                "'\(condition)' reads '\(key)' as a Boolean, but its default is the text \"\(defaultText)\" (quoted), which is set and never equals true or false; did you mean the Boolean? write the default without quotes (\(key): \(defaultText.lowercased()))"
        case .valuesKeyTestedAsBoolean(let key, let values, let negated):
            return
                "'\(negated ? "!" : "")\(key)' tests '\(key)' as a Boolean, but it takes \(values.joined(separator: ", ")) and is never empty, so the test \(negated ? "never holds" : "always holds"); compare it with a value, as in '\(key) \(negated ? "!=" : "==") \(values.first ?? "")'"
        case .comparedAsText(let text, let word, let key):
            return
                "'\(text)' is compared as text; did you mean \(word)? (quote it, as in \(key) == \"\(text)\", to compare with the text)"

        case .stepsNotAList(let found):
            return "steps must be a list (- launch, - tap: …), not \(found)"
        case .stepNeedsValue(let step):
            return "the step '\(step)' needs a value; write '\(step): …'"
        case .notAStep(let found):
            return
                "a step must be a word such as 'launch' or a mapping with one key such as 'tap: send', not \(found)"
        case .severalKeysInStep(let count, let keys, let fix):
            let found =
                "a step has one key, but this one has \(count) (\(keys.joined(separator: ", ")))"
            switch fix {
            case .indentUnder(let key, let line, let column):
                return found
                    + "; '\(key):' has nothing after it, so the keys below it at its column are more keys of the step: indent line \(line) and the lines after it that belong to '\(key)' by two spaces (to column \(column + 2)), under '\(key):'"
            case .ownItem(let text, let line, let column):
                return found
                    + "; line \(line) looks like a step of its own: write it as '- \(text)', its '- ' at column \(column) under the '- ' above"
            case .eachItsOwn:
                return found + "; write each as its own '- ' item"
            }
        case .stepKeyNotAWord(let found):
            return "a step's key must be a word such as 'tap' or 'expect', not \(found)"
        case .actionNotInApp(let action, let suggestion):
            return "no screen of the app has the action '\(action)'" + suggestion
                + (suggestion.isEmpty
                    ? "; a replay of a build that lacks the button declares expectFailure:" : "")
        case .noLinkForURL(let url, let patterns):
            return "no link of the app answers to the URL '\(url)'"
                + (patterns.isEmpty
                    ? "; the app's links declare no url:"
                    : "; its link URLs are " + patterns.joined(separator: ", "))
        case .namesInStep(let step, let value):
            return "a \(step) step passes values, not names: '\(value)' reads nothing here"
        case .respondShape(let example, let text):
            return
                "respond names a request and one of its outcomes, as in respond: \(example), not '\(text)'"
        case .emptyExpect: return "expect needs at least one key, such as top: or stack:"
        case .startsNotACount(let found):
            return
                "starts counts how many times a coordinator was started, a whole number from 1, not \(found)"
        case .sessionNotAValue(let found):
            return "session must be one of none, guest or user, not \(found)"
        case .callbackCountNotANumber(let found):
            return "a callback count must be a whole number, not \(found)"
        case .namesInExpectation: return "an expectation names values, not '$' names"
        case .screensNotAList(let found):
            return "expected a list of screens such as [Home, Detail(id=1)], not \(found)"
        case .coordinatorPathStart(let path):
            return "a coordinator path starts at App, as in App/\(path)"

        case .expectFailureReasonOnly:
            return
                "expectFailure gives only a reason, so any failure at any step satisfies it; name the failure expected: "
                + "{reason: …, step: \"tap: …\", kind: … or message: …}"
        case .expectFailureWithoutKind:
            return
                "expectFailure names the step and the kind or the text of the failure expected; add kind: (e.g. noSuchAction, leaks, crash) or message:"
        case .nothingToRead(let what): return "nothing to read here; write \(what)"
        case .scenarioFileAsApp(let path):
            return
                "'\(path)' is a scenario file, not an app file; app: names the app file (*.app.yaml) that the scenario drives"
        case .pathRefused(let refusal): return refusal.message
        case .runCycle(let files):
            return
                "run: makes a cycle: \(files.joined(separator: " → ")); a scenario cannot run itself"
        case .runTooDeep(let limit):
            return
                "run: files nest more than \(limit) deep here; run the steps of fewer files inside each other"
        case .runTooManyExpansions(let limit):
            return "run: files are inlined more than \(limit) times in this scenario "
                + "(a file that runs another twice doubles the count at each level)"
        case .runNotAScenario(let file): return "'\(file)' is not a scenario file"
        case .runWithoutSteps(let file): return "'\(file)' has no steps:"
        case .runOtherApp(let file, let otherApp, let otherPath, let app):
            return
                "'\(file)' is written for the app '\(otherApp)' (\(otherPath)), and this scenario drives '\(app)'; "
                + "run: takes steps written for the same app (another build of it, with the same app: name, is fine)"
        case .unreadableFile(let path, let probe):
            return probe == .missing
                ? "no such file '\(path)'" : "'\(path)' \(probe.problem ?? "cannot be read")"
        case .readFailed(let path):
            return "cannot read '\(path)': permission denied or an error while reading"
        case .notUTF8(let path, let byte):
            let shown =
                byte.map { " (byte 0x" + String($0, radix: 16, uppercase: true) + ")" } ?? ""
            return
                "'\(path)' is not UTF-8 text: the first invalid byte\(shown) is here; save the file as UTF-8"
        case .emptyFile(let path): return "'\(path)' is empty"
        case .noSuchPath(let path): return "no such file or folder: '\(path)'"
        case .givenRejected(let error): return "given: \(error.message)"
        case .property(let message): return message.text
        }
    }

    /// "'KEY' applies only to … flows, and 'NAME' is a … flow", worded for each key of ``FlowKey``.
    private static func keyNotForFlowKind(_ key: FlowKey, flow: String, kind: String) -> String {
        let flowIs = "and '\(flow)' is a \(kind) flow"
        switch key {
        case .hidesBars, .autoFinish:
            return "'\(key.rawValue)' applies to flows with screens, and '\(flow)' is screenless"
        case .style where kind == "screenless":
            return "'style' applies to flows with screens, and '\(flow)' is screenless"
        case .style:
            return "'style' applies only to present flows, \(flowIs)"
        case .onStart:
            return
                "'onStart' applies only to screenless flows, \(flowIs); a flow with screens starts by showing them (run effects from a screen's onAppear)"
        case .inNavigationController:
            return
                "'inNavigationController' applies to tabs flows (a tab bar controller in a navigation controller) and stack flows (false: a one-screen stack as the bare window root), \(flowIs)"
        case .modalInPresentation, .onAttemptToDismiss:
            return
                "'\(key.rawValue)' applies only to present flows (a sheet that refuses the swipe), \(flowIs)"
        case .kept:
            return
                "'kept' applies only to flows that can be the window root (stack and tabs), \(flowIs)"
        case .finishOnDeinit:
            return
                "'finishOnDeinit' applies to push and present flows; the first screen of '\(flow)', a \(kind) flow, leaves the window only with the window root"
        case .navigationDelegate:
            return
                "'navigationDelegate' applies to flows on a navigation stack (stack, push, present); '\(flow)' owns a tab bar"
        }
    }
}
