#!/usr/bin/env python3
"""Lists the standard-library and Foundation APIs nimlint's code uses that Apple makes available only on macOS
releases newer than the package's deployment target (`platforms:` in Package.swift).

Linux compiles every API whatever its Apple availability, so a call to an API newer than the target builds and
passes here and fails only on a Mac. This runs on Linux, in CI, and checks two lists:

- The standard library (Swift, _Concurrency, _StringProcessing, RegexBuilder, Synchronization): the toolchain's
  own .swiftinterface files carry Apple's `@available(macOS N, ...)` for every declaration, on Linux too. Every
  declaration (or one inside an extension or type) marked newer than the target becomes a pattern: a type by its
  name, an initialiser by its type and first label (`String(validating:`), a method or property by `.name` and
  its first label. A declaration whose name and labels an older one shares (an overload such as the typed-throws
  `withUnsafeBufferPointer` of macOS 15.4) cannot be told apart by text, and is left out: those the compiler
  resolves to the older declaration, as it does on a Mac.
- Foundation: Linux's Foundation carries no Apple availability, so FOUNDATION below lists, by hand from Apple's
  documentation (developer.apple.com/documentation/foundation, each symbol's "Availability"), the Foundation APIs
  newer than macOS 13 that a tool like nimlint could reach for, and the older ones the code was found using, so
  that lowering the target below them is caught too.

The check is textual (comments and string literals are left out first), so it can report a name that is the
project's own; such a hit is read and, if it is not Apple's API, the pattern is narrowed here. It prints each hit
as FILE:LINE and exits 1 when there is one.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = ["Sources", "Tests", "Plugins", "Fuzz"]
MODULES = ["Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization"]

# (pattern, macOS release, what it is). Sources: Apple's documentation page of each symbol.
FOUNDATION = [
    (r"\.read\(upToCount:", "10.15.4", "FileHandle.read(upToCount:)"),
    (r"\.readToEnd\(\)", "10.15.4", "FileHandle.readToEnd()"),
    (r"\.write\(contentsOf:", "10.15.4", "FileHandle.write(contentsOf:)"),
    (r"\.seekToEnd\(\)", "10.15.4", "FileHandle.seekToEnd()"),
    (r"\.offset\(\)", "10.15.4", "FileHandle.offset()"),
    (r"\.close\(\)", "10.15", "FileHandle.close()"),
    (r"\.synchronize\(\)", "10.15", "FileHandle.synchronize()"),
    (r"\.truncate\(atOffset:", "10.15", "FileHandle.truncate(atOffset:)"),
    (r"\.seek\(toOffset:", "10.15", "FileHandle.seek(toOffset:)"),
    (r"\.withoutEscapingSlashes\b", "10.15", "JSONSerialization/JSONEncoder .withoutEscapingSlashes"),
    (r"\bURL\(filePath:", "13.0", "URL.init(filePath:)"),
    (r"\.appending\(path:", "13.0", "URL.appending(path:)"),
    (r"\.appending\(component:", "13.0", "URL.appending(component:)"),
    (r"\.path\(percentEncoded:", "13.0", "URL.path(percentEncoded:)"),
    (r"\bURL\.homeDirectory\b", "13.0", "URL.homeDirectory"),
    (r"\bURL\.temporaryDirectory\b", "13.0", "URL.temporaryDirectory"),
    (r"\bURL\.currentDirectory\(\)", "13.0", "URL.currentDirectory()"),
    (r"\.formatted\(\.iso8601", "12.0", "Date.ISO8601FormatStyle"),
    (r"\bProcessInfo\.processInfo\.isiOSAppOnMac\b", "11.0", "ProcessInfo.isiOSAppOnMac"),
    (r"\bFileManager\.default\.(?:url|contentsOfDirectory)\(at:[^)]*options:\s*\.producesRelativePathURLs", "10.15",
     "FileManager.DirectoryEnumerationOptions.producesRelativePathURLs"),
    (r"\bJSONEncoder\.OutputFormatting\.sortedKeys\b|\.sortedKeys\b", "10.13", "JSONEncoder.OutputFormatting.sortedKeys"),
    (r"\bDate\.now\b", "12.0", "Date.now"),
    (r"\bAttributedString\b", "12.0", "AttributedString"),
    (r"\bFormatStyle\b", "12.0", "FormatStyle"),
    (r"\bPredicate\b<", "14.0", "Predicate"),
    (r"\bData\.bytes\b", "26.0", "Data.bytes"),
    (r"\bExpression\b<", "15.0", "Expression"),
    (r"\bCalendar\.RecurrenceRule\b", "15.0", "Calendar.RecurrenceRule"),
    (r"\bURL\.FormatStyle\b", "13.0", "URL.FormatStyle"),
]


def version(text):
    return tuple(int(part) for part in text.split("."))


def deployment_target():
    manifest = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    found = re.search(r"\.macOS\(\s*\.v(\d+)(?:_(\d+))?\s*\)", manifest)
    if not found:
        sys.exit("check-availability: Package.swift declares no .macOS platform")
    return (int(found.group(1)), int(found.group(2) or 0))


def interface_folder():
    """The folder of the running toolchain's standard-library modules for this platform."""
    info = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    resources = re.search(r'"runtimeResourcePath"\s*:\s*"([^"]+)"', info).group(1)
    platform = re.search(r'"platform"\s*:\s*"([^"]+)"', info)
    folder = os.path.join(resources, platform.group(1) if platform else "linux")
    if not os.path.isdir(os.path.join(folder, "Swift.swiftmodule")):
        sys.exit("check-availability: no Swift.swiftmodule in " + folder)
    return folder


DECLARATION = re.compile(
    r"\b(?P<kind>struct|class|enum|protocol|actor|typealias|func|init|var|let|subscript|case|extension)\b"
    r"(?:\s+(?P<name>[A-Za-z_][A-Za-z0-9_.]*))?"
)
AVAILABLE = re.compile(r"@available\(macOS (\d+(?:\.\d+)*)")


def split_arguments(text, open_parenthesis, openers, closers):
    """The comma-separated parts inside the brackets whose opening one is at `open_parenthesis` (commas nested
    in `openers` ... `closers` do not split), and the index of the closing bracket (or the end of `text`)."""
    depth, current, parts, index = 0, "", [], open_parenthesis + 1
    while index < len(text):
        character = text[index]
        if character in openers:
            depth += 1
        elif character in closers:
            if depth == 0:
                break
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
        index += 1
    parts.append(current)
    return parts, index


def parameters(signature):
    """The parameters of `(a b: T, _ c: U = 0)`, as (label, has a default, is a function) triples; only the
    outermost parentheses count."""
    start = signature.find("(")
    if start < 0:
        return ()
    parts, _ = split_arguments(signature, start, "([<{", ")]>}")
    result = []
    for part in parts:
        head = part.split(":")[0].strip().split()
        if head:
            kind = part.split(":", 1)[-1]
            result.append((head[0], "=" in kind, "->" in kind))
    return tuple(result)


def interface_symbols(folder, target):
    """Maps (kind, owner, name, parameters) to the lowest macOS release any declaration of it has.

    A .swiftinterface indents each member two spaces past its type or extension, and the bodies of inlinable
    code further: a line is a declaration when it sits exactly one level inside the innermost open type."""
    lowest = {}
    for module in MODULES:
        module_folder = os.path.join(folder, module + ".swiftmodule")
        if not os.path.isdir(module_folder):
            continue
        for file_name in os.listdir(module_folder):
            if not file_name.endswith(".swiftinterface") or ".private." in file_name:
                continue
            pending, scopes = None, []
            for line in open(os.path.join(module_folder, file_name), encoding="utf-8"):
                stripped = line.strip()
                if not stripped or stripped.startswith(("//", "#")):
                    continue
                indent = len(line) - len(line.lstrip(" "))
                while scopes and indent <= scopes[-1][2]:
                    scopes.pop()
                if indent != (scopes[-1][2] + 2 if scopes else 0):
                    continue
                attribute = AVAILABLE.search(stripped)
                if stripped.startswith("@available"):
                    if attribute:
                        pending = version(attribute.group(1))
                    continue
                if stripped.startswith("@") and not DECLARATION.search(stripped):
                    continue
                declaration = DECLARATION.search(stripped)
                if not declaration:
                    pending = None
                    continue
                kind, name = declaration.group("kind"), declaration.group("name") or ""
                introduced = pending or next((scope[1] for scope in reversed(scopes) if scope[1]), None)
                owner = scopes[-1][0].split(".")[-1] if scopes else ""
                rest = stripped[declaration.end():]
                if kind in ("struct", "class", "enum", "protocol", "actor", "typealias"):
                    key = ("type", "", name.split(".")[-1], ())
                elif kind == "init":
                    key = ("init", owner, "init", parameters(rest))
                elif kind == "func":
                    key = ("func", "member" if scopes else "", name, parameters(rest))
                elif kind in ("var", "let"):
                    key = ("member", "", name, ())
                else:
                    key = None
                if key and key[2]:
                    value = introduced or (0,)
                    if key not in lowest or value < lowest[key]:
                        lowest[key] = value
                if kind in ("struct", "class", "enum", "protocol", "actor", "extension") and stripped.endswith("{"):
                    scopes.append((name, introduced, indent))
                pending = None
    return lowest


def pattern(key):
    """Where a use of the declaration may start: the caller then compares a call's labels with its parameters."""
    kind, owner, name, _ = key
    escaped = re.escape(name)
    if kind == "type":
        return r"\b" + escaped + r"\b"
    if kind == "init":
        return r"\b" + re.escape(owner) + r"(?:\.init)?\(" if owner else None
    if kind == "func":
        return (r"\." if owner else r"(?<![.\w])") + escaped + r"\("
    return r"\." + escaped + r"\b(?!\s*\()"


def call_labels(text, open_parenthesis):
    """The labels of the call whose `(` is at `open_parenthesis` (`_` for an unlabelled argument), and whether a
    trailing closure follows it."""
    parts, index = split_arguments(text, open_parenthesis, "([{", ")]}")
    result = []
    for part in parts:
        if not part.strip():
            continue
        label = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)", part)
        result.append(label.group(1) if label else "_")
    return result, text[index + 1:index + 40].lstrip().startswith("{")


def matches(parameters_, labels_, trailing_closure):
    """Whether a call with these labels can be a call of a declaration with these parameters: every parameter is
    given in order or has a default, and the last may be a trailing closure."""
    remaining = list(labels_)
    for position, (label, defaulted, function) in enumerate(parameters_):
        if remaining and remaining[0] == label:
            remaining.pop(0)
        elif defaulted:
            continue
        elif trailing_closure and function and position == len(parameters_) - 1:
            continue
        else:
            return False
    return not remaining


def project_names(files):
    """The names the project declares itself, which a textual match cannot tell from Apple's."""
    declared = set()
    for text in files.values():
        declared.update(re.findall(
            r"\b(?:struct|class|enum|protocol|actor|typealias|func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)", text))
    return declared


def without_comments_and_strings(text):
    """Blanks comments and string literals, keeping line breaks so line numbers stay right."""
    blank = lambda match: re.sub(r"[^\n]", " ", match.group(0))
    text = re.sub(r'"""[\s\S]*?"""', blank, text)
    text = re.sub(r"/\*[\s\S]*?\*/", blank, text)
    text = re.sub(r"//[^\n]*", blank, text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', blank, text)


def describe(key):
    kind, owner, name, parameters_ = key
    if kind in ("init", "func"):
        return "%s%s(%s)" % (owner + "." if owner and owner != "member" else "", name,
                             "".join(parameter[0] + ":" for parameter in parameters_))
    return name


def main():
    target = deployment_target()
    files = {}
    for folder in FOLDERS:
        for directory, _, names in os.walk(os.path.join(ROOT, folder)):
            for file_name in sorted(names):
                if file_name.endswith(".swift"):
                    path = os.path.join(directory, file_name)
                    files[os.path.relpath(path, ROOT)] = without_comments_and_strings(
                        open(path, encoding="utf-8").read())
    own = project_names(files)
    symbols = interface_symbols(interface_folder(), target)
    # The older declarations of each name, which the compiler picks where a call fits them too.
    older = {}
    for key, introduced in symbols.items():
        if introduced <= target and key[0] in ("init", "func"):
            older.setdefault((key[0], key[1] if key[0] == "init" else "", key[2]), []).append(key[3])
    checks = []
    for key, introduced in symbols.items():
        if introduced <= target:
            continue
        found = pattern(key)
        if found and not (key[0] in ("type", "member") and key[2] in own):
            checks.append((re.compile(found), key, introduced, "standard library " + describe(key)))
    foundation = [entry for entry in FOUNDATION if version(entry[1]) > target]
    for found, introduced, what in foundation:
        checks.append((re.compile(found), None, version(introduced), "Foundation " + what))
    hits = set()
    for path, text in files.items():
        for check, key, introduced, what in checks:
            for match in check.finditer(text):
                if key and key[0] in ("init", "func"):
                    labels_, trailing_closure = call_labels(text, match.end() - 1)
                    if not matches(key[3], labels_, trailing_closure):
                        continue
                    overloads = older.get((key[0], key[1] if key[0] == "init" else "", key[2]), [])
                    if any(matches(other, labels_, trailing_closure) for other in overloads):
                        continue
                line = text.count("\n", 0, match.start()) + 1
                hits.add("%s:%d: %s needs macOS %s" % (path, line, what, ".".join(map(str, introduced))))
    print("check-availability: macOS %s: %d standard-library and %d Foundation APIs newer than it, in %d files" % (
        ".".join(map(str, target)), len(checks) - len(foundation), len(foundation), len(files)))
    for hit in sorted(hits):
        print(hit)
    if hits:
        sys.exit(1)


if __name__ == "__main__":
    main()
