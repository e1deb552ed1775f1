/// A set of input combinations as disjoint boxes: each box gives, for every input, a bit mask
/// of the value indices it covers. The decision table is computed on boxes, never by listing
/// every combination, so an input that no rule constrains costs one mask, not a doubling.
struct DecisionRegion: Sendable {
    typealias Box = [UInt64]

    var boxes: [Box]

    /// How many rounds of merging over every input a table gets.
    static let maximumMergeRounds = 8
    /// Past this many masks (boxes times inputs) a table is too large to read anyway: it is not tidied.
    static let maximumMergeWork = 16_384

    /// Every combination of inputs with `counts[i]` values each.
    static func everything(_ counts: [Int]) -> DecisionRegion {
        DecisionRegion(boxes: [counts.map(Self.full)])
    }

    static func full(_ count: Int) -> UInt64 {
        count >= 64 ? ~0 : (UInt64(1) << UInt64(count)) - 1
    }

    var isEmpty: Bool { boxes.isEmpty }

    /// The boxes of `self` that also lie in `box`, clipped to it.
    func intersection(_ box: Box) -> [Box] {
        boxes.compactMap { Self.intersect($0, box) }
    }

    static func intersect(_ a: Box, _ b: Box) -> Box? {
        var out = a
        for i in out.indices {
            out[i] &= b[i]
            if out[i] == 0 { return nil }
        }
        return out
    }

    /// `self` without the combinations of `box`, still as disjoint boxes; `false` (and `self`
    /// partly done) as soon as that takes more than `limit` boxes.
    mutating func subtract(_ box: Box, limit: Int) -> Bool {
        var result: [Box] = []
        for a in boxes {
            if result.count > limit { return false }
            guard Self.intersect(a, box) != nil else {
                result.append(a)
                continue
            }
            // Peel off, input by input, the part of `a` outside `box`.
            var rest = a
            for i in rest.indices where rest[i] & ~box[i] != 0 {
                var piece = rest
                piece[i] = rest[i] & ~box[i]
                result.append(piece)
                rest[i] &= box[i]
            }
        }
        boxes = result
        return result.count <= limit
    }

    /// How many combinations a box stands for, saturating at `Int.max`.
    static func combinations(_ box: Box) -> Int {
        var total = 1
        for mask in box {
            let (product, overflow) = total.multipliedReportingOverflow(by: mask.nonzeroBitCount)
            if overflow { return .max }
            total = product
        }
        return total
    }

    /// Boxes merged while two differ in one input only (their union is then a box), so that a
    /// table shows as few rows as the decision needs. Each pass buckets the boxes by all inputs
    /// but one, so a pass costs linear time; the rounds are bounded, as merging only tidies.
    static func merged(_ boxes: [Box]) -> [Box] {
        var boxes = boxes
        guard let width = boxes.first?.count, boxes.count * width <= maximumMergeWork else {
            return boxes
        }
        var changed = true
        var rounds = 0
        while changed, rounds < maximumMergeRounds {
            changed = false
            rounds += 1
            for k in 0..<width {
                var bucket: [Box: Int] = [:]
                var out: [Box] = []
                out.reserveCapacity(boxes.count)
                for box in boxes {
                    var others = box
                    others[k] = 0
                    if let index = bucket[others] {
                        out[index][k] |= box[k]
                        changed = true
                    } else {
                        bucket[others] = out.count
                        out.append(box)
                    }
                }
                boxes = out
            }
        }
        return boxes
    }
}
