// A stand-in for the little of UIKit that NIMKit's settings code touches, written from Apple's documentation.
// Colours, fonts and images record what they were made from, for the oracle's driver to print.
#import <Foundation/Foundation.h>

typedef struct UIEdgeInsets {
    CGFloat top, left, bottom, right;
} UIEdgeInsets;

// "A string whose contents are of the form {top, left, bottom, right}, where top, left, bottom, right are the
// floating-point component values", "items are always separated with a comma"; "If the string is not well-formed,
// the function returns UIEdgeInsetsZero."
UIEdgeInsets UIEdgeInsetsFromString(NSString *string);

typedef NSUInteger UIControlState;
enum {
    UIControlStateNormal = 0,
    UIControlStateHighlighted = 1 << 0,
};

typedef NSInteger UIImageResizingMode;
enum {
    UIImageResizingModeTile = 0,
    UIImageResizingModeStretch = 1,
};

@interface UIColor : NSObject
@property (nonatomic, readonly) CGFloat red, green, blue, alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@end

@interface UIFont : NSObject
@property (nonatomic, readonly) CGFloat pointSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
@end

// Every image exists, wherever it is looked for: an image is the name `imageNamed:` was asked for, so the driver
// shows which name NIMKit asked UIKit for first.
@interface UIImage : NSObject
@property (nonatomic, readonly) NSString *name;
@property (nonatomic, readonly) UIEdgeInsets capInsets;
@property (nonatomic, readonly) UIImageResizingMode resizingMode;
+ (UIImage *)imageNamed:(NSString *)name;
- (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets resizingMode:(UIImageResizingMode)resizingMode;
@end
