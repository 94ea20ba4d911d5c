/// The code-configuration property each plist setting became in 2.1.0, when the settings moved to
/// `[NIMKit sharedKit].config`: the global file's keys on `NIMKitConfig`, the bubble file's message types on
/// `NIMKitSettings`.
public enum CodeProperties {
    /// The plist's global keys and the `NIMKitConfig` properties they became.
    static let globals: KeyValuePairs<String, String> = [
        "Message_Interval": "messageInterval", "Message_Limit": "messageLimit",
        "Record_Max_Duration": "recordMaxDuration", "Placeholder": "placeholder", "Max_Length": "inputMaxLength",
        "Row_Background_Color": "cellBackgroundColor",
    ]

    /// The bubble file's message types and the `NIMKitSettings` properties they became.
    public static let messageTypes: [String: String] = [
        "Text": "textSetting", "Audio": "audioSetting", "Video": "videoSetting", "File": "fileSetting",
        "Image": "imageSetting", "Location": "locationSetting", "Tip": "tipSetting", "Robot": "robotSetting",
        "Unsupport": "unsupportSetting", "Team_Notification": "teamNotificationSetting",
        "Chatroom_Notification": "chatroomNotificationSetting", "Netcall_Notification": "netcallNotificationSetting",
    ]
}
