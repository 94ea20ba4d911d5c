// GNUstep's headers include libobjc2's <objc/blocks_runtime.h> when the compiler has blocks (NIMKit's dispatch_once
// needs them, -fblocks). GCC's runtime has no such header, and GNUstep's own GNUstepBase/GSBlocks.h declares all the
// headers use, so this one is empty.
