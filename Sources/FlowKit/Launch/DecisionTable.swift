/// The scene-launch decision as a table: every combination of the inputs its rules read, in
/// as few rows as the decision allows (an input that does not matter in a row covers all its
/// values there), each row with the rule that wins; and what looks wrong: rules that can
/// never win, combinations where no rule holds, inputs that nothing in the app writes.
///
/// It is computed on boxes of combinations, never by listing them, and bounded: a decision
/// that would need more than ``maximumRows`` rows is refused with a ``DecisionLimitError``.
public struct DecisionTable: Sendable {
    /// The most inputs a table takes.
    public static let maximumInputs = 48
    /// The most values one input may try.
    public static let maximumValuesPerInput = 64
    /// The most rows (and pieces of work in progress) a table may need.
    public static let maximumRows = 2_000

    /// The app whose launch rules the table shows.
    public let app: AppDefinition
    /// The keys the rules read, in declaration order, with the values tried.
    public private(set) var inputs: [DecisionInput] = []
    /// The rows: each rule's, in rule order, then those where no rule holds.
    public private(set) var rows: [DecisionRow] = []
    /// What looks wrong, problems first.
    public private(set) var findings: [DecisionFinding] = []
    /// How many combinations of input values there are in all (saturating at `Int.max`).
    public private(set) var combinations = 1

    /// The table of `app`'s launch decision; throws when it would exceed the bounds.
    public init(app: AppDefinition) throws(DecisionLimitError) {
        self.app = app
        inputs = try Self.inputs(of: app)
        let counts = inputs.map(\.values.count)
        combinations = DecisionRegion.combinations(counts.map(DecisionRegion.full))

        var remaining = DecisionRegion.everything(counts)
        var regions: [[DecisionRegion.Box]] = []
        var won: [[DecisionRegion.Box]] = []
        for rule in app.launchRules {
            let region = try self.region(of: rule)
            var wins: [DecisionRegion.Box] = []
            for box in region {
                wins += remaining.intersection(box)
                let fits = remaining.subtract(box, limit: Self.maximumRows)
                try Self.checkSize(fits ? remaining.boxes.count + wins.count + rows.count : .max)
            }
            wins = DecisionRegion.merged(wins)
            regions.append(region)
            won.append(wins)
            rows += wins.map {
                DecisionRow(
                    choices: Self.choices($0), ruleIndex: regions.count - 1,
                    combinations: DecisionRegion.combinations($0))
            }
        }
        let fallThrough = DecisionRegion.merged(remaining.boxes)
        let firstFallThrough = rows.count
        rows += fallThrough.map {
            DecisionRow(
                choices: Self.choices($0), ruleIndex: nil,
                combinations: DecisionRegion.combinations($0))
        }

        for (r, rule) in app.launchRules.enumerated() where won[r].isEmpty {
            if regions[r].isEmpty {
                findings.append(.impossibleRule(state: rule.state))
                continue
            }
            let blockers = (0..<r).filter { q in
                won[q].contains { w in
                    regions[r].contains { DecisionRegion.intersect(w, $0) != nil }
                }
            }
            findings.append(
                .shadowedRule(state: rule.state, by: blockers.map { app.launchRules[$0].state }))
        }
        if !fallThrough.isEmpty {
            let total = fallThrough.reduce(0) {
                $0.addingReportingOverflow(DecisionRegion.combinations($1)).partialValue
            }
            findings.append(
                .fallThrough(rows: Array(firstFallThrough..<rows.count), combinations: total))
        }
        let written = app.writtenKeys
        for input in inputs where !written.contains(input.key.name) {
            let readers = app.launchRules.filter { Self.keys(readBy: $0).contains(input.key.name) }
                .map(\.state)
            findings.append(.unwrittenInput(key: input.key.name, readBy: readers))
        }
    }

    /// The values of input `input` that `row` covers; `nil` when it covers them all (the input does not matter there).
    public func values(in row: DecisionRow, input: Int) -> [Value]? {
        let chosen = row.choices[input]
        if chosen.count == inputs[input].values.count { return nil }
        return chosen.map { inputs[input].values[$0] }
    }

    /// The rule that wins in `row`, or `nil` for a row where every rule falls through.
    public func rule(of row: DecisionRow) -> LaunchRule? {
        row.ruleIndex.map { app.launchRules[$0] }
    }

    /// The index of the row that `store` falls in (the decision in force); `nil` when a stored
    /// value is one the table does not try.
    public func rowIndex(for store: Store) -> Int? {
        var position: [Int] = []
        for input in inputs {
            guard let k = app.index(ofKey: input.key.name),
                let i = input.index(standingFor: store[k])
            else { return nil }
            position.append(i)
        }
        return rows.firstIndex { row in zip(row.choices, position).allSatisfy { $0.contains($1) } }
    }

    // MARK: - Building

    private static func checkSize(_ count: Int) throws(DecisionLimitError) {
        guard count <= maximumRows else {
            throw DecisionLimitError(
                "the launch decision needs more than \(maximumRows) rows to show; "
                    + "its rules read too many inputs in too many ways for one table")
        }
    }

    private static func choices(_ box: DecisionRegion.Box) -> [[Int]] {
        box.map(indices)
    }

    /// The state keys a rule reads: those its conditions test and those they compare with (`$KEY`).
    static func keys(readBy rule: LaunchRule) -> [String] {
        var keys: [String] = []
        var pending = rule.conditions
        while let condition = pending.popLast() {
            switch condition {
            case .isSet(let k), .isNotSet(let k): keys.append(k)
            case .equals(let k, let rhs), .notEquals(let k, let rhs):
                keys.append(k)
                if let name = rhs.referencedName { keys.append(name) }
            case .all(let conditions), .any(let conditions): pending += conditions
            }
        }
        return keys
    }

    /// The inputs: every state key a rule reads, with the values worth trying.
    private static func inputs(of app: AppDefinition) throws(DecisionLimitError) -> [DecisionInput]
    {
        var read: Set<String> = []
        var compared: [String: [Value]] = [:]
        for rule in app.launchRules {
            read.formUnion(keys(readBy: rule))
            var pending = rule.conditions
            while let condition = pending.popLast() {
                switch condition {
                case .equals(let k, .literal(let v)), .notEquals(let k, .literal(let v)):
                    compared[k, default: []].append(v)
                case .all(let conditions), .any(let conditions): pending += conditions
                default: break
                }
            }
        }
        var inputs: [DecisionInput] = []
        for key in app.stateKeys where read.contains(key.name) {
            var values = key.enumeratedValues
            if key.domainValues == nil {
                for v in compared[key.name] ?? [] where !values.contains(v) { values.append(v) }
            }
            guard values.count <= maximumValuesPerInput else {
                throw DecisionLimitError(
                    "'\(key.name)' would need \(values.count) values in the launch decision table, "
                        + "more than \(maximumValuesPerInput); compare it with fewer values in the launch rules"
                )
            }
            inputs.append(DecisionInput(key: key, values: values))
        }
        guard inputs.count <= maximumInputs else {
            throw DecisionLimitError(
                "the launch rules read \(inputs.count) state keys, more than the \(maximumInputs) a decision table takes"
            )
        }
        return inputs
    }

    /// The combinations where all of a rule's conditions hold, as disjoint boxes.
    private func region(of rule: LaunchRule) throws(DecisionLimitError) -> [DecisionRegion.Box] {
        try narrow(
            DecisionRegion.everything(inputs.map(\.values.count)).boxes, to: .all(rule.conditions))
    }

    /// The parts of `boxes` where `condition` holds, as disjoint boxes. Conditions nest only as
    /// deep as a file can write them (the parser's depth limit bounds the recursion).
    private func narrow(_ boxes: [DecisionRegion.Box], to condition: Condition)
        throws(DecisionLimitError) -> [DecisionRegion.Box]
    {
        switch condition {
        case .all(let conditions):
            var result = boxes
            for c in conditions { result = try narrow(result, to: c) }
            return result
        case .any(let conditions):
            // Each alternative takes what the ones before it left, so the parts stay disjoint.
            var result: [DecisionRegion.Box] = []
            var rest = DecisionRegion(boxes: boxes)
            for c in conditions {
                let part = try narrow(rest.boxes, to: c)
                result += part
                for box in part where !rest.subtract(box, limit: Self.maximumRows) {
                    try Self.checkSize(.max)
                }
                try Self.checkSize(result.count + rest.boxes.count)
            }
            return result
        case .isSet, .isNotSet, .equals, .notEquals:
            let tested = Self.keys(readBy: LaunchRule("", when: [condition], root: ""))
            let positions = Array(
                Set(tested.compactMap { name in inputs.firstIndex { $0.key.name == name } })
            ).sorted()
            var next: [DecisionRegion.Box] = []
            for box in boxes {
                next += split(box, by: condition, over: positions)
                try Self.checkSize(next.count)
            }
            return next
        }
    }

    /// The parts of `box` where `atom` holds, splitting on every value of all but the last input
    /// it reads (one for `KEY == VALUE`, two for `KEY == $OTHER`).
    private func split(_ box: DecisionRegion.Box, by atom: Condition, over positions: [Int])
        -> [DecisionRegion.Box]
    {
        guard let last = positions.last else { return holds(atom, []) ? [box] : [] }
        var result: [DecisionRegion.Box] = []
        // Every assignment of the leading inputs, each narrowed to one value.
        var assignments: [[(Int, Int)]] = [[]]
        for p in positions.dropLast() {
            assignments = assignments.flatMap { a in Self.indices(box[p]).map { a + [(p, $0)] } }
        }
        for assignment in assignments {
            var mask: UInt64 = 0
            for v in Self.indices(box[last]) where holds(atom, assignment + [(last, v)]) {
                mask |= UInt64(1) << UInt64(v)
            }
            guard mask != 0 else { continue }
            var piece = box
            for (p, v) in assignment { piece[p] = UInt64(1) << UInt64(v) }
            piece[last] = mask
            result.append(piece)
        }
        return result
    }

    /// The positions of the set bits of `mask`, lowest first.
    private static func indices(_ mask: UInt64) -> [Int] {
        var result: [Int] = []
        var rest = mask
        while rest != 0 {
            result.append(rest.trailingZeroBitCount)
            rest &= rest - 1
        }
        return result
    }

    /// Whether `atom` holds with the inputs at `positions` set to those values (others at their
    /// defaults), as the launch decision itself evaluates it.
    private func holds(_ atom: Condition, _ assignment: [(Int, Int)]) -> Bool {
        var store = Store(app: app)
        for (p, v) in assignment {
            if let k = app.index(ofKey: inputs[p].key.name) { store[k] = inputs[p].values[v] }
        }
        var probe = app
        probe.launchRules = [LaunchRule("probe", when: [atom], root: "")]
        return (try? LaunchDecision(app: probe).firstHolding(store: store)) != nil
    }
}
