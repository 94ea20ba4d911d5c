// The stand-ins' implementations: UIKit (UIKit/UIKit.h), the NIM SDK's messages (NIMSDK/NIMSDK.h) and NIMKit's own
// classes (NIMKit.h).
#define _GNU_SOURCE
#include <locale.h>
#include <stdlib.h>
#import "NIMKit.h"
#import <NIMSDK/NIMSDK.h>

// The blocks ABI's class of a block literal that captures nothing, the only kind NIMKit's code has (dispatch_once's):
// no blocks runtime is linked, and such a block is called, never copied.
void *_NSConcreteGlobalBlock[32];

static void skipSpaces(const char **text) {
    while (**text == ' ' || **text == '\t' || **text == '\n' || **text == '\r') (*text)++;
}

UIEdgeInsets UIEdgeInsetsFromString(NSString *string) {
    UIEdgeInsets zero = {0, 0, 0, 0};
    if (string == nil) return zero;
    // UIKit reads the string's characters: anything but a string raises, as a message it does not understand.
    const char *text = [string UTF8String];
    // Not localized: a point before the fraction, whatever the process's locale.
    static locale_t posix;
    if (!posix) posix = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
    CGFloat values[4];
    skipSpaces(&text);
    if (*text++ != '{') return zero;
    for (int index = 0; index < 4; index++) {
        skipSpaces(&text);
        char *end;
        values[index] = strtod_l(text, &end, posix);
        if (end == text) return zero;
        text = end;
        skipSpaces(&text);
        if (*text++ != (index < 3 ? ',' : '}')) return zero;
    }
    skipSpaces(&text);
    if (*text != '\0') return zero;
    UIEdgeInsets insets = {values[0], values[1], values[2], values[3]};
    return insets;
}

@implementation UIColor {
    CGFloat _red, _green, _blue, _alpha;
}
@synthesize red = _red, green = _green, blue = _blue, alpha = _alpha;

+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha {
    UIColor *color = [[[self alloc] init] autorelease];
    color->_red = red;
    color->_green = green;
    color->_blue = blue;
    color->_alpha = alpha;
    return color;
}
@end

@implementation UIFont {
    CGFloat _pointSize;
}
@synthesize pointSize = _pointSize;

+ (UIFont *)systemFontOfSize:(CGFloat)fontSize {
    UIFont *font = [[[self alloc] init] autorelease];
    font->_pointSize = fontSize;
    return font;
}
@end

@implementation UIImage {
    NSString *_name;
    UIEdgeInsets _capInsets;
    UIImageResizingMode _resizingMode;
}
@synthesize name = _name, capInsets = _capInsets, resizingMode = _resizingMode;

// No image for a name that names nothing (nil, empty) or a folder (a bundle, as `nim_imageInKit:` asks for
// NIMKitResource.bundle itself when it is given no name).
+ (UIImage *)imageNamed:(NSString *)name {
    if ([name length] == 0 || [[name lastPathComponent] hasSuffix:@".bundle"]) return nil;
    UIImage *image = [[[self alloc] init] autorelease];
    image->_name = [name copy];
    return image;
}

- (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets resizingMode:(UIImageResizingMode)resizingMode {
    UIImage *image = [[[UIImage alloc] init] autorelease];
    image->_name = [_name copy];
    image->_capInsets = capInsets;
    image->_resizingMode = resizingMode;
    return image;
}

- (void)dealloc {
    [_name release];
    [super dealloc];
}
@end

@implementation NIMMessage
@synthesize messageType = _messageType, isOutgoingMsg = _isOutgoingMsg, messageObject = _messageObject;
@end

@implementation NIMNotificationObject
@synthesize notificationType = _notificationType;
@end

@implementation NIMRobotObject
@synthesize isFromRobot = _isFromRobot;
@end

@implementation NIMKit
@synthesize settingBundleName = _settingBundleName, resourceBundleName = _resourceBundleName;

+ (instancetype)sharedKit {
    static NIMKit *kit;
    if (!kit) {
        kit = [[NIMKit alloc] init];
        kit.settingBundleName = @"NIMKitSettings.bundle";
        kit.resourceBundleName = @"NIMKitResource.bundle";
    }
    return kit;
}
@end

@implementation NIMMediaItem
+ (NIMMediaItem *)item:(NSString *)selector normalImage:(UIImage *)normalImage selectedImage:(UIImage *)selectedImage
                 title:(NSString *)title {
    return [[[self alloc] init] autorelease];
}
@end
