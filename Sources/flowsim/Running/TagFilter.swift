import FlowKit
import Scenarios

/// `--tags a,b`: the scenarios that have at least one of the tags (all of them when no tag is given).
struct TagFilter: Equatable {
    /// The tags asked for, in order, without duplicates.
    var tags: [String]

    /// Tags from `--tags` values: each split at commas, white space around a tag trimmed, empty ones dropped.
    init(parsing values: [String]) {
        var tags: [String] = []
        for value in values {
            for part in value.split(separator: ",") {
                let tag = Self.trimmed(part)
                if !tag.isEmpty && !tags.contains(tag) { tags.append(tag) }
            }
        }
        self.tags = tags
    }

    private static func trimmed(_ text: Substring) -> String {
        var text = text
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }

    /// Whether a scenario with `scenarioTags` runs (tags compare exactly, case included).
    func matches(_ scenarioTags: [String]) -> Bool {
        tags.isEmpty || scenarioTags.contains(where: tags.contains)
    }

    func select<Scenario: SelectableScenario>(_ scenarios: [Scenario]) -> [Scenario] {
        scenarios.filter { matches($0.tags) }
    }

    /// A warning for each tag that no scenario has, with the closest tags that exist.
    func unknownTagWarnings(among scenarios: [some SelectableScenario]) -> [String] {
        unknownTagWarnings(known: Set(scenarios.flatMap(\.tags)))
    }

    /// A warning for each tag not among `known`, with the closest tags that exist.
    func unknownTagWarnings(known: Set<String>) -> [String] {
        tags.filter { !known.contains($0) }.map { tag in
            "no scenario has the tag '\(tag)'" + Suggestions.didYouMean(tag, in: known.sorted())
        }
    }
}
