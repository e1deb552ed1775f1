/// Every key the app-file and scenario-file compilers accept, by the mapping it appears in. The
/// compilers check mappings against these lists, and the JSON Schemas under `Schemas/` must list
/// the same keys under the same names (`SchemaKeyTests` compares them), so that editor
/// completion and `flowsim check` cannot drift apart. A new key goes here first.
enum FileKeys {
    // MARK: App files (*.app.yaml)

    /// The top level of an app file.
    static let appFile = [
        "app", "state", "launch", "flows", "screens", "links", "onForeground", "onBackground",
        "properties",
    ]
    static let appFileRequired = ["app", "launch", "flows", "screens"]
    /// A state key written as a mapping.
    static let stateKey = ["default", "values", "store", "sample"]
    /// A rule under `launch:`.
    static let launchRule = ["state", "when", "root", "then"]
    /// What a flow owns: exactly one of these.
    static let flowKinds = ["stack", "tabs", "push", "present", "screenless"]
    /// A flow: its kind and its options (`onStart` goes with `screenless: true`).
    static let flow =
        flowKinds + [
            "params", "style", "hidesBars", "autoFinish", "onFinish", "finishOnDeinit",
            "navigationDelegate", "onStart", "modalInPresentation", "onAttemptToDismiss",
            "kept", "inNavigationController", "source",
        ]
    /// A tab written as a mapping (`{flow: Upload, intercept: [...]}`, `{flow: Cart, onSelect: [...], when: COND}`).
    static let tab = ["flow", "intercept", "onSelect", "when"]
    /// A screen.
    static let screen = [
        "params", "hidesTabBar", "requiresAccount", "actions", "onLoad", "onWillAppear", "onAppear",
        "embeds", "pages", "source",
    ]
    /// An action written with its effects under `do:` and flags beside them.
    static let flaggedAction = ["do", "createsAccount", "deletesAccount"]
    /// A link written as a mapping (`{url: "shop://product/{id}", when: session == user, do: [...]}`).
    static let link = ["url", "when", "inApp", "do"]
    /// A property under `properties:` (of an app file or a scenario): a name and one form.
    static let property = ["name", "never", "always", "after", "expect", "reachable", "when"]
    /// An alert effect's long form, and an expected alert's.
    static let alert = ["title", "message", "buttons"]

    /// Every effect key, and the keys allowed beside one (`style` beside `present`).
    static var effect: [String] {
        var keys = EffectSyntaxRegistry.keys
        for key in EffectSyntaxRegistry.keys {
            for sibling in EffectCompiler.siblings(of: key) where !keys.contains(sibling) {
                keys.append(sibling)
            }
        }
        return keys
    }

    /// A condition written as a mapping (`{any: [...]}`).
    static var condition: [String] { ConditionSyntax.combinators }

    // MARK: Scenario files (*.flow.yaml)

    /// The top level of a scenario file.
    static let scenarioFile = [
        "scenario", "app", "tags", "given", "expectFailure", "properties", "steps",
    ]
    static let scenarioFileRequired = ["scenario", "app", "steps"]
    /// `expectFailure:` written as a mapping.
    static var expectFailure: [String] { ExpectedFailure.keys }
    /// Steps written as a bare word.
    static var stepWords: [String] { StepCompiler.stepWords }
    /// Steps written as a mapping with one key, and `settle:`, which may go beside one.
    static var step: [String] { StepCompiler.stepKeys + [StepCompiler.settleKey] }
    /// The keys of an `expect` step.
    static var expect: [String] { StepCompiler.expectKeys }

    /// Each mapping by the name its definition has in the schemas, with its keys.
    static var byMapping: [(name: String, schema: String, keys: [String])] {
        [
            ("appFile", "app", appFile), ("stateKey", "app", stateKey),
            ("launchRule", "app", launchRule),
            ("flow", "app", flow), ("tab", "app", tab), ("screen", "app", screen),
            ("flaggedAction", "app", flaggedAction),
            ("link", "app", link), ("alert", "app", alert), ("effect", "app", effect),
            ("condition", "app", condition), ("property", "app", property),
            ("scenarioFile", "scenario", scenarioFile),
            ("expectFailure", "scenario", expectFailure), ("step", "scenario", step),
            ("expect", "scenario", expect), ("expectedAlert", "scenario", alert),
            ("property", "scenario", property),
        ]
    }
}
