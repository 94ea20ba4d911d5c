/// The sample conversation's clock. NIMKit's message list puts a time row above a message when more than
/// `Message_Interval` seconds passed since the message before it (`timestamp - lastTimestamp > interval`, the
/// last timestamp starting at 0, so the first message always gets one). The gaps between the sample messages
/// run from seconds to an hour, so the page shows where a value makes time rows appear and where it does not.
enum PreviewTimeline {
    /// Seconds between consecutive sample messages, repeated: a reply within seconds, a pause of minutes, an hour.
    static let gaps: [Double] = [30, 600, 15, 120, 3600, 45, 400, 5]

    /// The times of `count` messages in order, each with whether a time row stands above it.
    static func times(count: Int, interval: Double) -> [ChatPreview.MessageTime] {
        var sentAt = 0.0
        return (0..<count).map { position in
            guard position > 0 else { return ChatPreview.MessageTime(sentAt: 0, gap: nil, showsTimeRow: true) }
            let gap = gaps[(position - 1) % gaps.count]
            sentAt += gap
            return ChatPreview.MessageTime(sentAt: sentAt, gap: gap, showsTimeRow: gap > interval)
        }
    }
}
