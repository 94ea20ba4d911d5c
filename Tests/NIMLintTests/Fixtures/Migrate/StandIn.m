// The stand-in classes' implementations: each keeps what it is given, for the dump to print.
#import <UIKit/UIKit.h>
#import "UIImage+NIMKit.h"
#import "NIMMediaItem.h"
#import <NIMSDK/NIMSDK.h>
#include <objc/runtime.h>
#include <string.h>

@implementation NSObject
+ (instancetype)alloc { return class_createInstance(self, 0); }
+ (instancetype)new { return [[self alloc] init]; }
- (instancetype)init { return self; }
- (id)retain { return self; }
- (void)release {}
- (id)autorelease { return self; }
- (id)copy { return self; }
// What GCC's objc_setProperty sends for a copy property.
- (id)copyWithZone:(void *)zone { return self; }
@end

@implementation NSString
- (const char *)UTF8String { return ""; }
- (NSString *)nim_localized { return self; }
@end

@implementation NSConstantString
- (const char *)UTF8String { return characters; }
@end

@implementation NSArray
+ (instancetype)arrayWithObjects:(const id *)objects count:(NSUInteger)count { return [self new]; }
@end

@implementation NSMutableArray
+ (instancetype)array { return [self new]; }
- (void)addObject:(id)object {}
@end

const UIEdgeInsets UIEdgeInsetsZero = {0, 0, 0, 0};

// UIKit's parser: zero insets unless the string is {top, left, bottom, right}. The kit passes only literals it wrote.
UIEdgeInsets UIEdgeInsetsFromString(NSString *string) {
    UIEdgeInsets insets = UIEdgeInsetsZero;
    char close = 0;
    if (sscanf([string UTF8String], " {%lf ,%lf ,%lf ,%lf %c", &insets.top, &insets.left, &insets.bottom, &insets.right, &close) != 5
        || close != '}') {
        return UIEdgeInsetsZero;
    }
    return insets;
}

@implementation UIColor {
    CGFloat _red, _green, _blue, _alpha;
}
@synthesize red = _red, green = _green, blue = _blue, alpha = _alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha {
    UIColor *color = [self new];
    color->_red = red;
    color->_green = green;
    color->_blue = blue;
    color->_alpha = alpha;
    return color;
}
+ (UIColor *)darkGrayColor { return [self colorWithRed:1.0 / 3 green:1.0 / 3 blue:1.0 / 3 alpha:1]; }
@end

@implementation UIFont {
    CGFloat _pointSize;
}
@synthesize pointSize = _pointSize;
+ (UIFont *)systemFontOfSize:(CGFloat)size {
    UIFont *font = [self new];
    font->_pointSize = size;
    return font;
}
@end

@implementation UIImage {
    const char *_lookup;
    NSString *_name;
    UIEdgeInsets _capInsets;
    UIImageResizingMode _resizingMode;
    BOOL _resizable;
}
@synthesize lookup = _lookup, name = _name, capInsets = _capInsets, resizingMode = _resizingMode, resizable = _resizable;
+ (UIImage *)imageNamed:(NSString *)name {
    UIImage *image = [self new];
    image->_lookup = "app";
    image->_name = name;
    return image;
}
+ (UIImage *)nim_imageInKit:(NSString *)imageName {
    UIImage *image = [self imageNamed:imageName];
    image->_lookup = "kit";
    return image;
}
- (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets resizingMode:(UIImageResizingMode)resizingMode {
    UIImage *image = [UIImage new];
    image->_lookup = _lookup;
    image->_name = _name;
    image->_capInsets = capInsets;
    image->_resizingMode = resizingMode;
    image->_resizable = YES;
    return image;
}
@end

@implementation NIMMediaItem
+ (NIMMediaItem *)item:(NSString *)selector normalImage:(UIImage *)normalImage selectedImage:(UIImage *)selectedImage title:(NSString *)title {
    return [self new];
}
@end

@implementation NIMNotificationObject
@synthesize notificationType = _notificationType;
@end

@implementation NIMMessage
@synthesize isOutgoingMsg = _isOutgoingMsg, messageType = _messageType, messageObject = _messageObject;
@end
