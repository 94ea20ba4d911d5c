import Foundation

/// The preview as one self-contained HTML page: inline CSS, images as data URIs, nothing fetched.
/// Elements carry stable ids (`Text-incoming-bubble`), classes and `data-` attributes, so tests and people can
/// find each value on the page. Each finding is listed in the part of the page it changes, which is marked
/// (`flagged`); the head indexes them all with links.
public enum PreviewHTML {
    public static func render(_ preview: ChatPreview) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>nimlint preview</title>
            <style>\(PreviewStyle.css)</style></head><body>
            <header id="files"><h1>nimlint preview</h1>

            """
        for file in preview.files {
            let state = file.problem ?? "read"
            html +=
                "<p class=\"file\(file.problem == nil ? "" : " problem")\" id=\"file-\(file.kind.rawValue)\" data-state=\"\(file.problem == nil ? "read" : "nil")\">"
                + "\(escape(file.path)): \(escape(state))</p>\n"
        }
        if let release = preview.release { html += "<p id=\"release\">Read as \(escape(release))</p>\n" }
        if preview.imageFolders.isEmpty {
            html +=
                "<p id=\"images\" class=\"stand-ins\">Bubble images: none given, so every bubble is a stand-in: the light"
                + " incoming and blue outgoing shape of NIMKit's own bubbles (a grey one behind tips and notifications),"
                + " at the content insets and in the text colors the settings give. Give the folders of the images with"
                + " --assets DIR to draw them.</p>\n"
        } else {
            html += "<p id=\"images\">Bubble images from: \(escape(preview.imageFolders.joined(separator: ", ")))</p>\n"
        }
        html += findings(preview, at: .head) + index(preview.findings)
        html += "</header>\n"
        let background = preview.rowBackground.map(HexColor.css)
        html +=
            "<main id=\"chat\" class=\"chat\(flag(preview, .rowBackground))\" style=\"background-color:\(background ?? "transparent")\""
            + " data-row-background=\"\(background ?? "nil")\">\n" + findings(preview, at: .rowBackground)
        let interval = number(preview.messageInterval)
        html +=
            "<div id=\"timestamps\" class=\"setting\(flag(preview, .timestamps))\" data-message-interval=\"\(interval)\">"
            + "Message_Interval \(interval) s: a time row stands above a message sent more than \(interval) s after the one before"
            + "</div>\n" + findings(preview, at: .timestamps)
        html += PreviewRows.defaultBubble(
            preview.defaultBubble, findings: findings(preview, at: .defaultBubble),
            flagged: flag(preview, .defaultBubble))
        let timestampFlag = flag(preview, .timestamps)
        for type in preview.messageTypes {
            html += PreviewRows.messageType(
                type, findings: findings(preview, at: .messageType(type.name)), timestampFlag: timestampFlag)
        }
        html += "</main>\n"
        let placeholder = preview.placeholder.map(escape) ?? ""
        html += """
            <footer id="input-bar" class="input-bar\(flag(preview, .inputBar))" data-max-length="\(number(preview.maxLength))">\
            \(findings(preview, at: .inputBar))<div class="input-row">\
            <input id="input" type="text" placeholder="\(placeholder)" maxlength="\(max(0, Int(preview.maxLength)))">\
            <span class="note">Placeholder \(preview.placeholder == nil ? "nil" : "“\(placeholder)”"), \
            Max_Length \(number(preview.maxLength))</span></div></footer>
            </body></html>

            """
        return html
    }

    /// The anchor of the part of the page a place is.
    static func anchor(_ place: ChatPreview.Place) -> String {
        switch place {
        case .head: return "files"
        case .messageType(let name): return "type-\(name)"
        case .rowBackground: return "chat"
        case .timestamps: return "timestamps"
        case .inputBar: return "input-bar"
        case .defaultBubble: return "default-bubble"
        }
    }

    /// The id of the list of findings marked at a place.
    private static func listID(_ place: ChatPreview.Place) -> String {
        switch place {
        case .head: return "findings-head"
        case .messageType(let name): return "findings-\(name)"
        case .rowBackground: return "findings-row-background"
        case .timestamps, .inputBar, .defaultBubble: return "findings-" + anchor(place)
        }
    }

    /// ` flagged` (a class to add) when findings are marked at the place.
    private static func flag(_ preview: ChatPreview, _ place: ChatPreview.Place) -> String {
        preview.findings.contains { $0.place == place } ? " flagged" : ""
    }

    private static func findings(_ preview: ChatPreview, at place: ChatPreview.Place) -> String {
        let found = preview.findings.filter { $0.place == place }
        guard !found.isEmpty else { return "" }
        return "<ul class=\"findings\" id=\"\(listID(place))\">"
            + found.map { "<li \(attributes($0))>\(text($0))</li>" }.joined() + "</ul>\n"
    }

    /// Every finding, each linking to the place it is marked at.
    private static func index(_ findings: [ChatPreview.Finding]) -> String {
        let elsewhere = findings.filter { $0.place != .head }
        guard !elsewhere.isEmpty else { return "" }
        return
            "<details id=\"findings-index\"><summary>\(elsewhere.count) finding\(elsewhere.count == 1 ? "" : "s") marked below</summary><ul>"
            + elsewhere.map { "<li \(attributes($0))><a href=\"#\(anchor($0.place))\">\(text($0))</a></li>" }.joined()
            + "</ul></details>\n"
    }

    private static func attributes(_ finding: ChatPreview.Finding) -> String {
        "class=\"finding \(finding.severity.rawValue)\" data-rule=\"\(escape(finding.rule))\" data-line=\"\(finding.line)\""
    }

    private static func text(_ finding: ChatPreview.Finding) -> String {
        "\(escape(Paths.lastComponent(finding.file))):\(finding.line): \(finding.severity.rawValue): \(escape(finding.message)) [\(escape(finding.rule))]"
    }

    /// Text of the files made printable first (`PrintableText`): the page may be read in a terminal as well as
    /// a browser, and a bidirectional override would reorder the page's text in both.
    static func escape(_ text: String) -> String { CheckstyleReport.escape(PrintableText.escaped(text)) }

    static func px(_ value: Double) -> String { number(value) + "px" }

    /// `14`, `2.5`: whole numbers without a fraction.
    static func number(_ value: Double) -> String { NumberBounds.format(value) }
}
