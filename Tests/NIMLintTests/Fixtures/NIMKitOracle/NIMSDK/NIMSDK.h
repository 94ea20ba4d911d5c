// A stand-in for the NIM SDK's message types, as far as NIMKitUIConfig's `key:` asks them. The enumerations'
// values are the driver's own: only their names matter to NIMKit's code.
#import <Foundation/Foundation.h>

typedef NSInteger NIMMessageType;
enum {
    NIMMessageTypeText,
    NIMMessageTypeImage,
    NIMMessageTypeAudio,
    NIMMessageTypeVideo,
    NIMMessageTypeLocation,
    NIMMessageTypeNotification,
    NIMMessageTypeFile,
    NIMMessageTypeTip,
    NIMMessageTypeRobot,
    NIMMessageTypeCustom,
};

typedef NSInteger NIMNotificationType;
enum {
    NIMNotificationTypeTeam,
    NIMNotificationTypeChatroom,
    NIMNotificationTypeNetCall,
};

@interface NIMMessage : NSObject
@property (nonatomic, assign) NIMMessageType messageType;
@property (nonatomic, assign) BOOL isOutgoingMsg;
@property (nonatomic, retain) id messageObject;
@end

@interface NIMNotificationObject : NSObject
@property (nonatomic, assign) NIMNotificationType notificationType;
@end

@interface NIMRobotObject : NSObject
@property (nonatomic, assign) BOOL isFromRobot;
@end
