import Foundation
@testable import NIMLint

/// One input through nimlint's parser and through Foundation's `PropertyListSerialization` (CoreFoundation's
/// parser, NIMKit's loader): whether NIMKit gets a dictionary, and for a file it gets, every value.
enum CoreFoundationComparison {
    /// How nimlint and CoreFoundation differ on `bytes`; nil when they agree. A file nimlint says NIMKit loads
    /// but it cannot check (`unsupported-format`: Unicode without a byte order mark, or a binary or old-style file
    /// past nimlint's limits) is out of the comparison of values; every other verdict, another format's included,
    /// is CoreFoundation's, and so is every value of a file it loads, binary and old-style ones too.
    static func difference(_ bytes: [UInt8]) -> String? {
        let result = PlistParser.parse(SourceFile(path: "NIMKitGlobalSetting.plist", bytes: bytes))
        let uncheckable = result.diagnostics.contains {
            $0.rule == ParseRule.unsupportedFormat.rawValue
                && $0.message.contains("NIMKit loads it, but nimlint cannot check it")
        }
        if result.diagnostics.contains(where: { $0.message.contains("NSDictionary reads an empty dictionary") }) {
            let loaded = (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: Any]
            return loaded?.isEmpty == true
                ? nil
                : "nimlint says NSDictionary reads an empty dictionary, CoreFoundation reads \(String(describing: loaded))"
        }
        if uncheckable {
            let loaded = (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) is [String: Any]
            return loaded ? nil : "CoreFoundation loads nothing, nimlint says NIMKit loads the file"
        }
        let loaded = (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: Any]
        let root = result.succeeded ? result.document.root.flatMap { $0.type == .dict ? $0 : nil } : nil
        let findings = result.diagnostics.map { "\($0.rule) at \($0.range.start): \($0.message)" }
        switch (root, loaded) {
        case (nil, nil):
            return nil
        case (.some, nil):
            return "CoreFoundation loads nothing, nimlint lets the file through with \(findings)"
        case (nil, .some):
            return "CoreFoundation loads the file, nimlint reports \(findings)"
        case (let root?, let loaded?):
            return matches(root, loaded) ? nil : "the values differ: nimlint reads \(describe(root))"
        }
    }

    /// The smallest input, found by deleting ever smaller runs of bytes, that still shows a difference.
    static func reduced(_ bytes: [UInt8]) -> [UInt8] {
        reducedInput(bytes) { difference($0) != nil }
    }

    static func matches(_ node: PlistNode, _ other: Any) -> Bool {
        switch node.value {
        case .dict(let entries):
            guard let dictionary = other as? [String: Any] else { return false }
            let kept = entries.filter { !$0.isOverridden }
            return kept.count == dictionary.count
                && kept.allSatisfy { entry in dictionary[entry.key].map { matches(entry.value, $0) } ?? false }
        case .array(let items):
            guard let array = other as? [Any], array.count == items.count else { return false }
            return zip(items, array).allSatisfy { matches($0, $1) }
        case .string(let string):
            return (other as? String) == string
        case .integer(let integer):
            return !CoreFoundationLoader.isBool(other)
                && (other as? NSNumber).map { !CoreFoundationLoader.isReal($0) && $0.int64Value == Int64(integer) }
                    ?? false
        case .real(let real):
            guard !CoreFoundationLoader.isBool(other), let number = other as? NSNumber,
                CoreFoundationLoader.isReal(number)
            else { return false }
            return number.doubleValue == real || (number.doubleValue.isNaN && real.isNaN)
        case .bool(let bool):
            return CoreFoundationLoader.isBool(other) && (other as? Bool) == bool
        case .date(let date):
            return (other as? Date) == date
        case .data(let bytes):
            return (other as? Data).map(Array.init) == bytes
        }
    }

    private static func describe(_ node: PlistNode) -> String {
        switch node.value {
        case .dict(let entries):
            return "{"
                + entries.filter { !$0.isOverridden }.map { "\($0.key): \(describe($0.value))" }.joined(separator: ", ")
                + "}"
        case .array(let items):
            return "[" + items.map(describe).joined(separator: ", ") + "]"
        default:
            return "\(node.value)"
        }
    }
}
