// A stand-in for libdispatch's dispatch_once (GNUstep's Foundation.h includes <dispatch/dispatch.h> when there is
// one): "Executes a block object only once for the lifetime of an application." The driver has one thread.
typedef long dispatch_once_t;

static inline void dispatch_once(dispatch_once_t *predicate, void (^block)(void)) {
    if (!*predicate) {
        *predicate = 1;
        block();
    }
}
