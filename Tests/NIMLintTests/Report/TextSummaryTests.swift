import XCTest
@testable import NIMLint

/// The last line of the text report: what was checked, what was found, and which fixes the next run can apply.
final class TextSummaryTests: XCTestCase {
    private let text = "<dict>\n\t<string>14</string>\n</dict>\n"

    private func diagnostic(_ severity: Severity, fix safety: FixSafety?) -> Diagnostic {
        Diagnostic(
            rule: "r", severity: severity, message: "m", range: SourceRange(8, 26),
            fix: safety.map {
                Fix(safety: $0, title: "t", edits: [Edit(range: SourceRange(9, 15), replacement: "integer")])
            })
    }

    private func summary(_ diagnostics: [Diagnostic], files: Int = 1, uncheckedPaths: Int = 0) -> String {
        let reports = (0..<files).map { index in
            FileReport(
                path: "\(index).plist", schema: nil, source: SourceFile(path: "\(index).plist", string: text),
                diagnostics: index == 0 ? diagnostics : [])
        }
        let output = ReportFormat.text.render(reports, options: ReportFormat.Options(uncheckedPaths: uncheckedPaths))
        return String(output.split(separator: "\n").last ?? "")
    }

    func testFixableCountSaysWhichNeedUnsafeFixes() {
        XCTAssertEqual(
            summary([diagnostic(.error, fix: .safe), diagnostic(.warning, fix: .unsafe), diagnostic(.info, fix: .safe)]
            ),
            "1 file checked: 1 error, 1 warning, 1 info, 2 fixable with --fix (1 more with --unsafe-fixes)")
        XCTAssertEqual(
            summary([diagnostic(.warning, fix: .safe)]), "1 file checked: 0 errors, 1 warning, 1 fixable with --fix")
        XCTAssertEqual(
            summary([diagnostic(.error, fix: .unsafe), diagnostic(.error, fix: .unsafe)]),
            "1 file checked: 2 errors, 0 warnings, 2 fixable with --unsafe-fixes")
        XCTAssertEqual(summary([diagnostic(.error, fix: nil)]), "1 file checked: 1 error, 0 warnings")
    }

    func testNothingFoundIsNotAcleanRun() {
        XCTAssertEqual(
            summary([], files: 0),
            "no settings files found: nimlint checks files named "
                + "NIMKitGlobalSetting.plist and NIMKitBubbleSetting.plist")
        XCTAssertEqual(summary([], files: 2), "2 files checked: no problems")
    }

    func testPathsThatCouldNotBeCheckedAreCounted() {
        XCTAssertEqual(summary([], files: 1, uncheckedPaths: 2), "1 file checked: no problems; 2 paths not checked")
        XCTAssertEqual(summary([], files: 0, uncheckedPaths: 1), "no files checked: 1 path not checked")
        XCTAssertEqual(
            summary([diagnostic(.warning, fix: nil)], uncheckedPaths: 1),
            "1 file checked, 1 path not checked: 0 errors, 1 warning")
    }
}
