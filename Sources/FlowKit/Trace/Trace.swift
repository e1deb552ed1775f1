/// The trace of events: a bounded ring that keeps the most recent ones, or nothing when off.
///
/// It keeps ``TraceRecord``s, values; ``events`` renders them as ``TraceEvent``s when read.
public struct Trace: Hashable, Sendable {
    public let capacity: Int
    private var buffer: [TraceRecord] = []
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
        recorded += 1
        if buffer.count < capacity {
            buffer.append(record())
        } else {
            buffer[head] = record()
            head = (head + 1) % capacity
        }
    }

    /// What the ring keeps, oldest first, as values.
    public var records: [TraceRecord] {
        Array(buffer[head...] + buffer[..<head])
    }

    /// The last `n` records kept, oldest first.
    public func lastRecords(_ n: Int) -> [TraceRecord] {
        Array(records.suffix(max(0, n)))
    }

    /// The events kept, oldest first, rendered from the records.
    public var events: [TraceEvent] { records.map { $0.event } }

    /// The last `n` events kept, oldest first.
    public func last(_ n: Int) -> [TraceEvent] {
        lastRecords(n).map { $0.event }
    }

    public mutating func removeAll() {
        buffer.removeAll(keepingCapacity: true)
        head = 0
    }
}
