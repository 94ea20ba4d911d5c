#ifndef NIMLINT_CLIBXML2_SHIM_H
#define NIMLINT_CLIBXML2_SHIM_H

/* libxml2's headers are <libxml/...>: on Linux under the folder pkg-config names (include/libxml2), and in the
   macOS SDK under usr/include/libxml since the macOS 10.15.4 SDK (usr/include/libxml2/libxml links there), on
   the SDK's own search path. */
#if __has_include(<libxml/xmlversion.h>)
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, whose headers clash with the copy of ICU that Foundation ships. nimlint never
   touches libxml2's encoding handlers (it hands libxml2 UTF-8 only), so their ICU fields are left out. */
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#else
/* Headers only under include/libxml2, off the search path: a system without pkg-config, or a macOS SDK before
   10.15.4. */
#include <libxml2/libxml/xmlversion.h>
#include <libxml2/libxml/parser.h>
#include <libxml2/libxml/parserInternals.h>
#include <libxml2/libxml/xmlerror.h>
#endif

/* The version of the libxml2 that is running, which may not be the one whose headers nimlint was built with.
   libxml2 before 2.14 defines `xmlParserVersion` as a macro calling a function when it is built with threads,
   which Swift cannot import, so it is read here, in C. */
static inline const char *nimlint_libxml2_running_version(void) {
    return xmlParserVersion;
}

#endif
