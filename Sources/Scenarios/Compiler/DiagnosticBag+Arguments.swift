import FlowKit

extension DiagnosticBag {
    /// Reports every problem of `call`'s arguments against `rule` (``ArgumentCheck``), each where
    /// it stands: an argument not taken at the argument, the missing ones at the name. The app
    /// compiler and the step compiler both check calls here; `true` when the arguments fit.
    @discardableResult
    func checkArguments(_ call: InvocationSyntax, _ rule: ArgumentCheck) -> Bool {
        let problems = rule.problems(passing: call.arguments.map(\.argument.name))
        for problem in problems {
            switch problem {
            case .unexpected(_, let index):
                report(
                    .arguments(rule, problem, suggesting: takeSearch()),
                    at: call.arguments[index].location)
            case .missing:
                report(.arguments(rule, problem, suggesting: false), at: call.nameLocation)
            }
        }
        return problems.isEmpty
    }
}
