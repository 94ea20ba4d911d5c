#ifndef NIMLINT_CNIMKITSCHEMAS_H
#define NIMLINT_CNIMKITSCHEMAS_H

/* The text of schemas/NIMKitGlobalSetting.schema.json and schemas/NIMKitBubbleSetting.schema.json, NUL-terminated,
   compiled into the binary so a copied binary carries exactly the files of its checkout. */
const char *nimlint_global_setting_schema(void);
const char *nimlint_bubble_setting_schema(void);

#endif
