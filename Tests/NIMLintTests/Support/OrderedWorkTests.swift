import Foundation
import XCTest
@testable import NIMLint

final class OrderedWorkTests: XCTestCase {
    /// Jobs finish in any order on the workers; each result is the one its index was added with.
    func testResultsComeBackByIndexWhateverOrderJobsFinishIn() {
        let work = OrderedWork<Int>(workers: 3)
        for index in 0..<200 {
            work.add(index) {
                // Later jobs finish first now and then.
                if index % 7 == 0 { usleep(200) }
                return index * index
            }
        }
        let results = (0..<200).map { work.result($0) }
        work.finish()
        XCTAssertEqual(results, (0..<200).map { $0 * $0 })
    }

    /// With no worker at all, the thread asking for a result runs the jobs itself, oldest first, and keeps the
    /// results of those it ran before the one it asked for.
    func testTheAskingThreadRunsJobsWhenNoWorkerTakesThem() {
        let work = OrderedWork<String>(workers: 0)
        var ran: [Int] = []
        for index in 0..<4 {
            work.add(index) {
                ran.append(index)
                return "job \(index)"
            }
        }
        XCTAssertEqual(work.result(2), "job 2")
        XCTAssertEqual(ran, [0, 1, 2])
        XCTAssertEqual(work.result(0), "job 0")
        XCTAssertEqual(work.result(3), "job 3")
        XCTAssertEqual(work.result(1), "job 1")
        XCTAssertEqual(ran, [0, 1, 2, 3])
        work.finish()
    }
}
