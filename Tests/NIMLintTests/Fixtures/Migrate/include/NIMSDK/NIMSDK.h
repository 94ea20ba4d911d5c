// A stand-in for the NIM SDK declarations the code configuration's message switch uses.
#pragma once
#import <UIKit/UIKit.h>

typedef NS_ENUM(NSInteger, NIMMessageType) {
    NIMMessageTypeText, NIMMessageTypeImage, NIMMessageTypeAudio, NIMMessageTypeVideo, NIMMessageTypeLocation,
    NIMMessageTypeNotification, NIMMessageTypeFile, NIMMessageTypeTip, NIMMessageTypeRobot, NIMMessageTypeRtcCallRecord,
    NIMMessageTypeCustom,
};

typedef NS_ENUM(NSInteger, NIMNotificationType) {
    NIMNotificationTypeTeam, NIMNotificationTypeSuperTeam, NIMNotificationTypeNetCall, NIMNotificationTypeChatroom,
};

@interface NIMNotificationObject : NSObject
@property (nonatomic, readonly) NIMNotificationType notificationType;
@end

@interface NIMMessage : NSObject
@property (nonatomic, readonly) BOOL isOutgoingMsg;
@property (nonatomic, readonly) NIMMessageType messageType;
@property (nonatomic, readonly) id messageObject;
@end
