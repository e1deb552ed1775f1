/// Review findings for the properties an app declares that are broken, and for the taps and
/// links found to change nothing (``SilentStep``): the button that silently does nothing (its
/// coordinator never retained, its `if:` never true), the deep link routed to nothing.
enum SilentStepFindings {
    /// A warning for each silent step, with the shortest path ending with it.
    static func findings(_ steps: [SilentStep]) -> [ReviewFinding] {
        steps.map { s in
            let step = ScenarioText.step(s.step)
            let summary: String
            let check: ReviewFinding.Check
            switch s.kind {
            case .tap:
                check = .tapChangesNothing
                summary =
                    "'\(step)' on \(s.screen) changes nothing: after its effects the device is exactly as it was "
                    + "(no screen, coordinator, alert or stored value changed); if the button should do something, "
                    + "check that what it starts is kept (a coordinator retained by its parent) and that its if: can hold"
            case .link:
                check = .linkRoutesNowhere
                summary =
                    "'\(step)' over \(s.screen) routes nowhere: the app runs, the link is routed, and nothing changes; "
                    + "make its effects reach a screen from here, or give it a when: that holds only where it can"
            }
            return ReviewFinding(
                check: check, summary: summary,
                screens: s.screen == "not running" ? [] : [s.screen],
                path: s.path)
        }
    }

    /// A finding for each broken property, with the shortest path to where it breaks.
    static func findings(_ verdicts: [PropertyVerdict]) -> [ReviewFinding] {
        verdicts.compactMap { verdict in
            guard case .violated(let path, let message) = verdict.outcome else { return nil }
            let p = verdict.property
            return ReviewFinding(
                check: .property,
                summary:
                    "property '\(p.name)' (\(p.location), \(p.form.rawValue)) is broken: \(message)",
                screens: [], path: path)
        }
    }
}
