import Foundation

/// What NIMKit's content view for a message type draws inside its bubble, and which of the type's settings that
/// view and its cell read: NIMKit's `NIMSession*ContentView` and `NIM*ContentConfig` classes, alike in this in
/// every plist-era release (1.0.0–2.0.0). Sizes are the content configs' on a screen 375 points wide.
enum PreviewContent: Equatable {
    /// A text label (`NIMSessionTextContentView`, `NIMSessionNetChatNotifyContentView`): Text, Robot (a message
    /// not from a robot), Netcall_Notification.
    case text
    /// The thumbnail, rounded, at least a quarter of the screen's width square.
    case image
    /// The cover's thumbnail, as an image's, with a play button over it.
    case video
    /// The voice icon and the duration label, in a bar whose length grows with the duration.
    case audio
    /// A white card: the file icon, the name and the size in light grey.
    case file
    /// The map's picture with the place's title near its foot.
    case location
    /// A label centred across the row with the bubble image fitted around it (`NIMSessionNotificationContentView`):
    /// Tip, Team_Notification, Chatroom_Notification.
    case notification
    /// “未知类型消息” centred in a 100 × 40 box (`NIMSessionUnknowContentView`): Unsupport.
    case unknown

    init(messageType: String) {
        switch messageType {
        case "Text", "Robot", "Netcall_Notification": self = .text
        case "Image": self = .image
        case "Video": self = .video
        case "Audio": self = .audio
        case "File": self = .file
        case "Location": self = .location
        case "Tip", "Team_Notification", "Chatroom_Notification": self = .notification
        default: self = .unknown
        }
    }

    /// Every cell sizes its bubble as the content plus the content insets, but a notification's view fits the
    /// bubble image around its label again, 8 points out to the sides and 4 above and below.
    var readsInsets: Bool { self != .notification }

    /// Image and video views draw no text; the file view gives its labels the font only (the name stays black,
    /// the size light grey).
    var readsTextColor: Bool { ![.image, .video, .file].contains(self) }

    var readsFontSize: Bool { ![.image, .video].contains(self) }

    /// The content's width and height in points as the content config gives them; nil where the label's text
    /// decides.
    func size(incoming: Bool) -> (width: Double, height: Double)? {
        let screen = 375.0
        switch self {
        case .text, .notification: return nil
        case .image, .video: return (screen / 4, screen / 4)
        case .audio:
            // The bar runs from 280 to 170 points short of the screen, along an arctangent of the seconds.
            let grown = 2 * atan((Self.audioSeconds(incoming: incoming) - 1) / 10) / Double.pi
            let length = (screen - 170 - (screen - 280)) * grown + (screen - 280)
            return ((length * 100).rounded() / 100, 30)
        case .file: return (220, 110)
        case .location: return (110, 105)
        case .unknown: return (100, 40)
        }
    }

    /// The sample voice message's length: a short one in, a longer one out.
    static func audioSeconds(incoming: Bool) -> Double { incoming ? 5 : 12 }

    /// The content's inner HTML. `label` is the style of the text the view draws in the type's font and color.
    func html(incoming: Bool, sample: String, label: String) -> String {
        switch self {
        case .text, .notification: return PreviewHTML.escape(sample)
        case .image: return "<span class=\"thumbnail\"></span>"
        case .video: return "<span class=\"thumbnail video\"></span><span class=\"play\"></span>"
        case .audio:
            return "<span class=\"voice\">)))</span><span class=\"label duration\"\(label)>"
                + "\(Int(Self.audioSeconds(incoming: incoming)))\"</span>"
        case .file:
            return "<span class=\"file-icon\"></span><span class=\"label file-name\"\(label)>Report.pdf</span>"
                + "<span class=\"label file-size\"\(label)>218KB</span>"
        case .location:
            return "<span class=\"map\"></span><span class=\"label place\"\(label)>West Lake, Hangzhou</span>"
        case .unknown: return "<span class=\"label\"\(label)>未知类型消息</span>"
        }
    }
}
