import CLibXML2
import Foundation
import XCTest

/// The libxml2 the tests run with. scripts/libxml2-matrix.sh names the release it built nimlint against in
/// NIMLINT_EXPECTED_LIBXML2, so a loader that found the system's copy instead cannot pass for that release.
final class LibXML2VersionTests: XCTestCase {
    func testTheRunningLibXML2IsTheOneBuiltAgainst() {
        // "21309" for 2.13.9: major, then minor and patch in two digits each.
        let running = Int(String(cString: nimlint_libxml2_running_version())) ?? 0
        let dotted = "\(running / 10000).\(running / 100 % 100).\(running % 100)"
        XCTAssertEqual(dotted, LIBXML_DOTTED_VERSION, "nimlint runs with the libxml2 whose headers it was built with")
        if let expected = ProcessInfo.processInfo.environment["NIMLINT_EXPECTED_LIBXML2"] {
            XCTAssertEqual(dotted, expected, "the release scripts/libxml2-matrix.sh built")
        }
    }
}
