import CLibXML2
import Foundation
import XCTest

/// The libxml2 the tests run with. scripts/libxml2-matrix.sh names the release it built nimlint against in
/// NIMLINT_EXPECTED_LIBXML2, so a loader that found the system's copy instead cannot pass for that release.
final class LibXML2VersionTests: XCTestCase {
    func testTheRunningLibXML2IsTheOneBuiltAgainstOrNewer() {
        // "21309" for 2.13.9: major, then minor and patch in two digits each, as LIBXML_VERSION.
        let running = Int(String(cString: nimlint_libxml2_running_version())) ?? 0
        // A system's libxml2 may be updated under a built nimlint (a distribution's or macOS's update), never
        // replaced by an older one: the headers' structures are what nimlint reads.
        XCTAssertGreaterThanOrEqual(running, Int(LIBXML_VERSION), "the headers are \(LIBXML_DOTTED_VERSION)")
        if let expected = ProcessInfo.processInfo.environment["NIMLINT_EXPECTED_LIBXML2"] {
            let dotted = "\(running / 10000).\(running / 100 % 100).\(running % 100)"
            XCTAssertEqual(dotted, expected, "the release scripts/libxml2-matrix.sh built is the one running")
            XCTAssertEqual(LIBXML_DOTTED_VERSION, expected, "and the one whose headers nimlint was built with")
        }
    }
}
