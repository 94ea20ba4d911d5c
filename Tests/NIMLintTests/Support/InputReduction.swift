/// The smallest input, found by deleting ever smaller runs of bytes, for which `fails` still holds: what a
/// differential test prints instead of the whole file that first showed a difference.
func reducedInput(_ bytes: [UInt8], whereStill fails: ([UInt8]) -> Bool) -> [UInt8] {
    var current = bytes
    var chunk = max(1, current.count / 2)
    while true {
        var index = 0
        var removed = false
        while index < current.count {
            let candidate = Array(current[..<index] + current[min(current.count, index + chunk)...])
            if fails(candidate) {
                current = candidate
                removed = true
            } else {
                index += chunk
            }
        }
        if !removed {
            if chunk == 1 { return current }
            chunk /= 2
        }
    }
}
