/// The messages of `properties:` (``PropertyCompiler``), a part of the compiler's catalogue
/// (``CompilerMessage/property(_:)``): each with its stable id, documented in
/// `Documentation/Reference/Errors.md`, and its text.
enum PropertyMessage: Hashable, Sendable {
    /// `properties:` is not a list.
    case notAList
    /// Two properties have one name.
    case nameTwice(name: String, first: SourceLocation)
    /// None of never:, always:, after:, reachable:.
    case withoutForm(name: String)
    /// More than one of them.
    case twoForms(name: String, forms: [String])
    /// `when:` beside `after:`.
    case whenWithAfter
    /// `expect:` beside never:, always: or reachable:.
    case expectWithoutAfter(form: String)
    /// `after:` without `expect:`.
    case afterWithoutExpect(name: String)
    /// `after:` names `expect:`, `run:` or another thing that is not a step taken.
    case afterNotAStep
    /// `after: {set: …}`.
    case afterSetStep
    /// `when:` reads a `$NAME`.
    case whenReadsParameter(key: String)
    /// `when:` compares with a `$NAME`.
    case whenComparesWithParameter(name: String)

    var id: DiagnosticID {
        switch self {
        case .notAList: return .propertiesNotAList
        case .nameTwice: return .propertyNameTwice
        case .withoutForm: return .propertyWithoutForm
        case .twoForms: return .propertyWithTwoForms
        case .whenWithAfter: return .propertyWhenWithAfter
        case .expectWithoutAfter: return .propertyExpectWithoutAfter
        case .afterWithoutExpect: return .propertyAfterWithoutExpect
        case .afterNotAStep: return .propertyAfterNotAStep
        case .afterSetStep: return .propertyAfterSetStep
        case .whenReadsParameter: return .propertyWhenReadsParameter
        case .whenComparesWithParameter: return .propertyWhenComparesWithParameter
        }
    }

    var text: String {
        switch self {
        case .notAList:
            return
                "properties: must be a list of properties, each with name: and one of never:, always:, after: (with expect:) or reachable:"
        case .nameTwice(let name, let first):
            return
                "a property named '\(name)' is already declared at \(first); give each property its own name"
        case .withoutForm(let name):
            return
                "property '\(name)' says nothing to check: give it one of never:, always:, after: (with expect:) or reachable:"
        case .twoForms(let name, let forms):
            return
                "property '\(name)' has \(forms.joined(separator: " and ")): give it exactly one of them (write two properties)"
        case .whenWithAfter:
            return
                "when: goes with never:, always: or reachable:; an after: property is checked after every step it names"
        case .expectWithoutAfter(let form):
            return
                "expect: goes with after: (what holds after its step); a \(form): property describes its states itself"
        case .afterWithoutExpect(let name):
            return
                "property '\(name)' has after: but no expect:; say what must hold after the step, such as expect: {top: Receipt}"
        case .afterNotAStep:
            return
                "after: names a step the user or the device takes (tap:, select:, open:, alert:, respond:, back, launch, …), not expect: or run:"
        case .afterSetStep:
            return
                "after: names a step the user or the device takes; set: is a scenario's way to change stored state"
        case .whenReadsParameter(let key):
            return
                "a property's when: reads stored state and selectedTab; '\(key)' is a parameter, which a property has none of"
        case .whenComparesWithParameter(let name):
            return "a property's when: compares with values, not '$\(name)'"
        }
    }
}
