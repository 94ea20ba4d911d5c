// The name NIMKit 1.0.0–1.0.6 imports the category by.
#import "NSString+NIMKit.h"
