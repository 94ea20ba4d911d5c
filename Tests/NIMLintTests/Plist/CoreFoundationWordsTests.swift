import XCTest
@testable import NIMLint

/// The files that make CoreFoundation say what recorded outputs quote: each is refused on the line of its
/// construct by the CoreFoundation in the process, and the open-source one words the refusal as recorded.
final class CoreFoundationWordsTests: XCTestCase {
    func testEachProbeIsRefusedWhereItsConstructIs() {
        for probe in CoreFoundationWords.probes {
            guard case .rejected(_, let line) = CoreFoundationLoader.load(Array(probe.file.utf8)) else {
                return XCTFail("CoreFoundation loads the probe for \(probe.recorded)")
            }
            XCTAssertEqual(line, 4, probe.recorded)
        }
    }

    func testTheRecordedWordsAreTheOpenSourceCoreFoundations() throws {
        #if canImport(Darwin)
            throw XCTSkip("the recorded words are the open-source CoreFoundation's; Apple's stand in for them here")
        #else
            for (recorded, said) in CoreFoundationWords.spoken {
                XCTAssertEqual(said, recorded)
            }
            XCTAssertEqual(
                CoreFoundationWords.inProcess("help: Encountered empty <data> (line 10)"),
                "help: Encountered empty <data> (line 10)")
        #endif
    }
}
