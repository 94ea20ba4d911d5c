import Foundation
@testable import NIMLint

/// libFuzzer's entry: one input, run through everything nimlint does with a file. Every property that must
/// hold for any input is checked here, and a broken one stops the run like a crash, so libFuzzer keeps the
/// input that broke it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The input's length picks the settings file, so each input meets one schema and the run stays fast.
    let kind: SettingsKind = size % 2 == 0 ? .global : .bubble
    FuzzChecks(source: SourceFile(path: kind.fileName, bytes: bytes), kind: kind).run()
    return 0
}

struct FuzzChecks {
    let source: SourceFile
    let kind: SettingsKind

    func run() {
        checkPlainReading()
        let report = Linter().lint(LintInput(source: source, kind: kind))
        for diagnostic in report.diagnostics {
            checkRange(diagnostic.range, in: source, what: "\(diagnostic.rule): \(diagnostic.message)")
            if let fix = diagnostic.fix { checkEditsTouchOnlyTheirBytes(fix.edits, what: diagnostic.rule) }
        }
        checkReports(report)
        checkFixes(unsafe: false)
        checkFixes(unsafe: true)
    }

    /// A file the plain reader takes reads as libxml2 reads it: the same findings and the same tree.
    private func checkPlainReading() {
        guard let plain = PlainPlistReader.read(source) else { return }
        require(
            plain.isSame(as: PlistParser.read(source, reader: .libXML)),
            "the plain reader reads this file otherwise than libxml2")
    }

    /// Inside the text, on character boundaries, with a line and column that lead back to the same offset.
    private func checkRange(_ range: SourceRange, in file: SourceFile, what: String) {
        require(
            range.start >= 0 && range.start <= range.end && range.end <= file.text.count,
            "range \(range) outside the text of \(file.text.count) bytes: \(what)")
        // A binary file's outline has key paths for places, not lines and columns.
        guard isValidUTF8(file.text), !file.isKeyPathOutline else { return }
        for offset in [range.start, range.end] {
            require(
                offset == file.text.count || file.text[offset] & 0xC0 != 0x80,
                "range \(range) cuts a character at \(offset): \(what)")
            let location = file.location(of: offset)
            var back = file.lineRange(location.line).start
            var column = 1
            while column < location.column, back < file.text.count {
                back += 1
                while back < file.text.count, file.text[back] & 0xC0 == 0x80 { back += 1 }
                column += 1
            }
            require(
                back == offset,
                "offset \(offset) is \(location.line):\(location.column), which leads to \(back): \(what)")
        }
        let unitWidth =
            [TextEncoding.utf16LittleEndian, .utf16BigEndian].contains(file.encoding)
            ? 2
            : [TextEncoding.utf32LittleEndian, .utf32BigEndian].contains(file.encoding) ? 4 : 1
        if unitWidth > 1 {
            // A file cut inside a code unit ends between units; its end is still a place a range may reach.
            let onDisk = { (offset: Int) in offset < file.text.count ? file.diskOffset(of: offset) : file.bytes.count }
            let start = onDisk(range.start)
            let end = onDisk(range.end)
            let isBoundary = { (position: Int) in position % unitWidth == 0 || position == file.bytes.count }
            require(
                isBoundary(start) && isBoundary(end) && (range.isEmpty || end > start),
                "\(file.encoding.rawValue) range \(range) is \(start)..<\(end) on disk: \(what)")
        }
    }

    /// Applying one fix changes the bytes of its edits and nothing else.
    private func checkEditsTouchOnlyTheirBytes(_ edits: [Edit], what: String) {
        let applied = SourceFile(path: source.path, bytes: EditApplier.apply(edits, to: source))
        var expected: [UInt8] = []
        var position = 0
        for edit in edits.sorted(by: { $0.range < $1.range }) {
            checkRange(edit.range, in: source, what: "edit of \(what)")
            require(edit.range.start >= position, "edits of \(what) overlap")
            expected += source.text[position..<edit.range.start] + Array(edit.replacement.utf8)
            position = edit.range.end
        }
        expected += source.text[position...]
        require(applied.text == expected, "the fix of \(what) changed bytes outside its edits")
        require(applied.encoding == source.encoding, "the fix of \(what) changed the encoding")
    }

    /// Every format renders; JSON parses; the line-based formats give one line per finding and per note.
    private func checkReports(_ report: FileReport) {
        for format in ReportFormat.allCases {
            let output = format.render([report])
            switch format {
            case .json, .sarif:
                require((try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil, "\(format) is not JSON")
            case .xcode:
                // A note line follows a finding for each other place it is about, in a file with lines.
                let notes = report.diagnostics.flatMap(\.related).filter {
                    report.location(of: $0.range).start.keyPath == nil
                }
                require(
                    output.split(separator: "\n", omittingEmptySubsequences: false).count
                        == report.diagnostics.count + notes.count + 1,
                    "xcode gives other than one line per finding and one per note")
            default:
                break
            }
        }
    }

    /// The fixed file parses, keeps its encoding and byte order mark, and a second fix changes nothing.
    private func checkFixes(unsafe: Bool) {
        let kind = self.kind
        let fixer = Fixer { Linter().lint(LintInput(source: $0, kind: kind)).diagnostics }
        let first = fixer.fix(source, unsafe: unsafe)
        guard first.hasChanges else { return }
        let fixed = first.fixed
        require(fixed.encoding == source.encoding, "fix changed the encoding")
        require(byteOrderMark(of: fixed.bytes) == byteOrderMark(of: source.bytes), "fix changed the byte order mark")
        let parseErrors = Linter().lint(LintInput(source: fixed, kind: kind)).diagnostics
            .filter { ["xml-syntax", "plist-structure", "unsupported-format"].contains($0.rule) }
        require(parseErrors.isEmpty, "fixed output does not parse: \(parseErrors.map(\.message))")
        guard !first.stoppedAtRoundLimit, first.rollback == nil else { return }
        let second = fixer.fix(fixed, unsafe: unsafe)
        require(!second.hasChanges, "a second fix (unsafe: \(unsafe)) changed the fixed file again")
    }

    private func byteOrderMark(of bytes: [UInt8]) -> [UInt8] {
        for mark: [UInt8] in [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]] where bytes.starts(with: mark) {
            return mark
        }
        return []
    }

    private func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        // Decoding replaces ill-formed UTF-8 with U+FFFD, so valid text alone decodes back to its own bytes.
        String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
    }

    private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard condition else {
            FileHandle.standardError.write(Data("nimlint-fuzz: \(message())\n".utf8))
            abort()
        }
    }
}
