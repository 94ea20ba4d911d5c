// A stand-in for NIMKit's own classes that its settings code calls: the kit with its bundle names (as NIMKit.m sets
// them), and the media item that `defaultMediaItems` makes (the driver never asks for them).
#import <UIKit/UIKit.h>

@interface NIMKit : NSObject
@property (nonatomic, copy) NSString *settingBundleName;
@property (nonatomic, copy) NSString *resourceBundleName;
+ (instancetype)sharedKit;
@end

@interface NIMMediaItem : NSObject
+ (NIMMediaItem *)item:(NSString *)selector normalImage:(UIImage *)normalImage selectedImage:(UIImage *)selectedImage
                 title:(NSString *)title;
@end
