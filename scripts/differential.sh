#!/usr/bin/env bash
# Holds nimlint's readings to those they stand in for over COUNT damaged settings files (200000 by default), for at
# most SECONDS seconds each when given: CoreFoundationDifferentialTests and PlainReaderTests, run with a larger count.
#   - The load verdict and values against CoreFoundation's: each input goes through nimlint's parser and through
#     Foundation's PropertyListSerialization (CoreFoundation's parser, NIMKit's loader) in the test process.
#   - The plain reader against libxml2: each input it takes gives the same findings and tree through both.
# NIMLINT_DIFFERENTIAL_SEED sets the first seed (1 by default; the suite runs seeds 1 to 3000 and 1 to 4000).
# Exits non-zero on a disagreement, printing the smallest input it reduces to.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-200000}
seconds=${2:-0}
log=.build/differential.log
mkdir -p .build
status=0
NIMLINT_DIFFERENTIAL_COUNT=$count NIMLINT_DIFFERENTIAL_SECONDS=$seconds \
    swift test --filter 'CoreFoundationDifferentialTests/testDamagedFilesLoadAsCoreFoundationLoadsThem|PlainReaderTests/testDamagedFilesReadAsLibXMLReadsThem' \
    >"$log" 2>&1 || status=$?
grep -E '^differential:|^plain reader:|error:' "$log" || true
if [ "$status" -ne 0 ]; then echo "differential.sh: failed, the whole output is in $log" >&2; fi
exit "$status"
