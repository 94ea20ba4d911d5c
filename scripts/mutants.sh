#!/usr/bin/env bash
# Mutation testing of nimlint's own: each mutant below is one plausible bug, a literal edit of one source file.
# Every mutant is applied alone to a scratch copy of the repository (the working tree is never touched), the
# tests that guard that code are run, and a mutant they do not catch "survives". A mutant whose text is no
# longer found exactly once in its file (the source moved on) is reported as stale and counted in neither.
#
#   scripts/mutants.sh            every mutant
#   scripts/mutants.sh 3 17       only mutants 3 and 17
#   scripts/mutants.sh --list     number and name of every mutant
#   scripts/mutants.sh --check    that every mutant's text is found exactly once in its file (no build; the
#                                 suite runs it, so the list follows the code)
#
# NIMLINT_MUTANTS_FILTER replaces every mutant's test filter (to see which mutants one test class kills), and
# NIMLINT_MUTANTS_SCRATCH moves the scratch folder (default: $TMPDIR/nimlint-mutants, kept for the next run).
#
# The last line is `mutants: K killed, S survived`. Exit status 1 when a mutant survives, is stale, does not
# compile (each needs the list updated) or could not be run, 2 when the unmutated tests fail or a tool is missing.
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd -P)"

names=() files=() filters=() befores=() afters=()
# mutant NAME FILE TEST-FILTER BEFORE AFTER
mutant() {
    names+=("$1") files+=("$2") filters+=("${NIMLINT_MUTANTS_FILTER:-$3}") befores+=("$4") afters+=("$5")
}

# Parser
mutant "a negative <integer> is read as positive" Sources/NIMLint/Plist/Tree/PlistScalars.swift 'Plist|PinnedParser|RuleExamples' \
    'negative = sign == UInt8(ascii: "-")' 'negative = false'
mutant "a letter counts as a decimal digit in <integer>" Sources/NIMLint/Plist/Tree/PlistScalars.swift 'Plist|PinnedParser|RuleExamples' \
    'UInt64(digit) < radix' 'UInt64(digit) <= radix'
mutant "a hexadecimal <real> is accepted" Sources/NIMLint/Plist/Tree/PlistScalars.swift 'Plist|PinnedParser|RuleExamples' \
    'first.isASCII, !trimmed.lowercased().contains("x")' 'first.isASCII'

# NIMKit's and Foundation's readings of values
reading='ValueFormats|PinnedRule|RuleExamples|RealMistakes'
mutant "a color's whitespace after its first character is not skipped" Sources/NIMLint/NIMKit/HexColor.swift "$reading" \
    'while let first = bytes.first, FoundationReading.isSpace(first) { bytes = bytes.dropFirst() }' ''
mutant "a color's 0x prefix is read as a digit and a letter" Sources/NIMLint/NIMKit/HexColor.swift "$reading" \
    'bytes = bytes.dropFirst(2)' 'bytes = bytes.dropFirst(0)'
mutant "a color too long for scanHexInt: wraps instead of saturating" Sources/NIMLint/NIMKit/HexColor.swift "$reading" \
    'value = min(value * 16 + UInt64(digit), UInt64(UInt32.max))' 'value = (value * 16 + UInt64(digit)) & 0xFFFF_FFFF'
mutant "boolValue does not skip leading whitespace" Sources/NIMLint/NIMKit/FoundationReading.swift "$reading" \
    'while let first = bytes.first, isSpace(first) { bytes = bytes.dropFirst() }' ''
mutant "boolValue does not skip a sign" Sources/NIMLint/NIMKit/FoundationReading.swift "$reading" \
    'if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }' ''
mutant "boolValue reads a leading zero as NO" Sources/NIMLint/NIMKit/FoundationReading.swift "$reading" \
    'while bytes.first == UInt8(ascii: "0") { bytes = bytes.dropFirst() }' ''
mutant "doubleValue does not skip leading whitespace" Sources/NIMLint/NIMKit/FoundationReading.swift "$reading" \
    'guard let end = numberEnd(bytes, from: index),' 'guard let end = numberEnd(bytes, from: 0),'
mutant "doubleValue leaves out the exponent" Sources/NIMLint/NIMKit/FoundationReading.swift "$reading" \
    'if digits(bytes, from: &exponent) > 0 { index = exponent }' 'if digits(bytes, from: &exponent) > 9 { index = exponent }'
mutant "integerValue reads a string's fraction and exponent" Sources/NIMLint/NIMKit/FoundationReading.swift "$reading" \
    'guard reader == "integerValue" else { return leadingNumber(text) }' 'return leadingNumber(text)'
mutant "UIEdgeInsetsFromString's spaces inside the braces are refused" Sources/NIMLint/NIMKit/InsetsString.swift "$reading" \
    'while index < bytes.count, FoundationReading.isSpace(bytes[index]) { index += 1 }' ''

# Rules
mutant "duplicate-key keeps the first entry instead of the last" Sources/NIMLint/Rules/DuplicateKeyRule.swift 'PinnedRule|RuleExamples|Fix' \
    'edits: [.delete(removal(of: earlier, in: file.source))]' 'edits: [.delete(removal(of: entry, in: file.source))]'
mutant "duplicate-key compares keys case-insensitively" Sources/NIMLint/Plist/Tree/DuplicateKeys.swift 'PinnedRule|RuleExamples|Fix' \
    'let key = text.string(entries[index].key)' 'let key = text.string(entries[index].key).lowercased()'
mutant "duplicate keys inside arrays are not looked for" Sources/NIMLint/Rules/DuplicateKeyRule.swift 'PinnedRule|RuleExamples' \
    'for item in items.reversed() { collectDuplicates(in: item, file: file, into: &diagnostics) }' '_ = items'
mutant "an exclusive maximum accepts the bound itself" Sources/NIMLint/Rules/OutOfRangeRule.swift 'PinnedRule|RuleExamples|Schema' \
    'number >= maximum' 'number > maximum'
mutant "an exclusive minimum accepts the bound itself" Sources/NIMLint/Rules/OutOfRangeRule.swift 'PinnedRule|RuleExamples|Schema' \
    'exclusiveMinimum, number <= minimum' 'exclusiveMinimum, number < minimum'
mutant "the schema's enum is not checked" Sources/NIMLint/Rules/OutOfRangeRule.swift 'PinnedRule|RuleExamples|Schema' \
    'allowedValues, !allowed.contains(.number(number))' 'allowedValues, allowed.isEmpty'
mutant "a <real> where an integer is read is rounded, not truncated" Sources/NIMLint/NIMKit/FoundationReading.swift 'PinnedRule|RuleExamples|RealMistakes|ValueFormats' \
    'return Int(number.rounded(.towardZero))' 'return Int(number.rounded())'
mutant "<true/> where a number is read is reported as a crash" Sources/NIMLint/Rules/ValueReading.swift 'PinnedRule|RuleExamples|RealMistakes' \
    'case (.integer, .bool(let bool)), (.real, .bool(let bool)):' 'case (.bool, .bool(let bool)):'
mutant "a color's first character is read as a digit, not skipped" Sources/NIMLint/NIMKit/HexColor.swift 'ValueFormats|RealMistakes|RuleExamples' \
    'var bytes = Array(text.utf8).dropFirst()' 'var bytes = Array(text.utf8)[...]'
mutant "insets without braces are accepted" Sources/NIMLint/NIMKit/InsetsString.swift 'ValueFormats|RuleExamples' \
    'found.count == 4 ? .missingBraces : .count(found.count)' 'found.count == 4 ? nil : .count(found.count)'
mutant "disable-next-line silences its own line" Sources/NIMLint/Lint/SuppressionScopes.swift 'Suppression|PinnedRule|RuleExamples' \
    'var line = source.location(of: comment.range.end).line + 1' 'var line = source.location(of: comment.range.end).line'

# Fixes
mutant "the atomic write is replaced by truncate-and-write in place" Sources/NIMLint/Fix/FileWriter.swift 'FileWriter|PinnedFix|CLIFix' \
    'return replace(' \
    'return (try? Data(bytes).write(to: URL(fileURLWithPath: target))) != nil ? .success(.written) : .failure(.ioError(path: path, reason: lastError)); _ = ('
mutant "a fixed file loses its permissions" Sources/NIMLint/Fix/FileWriter.swift 'FileWriter|PinnedFix|CLIFix' \
    'fchmod(descriptor, status.st_mode & 0o7777)' 'fchmod(descriptor, 0o644)'
mutant "a file changed on disk meanwhile is overwritten when its size is the same" Sources/NIMLint/Fix/FileSnapshot.swift 'FileWriter|PinnedFix|CLIFix' \
    'snapshot.bytes == expected else {' 'snapshot.bytes.count == expected.count else {'
mutant "a file with nothing to change is written anyway" Sources/NIMLint/Fix/FileWriter.swift 'FileWriter|PinnedFix|CLIFix' \
    'guard bytes != originalBytes else { return .success(.unchanged) }' 'guard !bytes.isEmpty else { return .success(.unchanged) }'
mutant "a safe fix may bring one new finding" Sources/NIMLint/Fix/Fixer.swift 'Fix' \
    'if !unsafe, !introduced.isEmpty {' 'if !unsafe, introduced.count > 1 {'
mutant "the fix loop stops one round before its limit" Sources/NIMLint/Fix/Fixer.swift 'Fix' \
    'for _ in 0..<roundLimit {' 'for _ in 1..<roundLimit {'
mutant "replacements are written in UTF-8 into UTF-16 files" Sources/NIMLint/Fix/EditApplier.swift 'Fix' \
    'output.append(contentsOf: source.encoding.encode(edit.replacement))' 'output.append(contentsOf: Array(edit.replacement.utf8))'
mutant "the notice on standard error when a fix is rolled back is dropped" Sources/NIMLintCLI/FixOutput.swift 'PinnedFix|CLIFix' \
    'for notice in outcome.files.compactMap(\.notice) {' 'for notice in outcome.files.compactMap(\.notice).prefix(0) {'

# Reporters
mutant "JSON column and endColumn are off by one" Sources/NIMLint/Report/JSONReport.swift 'PinnedJSON|Reporter|CLIFormat' \
    'line: start.line, column: start.column, endLine: end.line, endColumn: end.column,' \
    'line: start.line, column: start.column - 1, endLine: end.line, endColumn: end.column - 1,'
mutant "offsets count the decoded text instead of the bytes on disk" Sources/NIMLint/Source/SourceFile.swift 'PinnedJSON|Reporter|CLIFormat|SourceFile' \
    'column: column, offset: diskOffset(of: clamped)' 'column: column, offset: clamped'
mutant "SARIF endColumn is off by one" Sources/NIMLint/Report/SARIFReport.swift 'Reporter|CLIFormat|SARIF' \
    'endLine: end.line, endColumn: endColumn)' 'endLine: end.line, endColumn: endColumn + 1)'
mutant "GitHub annotations raise infos to warnings" Sources/NIMLint/Report/GitHubReport.swift 'Reporter|CLIFormat' \
    'case .info: return "notice"' 'case .info: return "warning"'
mutant "Checkstyle columns are off by one" Sources/NIMLint/Report/CheckstyleReport.swift 'Reporter|CLIFormat' \
    'column=\"\(start.column)\"' 'column=\"\(start.column - 1)\"'
mutant "Xcode columns are off by one" Sources/NIMLint/Report/XcodeReport.swift 'Reporter|CLIFormat|Examples' \
    ':\(start.line):\(start.column)"' ':\(start.line):\(start.column + 1)"'

mutant "a finding's other places are left out of the text report" Sources/NIMLint/Report/TextReport.swift 'CLIFormat|ReportStability' \
    'for related in diagnostic.related {' 'for related in diagnostic.related.prefix(0) {'
mutant "libxml2's end of data names no element" Sources/NIMLint/Plist/Readers/LibXMLReader+Errors.swift 'XMLSyntaxWords|PlistParser' \
    'case XML_ERR_TAG_NOT_FINISHED:' 'case XML_ERR_TAG_NOT_FINISHED where false:'
mutant "an image found nowhere is a bubble image all the same" Sources/NIMLint/NIMKit/ImageResolution.swift 'PinnedRule|ImageIndex|ReportStability' \
    'public var drawsNothing: Bool { self == .nowhere || self == .appNotSearched }' 'public var drawsNothing: Bool { self == .appNotSearched }'

# Configuration
mutant ".nimlint.json messageTypes parsed but ignored" Sources/NIMLint/Rules/UnknownMessageTypeRule.swift 'CLIConfiguration|RuleExamples' \
    'guard !file.configuration.extraMessageTypes.contains(key), !UnreadKey.isUnread(key, in: visit) else {' \
    'guard !UnreadKey.isUnread(key, in: visit) else {'
mutant ".nimlint.json bounds parsed but ignored" Sources/NIMLint/Lint/Configuration.swift 'CLIConfiguration|RuleExamples' \
    'bounds.isEmpty ? schema.bounds : bounds[key()].map(schema.bounds.overridden) ?? schema.bounds' 'schema.bounds'
mutant ".nimlint.json schemas parsed but ignored" Sources/NIMLint/Lint/Configuration.swift 'CLIConfiguration|Schema' \
    'schemas[kind] ?? .builtIn(kind)' '.builtIn(kind)'
mutant ".nimlint.json rule severities ignored" Sources/NIMLint/Lint/Configuration.swift 'CLIConfiguration|Suppression' \
    'if let configured = ruleSeverities[rule.id] { return configured }' 'if let configured = ruleSeverities[rule.id], configured == nil { return configured }'
mutant "a bounds override drops the schema's other limits" Sources/NIMLint/Schema/SchemaNode.swift 'CLIConfiguration|PinnedRule|Schema|RuleExamples' \
    'recommendedMaximum: override.recommendedMaximum ?? recommendedMaximum)' 'recommendedMaximum: override.recommendedMaximum)'
mutant "an exclude glob's ? matches only a question mark" Sources/NIMLint/Lint/Glob.swift 'Discovery|PinnedInput|CLIConfiguration|Glob' \
    'matches: { $0 == "?" || $0 == $1 })' 'matches: { $0 == $1 })'

# Discovery and reading
mutant ".git and .build are walked into" Sources/NIMLint/Lint/WalkScope.swift 'Discovery|PinnedInput|CLIPath' \
    'skippedFolderNames = [".git", ".build", ' 'skippedFolderNames = ['
mutant "a file above the size limit is read" Sources/NIMLint/Lint/FileLoader.swift 'FileLoader|PinnedInput' \
    'guard Int(status.st_size) <= sizeLimit else {' 'guard Int(status.st_size) <= 2 * sizeLimit else {'
mutant "a file growing while read passes the size limit" Sources/NIMLint/Lint/FileLoader.swift 'FileLoader|PinnedInput' \
    'guard filled <= sizeLimit else {' 'guard filled <= sizeLimit || filled < bytes.count else {'
mutant "standard input of exactly the size limit is refused" Sources/NIMLint/Lint/FileLoader.swift 'FileLoader|PinnedInput' \
    'guard bytes.count <= sizeLimit else {' 'guard bytes.count < sizeLimit else {'
mutant "--assets with a missing folder is accepted" Sources/NIMLintCLI/CheckCommand.swift 'PinnedInput|CLICheck' \
    'for folder in parsed.all("--assets") where !FileSystemPath.isFolder(folder) {' 'for folder in parsed.all("--assets") where folder.isEmpty {'

# NIMKit releases
mutant "a release range's until is inclusive" Sources/NIMLint/NIMKit/NIMKitVersion.swift 'NIMKitRelease|SchemaRelease|CLIRelease|RuleExamples' \
    '(until.map { version < $0 } ?? true)' '(until.map { version <= $0 } ?? true)'
mutant "the configuration's nimkit is ignored" Sources/NIMLint/NIMKit/NIMKitReleaseResolver.swift 'NIMKitRelease|CLIRelease' \
    'if let configured = configuration.configuration.nimkit {' 'if let configured = configuration.configuration.nimkit, commandLine != nil {'
mutant "a Podfile.lock naming a NIMKit subspec is not read" Sources/NIMLint/NIMKit/NIMKitReleaseResolver.swift 'NIMKitRelease|CLIRelease' \
    'guard name == "NIMKit" || name.hasPrefix("NIMKit/"),' 'guard name == "NIMKit",'
mutant "a Podfile.lock above the settings folder is not found" Sources/NIMLint/NIMKit/NIMKitReleaseResolver.swift 'NIMKitRelease|CLIRelease' \
    'let found = here ?? (folder == "/" ? nil : nearest(Paths.parent(folder), in: &cache, holding: name, look))' 'let found = here'

# check --staged
mutant "--staged checks the working tree's file instead of the staged content" Sources/NIMLint/Git/StagedCheck.swift 'StagedCheck' \
    'let bytes = try index.content(of: entry)' 'let bytes = (try? FileLoader.load(path: absolutePath).get().bytes) ?? []'
mutant "--staged checks files the configuration excludes" Sources/NIMLint/Git/StagedCheck.swift 'StagedCheck' \
    '.excludes(absolutePath: absolutePath)' '.excludes(absolutePath: path)'

# Language server
mutant "LSP reports warnings as information" Sources/NIMLint/Server/LSPConversion.swift 'LSP' \
    'case .warning: return 2' 'case .warning: return 3'
mutant "UTF-16 positions count a character outside the BMP as one unit" Sources/NIMLint/Server/PositionEncoding.swift 'LSP' \
    'case .utf16: return width == 4 ? 2 : 1' 'case .utf16: return 1'
mutant "an unsafe quick fix is marked preferred" Sources/NIMLint/Server/LSPConversion.swift 'LSP' \
    '("isPreferred", client.codeActionIsPreferred ? .bool(safe) : nil),' '("isPreferred", client.codeActionIsPreferred ? .bool(true) : nil),'

# Preview
mutant "the preview lays insets out in NIMKit's order instead of CSS's" Sources/NIMLint/NIMKit/EdgeInsets.swift 'ChatPreview|PreviewBrowser' \
    'public var cssValues: [Double] { [top, right, bottom, left] }' 'public var cssValues: [Double] { [top, left, bottom, right] }'
mutant "the preview reads a YES string in a bool as NO" Sources/NIMLint/NIMKit/AppliedSettingsReading.swift 'ChatPreview|PreviewBrowser|AppliedSettings' \
    'case .string(let text): return Applied(FoundationReading.boolValue(text), provenance())' 'case .string: return Applied(false, provenance())'
mutant "the preview draws insets NIMKit cannot parse" Sources/NIMLint/NIMKit/AppliedSettingsReading.swift 'ChatPreview|PreviewBrowser|AppliedSettings' \
    'guard parsed.problem == nil, parsed.components.count == 4 else {' \
    'guard parsed.components.count == 4 else {'

# Paths, output and writes
mutant "JUnit paths are left as given, not relative to the repository" Sources/NIMLint/Report/JUnitReport.swift 'CLIReportFormat|NonUTF8' \
    'let shownPath = paths.display(report)' 'let shownPath = report.path'
mutant "a diff header leaves a byte that is not UTF-8 unquoted" Sources/NIMLint/Fix/UnifiedDiff.swift 'NonUTF8|UnifiedDiff|DiffApply' \
    '"--- \(GitQuoting.quoted("a/" + name))' '"--- a/\(name)'
mutant "the working folder is read through Foundation, which loses bytes that are not UTF-8" Sources/NIMLint/Support/FileSystem/Paths.swift 'NonUTF8' \
    'let base = path.hasPrefix("/") ? "" : workingFolder' 'let base = path.hasPrefix("/") ? "" : FileManager.default.currentDirectoryPath'
mutant "a failed fsync of the fixed file is taken for success" Sources/NIMLint/Fix/FileWriter.swift 'FileWriter' \
    'guard calls.fsync(descriptor) == 0 else {' 'guard calls.fsync(descriptor) <= 0 else {'
mutant "a closed standard output is left for the next file nimlint opens" Sources/NIMLintCLI/main.swift 'CLIOutputFailure' \
    'where fcntl(descriptor, F_GETFD) == -1 {' 'where fcntl(descriptor, F_GETFD) < -1 {'
# The preview's content views and stand-in bubbles
mutant "the preview draws a font for image and video messages" Sources/NIMLint/Preview/PreviewContent.swift 'PreviewContent|PreviewBrowser' \
    'var readsFontSize: Bool { ![.image, .video].contains(self) }' 'var readsFontSize: Bool { true }'
mutant "the preview notes a missing image beside every bubble without --assets" Sources/NIMLint/Preview/PreviewBubbles.swift 'PreviewContent|ChatPreview|PreviewBrowser' \
    'guard let resolution = applied.resolution else { return }' \
    'guard let resolution = applied.resolution else { missing = "give the folder of the bubble images with --assets"; return }'
# Slips a restructuring makes: a prefix test without its separator, a count dropped, a character class missing a
# member, a bound off by one
mutant "a link into a sibling folder whose name begins with the given folder's is inside it" Sources/NIMLint/Fix/WriteScope.swift 'FixSymlink' \
    'target.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/")' 'target.hasPrefix($0)'
mutant "a fix that repeats a finding the file already had is kept" Sources/NIMLint/Fix/Fixer.swift 'Fixer' \
    'unmatched[identity] = count - 1' 'unmatched[identity] = count'
mutant "a comment line indented with tabs ends a next-line suppression's reach" Sources/NIMLint/Lint/SuppressionScopes.swift 'Suppression' \
    ' || source.text[offset] == UInt8(ascii: "\t")' ''
mutant "insets of five whole numbers pass as written" Sources/NIMLint/NIMKit/InsetsString.swift 'ValueFormats|RuleExamples' \
    'if index == last { return count == 4 }' 'if index == last { return count >= 4 }'
mutant "a near miss of the other file's name counts as missing" Sources/NIMLint/Rules/MissingSettingsFileRule.swift 'MissingSettingsFile' \
    '!names.contains(where: { SettingsKind.meant(by: $0) == other })' '!names.contains(where: { SettingsKind.named($0) == other })'
mutant "any text after a settings file's name makes a copy of it" Sources/NIMLint/NIMKit/SettingsKind.swift 'PreCommitPattern|MissingSettingsFile' \
    'return copySeparators.contains(' 'return true || copySeparators.contains('
# Xcode's Run Script phase and the release's pod and formula
mutant "the Run Script phase checks the whole project, not its input files" scripts/xcode-run-script.sh 'CocoaPodsTests' \
    'exec "$nimlint" "${options[@]}" "${settings[@]}"' 'exec "$nimlint" "${options[@]}" "$SRCROOT"'
mutant "the Run Script phase leaves a listed .nimlint.json for nimlint to look for" scripts/xcode-run-script.sh 'CocoaPodsTests' \
    'options+=(--config "$input")' ':'
mutant "the pod's zip holds the binary in a folder" scripts/release-manifests.sh 'CocoaPodsTests' \
    'cp "$macos" "$staging/nimlint"' 'mkdir "$staging/bin" && cp "$macos" "$staging/bin/nimlint"'

if [ "${1:-}" = "--list" ]; then
    for index in "${!names[@]}"; do echo "$((index + 1)) ${names[$index]}"; done
    exit 0
fi

# How often BEFORE occurs in FILE.
occurrences() {
    BEFORE="$2" perl -0777 -e '
        my ($path) = @ARGV; open my $in, "<", $path or exit 0; local $/; my $text = <$in>; close $in;
        my $count = () = $text =~ /\Q$ENV{BEFORE}\E/g; print $count;' "$1"
}

if [ "${1:-}" = "--check" ]; then
    stale=0
    for index in "${!names[@]}"; do
        count=$(occurrences "$repository/${files[$index]}" "${befores[$index]}")
        if [ "${count:-0}" != 1 ]; then
            echo "mutant $((index + 1)) stale (its text is found ${count:-0} times in ${files[$index]}): ${names[$index]}"
            stale=$((stale + 1))
        fi
    done
    echo "mutants: ${#names[@]} listed, $stale stale"
    [ "$stale" -eq 0 ]
    exit
fi

# A mutant whose tests hang is killed by a time limit: GNU timeout (gtimeout from Homebrew's coreutils on macOS,
# whose own system has none).
time_limit=$(command -v timeout || command -v gtimeout || true)
if [ -z "$time_limit" ]; then
    echo "mutants: needs GNU timeout (on macOS: brew install coreutils, for gtimeout)" >&2
    exit 2
fi

selected=()
if [ $# -gt 0 ]; then
    for number in "$@"; do selected+=($((number - 1))); done
else
    selected=("${!names[@]}")
fi

# Replaces BEFORE with AFTER in FILE when BEFORE occurs exactly once; exit status 3 otherwise.
apply() {
    BEFORE="$2" AFTER="$3" perl -0777 -e '
        my ($path) = @ARGV; open my $in, "<", $path or die "$path: $!"; local $/; my $text = <$in>; close $in;
        my $count = () = $text =~ /\Q$ENV{BEFORE}\E/g;
        exit 3 if $count != 1;
        $text =~ s/\Q$ENV{BEFORE}\E/$ENV{AFTER}/;
        open my $out, ">", $path or die "$path: $!"; print $out $text; close $out;' "$1"
}

scratch="${NIMLINT_MUTANTS_SCRATCH:-${TMPDIR:-/tmp}/nimlint-mutants}"
copy="$scratch/repository"
# A fresh copy with the files' own modification times, beside a build folder kept between runs: each mutant
# rebuilds only what its edit touches.
rm -rf "$copy"
mkdir -p "$copy"
tar -C "$repository" --exclude=./.build --exclude=./.git -cf - . | tar -C "$copy" -xf -
build=(--scratch-path "$scratch/build")
log="$scratch/log"

union=$(printf '%s\n' "${filters[@]}" | tr '|' '\n' | sort -u | paste -sd '|' -)
echo "baseline: the unmutated tests ($union)"
if ! (cd "$copy" && swift build --build-tests "${build[@]}" && swift test --skip-build "${build[@]}" --filter "$union") >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    echo "mutants: the unmutated tests fail; nothing measured" >&2
    exit 2
fi

killed=0 survived=0 stale=0 stillborn=0 unrun=0
survivors=()
for index in "${selected[@]}"; do
    number=$((index + 1))
    file="${files[$index]}"
    cp "$repository/$file" "$copy/$file"
    status=0
    apply "$copy/$file" "${befores[$index]}" "${afters[$index]}" || status=$?
    if [ "$status" -ne 0 ]; then
        echo "mutant $number stale (its text is not found exactly once in $file): ${names[$index]}"
        stale=$((stale + 1))
        continue
    fi
    if ! (cd "$copy" && swift build --build-tests "${build[@]}") >"$log" 2>&1; then
        echo "mutant $number does not compile: ${names[$index]}"
        stillborn=$((stillborn + 1))
    else
        status=0
        (cd "$copy" && "$time_limit" 900 swift test --skip-build "${build[@]}" --filter "${filters[$index]}") >"$log" 2>&1 \
            || status=$?
        if [ "$status" -eq 0 ]; then
            echo "mutant $number SURVIVED: ${names[$index]} ($file)"
            survivors+=("$number")
            survived=$((survived + 1))
        elif [ "$status" -eq 126 ] || [ "$status" -eq 127 ]; then
            # The shell's "not executable" and "not found": no test ran, so nothing killed the mutant.
            echo "mutant $number not run (exit $status): ${names[$index]}"
            unrun=$((unrun + 1))
        else
            echo "mutant $number killed: ${names[$index]}"
            killed=$((killed + 1))
        fi
    fi
    cp "$repository/$file" "$copy/$file"
done

if [ $((stale + stillborn + unrun)) -gt 0 ]; then
    echo "not measured: $stale stale, $stillborn not compiling (update their text in scripts/mutants.sh), $unrun not run"
fi
if [ ${#survivors[@]} -gt 0 ]; then
    echo "survivors: ${survivors[*]}"
fi
echo "mutants: $killed killed, $survived survived"
[ $((survived + stale + stillborn + unrun)) -eq 0 ]
