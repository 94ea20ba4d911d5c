// A stand-in for the kit's image lookup (UIImage+NIMKit.h): it records that the kit was asked.
#pragma once
#import <UIKit/UIKit.h>

@interface UIImage (NIMKit)
+ (UIImage *)nim_imageInKit:(NSString *)imageName;
@end
