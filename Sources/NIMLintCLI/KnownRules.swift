import NIMLint

/// Every rule this build knows, for configuration checks, `nimlint rules`, `nimlint explain` and SARIF metadata.
let knownRules: [RuleDescription] = RuleRegistry.all + [Suppressions.unusedSuppression]
