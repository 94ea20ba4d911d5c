#ifndef NIMLINT_CFILESYSTEM_H
#define NIMLINT_CFILESYSTEM_H

#include <sys/types.h>

#if defined(__linux__)
#include <sys/xattr.h>
#endif

/// Swaps the two paths in one step (Linux renameat2 with RENAME_EXCHANGE, called through syscall(2) because
/// older C libraries lack the wrapper and Swift cannot call the variadic syscall(2) itself). Returns 0, or -1
/// with errno set; ENOSYS where the system has no such call.
int nimlint_exchange_paths(const char *first, const char *second);

#endif
