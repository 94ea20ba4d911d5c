// A stand-in for the kit's media item, which the default media and menu items are made of.
#pragma once
#import <UIKit/UIKit.h>

@interface NIMMediaItem : NSObject
+ (NIMMediaItem *)item:(NSString *)selector normalImage:(UIImage *)normalImage selectedImage:(UIImage *)selectedImage title:(NSString *)title;
@end
