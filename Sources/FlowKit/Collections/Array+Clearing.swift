extension Array {
    /// Empties a buffer kept from step to step, keeping its storage: the few elements go one by
    /// one (`removeAll(keepingCapacity:)` takes the general, slower path of `replaceSubrange`).
    mutating func removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
