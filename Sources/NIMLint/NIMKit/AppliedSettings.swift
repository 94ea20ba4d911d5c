/// What NIMKit applies for one settings bundle under one release, after every fallback: each global value, the
/// default bubble, and per message type and side the content insets, text color, font size, avatar and bubble
/// images, each with where it came from. The preview, the language server's hover, `show` and `diff` read it.
///
/// Built by `AppliedSettings.read` from the trees `check` already parsed (CoreFoundation's values), never from a
/// parse of its own.
public struct AppliedSettings: Sendable {
    /// One of the two files, and whether NIMKit gets a dictionary from it.
    public struct File: Sendable, Equatable {
        public var kind: SettingsKind
        /// The path as the user gave or discovered it; nil for a release's shipped defaults.
        public var path: String?
        /// Why NIMKit gets nothing from the file (missing, unreadable, not loaded); nil when it loads.
        public var problem: String?
    }

    public var release: NIMKitRelease
    /// The global file, then the bubble file.
    public var files: [File]
    /// Every global key the release reads but `Bubble`, in the schema's order.
    public var globals: [Global]
    /// The global `Bubble`: what every message type without a Bubble of its own is drawn with.
    public var defaultBubble: Sides<Bubble>
    /// Every built-in message type, in the kit's order (the bubble schema's).
    public var messageTypes: [MessageType]
    /// The bubble file's root entries NIMKit never draws anything with, in the file's order.
    public var unusedEntries: [UnusedEntry]

    /// One global setting.
    public struct Global: Sendable, Equatable {
        public var key: String
        public var value: Applied<SettingValue>
        /// The candidates of an unsettled release that read the key, when not all of them do.
        public var readBySome: String?
    }

    /// A message type's entry as NIMKit draws it.
    public struct MessageType: Sendable, Equatable {
        public var name: String
        public var reading: Reading
        /// Whether the bubble file has an entry for the type; without one NIMKit draws it with `Unsupport`'s.
        public var hasEntry: Bool
        /// Whether the entry read has a Bubble of its own; without one the global Bubble is used.
        public var hasOwnBubble: Bool
        public var sides: Sides<Side>
    }

    /// Whether the release in force reads a message type's entry.
    public enum Reading: Sendable, Equatable {
        case read
        /// Only some candidates of an unsettled release read it: drawn, with this note.
        case readBySome(String)
        /// No candidate reads it: nothing of the entry is drawn.
        case notRead(String)
    }

    /// A root entry of the bubble file that NIMKit never reads: a key that names no message type (`Txt`), a type
    /// the release in force does not read (`Robot` before 1.6.1), or an entry a later one of the same key overrides.
    public struct UnusedEntry: Sendable, Equatable {
        public var name: String
        /// The entry's `<key>` element.
        public var key: Origin?
        /// Why NIMKit never uses it, for people.
        public var reason: String
    }

    /// One side of a message type: Left is for incoming messages, Right for outgoing. NIMKit builds each side's
    /// configuration on its own (`configForKey:isRight:`), so a value it raises on loses that side alone.
    public struct Side: Sendable, Equatable {
        public var contentInsets: Applied<EdgeInsets>
        /// 0xRRGGBB; nil: no color, UIKit's default.
        public var textColor: Applied<UInt32?>
        /// `Content_Font_Size`, `floatValue`: the system font of that size.
        public var fontSize: Applied<Double>
        /// `Show_Avatar`, `boolValue`.
        public var showsAvatar: Applied<Bool>
        public var bubble: Bubble
    }

    /// One side of a Bubble setting: the normal and the highlighted image.
    public struct Bubble: Sendable, Equatable {
        public var normal: BubbleImage
        public var highlighted: BubbleImage
    }

    /// A bubble image as NIMKit loads it: the name given to `nim_imageInKit:`, the cap insets it is made
    /// resizable with, and where the release in force finds the name.
    public struct BubbleImage: Sendable, Equatable {
        public var name: Applied<String?>
        public var capInsets: Applied<EdgeInsets>
        /// Where the name resolves among the images known (asset folders, the kit's bundle beside the settings);
        /// nil without a name or without any images to look in.
        public var resolution: ImageResolution?
    }
}

/// The incoming (Left) and outgoing (Right) forms of one setting.
public struct Sides<Value: Sendable & Equatable>: Sendable, Equatable {
    public var incoming: Value
    public var outgoing: Value

    public init(incoming: Value, outgoing: Value) {
        self.incoming = incoming
        self.outgoing = outgoing
    }

    public subscript(side: MessageSide) -> Value {
        get { side == .incoming ? incoming : outgoing }
        set { if side == .incoming { incoming = newValue } else { outgoing = newValue } }
    }
}

/// Which side of the conversation: the plists' `Left` and `Right`.
public enum MessageSide: String, Sendable, Hashable, CaseIterable {
    case incoming
    case outgoing

    /// The key NIMKit reads the side under.
    public var key: String { self == .incoming ? "Left" : "Right" }
}

/// A value NIMKit applies, with where it came from.
public struct Applied<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var provenance: Provenance

    public init(_ value: Value, _ provenance: Provenance) {
        self.value = value
        self.provenance = provenance
    }
}

/// Where an applied value came from: the plist value NIMKit read, and the fallbacks that led it there or that
/// gave it a value of their own.
public struct Provenance: Sendable, Hashable {
    /// The value read; nil when NIMKit read none (a missing key, a file that does not load).
    public var origin: Origin?
    /// How NIMKit came to the value, in the order it met them; empty when it read what is written where it is
    /// written.
    public var fallbacks: [Fallback]
    /// Every key NIMKit looked for on the way to the value and did not find, with the dict it is absent from, in
    /// the order it looked (`Right` in a type's Bubble, then `Right` in the global Bubble it fell back to).
    public var absences: [Absence]

    /// The first key NIMKit looked for on the way to the value and did not find (`Right` in a `Content_Color`
    /// dict that has only `Left`); nil when every key was there.
    public var absence: Absence? { absences.first }

    public init(origin: Origin?, fallbacks: [Fallback] = [], absences: [Absence] = []) {
        self.origin = origin
        self.fallbacks = fallbacks
        self.absences = absences
    }

    func adding(_ fallback: Fallback) -> Provenance {
        Provenance(
            origin: origin, fallbacks: fallbacks.contains(fallback) ? fallbacks : fallbacks + [fallback],
            absences: absences)
    }
}

/// A key absent from a dict NIMKit looked it up in.
public struct Absence: Sendable, Hashable {
    public var key: String
    /// The dict without the key.
    public var dict: Origin

    public init(key: String, dict: Origin) {
        self.key = key
        self.dict = dict
    }
}

/// A plist value NIMKit read.
public enum Origin: Sendable, Hashable {
    /// In a settings file: its path, the value's range and where that starts (1-based line and column).
    case file(path: String, range: SourceRange, line: Int, column: Int)
    /// In the defaults the release ships, carried as data.
    case shipped(String)
}

/// A step NIMKit took instead of reading the value where the setting's own key would put it.
public enum Fallback: String, Sendable, Hashable, CaseIterable, Codable {
    /// The settings file gives NIMKit no dictionary: every value is 0 or nil.
    case fileNotLoaded = "file-not-loaded"
    /// The release in force does not read the key or the message type.
    case notReadByRelease = "not-read-by-release"
    /// The message type has no entry: `Unsupport`'s is used.
    case unsupportEntry = "unsupport-entry"
    /// The entry has no `Bubble`: the global Bubble is used.
    case globalBubble = "global-bubble"
    /// The key, or the side of a {Left, Right} dict, is absent: 0, NO or nil.
    case missing
    /// A string `UIEdgeInsetsFromString` cannot parse: zero insets.
    case unparsedInsets = "unparsed-insets"
    /// A value of a type NIMKit cannot read there (a dict where a string belongs): the app crashes when it
    /// reads it; drawn as 0 or nil.
    case crashes
    /// NIMKit raises on another value while it builds the configuration this one belongs to (a type's side, or
    /// the global settings): none of it exists, and the app crashes when it first asks for it. The origin is the
    /// value it raises on.
    case configurationCrashes = "configuration-crashes"

    /// What the fallback did, for people.
    public var summary: String {
        switch self {
        case .fileNotLoaded: "the file does not load: 0/nil"
        case .notReadByRelease: "the release does not read it"
        case .unsupportEntry: "no entry of its own: Unsupport's"
        case .globalBubble: "no Bubble of its own: the global Bubble's"
        case .missing: "not set: 0/nil"
        case .unparsedInsets: "not {top, left, bottom, right}: zero insets"
        case .crashes: "a type NIMKit cannot read here: the app crashes"
        case .configurationCrashes: "NIMKit raises while it builds these settings: the app crashes"
        }
    }
}

/// A setting's value, as `show` and `diff` print and compare it.
public enum SettingValue: Sendable, Hashable {
    /// `doubleValue`, `floatValue`.
    case number(Double)
    /// `integerValue`.
    case integer(Int)
    case bool(Bool)
    /// 0xRRGGBB; nil: no color.
    case color(UInt32?)
    case insets(EdgeInsets)
    /// A string NIMKit uses as it is (`Placeholder`, a bubble image's name); nil: none.
    case text(String?)
}
