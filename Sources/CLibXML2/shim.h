#ifndef NIMLINT_CLIBXML2_SHIM_H
#define NIMLINT_CLIBXML2_SHIM_H

#if __has_include(<libxml/xmlversion.h>)
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, whose headers clash with the copy of ICU that Foundation ships. nimlint never
   touches libxml2's encoding handlers (it hands libxml2 UTF-8 only), so their ICU fields are left out. */
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#else
/* The macOS SDK without pkg-config (Package.swift): its headers lie under usr/include/libxml2, off the search
   path, and its clang reads them as the SDK's libxml2 module, which finds the headers they include. */
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
