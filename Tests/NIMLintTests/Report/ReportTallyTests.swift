import XCTest
@testable import NIMLint

/// What a run keeps of its reports for the release note: every set of candidate releases its unsettled files had,
/// however the files with each set come in order.
final class ReportTallyTests: XCTestCase {
    func testEveryUnsettledRangeIsKeptWhateverTheOrder() {
        let early = NIMKitRelease(candidates: [NIMKitVersion(1, 0, 0), NIMKitVersion(1, 0, 1)], source: .podspec)
        let late = NIMKitRelease(candidates: [NIMKitVersion(1, 9, 2), NIMKitVersion(2, 0, 0)], source: .podspec)
        var tally = ReportTally()
        for release in [early, early, late, early, late] {
            var report = FileReport(
                path: "a/NIMKitGlobalSetting.plist", schema: "NIMKitGlobalSetting", source: nil, diagnostics: [])
            report.nimkit = release
            report.dependsOnUnsettledRelease = true
            tally.add(report)
        }
        XCTAssertEqual(tally.unsettledFiles, 5)
        XCTAssertEqual(tally.unsettledRanges, ["1.0.0–1.0.1", "1.9.2–2.0.0"])
        XCTAssertEqual(
            NIMKitRelease.note(for: tally),
            "the NIMKit release is known only as 1.0.0–1.0.1; 1.9.2–2.0.0 for 5 files whose settings differ between those "
                + "releases: judged by what holds in all of them; name it with --nimkit VERSION or \"nimkit\": \"VERSION\" in .nimlint.json"
        )
    }
}
