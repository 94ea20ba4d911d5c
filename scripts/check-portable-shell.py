#!/usr/bin/env python3
"""Lists the GNU-only tools' options, regex classes and bash 4 features in the shell nimlint runs on a Mac.

A Mac runs its scripts with BSD grep, sed, date, stat, readlink and xargs and with /bin/bash 3.2; GNU's
extensions pass on Linux and fail (or, for a regex, silently match otherwise) there. This checks:

- every `run:` step of a workflow job whose `runs-on` names macOS (a job on Linux runs with GNU tools);
- every shell script of the repository (`scripts/*.sh`, `.ci/run`), unless its first lines carry
  the marker `# nimlint: linux-only` (for scripts that need apt-get, strace, valgrind or Linux's /proc);
- that a workflow whose steps pipe a command into another (`swift test | tee log`) runs them with `shell: bash`
  (workflow-wide under `defaults:`): a step without it runs as `bash -e {0}`, without pipefail, so a failing
  command before the pipe passes, on Linux as on a Mac.

With FILE arguments it checks those files instead (a .yml as a workflow, any other as a shell script), for its
own tests. The check is textual,
line by line, with comments left out; each hit is printed as FILE:LINE: what, and the exit status is 1 when
there is one.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = "# nimlint: linux-only"
SCRIPTS = [".ci/run"]

REGEX_TOOL = re.compile(r"\b(grep|egrep|sed|awk)\b")
CHECKS = [
    (re.compile(r"\\[sSdDwWbB<>]"), REGEX_TOOL,
     r"a GNU regex escape (\s \d \w \b \< \>): use a POSIX class such as [[:space:]] or [[:digit:]]"),
    (re.compile(r"\bgrep\s+(-[a-zA-Z]*P|--perl-regexp)"), None, "grep -P: BSD grep has no Perl regexes"),
    (re.compile(r"\bsed\s+(.*\s)?-i(\s|$|'')"), None,
     "sed -i without an attached suffix: GNU and BSD read the next word differently; write -i.bak or a temp file"),
    (re.compile(r"\breadlink\s+-[a-zA-Z]*f"), None,
     "readlink -f: absent before macOS 12.3; resolve with cd and pwd -P"),
    (re.compile(r"\bdate\s+(.*\s)?(-d|--date)\b"), None, "date -d: BSD date parses with -j -f"),
    (re.compile(r"\bstat\s+(-c|--format|--printf)\b"), None, "stat -c: BSD stat formats with -f"),
    (re.compile(r"\bxargs\s+(.*\s)?(-r|--no-run-if-empty)\b"), None, "xargs -r: BSD xargs has no -r"),
    (re.compile(r"\bfind\b.*\s-printf\b"), None, "find -printf: BSD find has no -printf"),
    (re.compile(r"\bsort\s+(.*\s)?-[a-zA-Z]*V"), None, "sort -V: absent from older BSD sort"),
    (re.compile(r"\b(cp|mv|rm|ln|mkdir)\s+(.*\s)?--[a-z]"), None,
     "a long option of GNU coreutils: BSD's cp, mv, rm, ln and mkdir take short options only"),
    (re.compile(r"\b(declare|local|typeset)\s+-[a-zA-Z]*[An]"), None,
     "declare -A or -n: associative arrays and namerefs need bash 4"),
    (re.compile(r"\b(mapfile|readarray|coproc)\b"), None, "mapfile, readarray and coproc need bash 4"),
    (re.compile(r"\$\{[A-Za-z_][A-Za-z0-9_]*(,,?|\^\^?|@[QEPAaUuLK])\}"), None,
     "case conversion or @ operators in ${...} need bash 4"),
    (re.compile(r"\|&|&>>"), None, "|& and &>> need bash 4: write 2>&1 |, >>file 2>&1"),
    (re.compile(r"\bshopt\s+-s\s+(globstar|lastpipe)\b"), None, "globstar and lastpipe need bash 4"),
    (re.compile(r"\[\[\s+-v\s"), None, "[[ -v ]] needs bash 4.2: test ${name+set}"),
]


def code_of(line):
    """The line without a trailing comment: a # at the start of a word outside quotes."""
    quote = None
    for index, character in enumerate(line):
        if quote:
            if character == quote:
                quote = None
        elif character in "'\"":
            quote = character
        elif character == "#" and (index == 0 or line[index - 1] in " \t;"):
            return line[:index]
    return line


def check_lines(path, numbered_lines):
    hits = []
    for number, line in numbered_lines:
        code = code_of(line)
        for pattern, context, what in CHECKS:
            if pattern.search(code) and (context is None or context.search(code)):
                hits.append(f"{path}:{number}: {what}")
    return hits


def check_script(path):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    if any(line.strip() == MARKER for line in lines[:10]):
        return []
    return check_lines(path, enumerate(lines, start=1))


def macos_run_lines(path):
    """The lines of `run:` blocks in jobs whose runs-on names macOS, with their line numbers."""
    return run_lines(path, macos_only=True)


def run_lines(path, macos_only):
    """The lines of `run:` blocks, in every job or in those whose runs-on names macOS, with their line numbers.
    Read by indentation, as the workflows write them: a job at two spaces, its keys at four, a step's `run: |`
    block below it."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    numbered = []
    on_macos = False
    block_indent = None
    for number, line in enumerate(lines, start=1):
        indent = len(line) - len(line.lstrip(" "))
        stripped = line.strip()
        if block_indent is not None:
            if stripped == "" or indent >= block_indent:
                if on_macos:
                    numbered.append((number, line))
                continue
            block_indent = None
        if indent == 2 and stripped.endswith(":") and not stripped.startswith("-"):
            on_macos = not macos_only
        if indent == 4 and stripped.startswith("runs-on:"):
            on_macos = "macos" in stripped.lower() or not macos_only
        match = re.match(r"(-\s+)?run:\s*(.*)$", stripped)
        if match:
            if match.group(2) in ("|", ">", "|-", ">-"):
                block_indent = indent + 2 + (len(match.group(1)) if match.group(1) else 0)
            elif on_macos:
                numbered.append((number, match.group(2)))
    return numbered


PIPE = re.compile(r"(?<![|>])\|(?![|&])")


def unchecked_pipes(path):
    """A hit for each `run:` line, in any job, that pipes a command into another while the workflow sets no
    `shell: bash` under its top-level `defaults:` (the only place this project sets a shell)."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if re.search(r"^defaults:\n  run:\n    shell: bash\s*$", text, re.MULTILINE):
        return []
    hits = []
    for number, line in run_lines(path, macos_only=False):
        if PIPE.search(re.sub(r"'[^']*'|\"[^\"]*\"", "", code_of(line))):
            hits.append(f"{path}:{number}: a pipe in a step without `shell: bash` under `defaults:`: GitHub runs "
                        "it as bash -e without pipefail, so a failure before the pipe passes")
    return hits


def check_workflow(path, shown=None):
    shown = shown or path
    hits = check_lines(path, macos_run_lines(path)) + unchecked_pipes(path)
    return [hit.replace(path, shown, 1) for hit in hits]


def main(arguments):
    hits = []
    if arguments:
        for path in arguments:
            hits += check_workflow(path) if path.endswith((".yml", ".yaml")) else check_script(path)
    else:
        scripts = sorted(
            os.path.join("scripts", name) for name in os.listdir(os.path.join(ROOT, "scripts")) if name.endswith(".sh"))
        for relative in scripts + SCRIPTS:
            hits += [hit.replace(ROOT + os.sep, "") for hit in check_script(os.path.join(ROOT, relative))]
        workflows = os.path.join(ROOT, ".github", "workflows")
        for name in sorted(os.listdir(workflows)):
            if name.endswith((".yml", ".yaml")):
                relative = os.path.join(".github", "workflows", name)
                hits += check_workflow(os.path.join(ROOT, relative), shown=relative)
    for hit in hits:
        print(hit)
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
