import Foundation

/// A chat screen as NIMKit would draw it from one folder's two settings files: what the preview page shows.
public struct ChatPreview: Sendable {
    /// One settings file: whether NIMKit gets a dictionary from it, and why not.
    public struct FileState: Sendable {
        public var kind: SettingsKind
        public var path: String
        /// Why NIMKit reads nothing from the file (missing, unreadable, not parsed); nil when it reads it.
        public var problem: String?
    }

    /// A bubble image: its name, its cap insets, and the image file the release in force loads for the name, or
    /// why none is drawn.
    public struct BubbleImage: Sendable {
        public var name: String?
        public var capInsets: EdgeInsets
        public var image: PreviewImage?
        /// Why no image is drawn (no name, not found, found where the release does not look); nil when one is,
        /// and when there were no images to look in (the page draws a stand-in of NIMKit's own bubble instead).
        public var missing: String?
    }

    /// When a message is sent in the sample conversation, and whether NIMKit puts a time row above it.
    public struct MessageTime: Sendable, Equatable {
        /// Seconds from the conversation's first message.
        public var sentAt: Double
        /// Seconds since the message before; nil for the first message.
        public var gap: Double?
        public var showsTimeRow: Bool
    }

    /// One side (Left: incoming, Right: outgoing) of a message type.
    public struct Side: Sendable {
        public var textColor: UInt32?
        /// NIMKit builds each side on its own: one whose build raises has a font of size 0 and no avatar.
        public var fontSize: Double = 0
        public var showsAvatar = false
        public var contentInsets: EdgeInsets
        public var normal: BubbleImage
        public var highlighted: BubbleImage
        /// The message's place in the sample conversation; nil for a bubble that is no message (the default bubble).
        public var time: MessageTime?
        /// Where and how the app crashes drawing this side, as the settings model says; nil when it does not.
        public var crash: String? = nil
    }

    /// Whether the release in force reads a message type's entry.
    public enum Reading: Sendable, Equatable {
        case read
        /// Only some of the candidate releases read it (the release is not known exactly): drawn, with this note.
        case readBySome(String)
        /// No candidate reads it: listed with this note, not drawn.
        case notRead(String)
    }

    public struct MessageType: Sendable {
        public var name: String
        public var incoming: Side
        public var outgoing: Side
        /// Whether the bubble file has an entry for it; without one NIMKit reads nothing for it.
        public var hasEntry: Bool
        /// Whether its entry has a Bubble of its own; without one it is drawn with the default bubble.
        public var hasOwnBubble: Bool
        public var reading: Reading
    }

    /// The part of the page a finding changes.
    public enum Place: Sendable, Equatable, Hashable {
        /// The page's head: the files, keys NIMKit never reads, what the page draws nowhere.
        case head
        case messageType(String)
        case rowBackground
        case timestamps
        case inputBar
        case defaultBubble
    }

    /// A finding of `nimlint check`, with the place of the page it is marked at.
    public struct Finding: Sendable {
        public var place: Place
        public var file: String
        public var line: Int
        public var severity: Severity
        public var rule: String
        public var message: String
    }

    public var files: [FileState]
    /// The folders bubble images were looked up in (`SettingsFolderCheck.imageFolders`).
    public var imageFolders: [String]
    public var release: String?
    public var messageInterval: Double
    public var placeholder: String?
    public var maxLength: Double
    public var rowBackground: UInt32?
    /// The global Bubble, which every message type without a Bubble of its own is drawn with.
    public var defaultBubble: (incoming: Side, outgoing: Side)
    public var messageTypes: [MessageType]
    public var findings: [Finding]
}

/// An image file found for a bubble name, with the scale its name says (`@2x`), for the stretch's slice.
public struct PreviewImage: Sendable {
    public var path: String
    public var scale: Double
    public var bytes: [UInt8]
}

extension PreviewImage {
    /// The file's bytes, or nil when it cannot be read.
    init?(_ file: ImageFile) {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        self.init(path: file.path, scale: file.scale, bytes: Array(data))
    }
}
