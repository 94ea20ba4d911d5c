import NIMLint

/// `--force-exclude`, for tools that pass nimlint every file they matched (the pre-commit framework).
enum ForceExclude {
    static let option = OptionSpec.flag(
        "--force-exclude", "skip named files a folder search would skip: other names, and what .nimlint.json excludes")

    static let note =
        "With --force-exclude, a named file is checked only when its name is a settings file's or "
        + "a near miss of one, and .nimlint.json does not exclude it; the pre-commit hooks pass it."

    static func apply(_ paths: [String], _ parsed: ParsedArguments) -> [String] {
        guard parsed.flag(option.name) else { return paths }
        return NamedFileFilter.filter(paths, configurationPath: parsed.value("--config"))
    }
}
