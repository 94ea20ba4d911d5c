// A stand-in for NIMKit's NIMKitUIConfig.h: the classes NIMKitUIConfig.m implements, with the property types NIMKit
// declared. What a release has beyond the common part is switched on by the oracle's build, from that release's
// NIMKitUIConfig.m: NIMKIT_INPUT_HEIGHTS (1.0.x), NIMKIT_ROW_BACKGROUND_COLOR (1.6.1, 1.8.0 on).
#import <UIKit/UIKit.h>
#import <NIMSDK/NIMSDK.h>

@class NIMKitGlobalConfig;
@class NIMKitBubbleConfig;
@class NIMKitBubbleStyle;

@interface NIMKitUIConfig : NSObject
+ (instancetype)sharedConfig;
- (NSArray *)defaultMediaItems;
- (CGFloat)maxNotificationTipPadding;
- (NIMKitGlobalConfig *)globalConfig;
- (NIMKitBubbleConfig *)bubbleConfig:(NIMMessage *)message;
- (NIMKitBubbleConfig *)unsupportConfig:(NIMMessage *)message;
@end

@interface NIMKitGlobalConfig : NSObject
@property (nonatomic, assign) NSTimeInterval messageInterval;
@property (nonatomic, assign) NSInteger messageLimit;
@property (nonatomic, assign) NSTimeInterval recordMaxDuration;
@property (nonatomic, assign) NSInteger maxLength;
@property (nonatomic, copy) NSString *placeholder;
#ifdef NIMKIT_INPUT_HEIGHTS
@property (nonatomic, assign) CGFloat topInputViewHeight;
@property (nonatomic, assign) CGFloat bottomInputViewHeight;
#endif
#ifdef NIMKIT_ROW_BACKGROUND_COLOR
@property (nonatomic, strong) UIColor *backgroundColor;
#endif
@end

@interface NIMKitBubbleConfig : NSObject
@property (nonatomic, assign) UIEdgeInsets contentInset;
@property (nonatomic, copy) NSString *textColor;
@property (nonatomic, assign) CGFloat textFontSize;
@property (nonatomic, assign) BOOL showAvatar;
- (UIColor *)contentTextColor;
- (UIFont *)contentTextFont;
- (UIImage *)bubbleImage:(UIControlState)state;
- (UIEdgeInsets)bubbleInsets:(UIControlState)state;
@end
