/// The language `nimlint migrate` writes the code configuration in.
public enum MigrationLanguage: String, Sendable, CaseIterable {
    case objc
    case swift
}

extension Migration {
    /// The name of the generated function, which takes the kit's config.
    public static let functionName = "NIMKitApplyMigratedSettings"

    /// The code setting every assignment, with a header naming the files, both releases and nimlint's version, and
    /// what is not carried. The same migration gives the same bytes.
    public func code(_ language: MigrationLanguage) -> String {
        let writer = MigrationCodeWriter(language: language)
        // Comments quote paths and values of the files: made printable, a line break there would end the comment
        // and start code.
        var lines = header().map { "//" + ($0.isEmpty ? "" : " " + PrintableText.escaped($0)) }
        lines.append("")
        switch language {
        case .objc:
            lines.append("#import <NIMKit/NIMKitConfig.h>")
            if usesKitImages { lines.append("#import <NIMKit/UIImage+NIMKit.h>") }
            lines += ["", "void \(Self.functionName)(NIMKitConfig *config)", "{"]
        case .swift:
            lines += ["import NIMKit", "import UIKit", "", "func \(Self.functionName)(_ config: NIMKitConfig) {"]
        }
        if assignments.isEmpty {
            lines.append("    // Every setting is at NIMKit \(target)'s default: nothing to set.")
        }
        var group: String?
        for assignment in assignments {
            let heading = assignment.setting.map { setting in
                "\(assignment.scope), \(assignment.side?.rawValue ?? "") (\(setting))"
            }
            if heading != group, let heading {
                lines += ["", "    // " + PrintableText.escaped(heading)]
            }
            group = heading
            let setting =
                assignment.setting.map { setting in
                    ".\(assignment.side == .incoming ? "leftBubbleSettings" : "rightBubbleSettings").\(setting)"
                } ?? ""
            let statement =
                "config\(setting).\(assignment.property) = \(writer.expression(assignment.value))"
                + (language == .objc ? ";" : "")
            var comment = assignment.source
            if case .color(let rgb?) = assignment.value { comment += ", " + SettingValue.color(rgb).description }
            if let origin = assignment.origin { comment += ", " + origin }
            if assignment.keepsOldDefault {
                comment +=
                    "; \(applied.release.name)'s own default, which \(target) changed: keeps the old look, may be dropped"
            }
            lines.append("    \(statement) // \(PrintableText.escaped(comment))")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `migrate` says on standard error: each thing not carried.
    public var notCarriedSummary: [String] {
        notCarried.map { "nimlint migrate: not carried: " + $0 }
            + misread.map { "nimlint migrate: held wrongly: " + $0 }
    }

    private var usesKitImages: Bool {
        assignments.contains { if case .image(_?, .kit) = $0.value { true } else { false } }
    }

    private func header() -> [String] {
        let files = applied.files.map { $0.path ?? $0.kind.fileName }.joined(separator: " and ")
        let tags = era.tags.compactMap(NIMKitVersion.init)
        let span = tags.count > 1 ? "\(tags[0])–\(tags[tags.count - 1])" : era.folder
        var text = [
            "NIMKit's settings carried from the plists into its code configuration by \(NIMLint.name) \(NIMLint.version) "
                + "(nimlint migrate).",
            "From \(files), as \(applied.release.name) applied them (the release \(applied.release.origin)); to the code "
                + "configuration of NIMKit \(target) (the files of NIMKit \(span)). It sets exactly the settings whose value "
                + "differs from NIMKit \(target)'s default.",
            "Call it once, before the first session view is made: \(Self.functionName)([NIMKit sharedKit].config).",
        ]
        if !notCarried.isEmpty {
            text.append("")
            text.append("Not carried:")
            text += notCarried.map { "- " + $0 }
        }
        if !misread.isEmpty {
            text.append("")
            text.append("Held wrongly in the plists, carried as NIMKit read them:")
            text += misread.map { "- " + $0 }
        }
        if !kept.isEmpty {
            text.append("")
            text.append("Kept by NIMKit \(target)'s defaults:")
            text += kept.map { "- " + $0 }
        }
        return text.flatMap { paragraph in
            paragraph.isEmpty
                ? [""]
                : TextWrapping.wrap(paragraph, indent: 0, width: 117).enumerated().map { index, line in
                    index > 0 && paragraph.hasPrefix("- ") ? "  " + line : line
                }
        }
    }
}

/// One value as Objective-C or Swift writes it.
struct MigrationCodeWriter {
    let language: MigrationLanguage

    func expression(_ value: Migration.CodeValue) -> String {
        let objc = language == .objc
        switch value {
        case .number(let number): return NumberBounds.format(number)
        case .integer(let number): return String(number)
        case .bool(let bool): return objc ? (bool ? "YES" : "NO") : (bool ? "true" : "false")
        case .text(nil), .color(nil), .image(nil, _): return "nil"
        case .text(let text?): return (objc ? "@" : "") + literal(text)
        case .color(let rgb?):
            let parts = [rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF].map { component in
                let digits = String(component, radix: 16, uppercase: true)
                return "0x" + (digits.count < 2 ? "0" : "") + digits + " / 255.0"
            }
            return objc
                ? "[UIColor colorWithRed:\(parts[0]) green:\(parts[1]) blue:\(parts[2]) alpha:1]"
                : "UIColor(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), alpha: 1)"
        case .insets(let insets): return self.insets(insets)
        case .font(let size):
            return objc
                ? "[UIFont systemFontOfSize:\(NumberBounds.format(size))]"
                : "UIFont.systemFont(ofSize: \(NumberBounds.format(size)))"
        case .image(let image?, let source):
            let name = literal(image.name)
            if objc {
                let load = source == .kit ? "[UIImage nim_imageInKit:@\(name)]" : "[UIImage imageNamed:@\(name)]"
                return
                    "[\(load) resizableImageWithCapInsets:\(insets(image.capInsets)) resizingMode:UIImageResizingModeStretch]"
            }
            let load = source == .kit ? "UIImage.nim_image(inKit: \(name))" : "UIImage(named: \(name))"
            return "\(load)?.resizableImage(withCapInsets: \(insets(image.capInsets)), resizingMode: .stretch)"
        }
    }

    private func insets(_ insets: EdgeInsets) -> String {
        let values = [insets.top, insets.left, insets.bottom, insets.right].map(NumberBounds.format)
        return language == .objc
            ? "UIEdgeInsetsMake(\(values.joined(separator: ", ")))"
            : "UIEdgeInsets(top: \(values[0]), left: \(values[1]), bottom: \(values[2]), right: \(values[3]))"
    }

    /// A string literal both languages read the same way.
    private func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if PrintableText.escape(of: scalar) != nil {
                    // A control or bidirectional character would act on the reader of the code, as it would on
                    // a terminal: Objective-C gets its UTF-8 bytes in octal, Swift its code point.
                    out +=
                        language == .objc
                        ? String(scalar).utf8.map { byte in
                            let octal = String(byte, radix: 8)
                            return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                        }.joined()
                        : "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
