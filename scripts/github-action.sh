#!/usr/bin/env bash
# The shell steps of the GitHub Action (action.yml): installs nimlint and checks the paths given, printing GitHub's
# workflow commands so each finding shows as an annotation on the pull request.
#
#   scripts/github-action.sh install     puts nimlint on the job's PATH
#   scripts/github-action.sh check PATH...
#
# install takes, in order: NIMLINT_BINARY (a binary built beforehand, copied as it is); the released static binary
# of NIMLINT_VERSION for this runner, from NIMLINT_RELEASES (default
# https://github.com/$NIMLINT_REPOSITORY/releases/download, the action's own repository), checked against the release's SHA256SUMS; or,
# when no release matches, a build of this checkout of the action with scripts/build-release.sh (a Swift
# toolchain is then needed: NIMLINT_SWIFT names its swift, default the one on PATH). It installs into NIMLINT_HOME (default $RUNNER_TEMP/nimlint) and adds its bin
# folder to $GITHUB_PATH.
#
# check runs `nimlint check --format github` on the paths (the repository when none is given) and exits with
# nimlint's status (1 on an error, so the job fails). With NIMLINT_SARIF set to a file name, it also writes the
# SARIF report there, for github/codeql-action/upload-sarif. NIMLINT_ARGUMENTS adds options to both runs
# (word-split: `--strict --nimkit 2.0.0`).
set -euo pipefail

action=$(cd "$(dirname "$0")/.." && pwd -P)

fail() {
    echo "::error title=nimlint action::$*"
    exit 2
}

# This runner's asset suffix, as the release workflow names the static binaries.
platform() {
    case "$(uname -s)-$(uname -m)" in
        Linux-x86_64) echo x86_64-unknown-linux-gnu ;;
        Linux-aarch64 | Linux-arm64) echo aarch64-unknown-linux-gnu ;;
        Darwin-*) echo macos ;;
        *) echo unknown ;;
    esac
}

# The SHA-256 of a file, with the tools a Linux runner and a Mac have.
sha256() {
    if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d ' ' -f 1; else shasum -a 256 "$1" | cut -d ' ' -f 1; fi
}

# Downloads the release's binary for this runner into $1; fails (status 1) when there is none or it does not match
# SHA256SUMS.
download() {
    local destination=$1 version=${NIMLINT_VERSION:-} base asset expected
    [ -n "$version" ] || return 1
    base=${NIMLINT_RELEASES:-https://github.com/${NIMLINT_REPOSITORY:-}/releases/download}
    asset="nimlint-$version-$(platform)"
    echo "nimlint: downloading $base/$version/$asset"
    curl --fail --silent --show-error --location --retry 3 --output "$destination.sums" \
        "$base/$version/SHA256SUMS" || return 1
    curl --fail --silent --show-error --location --retry 3 --output "$destination" "$base/$version/$asset" || return 1
    expected=$(awk -v name="$asset" '$2 == name { print $1 }' "$destination.sums")
    rm -f "$destination.sums"
    if [ -z "$expected" ] || [ "$(sha256 "$destination")" != "$expected" ]; then
        echo "nimlint: $asset does not match the release's SHA256SUMS" >&2
        rm -f "$destination"
        return 1
    fi
}

install_nimlint() {
    local home=${NIMLINT_HOME:-${RUNNER_TEMP:-/tmp}/nimlint} swift=${NIMLINT_SWIFT:-swift} built
    mkdir -p "$home/bin"
    if [ -n "${NIMLINT_BINARY:-}" ]; then
        cp "$NIMLINT_BINARY" "$home/bin/nimlint"
    elif ! download "$home/bin/nimlint"; then
        echo "nimlint: no released binary for ${NIMLINT_VERSION:-this ref} on $(platform); building it"
        command -v "$swift" >/dev/null 2>&1 || fail "no released nimlint matches and there is no Swift toolchain to build one"
        built=$(NIMLINT_SWIFT="$swift" "$action/scripts/build-release.sh")
        cp "$built" "$home/bin/nimlint"
    fi
    chmod 0755 "$home/bin/nimlint"
    "$home/bin/nimlint" --version || fail "the installed nimlint does not run on this runner"
    if [ -n "${GITHUB_PATH:-}" ]; then echo "$home/bin" >>"$GITHUB_PATH"; fi
}

check() {
    local status=0 sarif_status=0 extra=()
    # Word-split on purpose: the input is a list of options.
    # shellcheck disable=SC2206
    [ -z "${NIMLINT_ARGUMENTS:-}" ] || extra=(${NIMLINT_ARGUMENTS})
    local nimlint=${NIMLINT:-nimlint}
    # "${extra[@]}" with an empty array is an unbound variable to bash 3.2's set -u; ${extra[@]+...} is not.
    "$nimlint" check --format github ${extra[@]+"${extra[@]}"} "$@" || status=$?
    if [ -n "${NIMLINT_SARIF:-}" ]; then
        "$nimlint" check --format sarif --exit-zero --output "$NIMLINT_SARIF" ${extra[@]+"${extra[@]}"} "$@" \
            || sarif_status=$?
        [ "$sarif_status" -eq 0 ] || fail "nimlint could not write the SARIF report $NIMLINT_SARIF"
    fi
    return "$status"
}

case "${1:-}" in
    install) install_nimlint ;;
    check)
        shift
        check "$@"
        ;;
    *)
        sed -n 5,6p "$0" | sed 's/^# //' >&2
        exit 2
        ;;
esac
