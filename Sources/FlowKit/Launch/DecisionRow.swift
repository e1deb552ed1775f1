/// One row of a decision table: for each input, the values for which the row holds (every
/// value: the input does not matter here), and the launch rule that wins, if any.
public struct DecisionRow: Hashable, Sendable {
    /// For each input of the table, in order, the indices of its values this row covers.
    public var choices: [[Int]]
    /// The index of the winning rule in the app's launch rules; `nil` when every rule falls through.
    public var ruleIndex: Int?
    /// How many combinations of input values the row stands for.
    public var combinations: Int

    /// A row covering `choices` and won by the rule at `ruleIndex`.
    public init(choices: [[Int]], ruleIndex: Int?, combinations: Int) {
        self.choices = choices
        self.ruleIndex = ruleIndex
        self.combinations = combinations
    }
}
