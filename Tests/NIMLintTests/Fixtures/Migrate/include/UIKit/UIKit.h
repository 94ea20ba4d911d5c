// A stand-in for the UIKit and Foundation declarations NIMKit's code configuration uses, whose classes record what
// they are given: MigrateRunTests runs a release's own NIMKitConfig.m and NIMKitSetting.m on it and dumps the result.
#pragma once
#include <stddef.h>
#include <stdio.h>

// GCC's runtime headers, which the run includes, say unsigned char.
typedef unsigned char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double CGFloat;
typedef double NSTimeInterval;
#define NS_ENUM(type, name) type name; enum
#define nil ((id)0)

__attribute__((objc_root_class))
@interface NSObject {
    Class isa;
}
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
- (id)retain;
- (void)release;
- (id)autorelease;
- (id)copy;
- (id)copyWithZone:(void *)zone;
@end

@interface NSString : NSObject
- (const char *)UTF8String;
@property (nonatomic, readonly) NSString *nim_localized;
@end

@interface NSConstantString : NSString {
    const char *characters;
    unsigned int length;
}
@end

@interface NSArray : NSObject
+ (instancetype)arrayWithObjects:(const id *)objects count:(NSUInteger)count;
@end

@interface NSMutableArray : NSArray
+ (instancetype)array;
- (void)addObject:(id)object;
@end

typedef struct UIEdgeInsets {
    CGFloat top, left, bottom, right;
} UIEdgeInsets;

static inline UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right) {
    UIEdgeInsets insets = {top, left, bottom, right};
    return insets;
}

extern const UIEdgeInsets UIEdgeInsetsZero;
UIEdgeInsets UIEdgeInsetsFromString(NSString *string);

typedef NS_ENUM(NSInteger, UIImageResizingMode) {
    UIImageResizingModeTile,
    UIImageResizingModeStretch,
};

@interface UIColor : NSObject
@property (nonatomic, readonly) CGFloat red, green, blue, alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (UIColor *)darkGrayColor;
@end

@interface UIFont : NSObject
@property (nonatomic, readonly) CGFloat pointSize;
+ (UIFont *)systemFontOfSize:(CGFloat)size;
@end

@interface UIImage : NSObject
/// `kit` or `app`: which lookup made it.
@property (nonatomic, readonly) const char *lookup;
@property (nonatomic, readonly) NSString *name;
@property (nonatomic, readonly) UIEdgeInsets capInsets;
@property (nonatomic, readonly) UIImageResizingMode resizingMode;
@property (nonatomic, readonly) BOOL resizable;
+ (UIImage *)imageNamed:(NSString *)name;
- (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets resizingMode:(UIImageResizingMode)resizingMode;
@end
