#ifndef NIMLINT_CLIBXML2_SHIM_H
#define NIMLINT_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, whose headers clash with the copy of ICU that Foundation ships. nimlint never
   touches libxml2's encoding handlers (it hands libxml2 UTF-8 only), so their ICU fields are left out. */
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

/* The version of the libxml2 that is running, which may not be the one whose headers nimlint was built with.
   libxml2 before 2.14 defines `xmlParserVersion` as a macro calling a function when it is built with threads,
   which Swift cannot import, so it is read here, in C. */
static inline const char *nimlint_libxml2_running_version(void) {
    return xmlParserVersion;
}

#endif
