// The oracle: `oracle <folder>` runs a NIMKit release's own NIMKitUIConfig.m on the settings files in <folder> (the
// app's NIMKitSettings.bundle) and prints every value the app gets, one `scope<TAB>side<TAB>setting<TAB>value` line
// each, read through NIMKit's own entry points the way its views read them. A value whose reading raises prints as
// `crash: <exception name>: <reason>`; when building a whole configuration raises (the global one, or a message
// type's side), every value of it does.
#import "NIMKitUIConfig.h"
#import "NIMKit.h"
#import "UIImage+NIMKit.h"

// What NIMKitUIConfig.m declares for itself: the global configuration's Bubble sides.
@protocol NIMOracleBubbleStyle
- (NSString *)bubbleImage:(UIControlState)state;
- (UIEdgeInsets)bubbleInsets:(UIControlState)state;
@end

@interface NIMKitGlobalConfig (NIMOracle)
- (id<NIMOracleBubbleStyle>)bubbleStyle:(BOOL)isRight;
@end

static NSString *settingsFolder;

// The app's main bundle, holding the folder given as its settings bundle; the driver makes it the class of
// Foundation's main bundle object.
@interface NIMOracleMainBundle : NSBundle
@end

@implementation NIMOracleMainBundle
// "The full pathname for the resource file or nil if the file could not be located."
- (NSString *)pathForResource:(NSString *)name ofType:(NSString *)extension {
    NSArray *components = [name pathComponents];
    if ([components count] < 2 || ![components[0] isEqualToString:[[NIMKit sharedKit] settingBundleName]]) return nil;
    NSArray *inside = [components subarrayWithRange:NSMakeRange(1, [components count] - 1)];
    NSString *path = [settingsFolder stringByAppendingPathComponent:[NSString pathWithComponents:inside]];
    if ([extension length] > 0) path = [path stringByAppendingPathExtension:extension];
    BOOL isFolder = NO;
    return [[NSFileManager defaultManager] fileExistsAtPath:path isDirectory:&isFolder] && !isFolder ? path : nil;
}
@end

static NSString *number(double value) { return [NSString stringWithFormat:@"%.17g", value]; }

static NSString *integer(NSInteger value) { return [NSString stringWithFormat:@"%lld", (long long)value]; }

static NSString *boolean(BOOL value) { return value ? @"YES" : @"NO"; }

static NSString *insets(UIEdgeInsets insets) {
    return [NSString stringWithFormat:@"{%.17g, %.17g, %.17g, %.17g}", insets.top, insets.left, insets.bottom, insets.right];
}

static NSString *color(UIColor *color) {
    if (!color) return @"none";
    return [NSString stringWithFormat:@"#%02lX%02lX%02lX", lround(color.red * 255), lround(color.green * 255), lround(color.blue * 255)];
}

static NSString *json(NSString *text) {
    NSMutableString *literal = [NSMutableString stringWithString:@"\""];
    for (NSUInteger index = 0; index < [text length]; index++) {
        unichar character = [text characterAtIndex:index];
        if (character == '"' || character == '\\') [literal appendFormat:@"\\%C", character];
        else if (character < 0x20) [literal appendFormat:@"\\u%04X", (unsigned)character];
        else [literal appendFormat:@"%C", character];
    }
    [literal appendString:@"\""];
    return literal;
}

// The input box uses the placeholder as a string: anything else crashes it.
static NSString *placeholder(id value) {
    if (!value) return @"none";
    return [value isKindOfClass:[NSString class]] ? json(value) : @"crash: not a string";
}

// The image's name is the one UIKit was asked for and found it under.
static NSString *image(UIImage *image) { return image ? json(image.name) : @"none"; }

static NSString *crash(NSException *exception) {
    NSString *text = [NSString stringWithFormat:@"crash: %@: %@", [exception name], [exception reason]];
    NSArray *lines = [text componentsSeparatedByCharactersInSet:[NSCharacterSet characterSetWithCharactersInString:@"\t\r\n"]];
    return [lines componentsJoinedByString:@" "];
}

static void emit(NSString *scope, NSString *side, NSString *setting, NSString *value) {
    printf("%s\t%s\t%s\t%s\n", [scope UTF8String], [side UTF8String], [setting UTF8String], [value UTF8String]);
}

// One value: `failure` (the crash of building its configuration) if there is one, else `expression` read on its
// own, a crash of its own if it raises.
#define VALUE(scope, side, setting, expression)                                                                     \
    do {                                                                                                           \
        NSString *value = failure;                                                                                 \
        if (!value) {                                                                                              \
            @try {                                                                                                 \
                value = (expression);                                                                              \
            } @catch (NSException * exception) {                                                                   \
                value = crash(exception);                                                                          \
            }                                                                                                      \
        }                                                                                                          \
        emit(scope, side, setting, value);                                                                         \
    } while (0)

// The global Bubble's side as a message type without a Bubble of its own gets it (NIMKitBubbleConfig's bubbleImage:).
static UIImage *defaultBubble(NIMKitGlobalConfig *config, BOOL outgoing, UIControlState state) {
    id<NIMOracleBubbleStyle> style = [config bubbleStyle:outgoing];
    return [[UIImage nim_imageInKit:[style bubbleImage:state]] resizableImageWithCapInsets:[style bubbleInsets:state]
                                                                              resizingMode:UIImageResizingModeStretch];
}

static void globals(void) {
    NSString *failure = nil;
    NIMKitGlobalConfig *config = nil;
    @try {
        config = [[NIMKitUIConfig sharedConfig] globalConfig];
    } @catch (NSException *exception) {
        failure = crash(exception);
    }
    VALUE(@"Global", @"-", @"Message_Interval", number(config.messageInterval));
    VALUE(@"Global", @"-", @"Message_Limit", integer(config.messageLimit));
    VALUE(@"Global", @"-", @"Record_Max_Duration", number(config.recordMaxDuration));
    VALUE(@"Global", @"-", @"Placeholder", placeholder(config.placeholder));
    VALUE(@"Global", @"-", @"Max_Length", integer(config.maxLength));
#ifdef NIMKIT_ROW_BACKGROUND_COLOR
    VALUE(@"Global", @"-", @"Row_Background_Color", color(config.backgroundColor));
#endif
#ifdef NIMKIT_INPUT_HEIGHTS
    VALUE(@"Global", @"-", @"Top_Input_Height", number(config.topInputViewHeight));
    VALUE(@"Global", @"-", @"Bottom_Input_Height", number(config.bottomInputViewHeight));
#endif
    for (int outgoing = 0; outgoing < 2; outgoing++) {
        NSString *side = outgoing ? @"outgoing" : @"incoming";
        VALUE(@"Global", side, @"bubble image", image(defaultBubble(config, outgoing, UIControlStateNormal)));
        VALUE(@"Global", side, @"bubble cap insets", insets([[config bubbleStyle:outgoing] bubbleInsets:UIControlStateNormal]));
        VALUE(@"Global", side, @"highlighted bubble image", image(defaultBubble(config, outgoing, UIControlStateHighlighted)));
        VALUE(@"Global", side, @"highlighted cap insets",
              insets([[config bubbleStyle:outgoing] bubbleInsets:UIControlStateHighlighted]));
    }
}

static void messageType(NSString *scope, NIMMessage *message) {
    NSString *side = message.isOutgoingMsg ? @"outgoing" : @"incoming";
    NSString *failure = nil;
    NIMKitBubbleConfig *config = nil;
    @try {
        config = [[NIMKitUIConfig sharedConfig] bubbleConfig:message];
    } @catch (NSException *exception) {
        failure = crash(exception);
    }
    VALUE(scope, side, @"content insets", insets(config.contentInset));
    VALUE(scope, side, @"text color", color([config contentTextColor]));
    VALUE(scope, side, @"font size", number([config contentTextFont].pointSize));
    VALUE(scope, side, @"avatar", boolean(config.showAvatar));
    VALUE(scope, side, @"bubble image", image([config bubbleImage:UIControlStateNormal]));
    VALUE(scope, side, @"bubble cap insets", insets([config bubbleInsets:UIControlStateNormal]));
    VALUE(scope, side, @"highlighted bubble image", image([config bubbleImage:UIControlStateHighlighted]));
    VALUE(scope, side, @"highlighted cap insets", insets([config bubbleInsets:UIControlStateHighlighted]));
}

// Every message type as the bubble file names it, with a message of that type: `detail` is a notification's type,
// or whether a robot message is the robot's. `Unsupport` is drawn for a type `key:` has no name for (a custom
// message); `Robot(sent)` is a robot message the user sent.
static const struct {
    const char *scope;
    NIMMessageType type;
    NSInteger detail;
} kinds[] = {
    {"Text", NIMMessageTypeText, 0},
    {"Audio", NIMMessageTypeAudio, 0},
    {"Video", NIMMessageTypeVideo, 0},
    {"File", NIMMessageTypeFile, 0},
    {"Image", NIMMessageTypeImage, 0},
    {"Location", NIMMessageTypeLocation, 0},
    {"Tip", NIMMessageTypeTip, 0},
    {"Team_Notification", NIMMessageTypeNotification, NIMNotificationTypeTeam},
    {"Chatroom_Notification", NIMMessageTypeNotification, NIMNotificationTypeChatroom},
    {"Netcall_Notification", NIMMessageTypeNotification, NIMNotificationTypeNetCall},
    {"Unsupport", NIMMessageTypeCustom, 0},
#ifdef NIMKIT_ROBOT
    {"Robot", NIMMessageTypeRobot, YES},
    {"Robot(sent)", NIMMessageTypeRobot, NO},
#endif
};

static NIMMessage *messageOf(NIMMessageType type, NSInteger detail, BOOL outgoing) {
    NIMMessage *message = [[[NIMMessage alloc] init] autorelease];
    message.messageType = type;
    message.isOutgoingMsg = outgoing;
    if (type == NIMMessageTypeNotification) {
        NIMNotificationObject *object = [[[NIMNotificationObject alloc] init] autorelease];
        object.notificationType = detail;
        message.messageObject = object;
    } else if (type == NIMMessageTypeRobot) {
        NIMRobotObject *object = [[[NIMRobotObject alloc] init] autorelease];
        object.isFromRobot = detail;
        message.messageObject = object;
    }
    return message;
}

int main(int argc, char **argv) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    if (argc != 2) {
        fprintf(stderr, "usage: oracle <settings folder>\n");
        return 2;
    }
    settingsFolder = [[NSString alloc] initWithUTF8String:argv[1]];
    object_setClass([NSBundle mainBundle], [NIMOracleMainBundle class]);
    globals();
    for (size_t index = 0; index < sizeof kinds / sizeof kinds[0]; index++) {
        for (int outgoing = 0; outgoing < 2; outgoing++) {
            NSString *scope = [NSString stringWithUTF8String:kinds[index].scope];
            messageType(scope, messageOf(kinds[index].type, kinds[index].detail, outgoing));
        }
    }
    [pool release];
    return 0;
}
