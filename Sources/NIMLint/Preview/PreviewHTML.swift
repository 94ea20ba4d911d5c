import Foundation

/// The preview as one self-contained HTML page: inline CSS, images as data URIs, nothing fetched.
/// Elements carry stable ids (`Text-incoming-bubble`), classes and `data-` attributes, so tests and people can
/// find each value on the page.
public enum PreviewHTML {
    public static func render(_ preview: ChatPreview) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>nimlint preview</title>
            <style>\(style)</style></head><body>
            <header id="files"><h1>nimlint preview</h1>

            """
        for file in preview.files {
            let state = file.problem ?? "read"
            html += "<p class=\"file\(file.problem == nil ? "" : " problem")\" id=\"file-\(file.kind.rawValue)\" data-state=\"\(file.problem == nil ? "read" : "nil")\">"
                + "\(escape(file.path)): \(escape(state))</p>\n"
        }
        if let release = preview.release { html += "<p id=\"release\">Read as \(escape(release))</p>\n" }
        html += findings(preview.findings.filter { $0.row == nil }, id: "findings-head")
        html += "</header>\n"
        let background = preview.rowBackground.map(PreviewValues.css)
        html += "<main id=\"chat\" style=\"background-color:\(background ?? "transparent")\" data-row-background=\"\(background ?? "nil")\">\n"
        html += "<div class=\"timestamp\" id=\"timestamp\" data-message-interval=\"\(number(preview.messageInterval))\">"
            + "a time every \(number(preview.messageInterval)) s between messages (Message_Interval)</div>\n"
        for type in preview.messageTypes {
            html += messageType(type, findings: preview.findings.filter { $0.row == type.name })
        }
        html += "</main>\n"
        let placeholder = preview.placeholder.map(escape) ?? ""
        html += """
            <footer id="input-bar" data-max-length="\(number(preview.maxLength))">\
            <input id="input" type="text" placeholder="\(placeholder)" maxlength="\(max(0, Int(preview.maxLength)))">\
            <span class="note">Placeholder \(preview.placeholder == nil ? "nil" : "“\(placeholder)”"), \
            Max_Length \(number(preview.maxLength))</span></footer>
            </body></html>

            """
        return html
    }

    private static func messageType(_ type: ChatPreview.MessageType, findings found: [ChatPreview.Finding]) -> String {
        var html = "<section class=\"message-type\" id=\"type-\(type.name)\" data-type=\"\(type.name)\"><h2>\(type.name)"
            + " <small>font \(number(type.fontSize)) pt, avatar \(type.showsAvatar ? "shown" : "hidden")"
            + "\(type.hasEntry ? "" : ", no entry: drawn with Unsupport's")</small></h2>\n"
        html += findings(found, id: "findings-\(type.name)")
        for (side, direction, sample) in [(type.incoming, "incoming", "Hello from \(type.name)"), (type.outgoing, "outgoing", "Reply in \(type.name)")] {
            let id = "\(type.name)-\(direction)"
            html += "<div class=\"row \(direction)\" id=\"\(id)\" data-avatar=\"\(type.showsAvatar ? "shown" : "hidden")\">"
                + "<div class=\"avatar\" id=\"\(id)-avatar\" style=\"visibility:\(type.showsAvatar ? "visible" : "hidden")\"></div>"
            html += bubble(side, image: side.normal, id: "\(id)-bubble", state: "normal", fontSize: type.fontSize, sample: sample)
            html += bubble(side, image: side.highlighted, id: "\(id)-highlighted", state: "highlighted", fontSize: type.fontSize, sample: sample)
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    /// The bubble as `resizableImageWithCapInsets:` stretches it: the cap insets (in points; times the image's
    /// scale in pixels) are the border-image slice, and the content sits at the content insets from its edges.
    /// CSS padding cannot be negative, so a negative inset moves the content out past the edge instead.
    private static func bubble(
        _ side: ChatPreview.Side, image: ChatPreview.BubbleImage, id: String, state: String, fontSize: Double, sample: String
    ) -> String {
        let insets = side.contentInsets.cssValues
        var style = "padding:" + insets.map { px(max(0, $0)) }.joined(separator: " ")
        var classes = "bubble \(state)"
        var note = ""
        if let found = image.image {
            let caps = image.capInsets.cssValues
            style += ";border-image-source:url(data:image/png;base64,\(base64(found.bytes)))"
                + ";border-image-slice:" + caps.map { number(max(0, $0) * found.scale) }.joined(separator: " ") + " fill"
                + ";border-image-width:" + caps.map { px(max(0, $0)) }.joined(separator: " ")
            classes += " image"
        } else {
            classes += " outlined"
            // One note per row is enough: the highlighted bubble's image is looked up the same way.
            if state == "normal" {
                note = "<span class=\"note\" title=\"give the folder of the bubble images with --assets\">"
                    + "\(image.name.map { "“\(escape($0))”" } ?? "no image") not found</span>"
            }
        }
        let spill = insets.map { px(min(0, $0)) }.joined(separator: " ")
        let color = side.textColor.map(PreviewValues.css)
        return "<div class=\"\(classes)\(insets.contains { $0 < 0 } ? " spills" : "")\" id=\"\(id)\" data-insets=\""
            + insets.map(number).joined(separator: " ") + "\" data-cap-insets=\"" + image.capInsets.cssValues.map(number).joined(separator: " ")
            + "\" style=\"\(style)\"><span class=\"content\" data-color=\"\(color ?? "nil")\" data-font-size=\"\(number(fontSize))\""
            + " style=\"margin:\(spill);font-size:\(px(fontSize))\(color.map { ";color:\($0)" } ?? "")\">\(escape(sample))</span></div>\(note)"
    }

    private static func findings(_ findings: [ChatPreview.Finding], id: String) -> String {
        guard !findings.isEmpty else { return "" }
        return "<ul class=\"findings\" id=\"\(id)\">" + findings.map { finding in
            "<li class=\"finding \(finding.severity.rawValue)\" data-rule=\"\(escape(finding.rule))\" data-line=\"\(finding.line)\">"
                + "\(escape(Paths.lastComponent(finding.file))):\(finding.line): \(finding.severity.rawValue): \(escape(finding.message)) [\(escape(finding.rule))]</li>"
        }.joined() + "</ul>\n"
    }

    private static func escape(_ text: String) -> String { CheckstyleReport.escape(text) }

    private static func px(_ value: Double) -> String { number(value) + "px" }

    /// `14`, `2.5`: whole numbers without a fraction.
    private static func number(_ value: Double) -> String { NumberBounds.format(value) }

    private static func base64(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
    }

    private static let style = """
        body{margin:0;font-family:-apple-system,Helvetica,Arial,sans-serif;background:#fff;color:#000}
        header,footer{padding:8px 12px;background:#f7f7f7;border-bottom:1px solid #ddd}
        h1{font-size:16px;margin:0 0 4px}h2{font-size:13px;margin:8px 0 4px;color:#555}h2 small{font-weight:normal}
        .file.problem{color:#b00020;font-weight:bold}
        #chat{padding:4px 12px}
        .timestamp{text-align:center;font-size:11px;color:#888;margin:6px}
        .row{display:flex;align-items:flex-start;gap:8px;margin:6px 0}
        .row.outgoing{flex-direction:row-reverse}
        .avatar{width:42px;height:42px;border-radius:21px;background:#9db4d3;flex:none}
        .bubble{border:0 solid transparent;border-image-repeat:stretch;max-width:55%}
        .bubble.outlined{outline:1px dashed #999;outline-offset:-1px}
        .bubble.highlighted{opacity:.85}
        .bubble.spills{outline:2px solid #b00020}
        .content{display:block;overflow-wrap:anywhere}
        .note{font-size:11px;color:#b00020;align-self:center}
        .findings{margin:2px 0;padding-left:18px;font-size:12px}
        .finding.error{color:#b00020}.finding.warning{color:#9a6700}.finding.note{color:#555}
        footer{border-top:1px solid #ddd;display:flex;gap:8px;align-items:center}
        #input{flex:1;padding:6px;border:1px solid #ccc;border-radius:4px}
        """
}
