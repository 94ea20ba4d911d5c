// Declares the one method of NIMKit's UIImage category that the oracle compiles (cut from UIImage+NIMKit.m).
#import <UIKit/UIKit.h>

@interface UIImage (NIMKit)
+ (UIImage *)nim_imageInKit:(NSString *)imageName;
@end
