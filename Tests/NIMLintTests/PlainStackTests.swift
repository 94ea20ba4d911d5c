import XCTest
@testable import NIMLint

final class PlainStackTests: XCTestCase {
    func testValuesSurviveGrowingMovingAndPopping() {
        let stack = PlainStack<Int>(capacity: 1)
        XCTAssertTrue(stack.isEmpty)
        XCTAssertNil(stack.lastIndex)
        XCTAssertNil(stack.popLast())
        for value in 0..<100 { stack.append(value) }
        XCTAssertEqual(stack.array, Array(0..<100))
        XCTAssertEqual(stack.lastIndex, 99)
        stack[5] = -5
        XCTAssertEqual(stack[5], -5)
        XCTAssertEqual(stack.popLast(), 99)

        let storage = PlainStack<Int>(capacity: 1)
        storage.append(7)
        let (first, count) = storage.takeLast(of: stack, from: 90)
        XCTAssertEqual(first, 1)
        XCTAssertEqual(count, 9)
        XCTAssertEqual(storage.array, [7] + Array(90..<99))
        XCTAssertEqual(stack.count, 90)
        XCTAssertEqual(storage.takeLast(of: stack, from: 90).count, 0)

        storage.buffer[0] = 70
        XCTAssertEqual(storage[0], 70)
        storage.removeLast(from: 1)
        XCTAssertEqual(storage.array, [70])
        stack.append(1000)
        XCTAssertEqual(stack.array.suffix(2), [89, 1000])
    }
}
