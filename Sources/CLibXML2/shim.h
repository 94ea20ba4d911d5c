#ifndef NIMLINT_CLIBXML2_SHIM_H
#define NIMLINT_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU, whose headers clash with the copy of ICU that Foundation ships. nimlint never
   touches libxml2's encoding handlers (it hands libxml2 UTF-8 only), so their ICU fields are left out. */
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

#endif
