import Foundation

/// The chat rows of the preview page: the default bubble, and for each message type its time rows and its
/// incoming and outgoing messages.
enum PreviewRows {
    static func defaultBubble(
        _ sides: (incoming: ChatPreview.Side, outgoing: ChatPreview.Side), findings: String, flagged: String
    ) -> String {
        var html =
            "<section class=\"message-type\(flagged)\" id=\"default-bubble\"><h2>Default bubble"
            + " <small>the global Bubble, drawn for every type without a Bubble of its own</small></h2>\n" + findings
        for (side, direction) in [(sides.incoming, "incoming"), (sides.outgoing, "outgoing")] {
            let id = "default-\(direction)"
            let drawn = Drawn(
                side: side, content: .text, incoming: direction == "incoming", fontSize: 12, sample: "Default bubble")
            html +=
                "<div class=\"row \(direction)\" id=\"\(id)\">"
                + bubble(drawn, image: side.normal, id: "\(id)-bubble", state: "normal")
                + bubble(drawn, image: side.highlighted, id: "\(id)-highlighted", state: "highlighted")
                + crashNote(side) + notes(side) + "</div>\n"
        }
        return html + "</section>\n"
    }

    static func messageType(_ type: ChatPreview.MessageType, findings: String, timestampFlag: String) -> String {
        let content = PreviewContent(messageType: type.name)
        // A setting the type's view does not read is neither drawn nor listed; each side's, where they differ.
        func bySide<T: Equatable>(_ value: (ChatPreview.Side) -> T, _ said: (T) -> String) -> String {
            value(type.incoming) == value(type.outgoing)
                ? said(value(type.incoming))
                : "\(said(value(type.incoming))) incoming, \(said(value(type.outgoing))) outgoing"
        }
        var remarks = content.readsFontSize ? ["font " + bySide(\.fontSize) { "\(PreviewHTML.number($0)) pt" }] : []
        remarks.append("avatar " + bySide(\.showsAvatar) { $0 ? "shown" : "hidden" })
        if !type.hasEntry { remarks.append("no entry: drawn with Unsupport's") }
        if !type.hasOwnBubble { remarks.append("default bubble") }
        switch type.reading {
        case .read: break
        case .readBySome(let note): remarks.append(note)
        case .notRead(let note):
            return
                "<section class=\"message-type unread\" id=\"type-\(type.name)\" data-type=\"\(type.name)\" data-read=\"no\">"
                + "<h2>\(type.name) <small class=\"note\">\(PreviewHTML.escape(note))</small></h2>\n\(findings)</section>\n"
        }
        var html =
            "<section class=\"message-type\(findings.isEmpty ? "" : " flagged")\" id=\"type-\(type.name)\" data-type=\"\(type.name)\""
            + " data-read=\"yes\"><h2>\(type.name) <small>\(PreviewHTML.escape(remarks.joined(separator: ", ")))</small></h2>\n"
        html += findings
        for (side, direction) in [(type.incoming, "incoming"), (type.outgoing, "outgoing")] {
            let id = "\(type.name)-\(direction)"
            let incoming = direction == "incoming"
            let drawn = Drawn(
                side: side, content: content, incoming: incoming, fontSize: side.fontSize,
                sample: sample(type.name, incoming: incoming))
            let timeRow = side.time.map { time(of: $0, id: id, flagged: timestampFlag) } ?? ""
            html +=
                timeRow + "<div class=\"row \(direction)\(content == .notification ? " centred" : "")\" id=\"\(id)\""
                + " data-avatar=\"\(side.showsAvatar ? "shown" : "hidden")\"\(gap(side.time))>"
                + "<div class=\"avatar\" id=\"\(id)-avatar\" style=\"visibility:\(side.showsAvatar ? "visible" : "hidden")\"></div>"
            html += bubble(drawn, image: side.normal, id: "\(id)-bubble", state: "normal")
            html += bubble(drawn, image: side.highlighted, id: "\(id)-highlighted", state: "highlighted")
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
        return
            " data-gap=\"\(gap)\" title=\"\(time.gap.map { "sent \(PreviewHTML.number($0)) s after the message before" } ?? "the first message")\""
    }

    /// Where the app crashes drawing the side, said on the row whatever else it draws.
    private static func crashNote(_ side: ChatPreview.Side) -> String {
        side.crash.map { "<span class=\"note crash\">\(PreviewHTML.escape($0))</span>" } ?? ""
    }

    /// Why a bubble has no image, beside the normal state's (and the highlighted one's when only it has none);
    /// each outlined bubble also says why in its tooltip.
    private static func notes(_ side: ChatPreview.Side) -> String {
        let missing = side.normal.missing ?? side.highlighted.missing.map { "highlighted: \($0)" }
        return missing.map { "<span class=\"note\">\(PreviewHTML.escape($0))</span>" } ?? ""
    }

    /// A message as one bubble draws it: the side's values, the type's content view, its font and sample text.
    private struct Drawn {
        var side: ChatPreview.Side
        var content: PreviewContent
        var incoming: Bool
        var fontSize: Double
        var sample: String
    }

    /// The sample conversation's text for a message type's row.
    private static func sample(_ type: String, incoming: Bool) -> String {
        switch type {
        case "Tip": "A tip from the app"
        case "Team_Notification": "Alice invited Bob to the team"
        case "Chatroom_Notification": "Alice entered the chat room"
        case "Netcall_Notification": incoming ? "Missed call" : "Call ended, 00:32"
        default: incoming ? "Hello from \(type)" : "Reply in \(type)"
        }
    }

    /// The bubble as `resizableImageWithCapInsets:` stretches it: the cap insets (in points; times the image's
    /// scale in pixels) are the border-image slice, and the content sits at the content insets from its edges.
    /// CSS padding cannot be negative, so a negative inset moves the content out past the edge instead. Without
    /// any image folders the bubble is a stand-in of NIMKit's own shape for the side (the page's head says so).
    private static func bubble(_ drawn: Drawn, image: ChatPreview.BubbleImage, id: String, state: String) -> String {
        let content = drawn.content
        let insets = content.readsInsets ? drawn.side.contentInsets.cssValues : [4, 8, 4, 8]
        var style = "padding:" + insets.map { PreviewHTML.px(max(0, $0)) }.joined(separator: " ")
        var classes = "bubble \(state)"
        if let found = image.image {
            let caps = image.capInsets.cssValues
            style +=
                ";border-image-source:url(data:image/png;base64,\(Data(found.bytes).base64EncodedString()))"
                + ";border-image-slice:"
                + caps.map { PreviewHTML.number(max(0, $0) * found.scale) }.joined(separator: " ") + " fill"
                + ";border-image-width:" + caps.map { PreviewHTML.px(max(0, $0)) }.joined(separator: " ")
            classes += " image"
        } else {
            classes += image.missing == nil ? " standin" : " outlined"
        }
        let spill = "margin:" + insets.map { PreviewHTML.px(min(0, $0)) }.joined(separator: " ")
        let color = drawn.side.textColor.map(HexColor.css)
        var data = "", font: [String] = []
        if content.readsFontSize {
            data += " data-font-size=\"\(PreviewHTML.number(drawn.fontSize))\""
            font.append("font-size:\(PreviewHTML.px(drawn.fontSize))")
        }
        if content.readsTextColor {
            data += " data-color=\"\(color ?? "nil")\""
            font += color.map { ["color:\($0)"] } ?? []
        }
        let inner: String
        if let size = content.size(incoming: drawn.incoming) {
            let label = data + (font.isEmpty ? "" : " style=\"\(font.joined(separator: ";"))\"")
            inner =
                "<span class=\"content \(content)\" style=\"\(spill);width:\(PreviewHTML.px(size.width));height:\(PreviewHTML.px(size.height))\">"
                + content.html(incoming: drawn.incoming, sample: drawn.sample, label: label) + "</span>"
        } else {
            inner =
                "<span class=\"content label\"\(data) style=\"\(([spill] + font).joined(separator: ";"))\">"
                + content.html(incoming: drawn.incoming, sample: drawn.sample, label: "") + "</span>"
        }
        return "<div class=\"\(classes)\(insets.contains { $0 < 0 } ? " spills" : "")\" id=\"\(id)\""
            + (content.readsInsets
                ? " data-insets=\"" + insets.map(PreviewHTML.number).joined(separator: " ") + "\"" : "")
            + " data-cap-insets=\"" + image.capInsets.cssValues.map(PreviewHTML.number).joined(separator: " ")
            + "\" data-image=\""
            + PreviewHTML.escape(image.image.map { Paths.lastComponent($0.path) } ?? "none")
            + "\"\(image.missing.map { " title=\"\(PreviewHTML.escape($0))\"" } ?? "")"
            + " style=\"\(style)\">" + inner + "</div>"
    }
}
