/// The model by place in a file, for the views that start from a place (the language server's hover, outline and
/// inlay hints): which settings NIMKit reads from a value, and which sides it finds missing from a dict.
extension AppliedSettings {
    /// The settings whose value NIMKit reads from within `range` of the file at `path`, in `settings`' order.
    public func settings(readIn path: String, within range: SourceRange) -> [AppliedSetting] {
        settings.filter { setting in
            guard case .file(path, let read, _, _) = setting.provenance.origin else { return false }
            return range.start <= read.start && read.end <= range.end
        }
    }

    /// The settings whose value NIMKit reads from a value that holds `range` or lies within it, in the file at
    /// `path`: what a finding at `range` is about.
    public func settings(overlapping range: SourceRange, in path: String) -> [AppliedSetting] {
        settings.filter { setting in
            guard case .file(path, let read, _, _) = setting.provenance.origin else { return false }
            return (read.start <= range.start && range.end <= read.end)
                || (range.start <= read.start && read.end <= range.end)
        }
    }

    /// The settings NIMKit looked for under `key` in the dict at `dict` of the file at `path` and did not find
    /// there, in `settings`' order: what the dict's lacking the key decides.
    public func settings(lacking key: String, inDictAt dict: SourceRange, in path: String) -> [AppliedSetting] {
        settings.filter { setting in
            setting.provenance.absences.contains { absence in
                guard absence.key == key, case .file(path, let range, _, _) = absence.dict else { return false }
                return range.start <= dict.start && dict.start < max(range.end, range.start + 1)
            }
        }
    }

    /// Every `{Left, Right}` dict of the file at `path` that lacks a side NIMKit reads, once for each side, in the
    /// file's order.
    public func missingSides(in path: String) -> [MissingSide] {
        var found: [MissingSide] = []
        for setting in settings {
            guard let absence = setting.provenance.absence, case .file(path, let dict, _, _) = absence.dict,
                let side = MessageSide.allCases.first(where: { $0.key == absence.key })
            else { continue }
            let fallsBack = setting.provenance.fallbacks.contains(.globalBubble)
            if let index = found.firstIndex(where: { $0.dict == dict && $0.side == side }) {
                found[index].fallsBackToGlobalBubble = found[index].fallsBackToGlobalBubble || fallsBack
            } else {
                found.append(MissingSide(dict: dict, side: side, fallsBackToGlobalBubble: fallsBack))
            }
        }
        return found.sorted {
            ($0.dict.start, $0.side == .incoming ? 0 : 1) < ($1.dict.start, $1.side == .incoming ? 0 : 1)
        }
    }

    /// A side absent from a `{Left, Right}` dict: NIMKit reads nil there (zero insets, no color), or, for a
    /// message type's Bubble, the global Bubble's side.
    public struct MissingSide: Sendable, Equatable {
        /// The dict, `<dict>` to `</dict>`.
        public var dict: SourceRange
        public var side: MessageSide
        public var fallsBackToGlobalBubble: Bool

        /// `Right: nil`, `Right: the global Bubble's`.
        public var description: String {
            side.key + ": " + (fallsBackToGlobalBubble ? "the global Bubble's" : "nil")
        }
    }
}

extension AppliedSetting {
    /// What NIMKit applies, as every view says it: the value's `description`, then what the value itself made
    /// NIMKit do, `{0, 0, 0, 0} (not {top, left, bottom, right}: zero insets)`. The fallbacks by which another
    /// scope's value stands in (`unsupport-entry`, `global-bubble`) are left to `borrowedThrough`.
    public var appliedDescription: String {
        let own = provenance.fallbacks.filter { !$0.borrows }
        return value.description + (own.isEmpty ? "" : " (" + own.map(\.summary).joined(separator: "; ") + ")")
    }

    /// The fallbacks through which the value is borrowed from another scope (Unsupport's entry, the global
    /// Bubble); empty when it is read where the setting's own key would put it.
    public var borrowedThrough: [Fallback] {
        provenance.fallbacks.filter(\.borrows)
    }
}

extension Fallback {
    /// Whether the fallback borrows another scope's value instead of reading the setting's own.
    var borrows: Bool { self == .unsupportEntry || self == .globalBubble }
}
