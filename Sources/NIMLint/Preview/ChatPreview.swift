/// A chat screen as NIMKit would draw it from one folder's two settings files: what the preview page shows.
public struct ChatPreview: Sendable {
    /// One settings file: whether NIMKit gets a dictionary from it, and why not.
    public struct FileState: Sendable {
        public var kind: SettingsKind
        public var path: String
        /// Why NIMKit reads nothing from the file (missing, unreadable, not parsed); nil when it reads it.
        public var problem: String?
    }

    /// A bubble image: its name, its cap insets and the image itself when an asset folder holds it.
    public struct BubbleImage: Sendable {
        public var name: String?
        public var capInsets: PreviewInsets
        public var image: PreviewImage?
    }

    /// One side (Left: incoming, Right: outgoing) of a message type.
    public struct Side: Sendable {
        public var textColor: UInt32?
        public var contentInsets: PreviewInsets
        public var normal: BubbleImage
        public var highlighted: BubbleImage
    }

    public struct MessageType: Sendable {
        public var name: String
        public var fontSize: Double
        public var showsAvatar: Bool
        public var incoming: Side
        public var outgoing: Side
        /// Whether the bubble file has an entry for it; without one NIMKit reads nothing for it.
        public var hasEntry: Bool
    }

    /// A finding of `nimlint check`, with the row it is shown at: a message type, or nil for the page's head.
    public struct Finding: Sendable {
        public var row: String?
        public var file: String
        public var line: Int
        public var severity: Severity
        public var rule: String
        public var message: String
    }

    public var files: [FileState]
    public var release: String?
    public var messageInterval: Double
    public var placeholder: String?
    public var maxLength: Double
    public var rowBackground: UInt32?
    public var messageTypes: [MessageType]
    public var findings: [Finding]
}

/// An image file found for a bubble name, with the scale its name says (`@2x`), for the stretch's slice.
public struct PreviewImage: Sendable {
    public var path: String
    public var scale: Double
    public var bytes: [UInt8]
}
