// Declares the one method of NIMKit's NSString category that the oracle compiles (cut from NSString+NIMKit.m).
#import <UIKit/UIKit.h>

@interface NSString (NIMKit)
- (UIColor *)nim_hexToColor;
@end
