#include "CNIMKitSchemas.h"

/* C23's #embed reads the schema files at compile time, and the compiler's dependency tracking rebuilds this file
   when one of them changes. It replaces a build-tool plugin: SwiftPM does not run a package's build-tool plugins
   when it builds that package's executable as the tool of a plugin in a consumer package, so the plugin's output
   would be missing exactly where NIMLintBuildToolPlugin and NIMLintCommandPlugin need it. */
static const char global_setting_schema[] = {
#embed "../../schemas/NIMKitGlobalSetting.schema.json"
    , 0
};

static const char bubble_setting_schema[] = {
#embed "../../schemas/NIMKitBubbleSetting.schema.json"
    , 0
};

const char *nimlint_global_setting_schema(void) { return global_setting_schema; }
const char *nimlint_bubble_setting_schema(void) { return bubble_setting_schema; }
