/// The trace of events: a bounded ring that keeps the most recent ones, or nothing when off.
///
/// It keeps ``TraceRecord``s, values; ``events`` renders them as ``TraceEvent``s when read. The
/// ring itself holds plain slots (``TraceSlot``): a lifecycle callback, most of what a step
/// records, is two numbers, its screen's name kept once in ``screenNames``; other records are
/// kept beside the ring, at the same place.
public struct Trace: Hashable, Sendable {
    public let capacity: Int
    private var slots: [TraceSlot] = []
    /// The records that are not lifecycle callbacks, at the places of their slots (a place whose
    /// slot holds a callback keeps whatever was there before, not read, written over in its turn).
    private var others: [TraceRecord?] = []
    /// The names of the screens that lifecycle slots name, each once.
    private var screenNames: [String] = []
    private var head = 0
    /// How many events were recorded in all, including those the ring no longer holds.
    public private(set) var recorded = 0

    /// A trace that keeps the last `capacity` events; 0 turns it off.
    public init(capacity: Int = 256) {
        self.capacity = max(0, capacity)
    }

    public var isEnabled: Bool { capacity > 0 }

    /// Records an event as it is shown; the event is not even built when the trace is off.
    @inline(__always)
    public mutating func record(_ event: @autoclosure () -> TraceEvent) {
        log(.event(event()))
    }

    /// Records what happened as values; nothing is built when the trace is off.
    @inline(__always)
    mutating func log(_ record: @autoclosure () -> TraceRecord) {
        guard capacity > 0 else { return }
        let record = record()
        if case .lifecycle(let screen, let callback) = record {
            log(lifecycle: screenName(screen, hint: 0), callback)
            return
        }
        recorded += 1
        if slots.count < capacity {
            slots.append(.kept)
            others.append(record)
        } else {
            slots[head] = .kept
            others[head] = record
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    /// Records a lifecycle callback of the screen with this place in the trace's names
    /// (``screenName(_:)``): two numbers written, nothing retained.
    @inline(__always)
    mutating func log(lifecycle screen: UInt32, _ callback: LifecycleCallback) {
        guard capacity > 0 else { return }
        recorded += 1
        let slot = TraceSlot(name: screen, callback: callback)
        if slots.count < capacity {
            slots.append(slot)
            others.append(nil)
        } else {
            slots[head] = slot
            head = head + 1 == capacity ? 0 : head + 1
        }
    }

    /// The place of a screen's name in the trace's names, added if it is not there: what
    /// ``log(lifecycle:_:)`` takes. An app has tens of screens; a step looks up each screen it
    /// calls back once. `hint` is where the name likely is: its entry in the lifecycle counts,
    /// which also number screens in the order of their first callback.
    @inline(__always)
    mutating func screenName(_ name: String, hint: Int) -> UInt32 {
        if hint < screenNames.count, screenNames[hint] == name {
            return UInt32(truncatingIfNeeded: hint)
        }
        return findScreenName(name)
    }

    /// ``screenName(_:hint:)`` where the hint missed.
    private mutating func findScreenName(_ name: String) -> UInt32 {
        if let i = screenNames.firstIndex(of: name) { return UInt32(truncatingIfNeeded: i) }
        screenNames.append(name)
        return UInt32(truncatingIfNeeded: screenNames.count - 1)
    }

    /// The record at a place of the ring.
    private func record(at place: Int) -> TraceRecord {
        let slot = slots[place]
        if let callback = slot.callback {
            return .lifecycle(screen: screenNames[Int(slot.name)], callback: callback)
        }
        return others[place] ?? .event(.effect(""))  // a kept slot always has its record
    }

    /// What the ring keeps, oldest first, as values.
    public var records: [TraceRecord] {
        var result: [TraceRecord] = []
        result.reserveCapacity(slots.count)
        for place in slots.indices[head...] { result.append(record(at: place)) }
        for place in slots.indices[..<head] { result.append(record(at: place)) }
        return result
    }

    /// The last `n` records kept, oldest first. Only those `n` places of the ring are read:
    /// what a scenario run asks for after a step costs what the step recorded, not the ring.
    public func lastRecords(_ n: Int) -> [TraceRecord] {
        let count = min(max(0, n), slots.count)
        guard count > 0 else { return [] }
        var result: [TraceRecord] = []
        result.reserveCapacity(count)
        // The newest record is just before `head` (at the end while the ring is filling, when
        // `head` is 0); the oldest of the last `count` is `count` places back.
        var place = head - count
        if place < 0 { place += slots.count }
        for _ in 0..<count {
            result.append(record(at: place))
            place = place + 1 == slots.count ? 0 : place + 1
        }
        return result
    }

    /// The events recorded since the trace had recorded `count` in all, oldest first (as many
    /// of them as the ring still keeps); only their places are read.
    public func events(since count: Int) -> [TraceEvent] {
        let caused = recorded - count
        return caused > 0 ? last(caused) : []
    }

    /// The events kept, oldest first, rendered from the records.
    public var events: [TraceEvent] { records.map { $0.event } }

    /// The last `n` events kept, oldest first.
    public func last(_ n: Int) -> [TraceEvent] {
        lastRecords(n).map { $0.event }
    }

    public mutating func removeAll() {
        slots.removeAll(keepingCapacity: true)
        others.removeAll(keepingCapacity: true)
        head = 0
    }

    /// Two traces are equal when they keep the same records in the same order (however their
    /// rings stand) and have recorded as many in all.
    public static func == (a: Trace, b: Trace) -> Bool {
        a.capacity == b.capacity && a.recorded == b.recorded && a.records == b.records
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(capacity)
        hasher.combine(recorded)
        hasher.combine(records)
    }
}
