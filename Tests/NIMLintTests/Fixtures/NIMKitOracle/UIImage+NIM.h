// The name NIMKit 1.0.0–1.6.0 imports the category by.
#import "UIImage+NIMKit.h"
