// Lets GCC's Objective-C runtime (libobjc, the one Debian packages) load what clang writes for GNUstep's 1.5 ABI:
// GNUstep's message lookup on top of GCC's, and, as each module loads, the module version GCC expects and the
// instance sizes and variable offsets the non-fragile ABI leaves to the runtime (every superclass in the same module,
// or in one loaded before it).
#include <string.h>
#include <objc/runtime.h>
#include <objc/message.h>

struct slot { void *owner; void *cached_for; const char *types; int version; IMP method; };
struct slot *objc_msg_lookup_sender(id *receiver, SEL selector, id sender) {
    static __thread struct slot slot;
    slot.method = objc_msg_lookup(*receiver, selector);
    return &slot;
}

struct slot *objc_slot_lookup_super(struct objc_super *super, SEL selector) {
    static __thread struct slot slot;
    slot.method = objc_msg_lookup_super(super, selector);
    return &slot;
}

struct ivar { const char *name; const char *type; int offset; };
struct ivar_list { int count; struct ivar list[]; };
struct klass {
    struct klass *isa; const char *super_name; const char *name; long version; unsigned long info; long instance_size;
    struct ivar_list *ivars; void *methods; void *dtable; void *subclasses; void *sibling; void *protocols; void *gc;
    long abi_version; int **ivar_offsets;
};
struct symtab { unsigned long selector_count; void *refs; unsigned short class_count; unsigned short category_count; void *defs[]; };
struct module { unsigned long version; unsigned long size; const char *name; struct symtab *symtab; };

void __real___objc_exec_class(struct module *module);

// GNUstep's flag for the non-fragile ABI, which GCC's runtime reads as "in construction": cleared once fixed.
#define NON_FRAGILE 0x10UL

static long fixed_size(struct symtab *symtab, struct klass *cls) {
    if (!(cls->info & NON_FRAGILE)) return cls->instance_size;
    cls->info &= ~NON_FRAGILE;
    cls->isa->info &= ~NON_FRAGILE;
    long base = 0;
    if (cls->super_name) {
        // A superclass another module defined is loaded already (a library's, GNUstep's NSObject): its size is final.
        Class loaded = objc_getClass(cls->super_name);
        if (loaded) base = (long)class_getInstanceSize(loaded);
        for (int i = 0; i < symtab->class_count; i++) {
            struct klass *candidate = symtab->defs[i];
            if (strcmp(candidate->name, cls->super_name) == 0) base = fixed_size(symtab, candidate);
        }
    }
    if (cls->ivars) {
        for (int i = 0; i < cls->ivars->count; i++) {
            cls->ivars->list[i].offset += base;
            if (cls->ivar_offsets) *cls->ivar_offsets[i] = cls->ivars->list[i].offset;
        }
    }
    cls->instance_size = base - cls->instance_size;
    return cls->instance_size;
}

void __wrap___objc_exec_class(struct module *module) {
    if (module->version == 9) {
        module->version = 8;
        struct symtab *symtab = module->symtab;
        for (int i = 0; i < symtab->class_count; i++) {
            struct klass *cls = symtab->defs[i];
            fixed_size(symtab, cls);
        }
    }
    __real___objc_exec_class(module);
}
