import FlowKit

extension CompilerMessage {
    /// The diagnostic's stable id (documented in `Documentation/Reference/Errors.md`).
    var id: DiagnosticID {
        switch self {
        case .notAMapping: return .notAMapping
        case .keyNotAString: return .keyNotAString
        case .missingRequiredKey: return .missingRequiredKey
        case .notAString: return .notAString
        case .notABoolean: return .notABoolean
        case .notASingleValue: return .notASingleValue
        case .unknown(let kind, _, _, _): return kind.id
        case .stateValueNotSingle: return .stateValueNotSingle
        case .defaultNotInValues: return .defaultNotInValues
        case .stateKeyShape: return .stateKeyShape
        case .sessionValueAdded: return .sessionValueAdded
        case .sessionDefaultNotInValues: return .sessionDefaultNotInValues
        case .sessionDefaultInvalid: return .sessionDefaultInvalid
        case .valueOutOfDomain: return .valueOutOfDomain
        case .flowWithoutKind: return .flowWithoutKind
        case .flowWithTwoKinds: return .flowWithTwoKinds
        case .flowWithoutScreens: return .flowWithoutScreens
        case .keyNotForFlowKind: return .keyNotForFlowKind
        case .screenlessFalse: return .screenlessFalse
        case .screenlessWithoutOnStart: return .screenlessWithoutOnStart
        case .tooManyTabs: return .tooManyTabs
        case .noTabs: return .noTabs
        case .interceptAndOnSelect: return .interceptAndOnSelect
        case .autoFinishAndNavigationDelegate: return .autoFinishAndNavigationDelegate
        case .flowCannotStart: return .flowCannotStart
        case .bareRootScreenCount: return .bareRootScreenCount
        case .emptyStackAsRoot: return .emptyStackAsRoot
        case .flowCannotBeRoot: return .flowCannotBeRoot
        case .tabFlowKind: return .tabFlowKind
        case .embedsAndPages: return .embedsAndPages
        case .noPages: return .noPages
        case .screenContainsItself: return .screenContainsItself
        case .embedWithoutContainer: return .embedWithoutContainer
        case .showPageWithoutPages: return .showPageWithoutPages
        case .noPageViewController: return .noPageViewController
        case .shadowedChildAction: return .shadowedChildAction
        case .launchNotAList: return .launchNotAList
        case .launchStateTwice: return .launchStateTwice
        case .launchRuleWithoutWhen: return .launchRuleWithoutWhen
        case .linkDeclaresValues: return .linkDeclaresValues
        case .linkURLParameters: return .linkURLParameters
        case .unreadableLinkURL: return .unreadableLinkURL
        case .likelyMisspeltName: return .likelyMisspeltName
        case .unsuppliedNameInLifecycle: return .unsuppliedNameInLifecycle
        case .unsuppliedNameInFlow: return .unsuppliedNameInFlow
        case .unsuppliedNameInLink: return .unsuppliedNameInLink
        case .arguments(let rule, let problem, _):
            switch (problem, rule.callee) {
            case (.unexpected, .action): return .unexpectedArgument
            case (.unexpected, _): return .unknownParameter
            case (.missing, _): return .missingArgument
            }
        case .nameAcrossLines: return .nameAcrossLines
        case .missingName: return .missingName
        case .textAfterName: return .textAfterName
        case .unclosedParenthesis: return .unclosedParenthesis
        case .unterminatedArgumentQuote: return .unterminatedArgumentQuote
        case .emptyArgument: return .emptyArgument
        case .argumentWithoutValue: return .argumentWithoutValue
        case .argumentWithoutName: return .argumentWithoutName
        case .argumentTwice: return .argumentTwice
        case .unreadableArgumentValue: return .unreadableArgumentValue
        case .effectNeedsValue: return .effectNeedsValue
        case .notAnEffect: return .notAnEffect
        case .effectKeyNotAWord: return .effectKeyNotAWord
        case .twoEffectsInOneMapping: return .twoEffectsInOneMapping
        case .urlWithoutScheme: return .urlWithoutScheme
        case .siblingAsOwnItem: return .siblingAsOwnItem
        case .effectTakesNoValue: return .effectTakesNoValue
        case .ifWithoutBranch: return .ifWithoutBranch
        case .guardWithoutElse: return .guardWithoutElse
        case .finishValue: return .finishValue
        case .setStackWithoutValue: return .setStackWithoutValue
        case .requestNameNotAWord: return .requestNameNotAWord
        case .missingOutcomes: return .missingOutcomes
        case .emptyOutcomes: return .emptyOutcomes
        case .outcomeNameNotAWord: return .outcomeNameNotAWord
        case .conditionMappingShape: return .conditionMappingShape
        case .combinatorNeedsList: return .combinatorNeedsList
        case .notACondition: return .notACondition
        case .conditionAcrossLines: return .conditionAcrossLines
        case .foreignOperator: return .foreignOperator
        case .unreadableCondition: return .unreadableCondition
        case .unreadableComparedValue: return .unreadableComparedValue
        case .comparedAsText: return .comparedAsText
        case .quotedBooleanKey: return .quotedBooleanKey
        case .valuesKeyTestedAsBoolean: return .valuesKeyTestedAsBoolean
        case .stepsNotAList: return .stepsNotAList
        case .stepNeedsValue: return .stepNeedsValue
        case .notAStep: return .notAStep
        case .severalKeysInStep: return .severalKeysInStep
        case .stepKeyNotAWord: return .stepKeyNotAWord
        case .actionNotInApp: return .actionNotInApp
        case .noLinkForURL: return .noLinkForURL
        case .namesInStep: return .namesInStep
        case .respondShape: return .respondShape
        case .emptyExpect: return .emptyExpect
        case .startsNotACount: return .startsNotACount
        case .sessionNotAValue: return .sessionNotAValue
        case .callbackCountNotANumber: return .callbackCountNotANumber
        case .namesInExpectation: return .namesInExpectation
        case .screensNotAList: return .screensNotAList
        case .coordinatorPathStart: return .coordinatorPathStart
        case .expectFailureReasonOnly: return .expectFailureReasonOnly
        case .expectFailureWithoutKind: return .expectFailureWithoutKind
        case .nothingToRead: return .nothingToRead
        case .scenarioFileAsApp: return .scenarioFileAsApp
        case .pathRefused(let refusal):
            switch refusal {
            case .notAnInputFile: return .notAnInputFile
            case .outsideAllowedFolders: return .outsideAllowedFolders
            }
        case .runCycle: return .runCycle
        case .runTooDeep: return .runTooDeep
        case .runTooManyExpansions: return .runTooManyExpansions
        case .runNotAScenario: return .runNotAScenario
        case .runWithoutSteps: return .runWithoutSteps
        case .runOtherApp: return .runOtherApp
        case .unreadableFile(_, let probe): return probe == .missing ? .noSuchFile : .unreadableFile
        case .readFailed: return .readFailed
        case .notUTF8: return .notUTF8
        case .emptyFile: return .emptyFile
        case .noSuchPath: return .noSuchPath
        case .givenRejected: return .givenRejected
        case .property(let message): return message.id
        }
    }
}
