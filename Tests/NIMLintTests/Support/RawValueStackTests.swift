import XCTest
@testable import NIMLint

final class RawValueStackTests: XCTestCase {
    func testValuesSurviveGrowingMovingAndPopping() {
        let stack = RawValueStack<Int>(capacity: 1)
        XCTAssertTrue(stack.isEmpty)
        XCTAssertNil(stack.lastIndex)
        XCTAssertNil(stack.popLast())
        for value in 0..<100 { stack.append(value) }
        XCTAssertEqual(Array(stack.elements(from: 0)), Array(0..<100))
        XCTAssertEqual(stack.lastIndex, 99)
        stack[5] = -5
        XCTAssertEqual(stack[5], -5)
        XCTAssertEqual(stack.popLast(), 99)

        let storage = RawValueStack<Int>(capacity: 1)
        storage.append(7)
        let (first, count) = storage.takeLast(of: stack, from: 90)
        XCTAssertEqual(first, 1)
        XCTAssertEqual(count, 9)
        XCTAssertEqual(Array(storage.elements(from: 0)), [7] + Array(90..<99))
        XCTAssertEqual(stack.count, 90)
        XCTAssertEqual(storage.takeLast(of: stack, from: 90).count, 0)

        storage.buffer[0] = 70
        XCTAssertEqual(storage[0], 70)
        storage.removeLast(from: 1)
        XCTAssertEqual(Array(storage.elements(from: 0)), [70])
        stack.append(1000)
        XCTAssertEqual(Array(stack.elements(from: 0)).suffix(2), [89, 1000])
    }

    /// A finished stack is handed to its tree as it is, not copied: the values read the same through the view.
    func testValuesHandedOverReadAsTheStackHoldsThem() {
        let stack = RawValueStack<Int>(capacity: 1)
        for value in 0..<20 { stack.append(value * 3) }
        let values = PlainValues(stack)
        XCTAssertEqual(values.count, 20)
        XCTAssertEqual(values[7], 21)
        XCTAssertEqual(Array(values), (0..<20).map { $0 * 3 })
        XCTAssertEqual(values.withUnsafeBufferPointer { $0.reduce(0, +) }, (0..<20).reduce(0) { $0 + $1 * 3 })
        XCTAssertTrue(PlainValues<Int>().isEmpty)
    }
}
