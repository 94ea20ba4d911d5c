import CLibXML2
import Foundation
import XCTest

/// The libxml2 the tests run with. scripts/libxml2-matrix.sh names the release it built nimlint against in
/// NIMLINT_EXPECTED_LIBXML2, so a loader that found the system's copy instead cannot pass for that release.
final class LibXML2VersionTests: XCTestCase {
    func testTheRunningLibXML2IsOfTheHeadersMajorRelease() {
        // "21309" for 2.13.9: major, then minor and patch in two digits each, as LIBXML_VERSION.
        let reported = String(cString: nimlint_libxml2_running_version())
        let running = Int(reported) ?? 0
        // Older or newer than the headers both happen: a distribution updates libxml2 under a built nimlint, and a
        // Mac whose macOS is older than Xcode's SDK runs an older one. What holds everywhere is the major release,
        // the library's ABI (libxml2.so.2, libxml2.2.dylib), which the headers' structures nimlint reads belong to;
        // nimlint's behaviour depends on no minor release's feature.
        XCTAssertGreaterThanOrEqual(running, 20000, "xmlParserVersion is \(reported)")
        XCTAssertEqual(running / 10000, Int(LIBXML_VERSION) / 10000, "the headers are \(LIBXML_DOTTED_VERSION)")
        if let expected = ProcessInfo.processInfo.environment["NIMLINT_EXPECTED_LIBXML2"] {
            let dotted = "\(running / 10000).\(running / 100 % 100).\(running % 100)"
            XCTAssertEqual(dotted, expected, "the release scripts/libxml2-matrix.sh built is the one running")
            XCTAssertEqual(LIBXML_DOTTED_VERSION, expected, "and the one whose headers nimlint was built with")
        }
    }
}
