#!/usr/bin/env bash
# Measures how long `nimlint lsp` takes from a didChange to its publishDiagnostics: the delay an editor user
# waits for findings after typing. Goal: a median under 5 ms on NetEase's real bubble file.
#
#   scripts/lsp-benchmark.sh [FILE] [CHANGES]
#
# FILE defaults to NetEase's real 2017-07 bubble file from the shared corpus beside the repository
# (../shared/corpus/nimkit/bubble-2017-07.plist), else examples/Settings/NIMKitBubbleSetting.plist; it is opened
# as NIMKitBubbleSetting.plist beside a global file. CHANGES (default 500) alternate between an incremental edit
# and a full-text one, each waited for before the next is sent.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=../shared/corpus/nimkit
default=examples/Settings/NIMKitBubbleSetting.plist
[ -f "$corpus/bubble-2017-07.plist" ] && default=$corpus/bubble-2017-07.plist
file=${1:-$default}
count=${2:-500}
nimlint=$(scripts/build-release.sh 2>/dev/null)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp examples/Settings/NIMKitGlobalSetting.plist "$work/NIMKitGlobalSetting.plist"

python3 - "$nimlint" "$file" "$work/NIMKitBubbleSetting.plist" "$count" <<'PY'
import json, statistics, subprocess, sys, time

nimlint, source, path, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
text = open(source, encoding="utf-8").read()
uri = "file://" + path
server = subprocess.Popen([nimlint, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
    server.stdin.flush()

def receive():
    length = 0
    while True:
        line = server.stdout.readline()
        if line in (b"\r\n", b""):
            break
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    return json.loads(server.stdout.read(length))

def published():
    while True:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            return message["params"]["diagnostics"]

send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
receive()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "xml", "version": 1, "text": text}}})
findings = len(published())

# A space typed and deleted again at the start of line 4, by turns incrementally and as the whole text.
timings = []
for version in range(2, count + 2):
    typed = version % 2 == 0
    if version % 4 < 2:
        end = {"line": 4, "character": 0 if typed else 1}
        change = {"range": {"start": {"line": 4, "character": 0}, "end": end}, "text": " " if typed else ""}
    else:
        lines = text.split("\n")
        lines[4] = (" " if typed else "") + lines[4]
        change = {"text": "\n".join(lines)}
    started = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
    published()
    timings.append((time.perf_counter() - started) * 1000)

send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
receive()
send({"jsonrpc": "2.0", "method": "exit"})
server.wait()
timings.sort()
print(f"{source}: {len(text.encode())} bytes, {findings} findings, {count} changes")
print(f"didChange to publishDiagnostics: median {statistics.median(timings):.2f} ms, "
      f"90th percentile {timings[int(len(timings) * 0.9)]:.2f} ms, worst {timings[-1]:.2f} ms")
PY
