import Foundation

/// The fix that rewrites a binary or old-style property list as XML, the format every rule's fix is written for:
/// what `plutil -convert xml1` writes, CoreFoundation's own XML of the values it reads from the file. It is
/// offered only when CoreFoundation reads the XML back to the very same values, type for type, so NIMKit gets what
/// it got before; the file's comments, key order and format are what it gives up, which is why it waits to be
/// asked for.
enum XMLConversion {
    static let title = "rewrite the file as an XML property list, as `plutil -convert xml1` does, every value kept"

    static let unsafeBecause = "rewrites the whole file in another format"

    /// The conversion of `source`; nil when CoreFoundation does not read it as a dictionary, or would read the XML
    /// otherwise (an integer beyond 64 bits, which its XML parser refuses).
    static func fix(for source: SourceFile) -> Fix? {
        guard case .loaded(let value) = CoreFoundationLoader.load(source.bytes), value is [String: Any],
            let xml = try? PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
        else { return nil }
        let written = String(decoding: xml, as: UTF8.self)
            .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"\(source.encoding.declaredName)\"")
        // After a byte order mark, which stays.
        let start = source.encoding == .utf8WithBOM ? 3 : 0
        let edit = Edit(range: SourceRange(start, source.text.count), replacement: written)
        guard case .loaded(let readBack) = CoreFoundationLoader.load(EditApplier.apply([edit], to: source)),
            PropertyListValues.same(readBack, value)
        else { return nil }
        return Fix(safety: .unsafe, title: title, edits: [edit], unsafeBecause: unsafeBecause)
    }
}

/// Whether two values CoreFoundation read are the same property list: the same types (a bool is no integer, an
/// integer no real), the same scalars of every string, bytes, bits of every number and date, keys and order of
/// items.
enum PropertyListValues {
    static func same(_ one: Any, _ other: Any) -> Bool {
        if let dictionary = one as? [String: Any] {
            guard let otherDictionary = other as? [String: Any], dictionary.count == otherDictionary.count else {
                return false
            }
            return dictionary.allSatisfy { key, value in otherDictionary[key].map { same(value, $0) } ?? false }
        }
        if let array = one as? [Any] {
            guard let otherArray = other as? [Any], array.count == otherArray.count else { return false }
            return zip(array, otherArray).allSatisfy(same)
        }
        if CoreFoundationLoader.isBool(one) || CoreFoundationLoader.isBool(other) {
            return CoreFoundationLoader.isBool(one) && CoreFoundationLoader.isBool(other)
                && (one as? Bool) == (other as? Bool)
        }
        if let string = one as? String {
            return (other as? String).map { string.unicodeScalars.elementsEqual($0.unicodeScalars) } ?? false
        }
        if let data = one as? Data { return (other as? Data) == data }
        if let date = one as? Date {
            let seconds = date.timeIntervalSinceReferenceDate.bitPattern
            return (other as? Date).map { $0.timeIntervalSinceReferenceDate.bitPattern == seconds } ?? false
        }
        guard let number = one as? NSNumber, let otherNumber = other as? NSNumber,
            CoreFoundationLoader.isReal(number) == CoreFoundationLoader.isReal(otherNumber)
        else { return false }
        return CoreFoundationLoader.isReal(number)
            ? number.doubleValue.bitPattern == otherNumber.doubleValue.bitPattern
                || (number.doubleValue.isNaN && otherNumber.doubleValue.isNaN)
            : number.int64Value == otherNumber.int64Value && number.uint64Value == otherNumber.uint64Value
    }
}
