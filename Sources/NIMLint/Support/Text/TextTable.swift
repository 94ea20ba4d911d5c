/// Lines of text for a terminal in which rows of cells line up in columns: each column as wide as its widest cell
/// in display columns (a CJK character takes two, as `TextReport.underline` counts them), two spaces between
/// columns, nothing after the last cell. Text lines (headings) between the rows leave the columns alone, so every
/// table of one output lines up with the others.
struct TextTable {
    enum Line {
        case text(String)
        case cells([String])
    }

    var lines: [Line] = []

    /// Both made printable (`PrintableText`): cells and headings quote keys, values and paths of the files, and
    /// a cell stays on one line.
    mutating func text(_ line: String) { lines.append(.text(PrintableText.escaped(line))) }
    mutating func row(_ cells: [String]) { lines.append(.cells(cells.map { PrintableText.escaped($0) })) }

    func rendered() -> String {
        var widths: [Int] = []
        for case .cells(let cells) in lines {
            for (index, cell) in cells.enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], Self.width(of: cell))
            }
        }
        return lines.map { line in
            switch line {
            case .text(let text): return text
            case .cells(let cells):
                let padded = cells.enumerated().map { index, cell in
                    index == cells.count - 1
                        ? cell : cell + String(repeating: " ", count: widths[index] - Self.width(of: cell) + 2)
                }
                return String(padded.joined().trimmedTrailingSpaces)
            }
        }.joined(separator: "\n") + "\n"
    }

    /// The columns a terminal gives `text`.
    static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + TextReport.displayWidth(of: $1) }
    }
}

private extension String {
    var trimmedTrailingSpaces: Substring {
        var text = self[...]
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
