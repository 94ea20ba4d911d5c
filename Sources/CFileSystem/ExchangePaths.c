/* The package compiles C as C23 (for #embed); syscall() and AT_FDCWD are GNU and POSIX extensions to it, and the
   feature macro must come before the first system header. */
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CFileSystem.h"

#include <errno.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int nimlint_exchange_paths(const char *first, const char *second) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    errno = ENOSYS;
    return -1;
#endif
}
#else
int nimlint_exchange_paths(const char *first, const char *second) {
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
}
#endif
