import Foundation

/// The chat rows of the preview page: the default bubble, and for each message type its time rows and its
/// incoming and outgoing messages.
enum PreviewRows {
    static func defaultBubble(
        _ sides: (incoming: ChatPreview.Side, outgoing: ChatPreview.Side), findings: String, flagged: String
    ) -> String {
        var html = "<section class=\"message-type\(flagged)\" id=\"default-bubble\"><h2>Default bubble"
            + " <small>the global Bubble, drawn for every type without a Bubble of its own</small></h2>\n" + findings
        for (side, direction) in [(sides.incoming, "incoming"), (sides.outgoing, "outgoing")] {
            let id = "default-\(direction)"
            html += "<div class=\"row \(direction)\" id=\"\(id)\">"
                + bubble(side, image: side.normal, id: "\(id)-bubble", state: "normal", fontSize: 12, sample: "Default bubble")
                + bubble(side, image: side.highlighted, id: "\(id)-highlighted", state: "highlighted", fontSize: 12, sample: "Default bubble")
                + crashNote(side) + notes(side) + "</div>\n"
        }
        return html + "</section>\n"
    }

    static func messageType(_ type: ChatPreview.MessageType, findings: String, timestampFlag: String) -> String {
        var remarks = ["font \(PreviewHTML.number(type.fontSize)) pt", "avatar \(type.showsAvatar ? "shown" : "hidden")"]
        if !type.hasEntry { remarks.append("no entry: drawn with Unsupport's") }
        if !type.hasOwnBubble { remarks.append("default bubble") }
        switch type.reading {
        case .read: break
        case .readBySome(let note): remarks.append(note)
        case .notRead(let note):
            return "<section class=\"message-type unread\" id=\"type-\(type.name)\" data-type=\"\(type.name)\" data-read=\"no\">"
                + "<h2>\(type.name) <small class=\"note\">\(PreviewHTML.escape(note))</small></h2>\n\(findings)</section>\n"
        }
        var html = "<section class=\"message-type\(findings.isEmpty ? "" : " flagged")\" id=\"type-\(type.name)\" data-type=\"\(type.name)\""
            + " data-read=\"yes\"><h2>\(type.name) <small>\(PreviewHTML.escape(remarks.joined(separator: ", ")))</small></h2>\n"
        html += findings
        for (side, direction, sample) in [(type.incoming, "incoming", "Hello from \(type.name)"), (type.outgoing, "outgoing", "Reply in \(type.name)")] {
            let id = "\(type.name)-\(direction)"
            let timeRow = side.time.map { time(of: $0, id: id, flagged: timestampFlag) } ?? ""
            html += timeRow + "<div class=\"row \(direction)\" id=\"\(id)\" data-avatar=\"\(type.showsAvatar ? "shown" : "hidden")\"\(gap(side.time))>"
                + "<div class=\"avatar\" id=\"\(id)-avatar\" style=\"visibility:\(type.showsAvatar ? "visible" : "hidden")\"></div>"
            html += bubble(side, image: side.normal, id: "\(id)-bubble", state: "normal", fontSize: type.fontSize, sample: sample)
            html += bubble(side, image: side.highlighted, id: "\(id)-highlighted", state: "highlighted", fontSize: type.fontSize, sample: sample)
            // Why the default bubble has no image is said once, at the default bubble.
            html += crashNote(side) + (type.hasOwnBubble ? notes(side) : "") + "</div>\n"
        }
        return html + "</section>\n"
    }

    /// The time row NIMKit puts above a message, when it puts one; the sample conversation starts at 09:00.
    private static func time(of time: ChatPreview.MessageTime, id: String, flagged: String) -> String {
        guard time.showsTimeRow else { return "" }
        let seconds = Int(time.sentAt) + 9 * 3600
        let clock = String(format: "%02d:%02d:%02d", seconds / 3600 % 24, seconds / 60 % 60, seconds % 60)
        return "<div class=\"timestamp\(flagged)\" id=\"\(id)-time\">\(clock)</div>\n"
    }

    /// The gap since the message before, as data and as a hint beside the message.
    private static func gap(_ time: ChatPreview.MessageTime?) -> String {
        guard let time else { return "" }
        let gap = time.gap.map(PreviewHTML.number) ?? "first"
        return " data-gap=\"\(gap)\" title=\"\(time.gap.map { "sent \(PreviewHTML.number($0)) s after the message before" } ?? "the first message")\""
    }

    /// Why a bubble has no image, beside the normal state's (and the highlighted one's when only it has none);
    /// each outlined bubble also says why in its tooltip.
    /// Where the app crashes drawing the side, said on the row whatever else it draws.
    private static func crashNote(_ side: ChatPreview.Side) -> String {
        side.crash.map { "<span class=\"note crash\">\(PreviewHTML.escape($0))</span>" } ?? ""
    }

    private static func notes(_ side: ChatPreview.Side) -> String {
        let missing = side.normal.missing ?? side.highlighted.missing.map { "highlighted: \($0)" }
        return missing.map { "<span class=\"note\">\(PreviewHTML.escape($0))</span>" } ?? ""
    }

    /// The bubble as `resizableImageWithCapInsets:` stretches it: the cap insets (in points; times the image's
    /// scale in pixels) are the border-image slice, and the content sits at the content insets from its edges.
    /// CSS padding cannot be negative, so a negative inset moves the content out past the edge instead.
    private static func bubble(
        _ side: ChatPreview.Side, image: ChatPreview.BubbleImage, id: String, state: String, fontSize: Double, sample: String
    ) -> String {
        let insets = side.contentInsets.cssValues
        var style = "padding:" + insets.map { PreviewHTML.px(max(0, $0)) }.joined(separator: " ")
        var classes = "bubble \(state)"
        if let found = image.image {
            let caps = image.capInsets.cssValues
            style += ";border-image-source:url(data:image/png;base64,\(Data(found.bytes).base64EncodedString()))"
                + ";border-image-slice:" + caps.map { PreviewHTML.number(max(0, $0) * found.scale) }.joined(separator: " ") + " fill"
                + ";border-image-width:" + caps.map { PreviewHTML.px(max(0, $0)) }.joined(separator: " ")
            classes += " image"
        } else {
            classes += " outlined"
        }
        let spill = insets.map { PreviewHTML.px(min(0, $0)) }.joined(separator: " ")
        let color = side.textColor.map(HexColor.css)
        return "<div class=\"\(classes)\(insets.contains { $0 < 0 } ? " spills" : "")\" id=\"\(id)\" data-insets=\""
            + insets.map(PreviewHTML.number).joined(separator: " ") + "\" data-cap-insets=\""
            + image.capInsets.cssValues.map(PreviewHTML.number).joined(separator: " ") + "\" data-image=\""
            + PreviewHTML.escape(image.image.map { Paths.lastComponent($0.path) } ?? "none")
            + "\"\(image.missing.map { " title=\"\(PreviewHTML.escape($0))\"" } ?? "")"
            + " style=\"\(style)\"><span class=\"content\" data-color=\"\(color ?? "nil")\" data-font-size=\"\(PreviewHTML.number(fontSize))\""
            + " style=\"margin:\(spill);font-size:\(PreviewHTML.px(fontSize))\(color.map { ";color:\($0)" } ?? "")\">\(PreviewHTML.escape(sample))</span></div>"
    }
}
