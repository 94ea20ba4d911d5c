import Foundation

/// The seeds a differential test draws its inputs from: the suite's own first `suiteCount`, or as many as
/// `scripts/differential.sh` asks through `NIMLINT_DIFFERENTIAL_COUNT`, from `NIMLINT_DIFFERENTIAL_SEED`, for at
/// most `NIMLINT_DIFFERENTIAL_SECONDS` (counted from the first seed drawn).
struct DifferentialSeeds: Sequence {
    let first: UInt64
    let count: Int
    let seconds: Double

    init(suiteCount: Int) {
        let environment = ProcessInfo.processInfo.environment
        first = environment["NIMLINT_DIFFERENTIAL_SEED"].flatMap(UInt64.init) ?? 1
        count = environment["NIMLINT_DIFFERENTIAL_COUNT"].flatMap(Int.init) ?? suiteCount
        seconds = environment["NIMLINT_DIFFERENTIAL_SECONDS"].flatMap(Double.init) ?? 0
    }

    func makeIterator() -> AnyIterator<UInt64> {
        var next = first
        let end = first + UInt64(count)
        var deadline: Date?
        return AnyIterator {
            if deadline == nil { deadline = seconds > 0 ? Date(timeIntervalSinceNow: seconds) : .distantFuture }
            guard next < end, let deadline, Date() < deadline else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
