import Foundation
import XCTest
@testable import NIMLint

/// What nimlint tells users to write in `.nimlint.json` must be keys the configuration accepts.
final class HelpTextTests: XCTestCase {
    func testConfigurationKeysNamedInRuleTextsExist() throws {
        var texts = RuleRegistry.all.map(\.explanation)
        for rule in RuleRegistry.all {
            for example in rule.triggeringExamples {
                texts += RuleExamplesTests.lint(example, text: example.unmarked.text, rule: rule).flatMap(\.help)
            }
        }
        let pattern = try NSRegularExpression(
            pattern: "`([A-Za-z]+)` of \\.nimlint\\.json|configuration's `?([A-Za-z]+)")
        var named: [String] = []
        for text in texts {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                for group in 1...2 {
                    if let range = Range(match.range(at: group), in: text) { named.append(String(text[range])) }
                }
            }
        }
        XCTAssertTrue(named.contains("messageTypes") && named.contains("assets"), "the texts name keys: \(named)")
        let wrong = named.filter { !ConfigurationDecoder.keys.contains($0) }
        XCTAssertEqual(wrong, [], "configuration keys that do not exist")
    }
}
